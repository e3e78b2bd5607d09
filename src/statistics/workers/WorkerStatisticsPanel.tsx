import { Alert, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { nanosToMs, viewerTimeZone } from '../../dataProvider/wireTime';
import { elapsedSlots, type Period, periodLabel } from '../../lib/periods';
import { OnlineDot } from '../OnlineDot';
import { PeriodNavigator } from '../PeriodNavigator';
import { hasActivity, seriesOf } from '../series';
import { WorkerFigures } from '../WorkerFigures';
import { ActivityChart } from './ActivityChart';
import { ModeratorLinks } from './ModeratorLinks';

/** The selected worker: who, the period, its figures, the chart and the moderators. */
export function WorkerStatisticsPanel({
  workerId,
  period,
  onPeriodChange,
}: {
  workerId: string;
  period: Period;
  onPeriodChange: (period: Period) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['workerStatistics', workerId, period.granularity, period.date],
    queryFn: () =>
      period.granularity === 'month'
        ? dataProvider.monthStatistics(workerId, period.date)
        : dataProvider.dayStatistics(workerId, period.date),
  });
  const points = data ? seriesOf(data, period) : [];
  const text = periodLabel(period);
  return (
    <Card component="section" aria-label={data?.name ?? translate('app.statistics.title')}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {data && (
              <OnlineDot lastContactMs={nanosToMs(data.lastContact)} signedIn={data.isOnline} />
            )}
            <Typography variant="h5" component="h2">
              {data?.name ?? <Skeleton width={180} />}
            </Typography>
            <Typography color="text.secondary">
              {translate('app.statistics.worker_id', { id: workerId })}
            </Typography>
          </Stack>
          <PeriodNavigator period={period} onChange={onPeriodChange} />
          {isError && <Alert severity="error">{translate('app.statistics.load_failed')}</Alert>}
          {isPending && <Skeleton variant="rounded" height={280} />}
          {data && (
            <>
              <WorkerFigures stats={data} />
              {hasActivity(points) ? (
                <ActivityChart
                  points={points}
                  elapsed={elapsedSlots(period, viewerTimeZone())}
                  periodText={text}
                  slotLabel={translate(
                    period.granularity === 'month'
                      ? 'app.statistics.day_column'
                      : 'app.statistics.hour_column',
                  )}
                />
              ) : (
                <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
                  {translate('app.statistics.no_activity')}
                </Typography>
              )}
              <Divider />
              <ModeratorLinks workerId={workerId} moderators={data.moderators} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
