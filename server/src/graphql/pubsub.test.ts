import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FAN_OUT_SLICE, LivePubSub, StreamScope } from './pubsub.js';

describe('LivePubSub', () => {
  it('buffers a subscription’s events from the call on, in order, until read', async () => {
    const pubsub = new LivePubSub();
    pubsub.publish({ topic: 'T', payload: 0 });
    const events = pubsub.subscribe<number>('T');
    pubsub.publish({ topic: 'T', payload: 1 });
    pubsub.publish({ topic: 'T', payload: 2 });
    expect(await events.next()).toEqual({ done: false, value: 1 });
    expect(await events.next()).toEqual({ done: false, value: 2 });
    const pending = events.next();
    pubsub.publish({ topic: 'T', payload: 3 });
    expect(await pending).toEqual({ done: false, value: 3 });
  });

  it('ends a pending read, and stops listening, when returned or when its scope ends', async () => {
    const pubsub = new LivePubSub();
    const returned = pubsub.subscribe('T');
    const pending = returned.next();
    await returned.return?.();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(pubsub.listenerCount('T')).toBe(0);

    const scope = new StreamScope();
    const scoped = pubsub.scoped(scope);
    const stream = scoped.subscribe('T');
    let heard = 0;
    scoped.listen('T', () => {
      heard += 1;
    });
    const read = stream.next();
    expect(pubsub.listenerCount('T')).toBe(2);
    // One ending each (10,000 workspaces hold ten streams each), none left by a stream returned.
    expect(scope.size).toBe(2);
    const returnedEarly = scoped.subscribe('U');
    await returnedEarly.return?.();
    expect(scope.size).toBe(2);
    scope.end();
    expect(await read).toEqual({ done: true, value: undefined });
    pubsub.publish({ topic: 'T', payload: 1 });
    expect(heard).toBe(0);
    expect(pubsub.listenerCount('T')).toBe(0);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('tells a crowd in slices, one per turn, each listener in publishing order', async () => {
    const pubsub = new LivePubSub();
    const crowd = FAN_OUT_SLICE * 3;
    const heard: number[][] = Array.from({ length: crowd }, () => []);
    const stops = heard.map((own) => pubsub.listen<number>('Q', (n) => own.push(n)));
    pubsub.publish({ topic: 'Q', payload: 1 });
    pubsub.publish({ topic: 'Q', payload: 2 });
    // The first slice at once; the rest wait for turns of the event loop.
    expect(heard.filter((own) => own.length).length).toBe(FAN_OUT_SLICE);
    // One who leaves meanwhile hears no more.
    stops[crowd - 1]();
    // A listener added after both were published hears neither.
    const late: number[] = [];
    pubsub.listen<number>('Q', (n) => late.push(n));
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(heard.slice(0, crowd - 1).every((own) => own.join() === '1,2')).toBe(true);
    expect(heard[crowd - 1]).toEqual([]);
    expect(late).toEqual([]);
    pubsub.publish({ topic: 'Q', payload: 3 });
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(late).toEqual([3]);
  });

  it('reports a listener’s error and still tells the others', () => {
    const errors: unknown[] = [];
    const pubsub = new LivePubSub((error) => errors.push(error));
    let told = 0;
    pubsub.listen('T', () => {
      throw new Error('boom');
    });
    pubsub.listen('T', () => {
      told += 1;
    });
    pubsub.publish({ topic: 'T', payload: null });
    expect(told).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it('holds little per subscription (no 35 KB event queues)', () => {
    const pubsub = new LivePubSub();
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage().heapUsed;
    const streams = Array.from({ length: 5000 }, (_, i) => pubsub.subscribe(`T${i % 10}`));
    gc?.();
    const perStream = (process.memoryUsage().heapUsed - before) / streams.length;
    expect(perStream).toBeLessThan(4096);
  });
});
