import { CanAccess, DataTable, DateField, List, SelectInput, useTranslate } from 'react-admin';
import { CONTACT_STATUSES, type ContactMessage } from '../../../contract/contactMessages';
import { cutText } from '../../chat/messages/messageRules';
import { ToDashboard } from '../../components/ToDashboard';
import { ContactStatusField } from './ContactStatusField';

const Column = DataTable.Col<ContactMessage>;

function StatusFilter({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      alwaysOn={alwaysOn}
      label="resources.contactMessages.fields.status"
      emptyText="app.contact_inbox.all_statuses"
      choices={CONTACT_STATUSES.map((status) => ({
        id: status,
        name: translate(`app.contact_inbox.statuses.${status}`),
      }))}
    />
  );
}

const filters = [<StatusFilter key="status" source="status" alwaysOn />];

/** /contactMessages: what visitors sent through the contact-us form, newest first. */
export default function ContactMessageList() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.contactMessages.fields.${field}`);
  return (
    <CanAccess resource="contactMessages" action="list" accessDenied={<ToDashboard />}>
      <List
        resource="contactMessages"
        title={translate('app.contact_inbox.list_title')}
        filters={filters}
        // The server lists newest first; no column sorts.
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        empty={false}
      >
        <DataTable<ContactMessage>
          rowClick="show"
          bulkActionButtons={false}
          // Open messages stand out, as unread mail does.
          rowSx={(message) => ({ '& td': { fontWeight: message.status === 'open' ? 600 : 400 } })}
          sx={{
            '& .column-email, & .column-message': { display: { xs: 'none', md: 'table-cell' } },
            '& .column-name': { overflowWrap: 'anywhere' },
          }}
        >
          <Column
            source="status"
            label={label('status')}
            disableSort
            render={(message) => <ContactStatusField message={message} />}
          />
          <Column source="name" label={label('name')} disableSort />
          <Column source="email" label={label('email')} disableSort />
          <Column
            source="message"
            label={label('message')}
            disableSort
            render={(message) => cutText(message.message, 90)}
          />
          <Column source="created_at" label={label('created_at')} disableSort>
            <DateField source="created_at" showTime />
          </Column>
        </DataTable>
      </List>
    </CanAccess>
  );
}
