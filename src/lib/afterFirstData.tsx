import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';

/** The longest the page's secondary parts wait for the first screen's data. */
export const AFTER_FIRST_DATA_MAX_MS = 2000;

/** Once the first screen has its data, for the rest of the page's life. */
let settled = false;

/** The components waiting for it, told at once when it comes. */
const waiting = new Set<() => void>();

/** The one watch of the query cache while any component waits (see `watchFirstData`). */
let stopWatching: (() => void) | undefined;

/**
 * Settles once no query is being read, after the next paint. One watch for every waiting component,
 * and one check at a time: a cold load's query cache changes some 800 times before the first row,
 * and a timer per change and per component was 845 tasks (110 ms of the main thread at load).
 */
function watchFirstData(queryClient: QueryClient) {
  if (stopWatching) return;
  let check = 0;
  let painted = 0;
  const settle = () => {
    settled = true;
    stop();
    for (const tell of waiting) tell();
    waiting.clear();
  };
  // Not in the commit that shows the screen's data: the query settles before the components
  // reading it render, and a state set now would be rendered with them. After the next paint.
  const checkNow = () => {
    check = 0;
    if (queryClient.isFetching() > 0 || painted) return;
    painted = requestAnimationFrame(() => setTimeout(settle, 0));
  };
  // After the current task: the first check comes once this commit's queries (the screen's) have
  // started, as effects run child before parent.
  const checkSoon = () => {
    if (!check) check = window.setTimeout(checkNow, 0);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(checkSoon);
  const cap = setTimeout(settle, AFTER_FIRST_DATA_MAX_MS);
  const stop = () => {
    unsubscribe();
    clearTimeout(cap);
    clearTimeout(check);
    cancelAnimationFrame(painted);
    stopWatching = undefined;
  };
  stopWatching = stop;
  checkSoon();
}

/**
 * False until the screen the page opened on has its data (no query is being read any more, after
 * the first render), then true for good. The widgets beside a screen (the app bar's counters, the
 * menu's badges, a list's filters) wait for it: drawn and reading in the first render, they
 * delayed the first row of the list by their own rendering and requests. They wait at most
 * `AFTER_FIRST_DATA_MAX_MS`.
 */
export function useAfterFirstData(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    if (settled) {
      setReady(true);
      return;
    }
    const tell = () => setReady(true);
    waiting.add(tell);
    watchFirstData(queryClient);
    return () => {
      waiting.delete(tell);
      if (waiting.size === 0) stopWatching?.();
    };
  }, [ready, queryClient]);
  return ready;
}

/** `children` once the first screen has its data (see useAfterFirstData), `placeholder` before. */
export function AfterFirstData({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return <>{useAfterFirstData() ? children : placeholder}</>;
}
