import type { AuditEntry } from '../../../contract/audit.js';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const AUDIT_CSV_HEADER =
  'id,at_utc,actor_email,actor_role,action,target_type,target_id,before,after\r\n';

export function auditCsvRows(entries: AuditEntry[]): string {
  return entries
    .map(
      (entry) =>
        `${[
          entry.id,
          entry.at,
          entry.actorEmail,
          entry.actorRole,
          entry.action,
          entry.targetType,
          entry.targetId,
          entry.before,
          entry.after,
        ]
          .map(cell)
          .join(',')}\r\n`,
    )
    .join('');
}
