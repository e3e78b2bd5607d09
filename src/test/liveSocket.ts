import { liveGraphql, server } from './server';

/** One graphql-ws subscription the back-office opened on the mocked socket. */
export interface MockSubscription {
  query: string;
  variables: Record<string, unknown>;
  /** Sends a `next` event with `data` on this subscription. */
  next: (data: unknown) => void;
  /** Closes its socket, by default as a restarting server does (1012: the client retries). */
  close: (code?: number, reason?: string) => void;
  /** Refuses it, as a server without that field does (an `error` message; the socket stays). */
  refuse: (message: string) => void;
}

/**
 * A graphql-ws server on msw's mocked socket: acknowledges every connection, answers pings, and
 * records each subscription so the test can send events on it or drop its socket.
 */
export function liveSocket() {
  const subscriptions: MockSubscription[] = [];
  const sockets = new Set<unknown>();
  server.use(
    liveGraphql.addEventListener('connection', ({ client }) => {
      sockets.add(client);
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data));
        if (message.type === 'connection_init')
          client.send(JSON.stringify({ type: 'connection_ack' }));
        if (message.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
        if (message.type !== 'subscribe') return;
        subscriptions.push({
          query: message.payload.query,
          variables: message.payload.variables ?? {},
          next: (data) =>
            client.send(JSON.stringify({ type: 'next', id: message.id, payload: { data } })),
          close: (code = 1012, reason = 'Service Restart') => client.close(code, reason),
          refuse: (error) =>
            client.send(
              JSON.stringify({ type: 'error', id: message.id, payload: [{ message: error }] }),
            ),
        });
      });
    }),
  );
  return {
    subscriptions,
    /** How many sockets the tab opened. */
    socketCount: () => sockets.size,
    /** The subscriptions whose document selects `field` (a whole word), oldest first. */
    of: (field: string) => {
      const selects = new RegExp(`\\b${field}\\b`);
      return subscriptions.filter((subscription) => selects.test(subscription.query));
    },
  };
}
