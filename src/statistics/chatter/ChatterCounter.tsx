import TableIcon from '@mui/icons-material/TableChartRounded';
import { Box, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { formatCount } from '../series';
import { ChatterStatisticsDialog } from './ChatterStatisticsDialog';
import { CHATTER_PERIODS, type ChatterPeriod, hasDayTable } from './chatterPeriods';
import { useLiveCounts } from './useLiveCounts';

/**
 * The chatter's menu counter: 'Received n / Sent n' for Day, Week, Month or Prev. Month, live by
 * the message feed; Week, Month and Prev. Month also open their per-day table.
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
  if (!sidebarOpen) return null;
  const periodName = translate(`app.statistics.counter.${period}`);
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
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          fullWidth
          label={translate('app.statistics.counter.period')}
          value={period}
          onChange={(event) => {
            const next = event.target.value as ChatterPeriod;
            setPeriod(next);
            setDialogOpen(hasDayTable(next));
          }}
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
              onClick={() => setDialogOpen(true)}
            >
              <TableIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <ChatterStatisticsDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        periodName={periodName}
        stats={stats}
      />
    </Box>
  );
}
