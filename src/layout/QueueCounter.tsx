import { Chip } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';
import { useQueueCount } from './useQueueCount';

/** 'QUEUE: n' in the app bar, live (see useQueueCount). */
export function QueueCounter() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const data = useQueueCount(() => dataProvider.getQueueCount());
  return (
    <Chip
      color="secondary"
      variant="filled"
      label={translate('app.menu.queue', { count: data ?? '…' })}
      sx={{ fontWeight: 700, mx: 1 }}
    />
  );
}
