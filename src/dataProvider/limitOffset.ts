import {
  type DataProvider,
  type GetListParams,
  type GetListResult,
  HttpError,
  type RaRecord,
} from 'react-admin';
import type { Page } from '../../contract/wire';
import { ApiError, apiFetch } from '../lib/api';
import { listUrl } from './listUrl';

/** Where one REST resource lives on the server (spec section 7). */
export interface RestResource {
  /** The paged list, e.g. `/api/user/user-list/?user_role=regular`. */
  list: string;
  /** The record path for GET/PUT/PATCH/DELETE, e.g. `(id) => /api/user/${id}/`. */
  one: (id: RaRecord['id']) => string;
  /** DELETE path when it differs from `one` (workers: /api/internal/workers/{id}). */
  remove?: (id: RaRecord['id']) => string;
  /** POST path for create. */
  create?: string;
  /** Turns the list's filter values into query parameters (e.g. period buckets into dates). */
  filter?: (filter: Record<string, unknown>) => Record<string, unknown>;
}

/** Failures reach react-admin as HttpError carrying the server's body (for field errors). */
export async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) {
      const status = error.status;
      throw new HttpError(
        status === 200 ? 'Unexpected API response' : `HTTP ${status}`,
        status,
        error.body,
      );
    }
    throw error;
  }
}

/**
 * The server answers a refused body with `{ errors: [messages] }` (spec section 7), naming no field.
 * When the body had one field (a new user's email), the messages are that field's: keyed by it,
 * react-admin shows them under the input instead of "The form is not valid".
 */
function onlyFieldErrors(error: unknown, sent: Record<string, unknown>) {
  const fields = Object.keys(sent);
  const messages = (error as HttpError | undefined)?.body?.errors;
  if (!(error instanceof HttpError) || fields.length !== 1 || !Array.isArray(messages))
    return error;
  return new HttpError(error.message, error.status, {
    errors: { [fields[0]]: messages.join(' ') },
  });
}

/**
 * A list too long to count (the audit log) answers no count and pages by its links. Its last page
 * tells the total all the same; before it, the total is unknown ("1-25 of more than 25").
 */
function uncountedTotal(page: { results: unknown[]; next: string | null }, params: GetListParams) {
  if (page.next) return undefined;
  const { page: number, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return (number - 1) * perPage + page.results.length;
}

/**
 * react-admin's CRUD calls over the spec's limit/offset REST lists
 * (`{ results, next, previous, count }`). `next`/`previous` become pageInfo.
 */
export function limitOffsetProvider(resources: Record<string, RestResource>): DataProvider {
  const config = (resource: string) => {
    const found = resources[resource];
    if (!found) throw new Error(`No REST route for the resource "${resource}"`);
    return found;
  };
  const getOne = async (resource: string, id: RaRecord['id'], signal?: AbortSignal) =>
    call(() => apiFetch<RaRecord>(config(resource).one(id), { signal }));

  return {
    async getList<R extends RaRecord>(resource: string, params: GetListParams) {
      const { list, filter = (values) => values } = config(resource);
      const url = listUrl(list, { ...params, filter: filter(params.filter ?? {}) });
      const page = await call(() => apiFetch<Page<R>>(url, { signal: params.signal }));
      if (!page || !Array.isArray(page.results))
        throw new HttpError('Unexpected API response', 200);
      return {
        data: page.results,
        total: typeof page.count === 'number' ? page.count : uncountedTotal(page, params),
        pageInfo: { hasNextPage: Boolean(page.next), hasPreviousPage: Boolean(page.previous) },
      } satisfies GetListResult<R>;
    },
    async getOne(resource, params) {
      return { data: await getOne(resource, params.id, params.signal) };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)));
      return { data };
    },
    async getManyReference() {
      throw new Error('getManyReference is not used by the REST resources');
    },
    async update(resource, params) {
      const data = await call(() =>
        apiFetch<RaRecord>(config(resource).one(params.id), { method: 'PUT', json: params.data }),
      );
      return { data: { ...params.previousData, ...data, id: params.id } };
    },
    async updateMany(resource, params) {
      await Promise.all(
        params.ids.map((id) =>
          call(() => apiFetch(config(resource).one(id), { method: 'PUT', json: params.data })),
        ),
      );
      return { data: params.ids };
    },
    async create(resource, params) {
      const path = config(resource).create;
      if (!path) throw new Error(`The resource "${resource}" cannot be created`);
      const data = await call(() =>
        apiFetch<RaRecord>(path, { method: 'POST', json: params.data }),
      ).catch((error: unknown) => {
        throw onlyFieldErrors(error, params.data);
      });
      return { data };
    },
    async delete(resource, params) {
      const { one, remove = one } = config(resource);
      await call(() => apiFetch(remove(params.id), { method: 'DELETE' }));
      return { data: params.previousData ?? { id: params.id } };
    },
    async deleteMany(resource, params) {
      const { one, remove = one } = config(resource);
      await Promise.all(
        params.ids.map((id) => call(() => apiFetch(remove(id), { method: 'DELETE' }))),
      );
      return { data: params.ids };
    },
  } as DataProvider;
}
