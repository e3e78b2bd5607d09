import type { FastifyInstance } from 'fastify';
import { type ClientOptions, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client for one test: `{ authorization }` as connection params, no retries. */
function testClient(url: string, authorization: string | undefined, on?: ClientOptions['on']) {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: authorization ? { authorization } : {},
    retryAttempts: 0,
    lazy: true,
    on,
  });
}

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
    const client = testClient(url, authorization);
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

/** A live subscription that keeps every event; `waitFor(n)` settles once n have arrived. */
export function collectEvents(
  url: string,
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const events: unknown[] = [];
  const errors: unknown[] = [];
  let acknowledged: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    acknowledged = resolve;
  });
  const client = testClient(url, authorization, { connected: () => acknowledged() });
  client.subscribe(
    { query, variables },
    {
      next: (value) => void events.push(value),
      error: (error) => void errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    events,
    errors,
    /** Resolves after the connection is acknowledged and the server had time to subscribe. */
    async ready() {
      await connected;
      await new Promise((resolve) => setTimeout(resolve, 150));
    },
    async waitFor(count: number, timeoutMs = 5000) {
      const started = Date.now();
      while (events.length < count) {
        if (errors.length) throw new Error(JSON.stringify(errors));
        if (Date.now() - started > timeoutMs) {
          throw new Error(`only ${events.length} of ${count} events arrived`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events;
    },
    close: () => client.dispose(),
  };
}

/** Starts the app on a free port; answers its graphql-ws URL. */
export async function listenWs(app: FastifyInstance) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}/graphql`;
}

/** Runs one query or mutation over a fresh graphql-ws connection; answers its result. */
export async function runOverSocket(
  url: string,
  authorization: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: unknown; errors?: readonly { message: string }[] }> {
  const client = testClient(url, authorization);
  try {
    return await new Promise((resolve, reject) => {
      let result: { data?: unknown; errors?: readonly { message: string }[] } = {};
      client.subscribe(
        { query, variables },
        {
          next: (value) => {
            result = value;
          },
          // A refusal before the operation ran comes as its `error` message.
          error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
          complete: () => resolve(result),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}
