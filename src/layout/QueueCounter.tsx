import { Chip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';
import { subscribeToQueue } from './queueSubscription';

export const QUEUE_POLL_MS = 15_000;
const QUEUE_COUNT_KEY = ['queueCount'];

/**
 * 'QUEUE: n', live by subscription: an event carries the new size, so it is shown as it is; the
 * count is read only after a (re)connection and by the spec's 15 s polling, kept as the fallback.
 */
export function QueueCounter() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery({
    queryKey: QUEUE_COUNT_KEY,
    queryFn: () => dataProvider.getQueueCount(),
    refetchInterval: QUEUE_POLL_MS,
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
  return (
    <Chip
      color="secondary"
      variant="filled"
      label={translate('app.menu.queue', { count: data ?? '…' })}
      sx={{ fontWeight: 700, mx: 1 }}
    />
  );
}
