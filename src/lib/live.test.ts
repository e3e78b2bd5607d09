import { afterEach, describe, expect, it, vi } from 'vitest';

/** The GraphQL client's subscriptions, as the loaded module (./apollo.ts) gets them. */
const apollo = vi.hoisted(() => ({ started: [] as string[], stopped: [] as string[] }));
vi.mock('./apollo', () => ({
  subscribeLive: (source: string) => {
    apollo.started.push(source);
    return () => apollo.stopped.push(source);
  },
}));

const { subscribeLive } = await import('./live');

const DOCUMENT = 'subscription { queueChanged }' as never;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  apollo.started.length = 0;
  apollo.stopped.length = 0;
});

describe('subscribeLive, the GraphQL client loaded on the first subscription', () => {
  it('subscribes once the client has loaded, and ends the subscription when told', async () => {
    const stop = subscribeLive(DOCUMENT, {}, { next: () => undefined });
    await settle();
    expect(apollo.started).toEqual([DOCUMENT]);
    stop();
    expect(apollo.stopped).toEqual([DOCUMENT]);
  });

  it('never subscribes when ended before the client has loaded', async () => {
    const stop = subscribeLive(DOCUMENT, {}, { next: () => undefined });
    stop();
    await settle();
    expect(apollo.started).toEqual([]);
  });
});
