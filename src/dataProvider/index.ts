import { type DataProvider, fetchUtils, HttpError } from 'react-admin';
import type { InvitationRequest, InvitationResponse } from '../../contract/rest';
import { getSession } from '../authProvider/session';
import { API_URL, ApiError, apiFetch, graphqlRequest } from '../lib/api';

/** Failures reach react-admin as HttpError carrying the server's body (for field errors). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError)
      throw new HttpError(`HTTP ${error.status}`, error.status, error.body);
    throw error;
  }
}

const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const key = getSession()?.key;
  return fetchUtils.fetchJson(url, {
    ...options,
    user: key ? { authenticated: true, token: `Token ${key}` } : undefined,
  });
};

function unknownResource(resource: string): never {
  throw new Error(`No data source for resource "${resource}"`);
}

/**
 * The back-office's data provider. Later issues add the REST (limit/offset) and GraphQL resources
 * through combineDataProviders; the custom methods below are the non-CRUD calls.
 */
export const dataProvider = {
  getList: (resource) => unknownResource(resource),
  getOne: (resource) => unknownResource(resource),
  getMany: (resource) => unknownResource(resource),
  getManyReference: (resource) => unknownResource(resource),
  update: (resource) => unknownResource(resource),
  updateMany: (resource) => unknownResource(resource),
  create: (resource) => unknownResource(resource),
  delete: (resource) => unknownResource(resource),
  deleteMany: (resource) => unknownResource(resource),
  createInvitation: (body: InvitationRequest) =>
    call(() =>
      apiFetch<InvitationResponse>('/api/worker/invitation/', { method: 'POST', json: body }),
    ),
  getQueueCount: () =>
    call(
      async () =>
        (
          await graphqlRequest<{ chatsInQueueCount: number }>(
            'query QueueCount { chatsInQueueCount }',
          )
        ).chatsInQueueCount,
    ),
} satisfies DataProvider & Record<string, unknown>;

export type BackOfficeDataProvider = typeof dataProvider;
export { API_URL, httpClient };
