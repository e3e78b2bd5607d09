import BackIcon from '@mui/icons-material/InsightsRounded';
import { Button, Stack } from '@mui/material';
import { CanAccess, ExportButton, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { periodOfFilter } from '../../dataProvider/team';
import { viewerTimeZone } from '../../dataProvider/wireTime';
import { TeamPeriodFilter } from './TeamPeriodFilter';
import { teamExporter } from './teamExporter';

/** The period on the left; the way back to one worker's view and the CSV export on the right. */
export function TeamListActions() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const period = periodOfFilter(filterValues);
  return (
    <TopToolbar sx={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <TeamPeriodFilter />
      <Stack direction="row" spacing={1}>
        <Button component={Link} to="/dashboard" startIcon={<BackIcon />} size="small">
          {translate('app.statistics.worker_view')}
        </Button>
        <CanAccess resource="workerStatistics" action="export">
          <ExportButton
            exporter={teamExporter({ date: period.date, timeZone: viewerTimeZone() })}
          />
        </CanAccess>
      </Stack>
    </TopToolbar>
  );
}
