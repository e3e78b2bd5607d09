import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from './context.js';

export interface TopicStreamOptions<Value> {
  /** A value sent at once, before the first change (the subscription's current state). */
  first?: () => Promise<Value>;
  /** Runs when the stream ends (the socket closed or the subscription stopped). */
  onEnd?: () => Promise<void>;
}

/**
 * A subscription's stream of `topic`'s messages, each turned into the field's value by `answerFor`.
 * Hand-made, not an async generator: closing the socket must end it (and run `onEnd`) at once, and
 * a generator waiting for its next message runs its `finally` only when that message comes.
 */
export function topicStream<Payload, Value>(
  ctx: GraphqlContext,
  topic: string,
  answerFor: (payload: Payload) => Value | Promise<Value>,
  { first, onEnd }: TopicStreamOptions<Value> = {},
): AsyncIterableIterator<Value> {
  const changes = ctx.pubsub.subscribe<Payload>(topic);
  let pendingFirst = first;
  return {
    async next() {
      if (pendingFirst) {
        const read = pendingFirst;
        pendingFirst = undefined;
        return { done: false as const, value: await read() };
      }
      const change = await changes.next();
      if (change.done) return { done: true as const, value: undefined };
      return { done: false as const, value: await answerFor(change.value) };
    },
    async return() {
      await changes.return?.();
      await onEnd?.();
      return { done: true as const, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * Relays a database NOTIFY channel to this instance until the app closes: each notification's
 * payload to `onNotify`, and `onReconnect` when the listening connection comes back (it may have
 * missed notifications: subscribers are told to read again).
 */
export async function relayChannel(
  app: FastifyInstance,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
): Promise<void> {
  const { database } = app.deps;
  const unlisten = await database.listen(channel, onNotify);
  const stopReconnects = database.onListenerReconnect(onReconnect);
  app.addHook('onClose', async () => {
    stopReconnects();
    await unlisten();
  });
}
