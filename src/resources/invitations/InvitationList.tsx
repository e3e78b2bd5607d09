import AddIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { Box } from '@mui/material';
import {
  Button,
  CanAccess,
  DataTable,
  DateField,
  List,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { INVITATION_STATES, type InvitationEntry } from '../../../contract/invitations';
import { ToDashboard } from '../../components/ToDashboard';
import { InvitationStateField } from './InvitationState';
import { PermissionField } from './PermissionField';
import { RevokeInvitationButton } from './RevokeInvitationButton';

const Column = DataTable.Col<InvitationEntry>;

function StateFilter({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      alwaysOn={alwaysOn}
      label="resources.invitations.fields.state"
      emptyText="app.invitations.all_states"
      choices={INVITATION_STATES.map((state) => ({
        id: state,
        name: translate(`app.invitations.states.${state}`),
      }))}
    />
  );
}

const filters = [<StateFilter key="state" source="state" alwaysOn />];

function Actions() {
  return (
    <TopToolbar>
      <Button component={Link} to="/workers/newInvitation/" label="app.invitations.invite">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}

/** /invitations: every invitation link, newest first; a pending one can be revoked. */
export default function InvitationList() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.invitations.fields.${field}`);
  return (
    <CanAccess resource="invitations" action="list" accessDenied={<ToDashboard />}>
      <List
        resource="invitations"
        title={translate('app.invitations.list_title')}
        filters={filters}
        actions={<Actions />}
        // The server lists newest first; no column sorts.
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        // The filter stays when no invitation matches it.
        empty={false}
      >
        <DataTable<InvitationEntry>
          rowClick={false}
          bulkActionButtons={false}
          sx={{
            // A phone keeps the email, the state and Revoke; the permission shows under the email.
            '& .column-is_admin_permission, & .column-created_at': {
              display: { xs: 'none', sm: 'table-cell' },
            },
            '& .column-created_by_name, & .column-expires_at': {
              display: { xs: 'none', md: 'table-cell' },
            },
            '& .column-email': { overflowWrap: 'anywhere', minWidth: 120 },
          }}
        >
          <Column
            source="email"
            label={label('email')}
            disableSort
            render={(invitation) => (
              <>
                {invitation.email}
                <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                  <PermissionField invitation={invitation} />
                </Box>
              </>
            )}
          />
          <Column
            source="is_admin_permission"
            label={label('permission')}
            disableSort
            render={(invitation) => <PermissionField invitation={invitation} />}
          />
          <Column
            source="created_by_name"
            label={label('created_by_name')}
            disableSort
            render={(invitation) => invitation.created_by_name ?? translate('app.invitations.gone')}
          />
          <Column source="created_at" label={label('created_at')} disableSort>
            <DateField source="created_at" showTime />
          </Column>
          <Column source="expires_at" label={label('expires_at')} disableSort>
            <DateField source="expires_at" showTime />
          </Column>
          <Column
            source="state"
            label={label('state')}
            disableSort
            render={(invitation) => <InvitationStateField invitation={invitation} />}
          />
          <Column source="id" label={translate('app.invitations.actions')} disableSort>
            <CanAccess resource="invitations" action="revoke">
              <RevokeInvitationButton />
            </CanAccess>
          </Column>
        </DataTable>
      </List>
    </CanAccess>
  );
}
