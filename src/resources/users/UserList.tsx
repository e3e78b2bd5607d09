import DisabledIcon from '@mui/icons-material/BlockRounded';
import OpenInNewIcon from '@mui/icons-material/OpenInNewRounded';
import TableRowsIcon from '@mui/icons-material/TableRowsRounded';
import ViewModuleIcon from '@mui/icons-material/ViewModuleRounded';
import {
  Chip,
  IconButton,
  Stack,
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  useMediaQuery,
} from '@mui/material';
import {
  CanAccess,
  CreateButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  useListContext,
  useRecordContext,
  useStore,
  useTranslate,
} from 'react-admin';
import type { UserListItem } from '../../../contract/users';
import { StartChatButton } from '../../chat/startChat/StartChatButton';
import { WhileListShown } from '../../components/list/ListUnderDetail';
import { PagingBar } from '../../components/list/PagingBar';
import { SearchToolbar } from '../../components/list/SearchToolbar';
import { ExportUsersButton } from './ExportUsersButton';
import { USER_LIST_PER_PAGE, USER_LIST_SORT } from './firstPage';
import { UserCards } from './UserCards';
import { UserFilterSidebar } from './UserFilterSidebar';

type View = 'table' | 'cards';

function ViewToggle() {
  const translate = useTranslate();
  const [view, setView] = useStore<View>('users.view', 'table');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_, next: View | null) => next && setView(next)}
      aria-label={translate('app.users.view')}
      // A phone always shows the cards: nothing to choose there.
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    >
      <ToggleButton value="table" aria-label={translate('app.users.table_view')}>
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="cards" aria-label={translate('app.users.card_view')}>
        <ViewModuleIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

function UserListActions() {
  const translate = useTranslate();
  return (
    <SearchToolbar>
      <ViewToggle />
      <CanAccess resource="users" action="create">
        <CreateButton to="/users/new/" label={translate('app.users.new_user')} />
      </CanAccess>
      <CanAccess resource="users" action="export">
        <ExportUsersButton />
      </CanAccess>
    </SearchToolbar>
  );
}

/** Opens the detail in a new tab, as the spec's edit link does. */
function EditInNewTab() {
  const record = useRecordContext<UserListItem>();
  const translate = useTranslate();
  if (!record) return null;
  // Titled by the browser: a MUI Tooltip per row is a Popper and its handlers, rendered with the row.
  return (
    <IconButton
      component="a"
      href={`#/users/edit/${record.id}`}
      target="_blank"
      rel="noopener"
      size="small"
      title={translate('app.users.open_detail')}
      aria-label={translate('app.users.open_detail_of', { name: record.display_name })}
      onClick={(event) => event.stopPropagation()}
    >
      <OpenInNewIcon fontSize="small" />
    </IconButton>
  );
}

function StartChatFromRow() {
  const record = useRecordContext<UserListItem>();
  return record ? <StartChatButton userId={record.id} name={record.display_name} /> : null;
}

/** The name, and a visible mark on a blocked user (they cannot sign in to the app). */
function NameWithBlocked({ user }: { user: UserListItem }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <span>{user.display_name}</span>
      {user.is_blocked && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={translate('app.users.blocked')}
        />
      )}
    </Stack>
  );
}

/** Reported users stand out (spec: rows with reports above 0 are highlighted). */
const rowSx = (record: UserListItem) =>
  record.reports.length > 0 ? { backgroundColor: 'rgba(239, 68, 68, 0.08)' } : {};

function UserTable() {
  const translate = useTranslate();
  return (
    <DataTable<UserListItem>
      rowSx={rowSx}
      rowClick={(id) => `/users/edit/${id}`}
      bulkActionButtons={false}
      // Long addresses wrap rather than push the row's actions off the screen.
      sx={{ '& .column-email': { overflowWrap: 'anywhere', minWidth: 160 } }}
    >
      <DataTable.Col source="display_name" disableSort>
        <FunctionField<UserListItem> render={(record) => <NameWithBlocked user={record} />} />
      </DataTable.Col>
      <DataTable.Col source="email" disableSort />
      <DataTable.Col source="disabled">
        {/* Only a disabled account gets a mark; the column stays quiet otherwise. */}
        <FunctionField<UserListItem>
          render={(record) =>
            record.disabled ? (
              <DisabledIcon
                color="action"
                fontSize="small"
                titleAccess={translate('app.users.disabled')}
              />
            ) : null
          }
        />
      </DataTable.Col>
      <DataTable.Col source="reports">
        <FunctionField<UserListItem> render={(record) => record.reports.length} />
      </DataTable.Col>
      <DataTable.Col source="sign_up">
        <DateField source="sign_up" />
      </DataTable.Col>
      <DataTable.Col label="app.users.actions" disableSort>
        <EditInNewTab />
        <StartChatFromRow />
      </DataTable.Col>
    </DataTable>
  );
}

/** react-admin's own list title, left out of the app bar while a user's page is shown. */
function UserListTitle() {
  const { defaultTitle } = useListContext();
  return <WhileListShown>{defaultTitle}</WhileListShown>;
}

/** /users: the real-user list (spec section 2). */
export function UserList() {
  const [chosen] = useStore<View>('users.view', 'table');
  // A phone has no room for the table's columns: it shows the cards.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const view = isPhone ? 'cards' : chosen;
  return (
    <List
      perPage={USER_LIST_PER_PAGE}
      sort={USER_LIST_SORT}
      // In the store, not the URL: a reload clears the filters (src/lib/store.ts).
      disableSyncWithLocation
      storeKey="users.listParams"
      title={<UserListTitle />}
      actions={<UserListActions />}
      aside={<UserFilterSidebar />}
      pagination={<PagingBar />}
      empty={false}
      // On a phone the filters stand above the list instead of taking most of its width.
      // The list may shrink beside the filters (a flex item is as wide as its widest row otherwise).
      sx={{ flexDirection: { xs: 'column', md: 'row' }, '& .RaList-main': { minWidth: 0 } }}
    >
      {view === 'cards' ? <UserCards /> : <UserTable />}
    </List>
  );
}
