// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { retryWaitMs, shouldRetrySocket } from './realtime';

describe('the live connection', () => {
  it('retries a dropped connection but not a refused one (4403) nor an ended session (4401)', () => {
    expect(shouldRetrySocket({ code: 1006, reason: '' })).toBe(true);
    expect(shouldRetrySocket(new Error('network'))).toBe(true);
    expect(shouldRetrySocket({ code: 4403, reason: 'Forbidden' })).toBe(false);
    expect(shouldRetrySocket({ code: 4401, reason: 'Unauthorized' })).toBe(false);
  });

  it('backs off exponentially, never longer than about 30 s', () => {
    const noJitter = () => 0;
    expect(retryWaitMs(0, noJitter)).toBe(1000);
    expect(retryWaitMs(3, noJitter)).toBe(8000);
    expect(retryWaitMs(20, noJitter)).toBe(30_000);
    expect(retryWaitMs(20, () => 0.999)).toBe(30_999);
  });
});
