import { EventEmitter, on } from 'node:events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Topics of this instance's subscriptions, fed by the database's NOTIFY relays. */
    pubsub: LivePubSub;
  }
}

/**
 * This instance's topic for changes to one user's row or sessions (the `session_changed` NOTIFY,
 * relayed by the socket server): deleted, blocked, signed out, role or assignment changed.
 */
export const sessionTopic = (userId: number | string) => `SESSION:${userId}`;

/**
 * In-process topics for the subscriptions of this instance's sockets. Events reach it from the
 * database's NOTIFY relays, so every instance publishes every event to its own sockets.
 */
export class LivePubSub {
  constructor(
    private readonly emitter = new EventEmitter().setMaxListeners(0),
    /** When it aborts, every stream and listener taken from this pubsub ends at once. */
    private readonly signal?: AbortSignal,
  ) {}

  /**
   * The same topics, for one subscription operation: when `signal` aborts (the operation was
   * completed or its socket went), what the operation listens to ends without waiting for an
   * event. An async generator reading `subscribe()` finishes then, and runs its `finally`.
   */
  scoped(signal: AbortSignal): LivePubSub {
    return new LivePubSub(this.emitter, signal);
  }

  publish(event: { topic: string; payload: unknown }): void {
    this.emitter.emit(event.topic, event.payload);
  }

  /**
   * The topic's events from this call on, buffered until read; `return()` (or the scope's signal)
   * stops listening and ends a pending read. (The listener is added now, not at the first read,
   * so nothing published meanwhile is missed.)
   */
  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    const events = on(this.emitter, topic);
    const stop = this.onAbort(() => void events.return?.());
    return {
      async next() {
        const result = await events.next();
        return result.done ? result : { done: false, value: result.value[0] as T };
      },
      async return() {
        stop();
        await events.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  /**
   * Calls `listener` on each of the topic's events until the answered function is called (or the
   * scope's signal aborts): for a stream that must end the moment it is told to.
   */
  listen<T>(topic: string, listener: (payload: T) => void): () => void {
    this.emitter.on(topic, listener);
    const off = () => void this.emitter.off(topic, listener);
    const stop = this.onAbort(off);
    return () => {
      stop();
      off();
    };
  }

  /** Publishes to every topic with a listener whose name starts with `prefix` (a resync). */
  publishToEvery(prefix: string, payload: unknown): void {
    for (const topic of this.emitter.eventNames()) {
      if (typeof topic === 'string' && topic.startsWith(prefix)) this.emitter.emit(topic, payload);
    }
  }

  /** Listeners of a topic (tests check that a closed subscription stops listening). */
  listenerCount(topic: string): number {
    return this.emitter.listenerCount(topic);
  }

  /** Runs `end` when the scope's signal aborts (at once if it has); answers the undo. */
  private onAbort(end: () => void): () => void {
    const { signal } = this;
    if (!signal) return () => undefined;
    if (signal.aborted) {
      end();
      return () => undefined;
    }
    signal.addEventListener('abort', end, { once: true });
    return () => signal.removeEventListener('abort', end);
  }
}
