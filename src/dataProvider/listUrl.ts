import type { GetListParams } from 'react-admin';

// No react-admin at run time here: the entry uses this before react-admin has loaded
// (src/landingRequests.ts).

/** Filter values travel as query parameters; `q` is the search box (`search` on the wire). */
export function listUrl(
  base: string,
  params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>,
) {
  const url = new URL(base, 'http://x');
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  url.searchParams.set('limit', String(perPage));
  url.searchParams.set('offset', String((page - 1) * perPage));
  const sort = params.sort;
  if (sort?.field && sort.field !== 'id') {
    url.searchParams.set('field', sort.field);
    url.searchParams.set('ordered', sort.order === 'ASC' ? '1' : '-1');
  }
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name === 'q' ? 'search' : name, String(value));
  }
  return `${url.pathname}${url.search}`;
}
