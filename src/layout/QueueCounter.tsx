import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';
import { subscribeToQueue } from './queueSubscription';

export const QUEUE_POLL_MS = 15_000;

/** 'QUEUE: n', live by subscription, with the spec's 15 s polling kept as the fallback. */
export function QueueCounter() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, refetch } = useQuery({
    queryKey: ['queueCount'],
    queryFn: () => dataProvider.getQueueCount(),
    refetchInterval: QUEUE_POLL_MS,
  });
  useEffect(() => subscribeToQueue(() => void refetch()), [refetch]);
  return (
    <Chip
      color="secondary"
      variant="filled"
      label={translate('app.menu.queue', { count: data ?? '…' })}
      sx={{ fontWeight: 700, mx: 1 }}
    />
  );
}
