import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  DateField,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '../../../contract/audit';
import { AuditActor, AuditTarget, useAuditFormat } from './auditNames';
import { actionLabelKey, changesOf } from './auditValues';

/** Before and after of each field the action changed, side by side. */
function Changes() {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  const format = useAuditFormat();
  if (!entry) return null;
  const changes = changesOf(entry.before, entry.after);
  if (!changes.length) {
    return <Typography color="text.secondary">{translate('app.audit.no_changes')}</Typography>;
  }
  return (
    <TableContainer sx={{ maxWidth: 900 }}>
      <Table size="small" aria-label={translate('app.audit.changes_table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.audit.field')}</TableCell>
            <TableCell>{translate('app.audit.before')}</TableCell>
            <TableCell>{translate('app.audit.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row">
                {format.label(change.field)}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{format.value(change.before)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{format.value(change.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /audit/{id}/show: one entry, with what it changed. Entries are never edited. */
export default function AuditShow() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.audit.fields.${field}`);
  return (
    <Show resource="audit" actions={false} title={translate('app.audit.entry_title')}>
      <SimpleShowLayout>
        <DateField source="at" label={label('at')} showTime />
        <FunctionField<AuditEntry>
          label={label('actor')}
          render={(entry) => <AuditActor entry={entry} />}
        />
        <FunctionField<AuditEntry>
          label={label('action')}
          render={(entry) => translate(actionLabelKey(entry.action))}
        />
        <FunctionField<AuditEntry>
          label={label('target')}
          render={(entry) => <AuditTarget entry={entry} />}
        />
        <TextField source="id" label={label('id')} />
        <Labeled label={label('changes')} fullWidth>
          <Changes />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
