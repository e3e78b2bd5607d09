import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocketLive } from '../lib/useLiveRefresh';
import { subscribeToQueue } from './queueSubscription';

export const QUEUE_POLL_MS = 15_000;
const QUEUE_COUNT_KEY = ['queueCount'];

/**
 * The queue's size, live by subscription: an event carries the new size, so it is kept as it is;
 * `read` runs only after a (re)connection and, while the socket is down, by the spec's 15 s
 * polling.
 */
export function useQueueCount(read: () => Promise<number>): number | undefined {
  const queryClient = useQueryClient();
  const live = useSocketLive();
  const { data, refetch } = useQuery({
    queryKey: QUEUE_COUNT_KEY,
    queryFn: read,
    refetchInterval: live ? false : QUEUE_POLL_MS,
  });
  useEffect(
    () =>
      subscribeToQueue((count) => {
        if (count === null) {
          void refetch();
          return;
        }
        // A poll still under way read the queue before this change: its answer would be older.
        void queryClient.cancelQueries({ queryKey: QUEUE_COUNT_KEY });
        queryClient.setQueryData(QUEUE_COUNT_KEY, count);
      }),
    [refetch, queryClient],
  );
  return data;
}
