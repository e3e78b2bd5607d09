import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkerStatistics } from '../dataProvider/statistics';
import { nanosToMs } from '../dataProvider/wireTime';
import { Figure } from './Figure';
import { formatDuration } from './series';

export function formatInstant(ms: number | null, fallback: string): string {
  return ms === null ? fallback : new Date(ms).toLocaleString();
}

/** Last message, active chats, totals and the median first response of the period. */
export function WorkerFigures({ stats }: { stats: WorkerStatistics }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
      <Figure
        label={translate('app.statistics.last_message')}
        value={formatInstant(
          nanosToMs(stats.lastMessage),
          translate('app.statistics.lastseen_nil'),
        )}
      />
      <Figure label={translate('app.statistics.active_chats')} value={stats.activeChats} />
      <Figure label={translate('app.statistics.sent')} value={stats.totals.sentCount} />
      <Figure label={translate('app.statistics.received')} value={stats.totals.receivedCount} />
      <Figure
        label={translate('app.statistics.median_response')}
        value={formatDuration(stats.medianResponseSeconds, translate)}
      />
    </Box>
  );
}
