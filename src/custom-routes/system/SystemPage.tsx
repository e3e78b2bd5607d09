import { Alert, alpha, Box, Card, CardContent, Chip, Typography, useTheme } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SystemSnapshot } from '../../../contract/system';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { ApiError } from '../../lib/api';

/** How often the page asks, and how many readings its charts keep (5 minutes). */
export const POLL_MS = 5000;
export const KEPT = 60;
/** Beyond these the figure is highlighted: a chat waiting 2 minutes, statistics 30 s behind. */
export const HIGH_QUEUE_AGE_SECONDS = 120;
export const HIGH_FOLD_LAG_SECONDS = 30;

const MB = 1024 * 1024;
const round = (value: number, digits = 1) =>
  value.toLocaleString('en', { maximumFractionDigits: digits });

/** `95 s`, `4 min 10 s`, `2 h 5 min`. */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

const ms = (value: number | null) => (value === null ? '–' : `${round(value)} ms`);

type Failure = 'off' | 'failed' | null;

/** Polls the snapshot every 5 s (now, then steadily) and keeps the last readings. */
function useSnapshots() {
  const [readings, setReadings] = useState<SystemSnapshot[]>([]);
  const [failure, setFailure] = useState<Failure>(null);
  const alive = useRef(true);
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const read = useCallback(async () => {
    try {
      const snapshot = await dataProvider.systemSnapshot();
      if (!alive.current) return;
      setFailure(null);
      setReadings((kept) => [...kept, snapshot].slice(-KEPT));
    } catch (error) {
      if (!alive.current) return;
      setFailure(error instanceof ApiError && error.status === 404 ? 'off' : 'failed');
    }
  }, [dataProvider]);
  useEffect(() => {
    alive.current = true;
    void read();
    const timer = setInterval(() => void read(), POLL_MS);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [read]);
  return { readings, failure };
}

interface Headline {
  id: string;
  label: string;
  value: string;
  high?: boolean;
}

function Figures({ figures }: { figures: Headline[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // Two a row on a phone: ten figures one under another took five screens.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(170px, 1fr))',
        },
        gap: { xs: 1, sm: 2 },
        m: 0,
      }}
    >
      {figures.map((figure) => (
        // A dl's groups are each one div of a dt and a dd: the card is that div.
        <Card
          key={figure.id}
          variant="outlined"
          sx={(theme) => ({
            p: { xs: 1.5, sm: 2 },
            ...(figure.high && {
              borderColor: 'warning.main',
              borderWidth: 2,
              bgcolor: alpha(theme.palette.warning.main, 0.1),
            }),
          })}
        >
          <Typography variant="caption" color="text.secondary" component="dt">
            {figure.label}
          </Typography>
          <Typography variant="h5" component="dd" sx={{ m: 0 }} data-testid={figure.id}>
            {figure.value}
            {figure.high && (
              <Chip
                size="small"
                color="warning"
                label={translate('app.system.high')}
                sx={{ ml: 1, verticalAlign: 'middle' }}
              />
            )}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

interface Series {
  key: keyof SystemSnapshot;
  label: string;
  scale?: number;
}

/** One small chart over the kept readings; its latest values are in the figures above. */
function SmallChart({
  title,
  readings,
  series,
  unit,
}: {
  title: string;
  readings: SystemSnapshot[];
  series: Series[];
  unit: string;
}) {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.secondary.main];
  const points = readings.map((reading) => {
    const point: Record<string, number | string | null> = {
      time: new Date(reading.at).toLocaleTimeString('en-GB'),
    };
    for (const { key, scale = 1 } of series) {
      const value = reading[key];
      point[key] = typeof value === 'number' ? value / scale : null;
    }
    return point;
  });
  const id = `chart-${series[0].key}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" id={id}>
          {title}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({unit})
          </Typography>
        </Typography>
        <Box aria-hidden sx={{ width: '100%', height: series.length > 1 ? 160 : 140 }}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={points}
              margin={{ top: 8, right: 8, bottom: 0, left: -20 }}
            >
              <XAxis dataKey="time" tick={{ fontSize: 10 }} minTickGap={40} />
              <YAxis tick={{ fontSize: 10 }} allowDecimals />
              <Tooltip />
              {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
              {series.map(({ key, label }, index) => (
                <Line
                  key={key}
                  type="linear"
                  dataKey={key}
                  name={label}
                  stroke={colors[index % colors.length]}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Super admins' view of this server instance: headline figures and small charts of the last five
 * minutes, read every 5 s from `GET /api/system/` (kept in the page only). A chat waiting long or
 * statistics far behind stand out. Prometheus reads the full set at `GET /metrics`.
 */
export default function SystemPage() {
  const translate = useTranslate();
  const { readings, failure } = useSnapshots();
  const latest = readings.at(-1);
  const t = (key: string) => translate(`app.system.${key}`);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={t('title')} />
      <Box>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
      </Box>
      {failure && (
        <Alert severity={failure === 'off' ? 'info' : 'error'}>
          {t(failure === 'off' ? 'metrics_off' : 'failed')}
        </Alert>
      )}
      {!latest && !failure && <Typography role="status">{t('loading')}</Typography>}
      {latest && (
        <>
          <Box component="section" aria-labelledby="system-now">
            <Typography variant="h6" component="h2" id="system-now" sx={{ mb: 1 }}>
              {translate('app.system.now', { seconds: round(latest.windowSeconds, 0) })}
            </Typography>
            <Figures
              figures={[
                {
                  id: 'requests',
                  label: t('requests_per_second'),
                  value: round(latest.requestsPerSecond),
                },
                { id: 'p95', label: t('p95_latency'), value: ms(latest.p95LatencyMs) },
                {
                  id: 'db',
                  label: t('db_query'),
                  value: `${ms(latest.dbQueryP95Ms)} · ${round(latest.dbQueriesPerSecond)}/s`,
                },
                {
                  id: 'messages',
                  label: t('messages_per_second'),
                  value: round(latest.messagesPerSecond),
                },
                { id: 'delivery', label: t('delivery_lag'), value: ms(latest.deliveryLagP95Ms) },
                {
                  id: 'sockets',
                  label: t('open_sockets'),
                  value: `${latest.openSockets} / ${latest.subscriptions}`,
                },
                { id: 'queue', label: t('queue_length'), value: String(latest.queueLength) },
                {
                  id: 'queue-age',
                  label: t('oldest_waiting'),
                  value: duration(latest.oldestWaitingSeconds),
                  high: latest.oldestWaitingSeconds >= HIGH_QUEUE_AGE_SECONDS,
                },
                {
                  id: 'fold-lag',
                  label: t('fold_lag'),
                  value: `${duration(latest.foldLagSeconds)} · ${latest.foldLagMessages}`,
                  high: latest.foldLagSeconds >= HIGH_FOLD_LAG_SECONDS,
                },
                {
                  id: 'memory',
                  label: t('memory'),
                  value: `${round(latest.rssBytes / MB, 0)} MB`,
                },
                {
                  id: 'event-loop',
                  label: t('event_loop_delay'),
                  value: ms(latest.eventLoopDelayMs),
                },
              ]}
            />
          </Box>
          <Box component="section" aria-labelledby="system-recent">
            <Typography variant="h6" component="h2" id="system-recent" sx={{ mb: 1 }}>
              {t('recent')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
                gap: 2,
              }}
            >
              <SmallChart
                title={t('requests_per_second')}
                unit={t('per_second')}
                readings={readings}
                series={[{ key: 'requestsPerSecond', label: t('requests_per_second') }]}
              />
              <SmallChart
                title={t('p95_latency')}
                unit="ms"
                readings={readings}
                series={[{ key: 'p95LatencyMs', label: t('p95_latency') }]}
              />
              <SmallChart
                title={t('db_query')}
                unit="ms"
                readings={readings}
                series={[{ key: 'dbQueryP95Ms', label: t('db_query') }]}
              />
              <SmallChart
                title={t('messages_per_second')}
                unit={t('per_second')}
                readings={readings}
                series={[{ key: 'messagesPerSecond', label: t('messages_per_second') }]}
              />
              <SmallChart
                title={t('open_sockets')}
                unit={t('count')}
                readings={readings}
                series={[
                  { key: 'openSockets', label: t('sockets') },
                  { key: 'subscriptions', label: t('subscriptions') },
                ]}
              />
              <SmallChart
                title={t('queue_length')}
                unit={t('count')}
                readings={readings}
                series={[{ key: 'queueLength', label: t('queue_length') }]}
              />
              <SmallChart
                title={t('oldest_waiting')}
                unit="min"
                readings={readings}
                series={[{ key: 'oldestWaitingSeconds', label: t('oldest_waiting'), scale: 60 }]}
              />
              <SmallChart
                title={t('fold_lag')}
                unit="s"
                readings={readings}
                series={[{ key: 'foldLagSeconds', label: t('fold_lag') }]}
              />
              <SmallChart
                title={t('memory')}
                unit="MB"
                readings={readings}
                series={[
                  { key: 'rssBytes', label: 'RSS', scale: MB },
                  { key: 'heapUsedBytes', label: t('heap'), scale: MB },
                ]}
              />
              <SmallChart
                title={t('event_loop_delay')}
                unit="ms"
                readings={readings}
                series={[{ key: 'eventLoopDelayMs', label: t('event_loop_delay') }]}
              />
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}
