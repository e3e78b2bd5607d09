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
 * A topic with more listeners than this hears an event in slices of this many, one slice per
 * turn of the event loop: telling ten thousand open workspaces a queue count is seconds of work,
 * and in one turn it would hold back every chat message that arrived meanwhile.
 */
export const FAN_OUT_SLICE = 250;

type Listener = (payload: unknown) => void;
/** An event still to be delivered in slices, to the listeners its topic had when published. */
interface Delivery {
  payload: unknown;
  listeners: Listener[];
}

/** What the scopes of one pubsub share: the topics' listeners and the deliveries under way. */
class Topics {
  readonly listeners = new Map<string, Set<Listener>>();
  /** Per topic, the events being delivered in slices, in order: a later event waits its turn. */
  readonly sliced = new Map<string, Delivery[]>();
  constructor(readonly reportError: (error: unknown) => void) {}
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * In-process topics for the subscriptions of this instance's sockets. Events reach it from the
 * database's NOTIFY relays, so every instance publishes every event to its own sockets. Hand-made
 * rather than an EventEmitter with `events.on()`: each `on()` iterator holds two 2,048-slot queues
 * (35 KB), ten of them per open workspace.
 */
export class LivePubSub {
  private readonly topics: Topics;

  constructor(
    /** Told of a listener's error (the publisher is not: it may be slices later). */
    reportError: (error: unknown) => void = () => undefined,
    topics?: Topics,
    /** When it aborts, every stream and listener taken from this pubsub ends at once. */
    private readonly signal?: AbortSignal,
  ) {
    this.topics = topics ?? new Topics(reportError);
  }

  /**
   * The same topics, for one subscription operation: when `signal` aborts (the operation was
   * completed or its socket went), what the operation listens to ends without waiting for an
   * event. A stream reading `subscribe()` finishes then.
   */
  scoped(signal: AbortSignal): LivePubSub {
    return new LivePubSub(undefined, this.topics, signal);
  }

  /**
   * Tells the topic's listeners: at once when they are few, else in slices (see FAN_OUT_SLICE).
   * Each listener hears a topic's events in the order they were published.
   */
  publish(event: { topic: string; payload: unknown }): void {
    const { topic, payload } = event;
    const listeners = this.topics.listeners.get(topic);
    if (!listeners?.size) return;
    const waiting = this.topics.sliced.get(topic);
    if (waiting) {
      waiting.push({ payload, listeners: [...listeners] });
      return;
    }
    if (listeners.size <= FAN_OUT_SLICE) {
      for (const listener of [...listeners]) this.call(listener, payload);
      return;
    }
    this.deliverInSlices(topic, { payload, listeners: [...listeners] });
  }

  private deliverInSlices(topic: string, first: Delivery) {
    const queue = [first];
    this.topics.sliced.set(topic, queue);
    let index = 0;
    const slice = () => {
      const [delivery] = queue;
      const current = this.topics.listeners.get(topic);
      const end = Math.min(index + FAN_OUT_SLICE, delivery.listeners.length);
      for (; index < end; index += 1) {
        const listener = delivery.listeners[index];
        // One that stopped listening since the event was published hears no more.
        if (current?.has(listener)) this.call(listener, delivery.payload);
      }
      if (index === delivery.listeners.length) {
        queue.shift();
        index = 0;
      }
      if (queue.length) setImmediate(slice);
      else this.topics.sliced.delete(topic);
    };
    slice();
  }

  private call(listener: Listener, payload: unknown) {
    try {
      listener(payload);
    } catch (error) {
      this.topics.reportError(error);
    }
  }

  /**
   * The topic's events from this call on, buffered until read; `return()` (or the scope's signal)
   * stops listening and ends a pending read. (The listener is added now, not at the first read,
   * so nothing published meanwhile is missed.)
   */
  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    const buffered: T[] = [];
    let waiting: ((result: IteratorResult<T>) => void) | undefined;
    let ended = false;
    // One abort listener per stream (its `end`), not a second one for the topic's listener.
    const stop = this.add(topic, (payload) => {
      if (!waiting) {
        buffered.push(payload as T);
        return;
      }
      const resolve = waiting;
      waiting = undefined;
      resolve({ done: false, value: payload as T });
    });
    const end = () => {
      if (ended) return;
      ended = true;
      stop();
      buffered.length = 0;
      waiting?.(DONE);
      waiting = undefined;
    };
    const stopOnAbort = this.onAbort(end);
    return {
      next(): Promise<IteratorResult<T>> {
        if (buffered.length) return Promise.resolve({ done: false, value: buffered.shift() as T });
        if (ended) return Promise.resolve(DONE);
        return new Promise((resolve) => {
          waiting = resolve;
        });
      },
      async return() {
        stopOnAbort();
        end();
        return DONE;
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
    const off = this.add(topic, (payload) => listener(payload as T));
    const stop = this.onAbort(off);
    return () => {
      stop();
      off();
    };
  }

  /** Adds a listener (a function of its own: a Set holds each once); answers its removal. */
  private add(topic: string, listener: Listener): () => void {
    const { listeners } = this.topics;
    let set = listeners.get(topic);
    if (!set) {
      set = new Set();
      listeners.set(topic, set);
    }
    set.add(listener);
    return () => {
      const current = listeners.get(topic);
      if (!current?.delete(listener)) return;
      if (current.size === 0) listeners.delete(topic);
    };
  }

  /** Publishes to every topic with a listener whose name starts with `prefix` (a resync). */
  publishToEvery(prefix: string, payload: unknown): void {
    for (const topic of [...this.topics.listeners.keys()]) {
      if (topic.startsWith(prefix)) this.publish({ topic, payload });
    }
  }

  /** Listeners of a topic (tests check that a closed subscription stops listening). */
  listenerCount(topic: string): number {
    return this.topics.listeners.get(topic)?.size ?? 0;
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
