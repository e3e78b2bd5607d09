import { getSession } from './session';
import { reportUnauthorized } from './unauthorized';

// Optional: outside Vite (the chat benchmark runs these modules in Node) there is no import.meta.env.
export const API_URL: string = import.meta.env?.VITE_API_URL ?? '';

/** A non-success answer, carrying the server's body so forms can show its messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** An early answer is used only this long after it was asked for: older, it is asked again. */
const EARLY_FOR_MS = 10_000;
const early = new Map<string, { key: string; at: number; response: Promise<Response | null> }>();

function requestHeaders(key: string | undefined, given?: HeadersInit) {
  const headers = new Headers(given);
  headers.set('Accept', 'application/json');
  if (key && !headers.has('Authorization')) headers.set('Authorization', `Token ${key}`);
  return headers;
}

/**
 * Asks now for a GET the screen being loaded will make (src/landingRequests.ts), so that the
 * answer travels while the screen's code downloads. The next `apiFetch` of the same path, by the
 * same session, within ten seconds, takes that answer instead of asking again; once. Resolves to
 * the answer's JSON for requests that depend on it (null if it failed).
 */
export function fetchEarly(path: string): Promise<unknown> {
  return askEarly(path, undefined);
}

/**
 * The same for a GraphQL query: the data provider's next call of the same document with the same
 * variables takes the answer (`takeEarlyGraphql`, in src/dataProvider/graphql.ts, before Apollo's
 * code is loaded). Resolves to its data.
 */
export function fetchEarlyGraphql(query: string, variables: object): Promise<unknown> {
  return askEarly('/graphql', graphqlBody(query, variables)).then(
    (result) => (result as { data?: unknown } | null)?.data ?? null,
  );
}

const graphqlBody = (query: string, variables: object) => JSON.stringify({ query, variables });
const earlyKey = (path: string, body: string | undefined) => `${path} ${body ?? ''}`;

function askEarly(path: string, body: string | undefined): Promise<unknown> {
  const key = getSession()?.key;
  if (!key) return Promise.resolve(null);
  const headers = requestHeaders(key);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body,
  }).catch(() => null);
  early.set(earlyKey(path, body), { key, at: Date.now(), response });
  return response.then((answer) => (answer?.ok ? answer.clone().json() : null)).catch(() => null);
}

/**
 * Any write may change what an early answer says (a chat taken from the queue after the page
 * landed, its chats read early before the take): none is taken after one.
 */
export function forgetEarlyAnswers() {
  early.clear();
}

function takeEarly(
  path: string,
  body: string | undefined,
  key: string | undefined,
): Promise<Response | null> | undefined {
  const found = early.get(earlyKey(path, body));
  if (!found) return undefined;
  early.delete(earlyKey(path, body));
  return found.key === key && Date.now() - found.at <= EARLY_FOR_MS ? found.response : undefined;
}

/**
 * The data of an early GraphQL query (`fetchEarlyGraphql`) of this document and variables, once;
 * undefined if there is none, or it failed, so that the caller asks again.
 */
export async function takeEarlyGraphql(
  query: string,
  variables: object,
): Promise<unknown | undefined> {
  const response = await takeEarly('/graphql', graphqlBody(query, variables), getSession()?.key);
  if (!response?.ok) return undefined;
  const result = (await response.json().catch(() => null)) as {
    data?: unknown;
    errors?: unknown;
  } | null;
  return result?.data && !result.errors ? result.data : undefined;
}

/**
 * JSON over fetch with the session token. The public pages use this instead of react-admin's
 * fetchUtils so that the sign-in bundle stays free of ra-core.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const key = getSession()?.key;
  const headers = requestHeaders(key, init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const isPlainGet = (init.method ?? 'GET') === 'GET' && !init.headers && body === undefined;
  if ((init.method ?? 'GET') !== 'GET') forgetEarlyAnswers();
  // An early answer that failed on the way is asked for again.
  const response =
    (isPlainGet ? await takeEarly(path, undefined, key) : undefined) ??
    (await fetch(`${API_URL}${path}`, { ...init, headers, body }));
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && key) reportUnauthorized();
    throw new ApiError(response.status, parsed);
  }
  return parsed as T;
}

const STATUS_OF_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** A GraphQL error as the server writes it (a rule failure lists its messages in extensions). */
export interface GraphqlError {
  message: string;
  extensions?: { code?: string; errors?: string[] };
}

/** GraphQL errors count as the HTTP status of their code (UNAUTHENTICATED 401). */
export function graphqlFailure(errors: readonly GraphqlError[]): ApiError {
  const code = errors[0]?.extensions?.code;
  return new ApiError(STATUS_OF_CODE[code ?? ''] ?? 400, {
    // A rule failure carries all its messages in extensions.errors (spec: shown all at once).
    errors: errors.flatMap((e) => e.extensions?.errors ?? [e.message]),
  });
}

/**
 * POST /graphql without Apollo, for the public pages (sign-in, sign-up) whose bundle stays small;
 * signed-in screens use `graphqlCall` (src/lib/apollo.ts).
 */
export async function graphqlRequest<T>(
  query: string,
  variables?: Record<string, unknown>,
  key?: string,
): Promise<T> {
  const result = await apiFetch<{ data?: T; errors?: GraphqlError[] }>('/graphql', {
    method: 'POST',
    json: { query, variables },
    headers: key ? { Authorization: `Token ${key}` } : undefined,
  });
  if (result.errors?.length) throw graphqlFailure(result.errors);
  if (!result.data) throw new ApiError(200, null);
  return result.data;
}
