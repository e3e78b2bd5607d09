import { afterEach, describe, expect, it, vi } from 'vitest';

/** The GraphQL client's subscriptions, as the loaded module (./apollo.ts) gets them. */
const apollo = vi.hoisted(() => ({
  started: [] as {
    source: string;
    variables: unknown;
    sink: { next: (r: unknown) => void; error?: (e: unknown) => void };
  }[],
  stopped: [] as string[],
}));
vi.mock('./apollo', () => ({
  subscribeLive: (
    source: string,
    variables: unknown,
    sink: { next: (r: unknown) => void; error?: (e: unknown) => void },
  ) => {
    apollo.started.push({ source, variables, sink });
    return () => apollo.stopped.push(source);
  },
}));

const { subscribeLive } = await import('./live');

const DOCUMENT = 'subscription { queueChanged }' as never;
const POSTS = 'subscription ($userId: Int) { postsChanged(userId: $userId) }' as never;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Each dynamic import of the mocked client resolves on its own time: wait for the count. */
const startedCount = (count: number) =>
  vi.waitFor(() => expect(apollo.started).toHaveLength(count), { timeout: 5000 });
const sources = () => apollo.started.map((started) => started.source);

afterEach(() => {
  apollo.started.length = 0;
  apollo.stopped.length = 0;
});

describe('subscribeLive, the GraphQL client loaded on the first subscription', () => {
  it('subscribes once the client has loaded, and ends the subscription when told', async () => {
    const stop = subscribeLive(DOCUMENT, {}, { next: () => undefined });
    await startedCount(1);
    expect(sources()).toEqual([DOCUMENT]);
    stop();
    expect(apollo.stopped).toEqual([DOCUMENT]);
  });

  it('never subscribes when ended before the client has loaded', async () => {
    const stop = subscribeLive(DOCUMENT, {}, { next: () => undefined });
    stop();
    const stopLater = subscribeLive(POSTS, { userId: 1 }, { next: () => undefined });
    await startedCount(1);
    await settle();
    expect(sources()).toEqual([POSTS]);
    stopLater();
  });
});

describe('subscribeLive shares one subscription among the panels that ask for the same events', () => {
  it('subscribes once for the same document and variables, tells each listener, ends with the last', async () => {
    const heardByStories = vi.fn();
    const heardByMoments = vi.fn();
    const stopStories = subscribeLive(POSTS, { userId: 7 }, { next: heardByStories });
    const stopMoments = subscribeLive(POSTS, { userId: 7 }, { next: heardByMoments });
    const stopOther = subscribeLive(POSTS, { userId: 8 }, { next: () => undefined });
    await startedCount(2);
    expect(apollo.started.map((started) => started.variables)).toEqual([
      { userId: 7 },
      { userId: 8 },
    ]);

    apollo.started[0]?.sink.next({ data: { postsChanged: true } });
    expect(heardByStories).toHaveBeenCalledTimes(1);
    expect(heardByMoments).toHaveBeenCalledTimes(1);

    stopStories();
    expect(apollo.stopped).toEqual([]);
    apollo.started[0]?.sink.next({ data: { postsChanged: true } });
    expect(heardByStories).toHaveBeenCalledTimes(1);
    expect(heardByMoments).toHaveBeenCalledTimes(2);
    stopMoments();
    expect(apollo.stopped).toEqual([POSTS]);
    stopOther();

    const stopAgain = subscribeLive(POSTS, { userId: 7 }, { next: () => undefined });
    await startedCount(3);
    stopAgain();
  });

  it('never shares variables read through a getter: each caller’s are fresh at its reconnection', async () => {
    const feed = (since: number) => ({
      get since() {
        return since;
      },
    });
    const stops = [
      subscribeLive(POSTS, feed(1), { next: () => undefined }),
      subscribeLive(POSTS, feed(1), { next: () => undefined }),
    ];
    await startedCount(2);
    for (const stop of stops) stop();
  });

  it('tells every listener of an error, and the next one asking subscribes again', async () => {
    const refusedA = vi.fn();
    const refusedB = vi.fn();
    const stops = [
      subscribeLive(DOCUMENT, {}, { next: () => undefined, error: refusedA }),
      subscribeLive(DOCUMENT, {}, { next: () => undefined, error: refusedB }),
    ];
    await startedCount(1);
    apollo.started[0]?.sink.error?.(new Error('Forbidden'));
    expect(refusedA).toHaveBeenCalledTimes(1);
    expect(refusedB).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();

    const stop = subscribeLive(DOCUMENT, {}, { next: () => undefined });
    await startedCount(2);
    stop();
  });
});
