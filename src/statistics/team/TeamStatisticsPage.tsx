import { Stack, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import type { TeamRow } from '../../dataProvider/team';
import { nanosToMs, viewerTimeZone } from '../../dataProvider/wireTime';
import { currentPeriod } from '../../lib/periods';
import { OnlineDot } from '../OnlineDot';
import { formatDuration } from '../series';
import { formatInstant } from '../WorkerFigures';
import { TeamListActions } from './TeamListActions';

const Column = DataTable.Col<TeamRow>;
const NumberColumn = DataTable.NumberCol<TeamRow>;

/** /statistics/team: every worker's figures for a month or a day, sortable, exportable. */
export default function TeamStatisticsPage() {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.statistics.columns.${key}`);
  return (
    <List
      resource="workerStatistics"
      title={translate('app.statistics.team_title')}
      filterDefaultValues={{ view: 'month', date: currentPeriod('month', viewerTimeZone()).date }}
      sort={{ field: 'sentCount', order: 'DESC' }}
      perPage={100}
      pagination={false}
      actions={<TeamListActions />}
    >
      <DataTable<TeamRow>
        rowClick={(id) => `/dashboard?worker=${id}`}
        bulkActionButtons={false}
        // On a phone the table keeps the worker and the message figures.
        sx={{
          '& .column-activeChats, & .column-lastMessage': {
            display: { xs: 'none', sm: 'table-cell' },
          },
          '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } },
        }}
      >
        <Column
          source="name"
          label={label('name')}
          render={(row) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <OnlineDot lastContactMs={nanosToMs(row.lastContact)} signedIn={row.isOnline} />
              <span>
                {row.name}
                <Typography
                  variant="body2"
                  color="text.secondary"
                  component="span"
                  // On a phone the name alone: the email would squeeze the figures out.
                  sx={{ display: { xs: 'none', sm: 'block' } }}
                >
                  {row.email}
                </Typography>
              </span>
            </Stack>
          )}
        />
        <NumberColumn source="sentCount" label={label('sent')} sortByOrder="DESC" />
        <NumberColumn source="receivedCount" label={label('received')} sortByOrder="DESC" />
        <Column
          source="medianResponseSeconds"
          label={label('median_response')}
          align="right"
          render={(row) => formatDuration(row.medianResponseSeconds, translate)}
        />
        <NumberColumn source="activeChats" label={label('active_chats')} disableSort />
        <Column
          source="lastMessage"
          label={label('last_message')}
          disableSort
          render={(row) =>
            formatInstant(nanosToMs(row.lastMessage), translate('app.statistics.never'))
          }
        />
      </DataTable>
    </List>
  );
}
