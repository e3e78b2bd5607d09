import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSteadyPoll } from './useSteadyPoll';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSteadyPoll', () => {
  it('reads at a random moment of the first period, then every period', () => {
    vi.useFakeTimers();
    const early = vi.fn();
    const late = vi.fn();
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.2).mockReturnValueOnce(0.7);
    renderHook(() => useSteadyPoll(early, 15_000));
    renderHook(() => useSteadyPoll(late, 15_000));

    vi.advanceTimersByTime(3_000);
    expect([early.mock.calls.length, late.mock.calls.length]).toEqual([1, 0]);
    vi.advanceTimersByTime(7_500);
    expect([early.mock.calls.length, late.mock.calls.length]).toEqual([1, 1]);
    vi.advanceTimersByTime(15_000);
    expect([early.mock.calls.length, late.mock.calls.length]).toEqual([2, 2]);
  });

  it('stops reading when the screen goes', () => {
    vi.useFakeTimers();
    const read = vi.fn();
    const { unmount } = renderHook(() => useSteadyPoll(read, 1_000));
    vi.advanceTimersByTime(1_000);
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads nothing while disabled, and starts its clock when enabled', () => {
    vi.useFakeTimers();
    const read = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useSteadyPoll(read, 1_000, enabled), {
      initialProps: { enabled: false },
    });
    vi.advanceTimersByTime(10_000);
    expect(read).not.toHaveBeenCalled();
    rerender({ enabled: true });
    vi.advanceTimersByTime(2_000);
    expect(read).toHaveBeenCalled();
  });
});
