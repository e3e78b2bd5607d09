import type { GraphqlContext } from './context.js';
import { StreamScope } from './pubsub.js';

const DONE = { done: true as const, value: undefined };

/**
 * A subscription field's stream behind its guard, which runs when the stream is first read, so
 * that a refusal reaches the client as the operation's `error` message (graphql-ws), like any
 * error of the stream. Not a generator: closing the operation (a `complete`, or its socket closed
 * or gone) must end it at once. `return()` ends the operation's scope of the pubsub, which ends
 * what the stream listens to (an async generator waiting for its next event would otherwise hold
 * its `finally`, and graphql-ws its socket's cleanup, until that event came), and answers a
 * pending read `done`. A class, not closures: an instance holds one per open stream.
 */
export class GuardedStream implements AsyncIterableIterator<unknown> {
  private readonly scope = new StreamScope();
  /** The pending read's resolver, answered `done` when the operation ends meanwhile. */
  private settle: ((result: typeof DONE) => void) | undefined;
  private readonly opening: Promise<AsyncIterator<unknown>>;

  constructor(
    ctx: GraphqlContext,
    /** Checks the caller (throwing the refusal) and opens the field's stream. */
    open: (scoped: GraphqlContext) => Promise<AsyncIterable<unknown>>,
    /** Throws the refusal when the caller may no longer run the operation (`recheckAccess`). */
    recheck: (scoped: GraphqlContext) => Promise<void>,
  ) {
    this.scope.add(this);
    const scoped: GraphqlContext = { ...ctx, pubsub: ctx.pubsub.scoped(this.scope) };
    // Bound, not an arrow in the literal: the server's TypeScript loader names such an arrow with
    // Object.defineProperty, which gives each one its own 256-byte property table.
    scoped.recheckAccess = recheck.bind(undefined, scoped);
    this.opening = open(scoped).then((stream) => stream[Symbol.asyncIterator]());
    // A refusal is thrown by the first read; one closed before reading needs no report.
    this.opening.catch(() => undefined);
  }

  /** The scope ended: a pending read answers `done`. */
  end(): void {
    this.settle?.(DONE);
  }

  // Not Promise.race with one "ended" promise: each read would leave a reaction on it, kept
  // until the operation ends (thousands over a day's events on each of an instance's streams).
  private untilEnded<T>(work: Promise<T>) {
    return new Promise<T | typeof DONE>((resolve, reject) => {
      if (this.scope.ended) return resolve(DONE);
      this.settle = resolve;
      work.then(resolve, reject);
    });
  }

  // Not an async function: a read waits for the stream's life, and a suspended async function
  // holds its frame all that time.
  next(): Promise<IteratorResult<unknown>> {
    return this.untilEnded(this.opening).then((stream) =>
      this.scope.ended || !('next' in stream) ? DONE : this.untilEnded(stream.next()),
    );
  }

  async return(): Promise<IteratorResult<unknown>> {
    this.scope.end();
    const stream = await this.opening.catch(() => undefined);
    await stream?.return?.();
    return DONE;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
