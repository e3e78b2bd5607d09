import { focusManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Calls `read` every `ms` while the tab is focused, on a clock of its own. TanStack Query's
 * `refetchInterval` starts over on every write to the query's cache, so a list that live events
 * keep writing would never be read again, and what only a reading brings (another chatter's hold,
 * a deadline) would go stale on the busiest screens.
 */
export function useSteadyPoll(read: () => unknown, ms: number): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (focusManager.isFocused()) read();
    }, ms);
    return () => clearInterval(timer);
  }, [read, ms]);
}
