// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readingOnEvents } from './coalesce';

afterEach(() => vi.useRealTimers());

describe('readingOnEvents', () => {
  it('reads once for a burst, then once more for what came during it', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const read = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const event = readingOnEvents(read, 500);
    event();
    for (let n = 0; n < 50; n++) event();
    expect(read).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(499);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(2);
    // Quiet again: the next event reads at once.
    event();
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps going after a failed reading', async () => {
    vi.useFakeTimers();
    const read = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(undefined);
    const event = readingOnEvents(read, 100);
    event();
    event();
    await vi.advanceTimersByTimeAsync(100);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
