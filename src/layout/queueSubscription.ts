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

/**
 * Calls `onChange` whenever the server announces a new queue size, and on each (re)connection
 * (graphql-ws, lazy-loaded).
 */
export function subscribeToQueue(onChange: () => void): () => void {
  let dispose: (() => void) | undefined;
  let cancelled = false;
  import('graphql-ws').then(({ createClient }) => {
    if (cancelled) return;
    const base = API_URL || window.location.origin;
    const client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: shouldRetryQueueSocket,
      retryWait: (retries) =>
        new Promise((resolve) => setTimeout(resolve, queueRetryWaitMs(retries))),
      connectionParams: () => ({ authorization: `Token ${getSession()?.key ?? ''}` }),
      // A new or resumed connection may have missed changes: read the queue again.
      on: { connected: () => onChange() },
    });
    const unsubscribe = client.subscribe(
      { query: 'subscription { queueChanged }' },
      { next: onChange, error: () => undefined, complete: () => undefined },
    );
    dispose = () => {
      unsubscribe();
      disposeClient(client);
    };
  });
  return () => {
    cancelled = true;
    dispose?.();
  };
}
