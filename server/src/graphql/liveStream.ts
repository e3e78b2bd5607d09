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
  return new TopicStream(ctx.pubsub.subscribe<Payload>(topic), answerFor, first, onEnd);
}

/** A class, not an object of closures: an instance holds one per open stream. */
class TopicStream<Payload, Value> implements AsyncIterableIterator<Value> {
  constructor(
    private readonly changes: AsyncIterator<Payload>,
    private readonly answerFor: (payload: Payload) => Value | Promise<Value>,
    private pendingFirst: (() => Promise<Value>) | undefined,
    private readonly onEnd: (() => Promise<void>) | undefined,
  ) {}

  next(): Promise<IteratorResult<Value>> {
    const read = this.pendingFirst;
    if (read) {
      this.pendingFirst = undefined;
      return read().then((value) => ({ done: false, value }));
    }
    return this.changes.next().then((change) => this.answer(change));
  }

  private async answer(change: IteratorResult<Payload>): Promise<IteratorResult<Value>> {
    if (change.done) return { done: true, value: undefined };
    return { done: false, value: await this.answerFor(change.value) };
  }

  async return(): Promise<IteratorResult<Value>> {
    await this.changes.return?.();
    await this.onEnd?.();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator]() {
    return this;
  }
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
