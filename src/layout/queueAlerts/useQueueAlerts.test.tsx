import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueueAlerts } from './useQueueAlerts';

const chimes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../chat/sound', () => ({
  playChime: () => {
    chimes.count += 1;
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
  chimes.count = 0;
  document.title = 'Chat back-office';
});
afterEach(() => {
  vi.useRealTimers();
});

function alerting(repeatSeconds = 10) {
  const notified: number[] = [];
  const view = renderHook(
    ({ count }: { count: number | undefined }) =>
      useQueueAlerts(count, repeatSeconds, (waiting) => notified.push(waiting)),
    { initialProps: { count: 0 as number | undefined } },
  );
  return { ...view, notified };
}

describe('useQueueAlerts', () => {
  it('chimes when a chat arrives and again while it waits; the title counts; an empty queue ends it', async () => {
    const { rerender, unmount } = alerting();
    expect(chimes.count).toBe(0);
    rerender({ count: 2 });
    expect(chimes.count).toBe(1);
    expect(document.title).toBe('(2) Chat back-office');
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(chimes.count).toBe(2);
    rerender({ count: 0 });
    expect(document.title).toBe('Chat back-office');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(chimes.count).toBe(2);
    rerender({ count: 1 });
    unmount();
    expect(document.title).toBe('Chat back-office');
  });

  it('keeps quiet while the chatter types in a text field', async () => {
    const { rerender } = alerting();
    const box = document.createElement('textarea');
    document.body.append(box);
    rerender({ count: 1 });
    expect(chimes.count).toBe(1);
    // Typing through the next due alert: it is skipped.
    for (let second = 0; second < 12; second += 1) {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }
    expect(chimes.count).toBe(1);
    box.remove();
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(chimes.count).toBe(2);
  });

  it('notifies the desktop only while the tab is hidden', async () => {
    const { rerender, notified } = alerting();
    rerender({ count: 1 });
    expect(notified).toEqual([]);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    rerender({ count: 3 });
    expect(notified).toEqual([3]);
    visibility.mockRestore();
  });
});
