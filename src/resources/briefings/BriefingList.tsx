import { DataTable, DateField, List, useTranslate } from 'react-admin';
import type { Briefing } from '../../../contract/briefings';
import { AdminsOnly } from './AdminsOnly';

const Column = DataTable.Col<Briefing>;
const NumberColumn = DataTable.NumberCol<Briefing>;

/** /briefings: every briefing, newest first, with how many staff members read it. */
export default function BriefingList() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.briefings.fields.${field}`);
  return (
    <AdminsOnly action="list">
      <List
        resource="briefings"
        title={translate('app.briefings.list_title')}
        sort={{ field: 'created_at', order: 'DESC' }}
        // Nothing to export: a briefing is read on the dashboard.
        exporter={false}
      >
        <DataTable<Briefing>
          rowClick="edit"
          // Deleting asks first, from the briefing's own screen.
          bulkActionButtons={false}
          sx={{ '& .column-author_name': { display: { xs: 'none', sm: 'table-cell' } } }}
        >
          <Column source="title" label={label('title')} />
          <Column
            source="author_name"
            label={label('author_name')}
            disableSort
            render={(briefing) => briefing.author_name ?? translate('app.briefings.no_author')}
          />
          <Column source="created_at" label={label('created_at')}>
            <DateField source="created_at" showTime />
          </Column>
          <NumberColumn source="readCount" label={label('readCount')} sortByOrder="DESC" />
        </DataTable>
      </List>
    </AdminsOnly>
  );
}
