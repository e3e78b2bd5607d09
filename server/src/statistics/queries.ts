import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../db/arrays.js';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { addBins, medianOf } from './histogram.js';
import type { Period } from './period.js';

/**
 * The statistics' reads. Messages up to the watermark are in the roll-ups (fold_message_range in
 * server/drizzle/functions/: quarter hours, UTC days, answer-time histograms per UTC day); the few
 * above it, not folded yet, are read from the messages themselves, so every figure is current.
 */

/**
 * Runs a statistics answer's reads (the watermark, the roll-ups, the messages above it) in one
 * read-only REPEATABLE READ transaction: a fold that commits between two of them would otherwise
 * move its range into the roll-ups after the messages above the old watermark were counted, and the
 * answer would count that range twice.
 */
export function inOneSnapshot<T>(db: Db, read: (snapshot: Db) => Promise<T>): Promise<T> {
  return db.transaction((snapshot) => read(snapshot), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/**
 * Messages not folded yet. The watermark is read first and passed as a value, so the planner
 * sees how few rows lie above it and walks the primary key.
 */
export async function aboveWatermark(db: Db): Promise<SQL> {
  const [row] = await rowsOf<{ last_id: string | number }>(
    db,
    sql`SELECT last_id FROM stats_watermark WHERE id = 1`,
  );
  return sql`id > ${Number(row?.last_id ?? 0)}`;
}
const COUNTED = sql`message_type <> 'N'`;

/** The period as instants, and the whole UTC days inside it. */
function bounds(period: Period) {
  const start = sql`(${period.start}::timestamp AT TIME ZONE ${period.timeZone})`;
  const end = sql`(${period.end}::timestamp AT TIME ZONE ${period.timeZone})`;
  const firstDay = sql`((${start} AT TIME ZONE 'UTC')::date + ((${start} AT TIME ZONE 'UTC')::time > '00:00')::int)`;
  const endDay = sql`(${end} AT TIME ZONE 'UTC')::date`;
  const midnight = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE 'UTC')`;
  return {
    start,
    end,
    firstDay,
    endDay,
    /** Where the head's partial day ends and the tail's begins (no overlap without whole days). */
    headEnd: sql`least(${end}, ${midnight(firstDay)})`,
    tailStart: sql`greatest(${start}, ${midnight(endDay)}, ${midnight(firstDay)})`,
  };
}

/** A worker's counts per slot: the period's days (YYYY-MM-DD) or its local hours ('0'-'23'). */
export async function slotCounts(db: Db, workerId: number, period: Period, above: SQL) {
  const { start, end } = bounds(period);
  const slotOf = (column: SQL) =>
    period.kind === 'day'
      ? sql`extract(hour FROM ${column} AT TIME ZONE ${period.timeZone})::int::text`
      : sql`to_char(${column} AT TIME ZONE ${period.timeZone}, 'YYYY-MM-DD')`;
  const rows = await rowsOf<{ slot: string; sent: number | null; received: number | null }>(
    db,
    sql`SELECT slot, sum(sent)::int AS sent, sum(received)::int AS received FROM (
      SELECT ${slotOf(sql`bucket`)} AS slot, sent_count AS sent, received_count AS received
        FROM message_stats WHERE worker_id = ${workerId} AND bucket >= ${start} AND bucket < ${end}
      UNION ALL
      SELECT ${slotOf(sql`created_at`)}, (sender_worker_id IS NOT DISTINCT FROM ${workerId})::int,
             (receiver_worker_id IS NOT DISTINCT FROM ${workerId})::int
        FROM messages
       WHERE ${above} AND ${COUNTED} AND created_at >= ${start} AND created_at < ${end}
         AND (sender_worker_id = ${workerId} OR receiver_worker_id = ${workerId})
    ) counted GROUP BY slot`,
  );
  return new Map(
    rows.map((row) => [row.slot, { sent: row.sent ?? 0, received: row.received ?? 0 }]),
  );
}

/**
 * Each worker's totals for the period: its whole UTC days from the daily roll-up, its partial
 * days at either end from the quarter hours, and what is above the watermark.
 */
export async function periodTotals(db: Db, period: Period, above: SQL) {
  const { start, end, firstDay, endDay, headEnd, tailStart } = bounds(period);
  const rows = await rowsOf<{ worker_id: number; sent: number; received: number }>(
    db,
    sql`SELECT worker_id, sum(sent)::int AS sent, sum(received)::int AS received FROM (
      SELECT worker_id, sent_count AS sent, received_count AS received FROM message_stats_daily
       WHERE day >= ${firstDay} AND day < ${endDay}
      UNION ALL
      SELECT worker_id, sent_count, received_count FROM message_stats
       WHERE bucket >= ${start} AND bucket < ${headEnd}
      UNION ALL
      SELECT worker_id, sent_count, received_count FROM message_stats
       WHERE bucket >= ${tailStart} AND bucket < ${end}
      UNION ALL
      SELECT sender_worker_id, 1, 0 FROM messages
       WHERE ${above} AND ${COUNTED} AND sender_worker_id IS NOT NULL
         AND created_at >= ${start} AND created_at < ${end}
      UNION ALL
      SELECT receiver_worker_id, 0, 1 FROM messages
       WHERE ${above} AND ${COUNTED} AND receiver_worker_id IS NOT NULL
         AND created_at >= ${start} AND created_at < ${end}
    ) parts GROUP BY worker_id`,
  );
  return new Map(rows.map((row) => [row.worker_id, row]));
}

/** When each worker last sent a message: their newest bucket that has one, or a newer message. */
export async function lastMessages(db: Db, workerIds: number[], above: SQL) {
  if (workerIds.length === 0) return new Map<number, Date>();
  const rows = await rowsOf<{ id: number; at: Date | string | null }>(
    db,
    sql`SELECT w.id, greatest(
        (SELECT last_sent_at FROM message_stats
          WHERE worker_id = w.id AND last_sent_at IS NOT NULL ORDER BY bucket DESC LIMIT 1),
        (SELECT max(created_at) FROM messages
          WHERE ${above} AND ${COUNTED} AND sender_worker_id = w.id)
      ) AS at
      FROM unnest(${intArray(workerIds)}) AS w(id)`,
  );
  return new Map(
    rows.flatMap((row) => (row.at === null ? [] : [[row.id, new Date(row.at)] as const])),
  );
}

/** Each worker's median waiting time in the period (all workers, or one). */
export async function medianResponses(db: Db, period: Period, above: SQL, workerId?: number) {
  const { start, end, firstDay, endDay, headEnd, tailStart } = bounds(period);
  const whose = (column: SQL) =>
    workerId === undefined ? sql`${column} IS NOT NULL` : sql`${column} = ${workerId}`;
  const isAnswer = sql`${whose(sql`sender_worker_id`)} AND response_seconds IS NOT NULL`;
  const [histograms, singles] = await Promise.all([
    rowsOf<{ worker_id: number; bins: number[] }>(
      db,
      sql`SELECT worker_id, bins FROM response_stats_daily
           WHERE ${whose(sql`worker_id`)} AND day >= ${firstDay} AND day < ${endDay}`,
    ),
    rowsOf<{ worker_id: number; seconds: number }>(
      db,
      // The partial days at either end, each an index range, and what is above the watermark.
      sql`SELECT sender_worker_id AS worker_id, response_seconds AS seconds FROM messages
           WHERE ${isAnswer} AND created_at >= ${start} AND created_at < ${headEnd}
          UNION ALL
          SELECT sender_worker_id, response_seconds FROM messages
           WHERE ${isAnswer} AND created_at >= ${tailStart} AND created_at < ${end}
          UNION ALL
          SELECT sender_worker_id, response_seconds FROM messages
           WHERE ${above} AND ${isAnswer} AND created_at >= ${headEnd} AND created_at < ${tailStart}`,
    ),
  ]);
  const binsOf = new Map<number, number[]>();
  for (const row of histograms) {
    binsOf.set(row.worker_id, addBins(binsOf.get(row.worker_id) ?? [], row.bins));
  }
  const exactOf = new Map<number, number[]>();
  for (const row of singles) {
    const values = exactOf.get(row.worker_id) ?? [];
    values.push(Number(row.seconds));
    exactOf.set(row.worker_id, values);
  }
  const ids = new Set([...binsOf.keys(), ...exactOf.keys()]);
  return new Map(
    [...ids].map((id) => [id, medianOf(binsOf.get(id) ?? [], exactOf.get(id) ?? [])] as const),
  );
}
