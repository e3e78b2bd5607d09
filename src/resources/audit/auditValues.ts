// Pure helpers of the audit log screens (no React, no react-admin).

/** A field whose value differs between the entry's before and after. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an entry changed, in a stable order; every field when there is only one side (a
 * record created or deleted).
 */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !(before && after) || !same(change.before, change.after));
}

/** A value as the screens show it: text as it is, nothing as an em dash, the rest as JSON. */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One line for the list: `isBlocked: false → true; reportCount: 2 → 0`. */
export function changeSummary(changes: AuditChange[], limit = 3): string {
  const parts = changes
    .slice(0, limit)
    .map((change) => `${change.field}: ${shown(change.before)} → ${shown(change.after)}`);
  return changes.length > limit
    ? `${parts.join('; ')}; +${changes.length - limit}`
    : parts.join('; ');
}

/**
 * The list's filter values as the server reads them: the date range's days (YYYY-MM-DD, in the
 * viewer's time zone) become instants, `to` the end of its day (the range includes both days).
 */
export function auditQueryOf(values: Record<string, unknown>): Record<string, unknown> {
  const { from, to, ...rest } = values;
  // The local midnight `days` after the day (a day is not always 24 hours: summer time).
  const midnight = (day: unknown, days = 0) => {
    const parts = typeof day === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
    if (!parts) return {};
    const [year, month, date] = parts.slice(1).map(Number);
    return { at: new Date(year, month - 1, date + days).toISOString() };
  };
  const start = midnight(from).at;
  const end = midnight(to, 1).at;
  return { ...rest, ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
}

/** The catalogue key of an action's label (`user.block` is `app.audit.actions.user_block`). */
export const actionLabelKey = (action: string) => `app.audit.actions.${action.replace('.', '_')}`;
