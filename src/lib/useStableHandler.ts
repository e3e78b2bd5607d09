import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A handler whose identity never changes that always runs the latest render's `handler`: passed
 * to a memoized child (a message of a long list, the message box's tools), it lets the child skip
 * the parent's renders. For events only: it runs the handler of the last committed render.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  // Before any layout effect or event of the commit can call it.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
