// The audit log's filter as the server reads it (a wire helper: the list and its CSV export).

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
