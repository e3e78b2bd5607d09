import { downloadCSV } from 'react-admin';
import type { TeamRow } from '../../dataProvider/team';
import { nanosToMs } from '../../dataProvider/wireTime';
import { translate } from '../../i18n/i18nProvider';

/**
 * RFC 4180: quote a field holding a comma, a quote or a line break. Text a spreadsheet would run
 * as a formula (=, +, -, @, tab, CR first; staff choose their own names) gets a leading
 * apostrophe, as the users' export does (OWASP "CSV injection").
 */
export const field = (value: string | number | null) => {
  const raw = value === null ? '' : String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The period a file covers, and the zone its days are in. */
export interface ExportedPeriod {
  date: string;
  timeZone: string;
}

const COLUMNS: [string, (row: TeamRow, period: ExportedPeriod) => string | number | null][] = [
  ['name', (row) => row.name],
  ['email', (row) => row.email],
  ['sent', (row) => row.sentCount],
  ['received', (row) => row.receivedCount],
  ['median_response_seconds', (row) => row.medianResponseSeconds],
  ['active_chats', (row) => row.activeChats],
  [
    'last_message',
    (row) => {
      const ms = nanosToMs(row.lastMessage);
      return ms === null ? null : new Date(ms).toISOString();
    },
  ],
  ['period', (_, period) => period.date],
  ['time_zone', (_, period) => period.timeZone],
];

/**
 * The team's figures as CSV, with explicit headers, in the order shown; each row says its period
 * and the time zone its days are in, the last message is in UTC.
 */
export function teamCsv(rows: TeamRow[], period: ExportedPeriod): string {
  const header = COLUMNS.map(([key]) => field(translate(`app.statistics.csv.${key}`)));
  const lines = rows.map((row) => COLUMNS.map(([, value]) => field(value(row, period))).join(','));
  return [header.join(','), ...lines].join('\r\n');
}

/** react-admin exporter for one period's file: worker-statistics-2026-03.csv. */
export const teamExporter = (period: ExportedPeriod) => (rows: TeamRow[]) =>
  downloadCSV(teamCsv(rows, period), `worker-statistics-${period.date}`);
