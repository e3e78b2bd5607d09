import type { OperationVariables } from '@apollo/client';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TypedDocumentString } from '../gql/graphql';
import { subscribeLive } from './live';
import { realtime } from './realtime';

/** Whether the tab's socket is up now (its events then carry what polls would read). */
export function useSocketLive(): boolean {
  const [live, setLive] = useState(realtime.currentState === 'live');
  useEffect(() => {
    setLive(realtime.currentState === 'live');
    return realtime.onState((state) => setLive(state === 'live'));
  }, []);
  return live;
}

/**
 * Reads `queryKey` again when the socket comes back after a drop (changes meanwhile went unheard),
 * not when it first opens (the query has just been read). Answers whether the socket is up.
 */
export function useReadAfterReconnect(queryKey: QueryKey, enabled = true): boolean {
  const queryClient = useQueryClient();
  const live = useSocketLive();
  const key = useRef(queryKey);
  key.current = queryKey;
  const wasLive = useRef<boolean | 'dropped'>(live);
  useEffect(() => {
    const cameBack = live && wasLive.current === 'dropped';
    if (live) wasLive.current = true;
    else if (wasLive.current) wasLive.current = 'dropped';
    if (cameBack && enabled) void queryClient.invalidateQueries({ queryKey: key.current });
  }, [live, enabled, queryClient]);
  return live;
}

/**
 * Keeps `queryKey` current by the server's events instead of a timer (issue 39): each event of
 * `document` reads it again; after the socket comes back, one read (changes meanwhile went
 * unheard). Answers the `refetchInterval` for the query: none while the events flow, the spec's
 * `fallbackMs` while the socket is down or against a server without that event (its subscription
 * is refused), as the legacy app polled.
 */
export function useLiveRefresh<R, V extends OperationVariables>(
  document: TypedDocumentString<R, V>,
  variables: V,
  queryKey: QueryKey,
  fallbackMs: number,
  enabled = true,
): number | false {
  const queryClient = useQueryClient();
  const live = useReadAfterReconnect(queryKey, enabled);
  const [refused, setRefused] = useState(false);
  const key = useRef(queryKey);
  key.current = queryKey;
  const watched = JSON.stringify(variables);

  useEffect(() => {
    if (!enabled || refused) return;
    return subscribeLive(document, JSON.parse(watched) as V, {
      next: () => void queryClient.invalidateQueries({ queryKey: key.current }),
      error: () => setRefused(true),
    });
  }, [document, watched, enabled, refused, queryClient]);

  return live && !refused ? false : fallbackMs;
}
