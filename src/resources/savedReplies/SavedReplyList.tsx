import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, useCanAccess, useTranslate } from 'react-admin';
import type { SavedReply } from '../../../contract/savedReplies';
import { cutText } from '../../chat/messages/messageRules';
import { WritersOnly } from './WritersOnly';

const Column = DataTable.Col<SavedReply>;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /savedReplies: the caller's own replies first, then the team's; admins edit the team's too. */
export default function SavedReplyList() {
  const translate = useTranslate();
  const { canAccess: writesTeam } = useCanAccess({ resource: 'savedReplies', action: 'team' });
  const label = (field: string) => translate(`resources.savedReplies.fields.${field}`);
  return (
    <WritersOnly action="list">
      <List
        resource="savedReplies"
        title={translate('app.saved_replies.list_title')}
        filters={filters}
        // The server orders them (personal first, by title): no column sorts.
        sort={{ field: 'id', order: 'ASC' }}
        exporter={false}
      >
        <DataTable<SavedReply>
          // A team reply opens only for admins; a chatter inserts it from the message box.
          rowClick={(_id, _resource, reply) => (reply.team && !writesTeam ? false : 'edit')}
          bulkActionButtons={false}
          sx={{ '& .column-body': { display: { xs: 'none', sm: 'table-cell' } } }}
        >
          <Column source="title" label={label('title')} disableSort />
          <Column
            source="body"
            label={label('body')}
            disableSort
            render={(reply) => cutText(reply.body, 90)}
          />
          <Column
            source="team"
            label={label('scope')}
            disableSort
            render={(reply) => (
              <Chip
                size="small"
                variant={reply.team ? 'filled' : 'outlined'}
                color={reply.team ? 'primary' : 'default'}
                label={translate(
                  reply.team ? 'app.saved_replies.scope_team' : 'app.saved_replies.scope_personal',
                )}
              />
            )}
          />
        </DataTable>
      </List>
    </WritersOnly>
  );
}
