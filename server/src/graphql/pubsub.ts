import { EventEmitter, on } from 'node:events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Topics of this instance's subscriptions, fed by the database's NOTIFY relays. */
    pubsub: LivePubSub;
  }
}

/**
 * In-process topics for the subscriptions of this instance's sockets. Events reach it from the
 * database's NOTIFY relays, so every instance publishes every event to its own sockets.
 */
export class LivePubSub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: { topic: string; payload: unknown }): void {
    this.emitter.emit(event.topic, event.payload);
  }

  /**
   * The topic's events from this call on, buffered until read; `return()` stops listening. (The
   * listener is added now, not at the first read, so nothing published meanwhile is missed.)
   */
  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    const events = on(this.emitter, topic);
    return {
      async next() {
        const result = await events.next();
        return result.done ? result : { done: false, value: result.value[0] as T };
      },
      async return() {
        await events.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /**
   * Calls `listener` on each of the topic's events until the answered function is called: for a
   * stream that must end the moment it is told to (an async generator's `return()` waits for its
   * next `yield`, so one waiting for an event would hold its cleanup until the next event).
   */
  listen<T>(topic: string, listener: (payload: T) => void): () => void {
    this.emitter.on(topic, listener);
    return () => void this.emitter.off(topic, listener);
  }

  /** Listeners of a topic (tests check that a closed subscription stops listening). */
  listenerCount(topic: string): number {
    return this.emitter.listenerCount(topic);
  }
}
