import { focusManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Calls `read` every `ms` while the tab is focused, on a clock of its own. TanStack Query's
 * `refetchInterval` starts over on every write to the query's cache, so a list that live events
 * keep writing would never be read again, and what only a reading brings (another chatter's hold,
 * a deadline) would go stale on the busiest screens.
 *
 * The first reading comes at a random moment within the first period: tabs opened together (a
 * team starting its shift, every tab back after a server restart) do not all read at once.
 * Nothing is read while `enabled` is false (a query's `refetch` ignores its own `enabled`).
 */
export function useSteadyPoll(read: () => unknown, ms: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      if (focusManager.isFocused()) read();
    };
    let steady: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      tick();
      steady = setInterval(tick, ms);
    }, Math.random() * ms);
    return () => {
      clearTimeout(first);
      clearInterval(steady);
    };
  }, [read, ms, enabled]);
}
