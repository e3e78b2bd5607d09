import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * Opens a graphql-ws connection with `{ authorization }` as connection params, subscribes to
 * `query`, calls `trigger` every 100 ms until the first event arrives (the server registers the
 * subscription some time after the connection ack), and settles on that event. Rejects when the
 * server refuses the connection or the subscription.
 */
export function firstEvent(
  url: string,
  authorization: string | undefined,
  query: string,
  trigger: () => Promise<unknown>,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: authorization ? { authorization } : {},
      retryAttempts: 0,
      lazy: true,
    });
    const timer = setInterval(() => void trigger().catch(() => undefined), 100);
    const settle = (done: () => void) => {
      clearInterval(timer);
      void client.dispose();
      done();
    };
    client.subscribe(
      { query },
      {
        next: (value) => settle(() => resolve(value)),
        error: (error) => settle(() => reject(error)),
        complete: () => settle(() => reject(new Error('completed without an event'))),
      },
    );
  });
}
