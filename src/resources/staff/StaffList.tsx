import AddIcon from '@mui/icons-material/AddRounded';
import { Button, CanAccess, List, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { StaffProfile } from '../../../contract/staff';
import { CardGrid } from '../../components/list/CardGrid';
import { PagingBar } from '../../components/list/PagingBar';
import { SearchToolbar } from '../../components/list/SearchToolbar';
import { RoundAddButton } from '../../components/RoundAddButton';
import { ExportUsersButton } from '../users/ExportUsersButton';
import { StaffCard } from './StaffCard';
import type { StaffKind } from './staffKinds';

function StaffActions({ kind }: { kind: StaffKind }) {
  const translate = useTranslate();
  return (
    <SearchToolbar>
      {kind === 'admins' && (
        <>
          <CanAccess resource="users" action="create">
            {/* Not a CreateButton: on a phone that is a second round button over Invite staff. */}
            <Button component={Link} to="/users/new/" label={translate('app.users.new_user')}>
              <AddIcon />
            </Button>
          </CanAccess>
          <CanAccess resource="users" action="export">
            <ExportUsersButton />
          </CanAccess>
        </>
      )}
    </SearchToolbar>
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
        // In the store, not the URL: a reload clears the filters (src/lib/store.ts).
        disableSyncWithLocation
        storeKey={`${kind}.listParams`}
        actions={<StaffActions kind={kind} />}
        pagination={<PagingBar />}
        empty={false}
      >
        <CardGrid<StaffProfile>
          testId="staff-cards"
          empty="app.staff.none"
          placeholderHeight={152}
          renderCard={(profile) => <StaffCard key={profile.id} kind={kind} profile={profile} />}
        />
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
