import TableIcon from '@mui/icons-material/TableChartRounded';
import { Box, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { formatCount } from '../series';
import { ChatterStatisticsDialog } from './ChatterStatisticsDialog';
import { CHATTER_PERIODS, type ChatterPeriod, hasDayTable } from './chatterPeriods';
import { useLiveCounts } from './useLiveCounts';

/**
 * The chatter's menu counter: 'Received n / Sent n' for Day, Week, Month or Prev. Month, live by
 * the message feed; Week, Month and Prev. Month also open their per-day table. A message moves
 * the figures' line only: the period's select, its table button and the closed dialog are
 * memoized (they were some 190 components for each message sent or received).
 */
export function ChatterCounter() {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { identity } = useGetIdentity();
  const [period, setPeriod] = useState<ChatterPeriod>('day');
  const [dialogOpen, setDialogOpen] = useState(false);
  const { stats, sent, received } = useLiveCounts(
    identity ? String(identity.id) : undefined,
    period,
  );
  const pick = useCallback((next: ChatterPeriod) => {
    setPeriod(next);
    setDialogOpen(hasDayTable(next));
  }, []);
  const openDialog = useCallback(() => setDialogOpen(true), []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  if (!sidebarOpen) return null;
  return (
    <Box
      component="section"
      aria-labelledby="chatter-counter-title"
      sx={{ px: 2, py: 1.5, borderTop: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography
        id="chatter-counter-title"
        variant="overline"
        color="text.secondary"
        component="h2"
        sx={{ lineHeight: 1.5 }}
      >
        {translate('app.statistics.counter.label')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }} aria-live="polite">
        {translate('app.statistics.counter.figures', {
          received: received === null ? '…' : formatCount(received),
          sent: sent === null ? '…' : formatCount(sent),
        })}
      </Typography>
      <PeriodPicker period={period} onPick={pick} onShowTable={openDialog} />
      <StatisticsDialog
        open={dialogOpen}
        onClose={closeDialog}
        periodName={translate(`app.statistics.counter.${period}`)}
        stats={stats}
      />
    </Box>
  );
}

const StatisticsDialog = memo(ChatterStatisticsDialog);

/** The period's select and, for the periods with one, the button to their per-day table. */
const PeriodPicker = memo(function PeriodPicker({
  period,
  onPick,
  onShowTable,
}: {
  period: ChatterPeriod;
  onPick: (period: ChatterPeriod) => void;
  onShowTable: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth
        label={translate('app.statistics.counter.period')}
        value={period}
        onChange={(event) => onPick(event.target.value as ChatterPeriod)}
      >
        {CHATTER_PERIODS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`app.statistics.counter.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {hasDayTable(period) && (
        <Tooltip title={translate('app.statistics.counter.show_table')}>
          <IconButton
            aria-label={translate('app.statistics.counter.show_table')}
            onClick={onShowTable}
          >
            <TableIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
});
