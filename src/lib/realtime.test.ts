// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { retryWaitMs, shouldRetrySocket } from './realtime';

describe('the live connection', () => {
  it('retries a dropped connection but not a refused one (4403) nor an ended session (4401)', () => {
    expect(shouldRetrySocket({ code: 1006, reason: '' })).toBe(true);
    expect(shouldRetrySocket(new Error('network'))).toBe(true);
    expect(shouldRetrySocket({ code: 4403, reason: 'Forbidden' })).toBe(false);
    // Closed with 4403 after it was accepted: the rights changed; reconnect to be judged anew.
    expect(shouldRetrySocket({ code: 4403, reason: 'Forbidden' }, true)).toBe(true);
    expect(shouldRetrySocket({ code: 4401, reason: 'Unauthorized' }, true)).toBe(false);
    expect(shouldRetrySocket({ code: 4401, reason: 'Unauthorized' })).toBe(false);
  });

  it('backs off from half a second, growing by half, never longer than 30 s', () => {
    expect(retryWaitMs(0, () => 0)).toBe(250);
    expect(retryWaitMs(0, () => 1)).toBe(500);
    expect(retryWaitMs(2, () => 1)).toBe(1125);
    expect(retryWaitMs(20, () => 0)).toBe(15_000);
    expect(retryWaitMs(20, () => 0.999)).toBeLessThanOrEqual(30_000);
  });

  it('is back within about a second of a server that restarts in 3 s, whatever the jitter', () => {
    for (const jitter of [0, 0.25, 0.5, 0.75, 1]) {
      let at = 0;
      for (let retries = 0; at < 3000; retries += 1) at += retryWaitMs(retries, () => jitter);
      expect(at - 3000).toBeLessThanOrEqual(1250);
    }
  });
});
