import { listUrl } from '../../dataProvider/listUrl';
import { USER_LIST_PATH, userListFilter } from '../../dataProvider/userListQuery';

export const USER_LIST_PER_PAGE = 25;
export const USER_LIST_SORT = { field: 'id', order: 'DESC' } as const;

/**
 * The request /users makes first after a page load: its filters, sort and page live in memory
 * (src/lib/store.ts), so a fresh page always starts from these.
 */
export function firstUserListPath(): string {
  return listUrl(USER_LIST_PATH, {
    pagination: { page: 1, perPage: USER_LIST_PER_PAGE },
    sort: USER_LIST_SORT,
    filter: userListFilter({}),
  });
}
