import type { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ONLINE_WITHIN_MS } from '../../../contract/presence.js';
import type { Database, Db } from '../db/open.js';
import { users } from '../db/schema.js';
import { populationCondition } from '../users/listQuery.js';

export async function countExportRows(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(populationCondition('real'));
  return row.count;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe (OWASP "CSV injection"); done in SQL so PostgreSQL's COPY writes the file. ascii() of
 * the first character is the cheapest test there (a regular expression per cell cost a third more).
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'].map((c) => c.charCodeAt(0)).join(', ');
const defused = (column: string) =>
  `case when ascii(${column}) in (${FORMULA_STARTS}) then '''' || ${column} else ${column} end`;
/**
 * UTC wall time to the nearest second in PostgreSQL's own text form ("2026-01-31 18:05:10"),
 * which spreadsheets read as a date; a plain cast costs less per row than to_char over a full
 * export.
 */
const utcTime = (column: string) =>
  `date_trunc('second', (${column} + interval '500 milliseconds') at time zone 'UTC')`;
const yesNo = (condition: string) => `case when ${condition} then 'yes' else 'no' end`;
/** Spec section 3: 1 male, 2 female, anything else other; none stays empty. */
const GENDER_LABEL = `case when gender is null then null when gender = 1 then 'Male' when gender = 2 then 'Female' else 'Other' end`;

/** The CSV's columns: header name and SQL, with labels for codes. Age is displayed (stored + 17). */
export function csvColumns(now: Date): [string, string][] {
  // The one presence rule (auth/presence.ts); COPY takes no parameters, and this is our own time.
  const onlineSince = new Date(now.getTime() - ONLINE_WITHIN_MS).toISOString();
  return [
    ['id', 'id'],
    ['email', defused('email')],
    ['display_name', defused('display_name')],
    ['first_name', defused('first_name')],
    ['last_name', defused('last_name')],
    ['phone', defused('phone')],
    ['gender', GENDER_LABEL],
    ['age', 'age + 17'],
    ['country', defused('country')],
    ['city', defused('city')],
    ['sign_up_utc', utcTime('created_at')],
    ['last_seen_utc', utcTime('last_seen')],
    [
      'is_online',
      yesNo(`is_online and greatest(last_seen, last_message_at) > '${onlineSince}'::timestamptz`),
    ],
    ['disabled', yesNo('disabled')],
    ['is_blocked', yesNo('is_blocked')],
    ['reports', 'report_count'],
  ];
}

const REAL_USERS = 'role is null and is_moderator = false';

function copyQuery(now: Date, range: string, header: boolean) {
  const select = csvColumns(now)
    .map(([name, expression]) => `${expression} as "${name}"`)
    .join(', ');
  return `copy (select ${select} from users where ${REAL_USERS} ${range} order by id)
    to stdout with (format csv${header ? ', header' : ''})`;
}

/** PGlite copies to a blob: one bounded batch at a time (keyset on id), so memory stays flat. */
async function* pgliteCsv(client: PGlite, now: Date, batch = 20_000): AsyncGenerator<Buffer> {
  let after = 0;
  for (let first = true; ; first = false) {
    const edge = await client.query<{ last: number | null }>(
      `select max(id) as last from (select id from users where ${REAL_USERS} and id > $1
        order by id limit $2) page`,
      [after, batch],
    );
    const last = edge.rows[0]?.last;
    if (last === null || last === undefined) {
      if (first) {
        // No users: still a header row.
        const empty = await client.query(
          copyQuery(now, 'and false', true).replace('stdout', "'/dev/blob'"),
        );
        if (empty.blob) yield Buffer.from(await empty.blob.arrayBuffer());
      }
      return;
    }
    // Both bounds are integers read from the table above, never user input.
    const range = `and id > ${Number(after)} and id <= ${Number(last)}`;
    const result = await client.query(
      copyQuery(now, range, first).replace('stdout', "'/dev/blob'"),
    );
    if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
    after = last;
  }
}

/** PostgreSQL streams COPY straight through; the client goes back to the pool at the end. */
async function* postgresCsv(pool: pg.Pool, now: Date): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  try {
    const stream: Readable = client.query(copyTo(copyQuery(now, '', true)));
    for await (const chunk of stream) yield chunk as Buffer;
  } finally {
    client.release();
  }
}

/** Every real user as CSV, written by the database's own COPY. */
export function usersCsv(database: Database, now: Date): AsyncGenerator<Buffer> {
  return database.kind === 'pglite'
    ? pgliteCsv(database.driver as PGlite, now)
    : postgresCsv(database.driver as pg.Pool, now);
}
