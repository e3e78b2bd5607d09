import AddIcon from '@mui/icons-material/AddRounded';
import {
  Card,
  Fab,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { memo, useState } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TeamMemberStatistics } from '../../dataProvider/statistics';
import { nanosToMs } from '../../dataProvider/wireTime';
import { OnlineDot } from '../OnlineDot';

/** The workers on the left: search by name or email, online dots, and '+' to invite. */
export const WorkerList = memo(function WorkerList({
  workers,
  selectedId,
  onSelect,
}: {
  workers: TeamMemberStatistics[];
  selectedId: string | null;
  onSelect: (workerId: string) => void;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? workers.filter(
        (worker) =>
          worker.name.toLowerCase().includes(needle) || worker.email.toLowerCase().includes(needle),
      )
    : workers;
  return (
    <Card component="nav" aria-label={translate('app.statistics.workers')} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('app.statistics.workers')}
        </Typography>
        <CanAccess resource="workers" action="invite">
          <Tooltip title={translate('app.dashboard.invite')}>
            <Fab
              size="small"
              color="primary"
              component={Link}
              to="/workers/newInvitation/"
              aria-label={translate('app.dashboard.invite')}
            >
              <AddIcon />
            </Fab>
          </Tooltip>
        </CanAccess>
      </Stack>
      <TextField
        size="small"
        type="search"
        fullWidth
        label={translate('app.statistics.search_workers')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate(workers.length ? 'app.statistics.no_match' : 'app.statistics.no_workers')}
        </Typography>
      ) : (
        <List dense sx={{ mt: 1, maxHeight: '70vh', overflowY: 'auto' }}>
          {shown.map((worker) => (
            <ListItem key={worker.workerId} disablePadding>
              <ListItemButton
                selected={worker.workerId === selectedId}
                aria-current={worker.workerId === selectedId ? 'true' : undefined}
                onClick={() => onSelect(worker.workerId)}
                sx={{ borderRadius: 1, gap: 1.5 }}
              >
                <OnlineDot
                  lastContactMs={nanosToMs(worker.lastContact)}
                  signedIn={worker.isOnline}
                />
                <ListItemText
                  primary={worker.name}
                  secondary={worker.email}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
});
