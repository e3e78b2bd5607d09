import { Box, Skeleton, Typography } from '@mui/material';
import {
  CanAccess,
  CreateButton,
  List,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { StaffProfile } from '../../../contract/rest';
import { PagingBar } from '../../components/list/PagingBar';
import { SearchBox } from '../../components/list/SearchBox';
import { RoundAddButton } from '../../components/RoundAddButton';
import { ExportUsersButton } from '../users/ExportUsersButton';
import { StaffCard } from './StaffCard';
import type { StaffKind } from './staffKinds';
import { useCardsPerRow } from './useCardsPerRow';

function StaffCards({ kind }: { kind: StaffKind }) {
  const { data, isPending } = useListContext<StaffProfile>();
  const translate = useTranslate();
  const columns = useCardsPerRow();
  if (!isPending && data?.length === 0) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate('app.staff.none')}
      </Typography>
    );
  }
  return (
    <Box
      data-testid="staff-cards"
      aria-busy={isPending}
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      }}
    >
      {isPending
        ? // Two rows of placeholders while the first page loads, not an empty strip.
          Array.from({ length: columns * 2 }, (_, slot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
            <Skeleton key={slot} variant="rounded" height={152} aria-hidden />
          ))
        : data?.map((profile) => <StaffCard key={profile.id} kind={kind} profile={profile} />)}
    </Box>
  );
}

function StaffActions({ kind }: { kind: StaffKind }) {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center', width: '100%', justifyContent: 'flex-start' }}>
      <SearchBox />
      <span style={{ flex: 1 }} />
      {kind === 'admins' && (
        <>
          <CanAccess resource="users" action="create">
            <CreateButton
              resource="users"
              to="/users/new/"
              label={translate('app.users.new_user')}
            />
          </CanAccess>
          <CanAccess resource="users" action="export">
            <ExportUsersButton />
          </CanAccess>
        </>
      )}
    </TopToolbar>
  );
}

/** /admins and /workers: card lists, 25 per page, search (spec section 2). */
export function StaffList({ kind }: { kind: StaffKind }) {
  const translate = useTranslate();
  return (
    <>
      <List
        resource={kind}
        perPage={25}
        actions={<StaffActions kind={kind} />}
        pagination={<PagingBar />}
        empty={false}
      >
        <StaffCards kind={kind} />
      </List>
      <RoundAddButton
        to="/workers/newInvitation/"
        label={translate('app.dashboard.invite')}
        resource="workers"
        action="invite"
      />
    </>
  );
}
