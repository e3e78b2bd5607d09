import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateInput,
  List,
  SelectInput,
  TopToolbar,
  useGetList,
  useTranslate,
} from 'react-admin';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../contract/audit';
import { AuditActor, AuditTarget, useAuditFormat } from './auditNames';
import { actionLabelKey, changeSummary, changesOf } from './auditValues';
import { ExportAuditButton } from './ExportAuditButton';

const Column = DataTable.Col<AuditEntry>;

/** The "who" filter: every staff member, by email (GET /api/audit/actors/). */
function ActorInput({ alwaysOn: _alwaysOn, ...props }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('auditActors', {
    pagination: { page: 1, perPage: 1000 },
  });
  return (
    <AutocompleteInput
      {...props}
      label={translate('app.audit.filters.actor')}
      choices={data}
      optionText="email"
      isPending={isPending}
      sx={{ minWidth: 260 }}
    />
  );
}

/**
 * /audit (super admins): every staff action that changed something, newest first, filtered by
 * who, what and when. The log is long: pages go forward and back without a total.
 */
export default function AuditList() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.audit.fields.${field}`);
  const format = useAuditFormat();
  const filters = [
    <ActorInput key="actor" source="actor" alwaysOn />,
    <SelectInput
      key="action"
      source="action"
      label={translate('app.audit.filters.action')}
      choices={AUDIT_ACTIONS.map((action) => ({
        id: action,
        name: translate(actionLabelKey(action)),
      }))}
      alwaysOn
    />,
    <DateInput key="from" source="from" label={translate('app.audit.filters.from')} alwaysOn />,
    <DateInput key="to" source="to" label={translate('app.audit.filters.to')} alwaysOn />,
  ];
  return (
    <List
      resource="audit"
      title={translate('app.audit.title')}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <ExportAuditButton />
        </TopToolbar>
      }
      exporter={false}
    >
      <DataTable<AuditEntry>
        rowClick="show"
        bulkActionButtons={false}
        // A phone shows when, who and what; the entry's own page the rest.
        sx={{
          '& .column-targetId, & .column-after': { display: { xs: 'none', md: 'table-cell' } },
        }}
      >
        <Column source="at" label={label('at')} disableSort>
          <DateField source="at" showTime />
        </Column>
        <Column
          source="actorEmail"
          label={label('actor')}
          disableSort
          render={(entry) => <AuditActor entry={entry} />}
        />
        <Column
          source="action"
          label={label('action')}
          disableSort
          render={(entry) => translate(actionLabelKey(entry.action))}
        />
        <Column
          source="targetId"
          label={label('target')}
          disableSort
          render={(entry) => <AuditTarget entry={entry} />}
        />
        <Column
          source="after"
          label={label('changes')}
          disableSort
          render={(entry) =>
            changeSummary(changesOf(entry.before, entry.after), 3, format.label, format.value) ||
            '—'
          }
        />
      </DataTable>
    </List>
  );
}
