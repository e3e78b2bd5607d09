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

/** Told of a topic's events; an object rather than a function, so a stream is its own listener. */
interface Listener {
  hear(payload: unknown): void;
}
/** Something that stops when the scope it was taken in ends. */
interface Ending {
  end(): void;
}
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

  add(topic: string, listener: Listener): void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
  }

  remove(topic: string, listener: Listener): void {
    const current = this.listeners.get(topic);
    if (!current?.delete(listener)) return;
    if (current.size === 0) this.listeners.delete(topic);
  }
}

/**
 * One subscription operation's lifetime: when it ends (the operation was completed, or its socket
 * closed or went), whatever the operation listens to stops at once. Not an AbortController: an
 * instance holds one per open stream (eleven per idle workspace), and an AbortSignal is an
 * EventTarget with a record per listener.
 */
export class StreamScope {
  ended = false;
  private endings: Ending[] = [];

  /** `ending.end()` runs when the scope ends (at once if it has). */
  add(ending: Ending): void {
    if (this.ended) ending.end();
    else this.endings.push(ending);
  }

  remove(ending: Ending): void {
    const at = this.endings.indexOf(ending);
    if (at >= 0) this.endings.splice(at, 1);
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    const endings = this.endings;
    this.endings = [];
    for (const ending of endings) ending.end();
  }

  /** What would end with the scope (tests check that nothing stays registered). */
  get size(): number {
    return this.endings.length;
  }
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
    /** When it ends, every stream and listener taken from this pubsub ends at once. */
    private readonly scope?: StreamScope,
  ) {
    this.topics = topics ?? new Topics(reportError);
  }

  /**
   * The same topics, for one subscription operation: when `scope` ends (the operation was
   * completed or its socket went), what the operation listens to ends without waiting for an
   * event. A stream reading `subscribe()` finishes then.
   */
  scoped(scope: StreamScope): LivePubSub {
    return new LivePubSub(undefined, this.topics, scope);
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
      listener.hear(payload);
    } catch (error) {
      this.topics.reportError(error);
    }
  }

  /**
   * The topic's events from this call on, buffered until read; `return()` (or the end of the
   * scope) stops listening and ends a pending read. (The listener is added now, not at the first
   * read, so nothing published meanwhile is missed.)
   */
  subscribe<T>(topic: string): AsyncIterableIterator<T> {
    return new TopicEvents<T>(this.topics, topic, this.scope);
  }

  /**
   * Calls `listener` on each of the topic's events until the answered function is called (or the
   * scope ends): for a stream that must end the moment it is told to.
   */
  listen<T>(topic: string, listener: (payload: T) => void): () => void {
    const entry = new TopicListener(this.topics, topic, listener as (payload: unknown) => void);
    this.scope?.add(entry);
    return () => {
      this.scope?.remove(entry);
      entry.end();
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
}

/** A function told of a topic's events (`listen`). */
class TopicListener implements Listener, Ending {
  constructor(
    private readonly topics: Topics,
    private readonly topic: string,
    private readonly listener: (payload: unknown) => void,
  ) {
    topics.add(topic, this);
  }

  hear(payload: unknown): void {
    this.listener(payload);
  }

  end(): void {
    this.topics.remove(this.topic, this);
  }
}

/**
 * A topic's events for one reader: its own listener and its scope's ending. A class, not
 * closures: an instance holds one per open stream.
 */
class TopicEvents<T> implements AsyncIterableIterator<T>, Listener, Ending {
  private buffered: T[] | undefined;
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private ended = false;

  constructor(
    private readonly topics: Topics,
    private readonly topic: string,
    private readonly scope: StreamScope | undefined,
  ) {
    topics.add(topic, this);
    scope?.add(this);
  }

  hear(payload: unknown): void {
    const resolve = this.waiting;
    if (!resolve) {
      this.buffered ??= [];
      this.buffered.push(payload as T);
      return;
    }
    this.waiting = undefined;
    resolve({ done: false, value: payload as T });
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.topics.remove(this.topic, this);
    this.buffered = undefined;
    this.waiting?.(DONE);
    this.waiting = undefined;
  }

  next(): Promise<IteratorResult<T>> {
    const { buffered } = this;
    if (buffered?.length) return Promise.resolve({ done: false, value: buffered.shift() as T });
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  async return(): Promise<IteratorResult<T>> {
    this.scope?.remove(this);
    this.end();
    return DONE;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
