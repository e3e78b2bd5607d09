// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { queueRetryWaitMs, shouldRetryQueueSocket } from './queueSubscription';

describe('the queue socket', () => {
  it('retries a dropped connection but not a refused one (4403)', () => {
    expect(shouldRetryQueueSocket({ code: 1006, reason: '' })).toBe(true);
    expect(shouldRetryQueueSocket(new Error('network'))).toBe(true);
    expect(shouldRetryQueueSocket({ code: 4403, reason: 'Forbidden' })).toBe(false);
  });

  it('backs off exponentially, never longer than about 30 s', () => {
    const noJitter = () => 0;
    expect(queueRetryWaitMs(0, noJitter)).toBe(1000);
    expect(queueRetryWaitMs(3, noJitter)).toBe(8000);
    expect(queueRetryWaitMs(20, noJitter)).toBe(30_000);
    expect(queueRetryWaitMs(20, () => 0.999)).toBe(30_999);
  });
});
