import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';

/** The longest the page's secondary parts wait for the first screen's data. */
export const AFTER_FIRST_DATA_MAX_MS = 2000;

/** Once the first screen has its data, for the rest of the page's life. */
let settled = false;

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
    const done = () => {
      settled = true;
      setReady(true);
    };
    // Not in the commit that shows the screen's data: the query settles before the components
    // reading it render, and a state set now would be rendered with them. After the next paint.
    let painted = 0;
    const check = () => {
      if (queryClient.isFetching() > 0 || painted) return;
      painted = requestAnimationFrame(() => setTimeout(done, 0));
    };
    // After this commit's queries (the screen's) have started: effects run child before parent.
    const first = setTimeout(check, 0);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => setTimeout(check, 0));
    const cap = setTimeout(done, AFTER_FIRST_DATA_MAX_MS);
    return () => {
      cancelAnimationFrame(painted);
      clearTimeout(first);
      clearTimeout(cap);
      unsubscribe();
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
