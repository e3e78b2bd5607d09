import { Box, Button, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SeriesTable } from '../SeriesTable';
import type { Point } from '../series';

/** Hidden on screen, read by screen readers. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Sent and received as lines. The same figures are always in a table: hidden on screen (for screen
 * readers) until 'Show as table' puts it in the chart's place.
 */
export function ActivityChart({
  points,
  elapsed,
  periodText,
  slotLabel,
}: {
  points: Point[];
  /** Slots that have begun; the lines stop there (the table still lists every slot). */
  elapsed: number;
  periodText: string;
  slotLabel: string;
}) {
  const translate = useTranslate();
  const theme = useTheme();
  const [asTable, setAsTable] = useState(false);
  const caption = translate('app.statistics.table_caption', { period: periodText });
  const drawn = points.map((point, index) =>
    index < elapsed ? point : { label: point.label, sent: null, received: null },
  );
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {translate(asTable ? 'app.statistics.show_chart' : 'app.statistics.show_table')}
        </Button>
      </Box>
      {!asTable && (
        <Box aria-hidden sx={{ width: '100%', height: 280 }} data-testid="activity-chart">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={drawn}
              margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Legend />
              <Line
                type="linear"
                dataKey="sent"
                name={translate('app.statistics.sent')}
                stroke={theme.palette.primary.main}
                strokeWidth={2}
                dot={false}
              />
              <Line
                type="linear"
                dataKey="received"
                name={translate('app.statistics.received')}
                stroke={theme.palette.secondary.main}
                strokeWidth={2}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </Box>
      )}
      <SeriesTable
        points={points}
        caption={caption}
        slotLabel={slotLabel}
        sx={asTable ? undefined : VISUALLY_HIDDEN}
      />
    </Box>
  );
}
