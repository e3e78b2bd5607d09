import { describe, expect, it } from 'vitest';
import { formatWait, WAIT_LATE_MS, WAIT_WARNING_MS, waitLevel } from './queueWait';

describe('the wait shown in the queue', () => {
  it('reads m:ss under an hour and h:mm:ss from there, never below zero', () => {
    expect(formatWait(0)).toBe('0:00');
    expect(formatWait(65_999)).toBe('1:05');
    expect(formatWait(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatWait(61 * 60_000 + 1_000)).toBe('1:01:01');
    expect(formatWait(-4_000)).toBe('0:00');
  });

  it('turns amber at 2 minutes and red at 5', () => {
    expect(waitLevel(WAIT_WARNING_MS - 1)).toBe('fresh');
    expect(waitLevel(WAIT_WARNING_MS)).toBe('warning');
    expect(waitLevel(WAIT_LATE_MS - 1)).toBe('warning');
    expect(waitLevel(WAIT_LATE_MS)).toBe('late');
  });
});
