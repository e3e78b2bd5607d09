import { getSession } from '../authProvider/session';
import { API_URL } from '../lib/api';
import { disposeClient } from '../lib/wsClient';

/** The server's answer to a socket without a staff session (spec: graphql-ws Forbidden). */
const FORBIDDEN = 4403;
const MAX_RETRY_WAIT_MS = 30_000;

/**
 * Retry a dropped socket (server restart, network), but not a refused one: without a session it
 * would be refused again, and the 15 s polling and the REST calls' 401 handle that case.
 */
export function shouldRetryQueueSocket(errorOrClose: unknown): boolean {
  const code = (errorOrClose as { code?: unknown } | null)?.code;
  return code !== FORBIDDEN;
}

/** Exponential backoff with jitter, capped so live updates resume soon after a long outage. */
export function queueRetryWaitMs(retries: number, random = Math.random): number {
  return Math.min(MAX_RETRY_WAIT_MS, 1000 * 2 ** retries) + Math.floor(random() * 1000);
}

/** A new queue size, or null when a (re)connection may have missed changes: read it then. */
type QueueListener = (count: number | null) => void;

const listeners = new Set<QueueListener>();
let dispose: (() => void) | undefined;
let opening = false;

function open() {
  opening = true;
  import('graphql-ws').then(({ createClient }) => {
    opening = false;
    if (listeners.size === 0) return;
    const base = API_URL || window.location.origin;
    const client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: shouldRetryQueueSocket,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, queueRetryWaitMs(retries))),
      connectionParams: () => ({ authorization: `Token ${getSession()?.key ?? ''}` }),
      on: { connected: () => tell(null) },
    });
    const unsubscribe = client.subscribe<{ queueChanged: number }>(
      { query: 'subscription QueueChanged { queueChanged }' },
      {
        next: ({ data }) => {
          if (data) tell(data.queueChanged);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    dispose = () => {
      unsubscribe();
      disposeClient(client);
    };
  });
}

function tell(count: number | null) {
  for (const listener of listeners) listener(count);
}

/**
 * Hears every new queue size the server announces (`queueChanged` carries it), and null on each
 * (re)connection, over one socket shared by every listener of the tab (graphql-ws, lazy-loaded).
 */
export function subscribeToQueue(listener: QueueListener): () => void {
  listeners.add(listener);
  if (!dispose && !opening) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    dispose?.();
    dispose = undefined;
  };
}
