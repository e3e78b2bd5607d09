import GroupsIcon from '@mui/icons-material/GroupsRounded';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { viewerTimeZone } from '../../dataProvider/wireTime';
import { currentPeriod } from '../../lib/periods';
import { usePeriodParams } from './usePeriodParams';
import { WorkerList } from './WorkerList';
import { WorkerStatisticsPanel } from './WorkerStatisticsPanel';

/** The admins' dashboard: workers on the left, the selected one's statistics on the right. */
export function WorkerStatisticsView() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { workerId, period, selectWorker, setPeriod } = usePeriodParams();
  const month = currentPeriod('month', viewerTimeZone()).date;
  const team = useQuery({
    queryKey: ['teamStatistics', 'month', month],
    queryFn: () => dataProvider.teamStatistics({ month }),
  });
  const workers = team.data ?? [];
  const selected = workerId ?? workers[0]?.workerId ?? null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('app.statistics.title')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to="/statistics/team" startIcon={<GroupsIcon />}>
          {translate('app.statistics.team_view')}
        </Button>
      </Stack>
      {team.isError && <Alert severity="error">{translate('app.statistics.load_failed')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 300px) 1fr' },
          alignItems: 'start',
        }}
      >
        {team.isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : (
          <WorkerList workers={workers} selectedId={selected} onSelect={selectWorker} />
        )}
        {selected && (
          <WorkerStatisticsPanel workerId={selected} period={period} onPeriodChange={setPeriod} />
        )}
      </Box>
    </Stack>
  );
}
