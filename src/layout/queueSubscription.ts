import { getSession } from '../authProvider/session';
import { API_URL } from '../lib/api';

/** Calls `onChange` whenever the server announces a new queue size (graphql-ws, lazy-loaded). */
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
      connectionParams: () => ({ authorization: `Token ${getSession()?.key ?? ''}` }),
    });
    const unsubscribe = client.subscribe(
      { query: 'subscription { queueChanged }' },
      { next: onChange, error: () => undefined, complete: () => undefined },
    );
    dispose = () => {
      unsubscribe();
      void client.dispose();
    };
  });
  return () => {
    cancelled = true;
    dispose?.();
  };
}
