import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkerStatistics } from '../../dataProvider/statistics';
import { SeriesTable } from '../SeriesTable';
import { TimeZoneNote } from '../TimeZoneNote';

const dayLabel = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(undefined, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(Date.UTC(year, month - 1, date)));
};

/** The chatter's per-day figures of a week or a month, with totals. */
export function ChatterStatisticsDialog({
  open,
  onClose,
  periodName,
  stats,
}: {
  open: boolean;
  onClose: () => void;
  periodName: string;
  stats: WorkerStatistics | undefined;
}) {
  const translate = useTranslate();
  const title = translate('app.statistics.counter.dialog_title', { period: periodName });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="chatter-stats-title"
    >
      <DialogTitle id="chatter-stats-title">{title}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a month's table. */}
      <DialogContent dividers tabIndex={0}>
        <TimeZoneNote />
        {stats ? (
          <SeriesTable
            caption={title}
            slotLabel={translate('app.statistics.date_column')}
            stickyHeader
            points={stats.days.map((day) => ({
              label: dayLabel(day.day),
              sent: day.sentCount,
              received: day.receivedCount,
            }))}
            sx={{ '& caption': { display: 'none' } }}
          />
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.statistics.counter.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
