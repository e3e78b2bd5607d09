export type PageLink = number | 'gap';

/**
 * Page numbers to show (1-based), as a paginator with `margin` pages at each end and `range`
 * pages around the current one (spec section 9: 2 margin, 2 range); gaps become 'gap'.
 */
export function pageLinks(current: number, pageCount: number, margin = 2, range = 2): PageLink[] {
  const shown = new Set<number>();
  for (let page = 1; page <= Math.min(margin, pageCount); page++) shown.add(page);
  for (let page = Math.max(1, pageCount - margin + 1); page <= pageCount; page++) shown.add(page);
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(pageCount, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let page = start; page <= end; page++) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const page of pages) {
    const previous = links[links.length - 1];
    if (typeof previous === 'number' && page - previous > 1) links.push('gap');
    links.push(page);
  }
  return links;
}
