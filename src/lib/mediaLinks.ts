/**
 * Private photos arrive as signed links, `…?exp=<unix seconds>&sig=<hex>`, that open the file for
 * one to two hours (the server's `media/signing.ts`). A screen that shows them reads its data again
 * once, shortly before the earliest of them expires: never on a clock, never showing a dead link.
 */

/** How long before the earliest link's expiry the data is read again. */
export const SIGNED_LINK_MARGIN_MS = 2 * 60_000;
/** The soonest a re-read comes after a reading (a link already near its end, a skewed clock). */
export const SIGNED_LINK_MIN_REREAD_MS = 30_000;

const SIGNED_LINK = /[?&]exp=(\d{1,12})&sig=[0-9a-f]{64}(?:$|[&#])/;

/** The earliest expiry (ms since the epoch) of the signed links anywhere in `data`, or null. */
export function earliestSignedLinkExpiry(data: unknown): number | null {
  if (typeof data === 'string') {
    const match = SIGNED_LINK.exec(data);
    return match ? Number(match[1]) * 1000 : null;
  }
  if (data === null || typeof data !== 'object') return null;
  let earliest: number | null = null;
  for (const value of Object.values(data)) {
    const expiry = earliestSignedLinkExpiry(value);
    if (expiry !== null && (earliest === null || expiry < earliest)) earliest = expiry;
  }
  return earliest;
}

/**
 * The `refetchInterval` of a query whose data may hold signed links: due shortly before the
 * earliest expires; none when the data holds no signed link.
 */
export function signedLinksRefetchInterval(data: unknown, now = Date.now()): number | false {
  const expiry = earliestSignedLinkExpiry(data);
  if (expiry === null) return false;
  return Math.max(expiry - SIGNED_LINK_MARGIN_MS - now, SIGNED_LINK_MIN_REREAD_MS);
}

/**
 * The same, as TanStack Query calls it (with the query, whose data is the latest reading). Counted
 * from the reading, not from now: TanStack asks again at each render and starts the timer over
 * whenever the answer changes, so an answer that moved with the clock put the re-read off for good
 * on a screen that renders often.
 */
export const rereadBeforeLinksExpire = (query: {
  state: { data?: unknown; dataUpdatedAt: number };
}) => signedLinksRefetchInterval(query.state.data, query.state.dataUpdatedAt);
