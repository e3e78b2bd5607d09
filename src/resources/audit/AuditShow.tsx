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
import { actionLabelKey, changesOf, shown } from './auditValues';

/** Before and after of each field the action changed, side by side. */
function Changes() {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
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
                {change.field}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.before)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{shown(change.after)}</TableCell>
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
          render={(entry) =>
            entry.actorEmail
              ? `${entry.actorEmail} (${entry.actorRole ?? '—'}, #${entry.actorId})`
              : translate('app.audit.server')
          }
        />
        <FunctionField<AuditEntry>
          label={label('action')}
          render={(entry) => translate(actionLabelKey(entry.action))}
        />
        <FunctionField<AuditEntry>
          label={label('target')}
          render={(entry) =>
            entry.targetType
              ? `${translate(`app.audit.targets.${entry.targetType}`)} ${entry.targetId ?? ''}`
              : '—'
          }
        />
        <TextField source="id" label={label('id')} />
        <Labeled label={label('changes')} fullWidth>
          <Changes />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
