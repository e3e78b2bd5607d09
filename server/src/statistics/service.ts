import { and, asc, count, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import { avatarsOf } from '../chat/rooms.js';
import type { Db } from '../db/open.js';
import { chatQueue, messageStats, responseTimes, users } from '../db/schema.js';
import { nanoseconds, type Period } from './period.js';

const between = (column: typeof messageStats.bucket | typeof responseTimes.answeredAt, p: Period) =>
  sql`${column} >= (${p.start}::timestamp AT TIME ZONE ${p.timeZone}) AND ${column} < (${p.end}::timestamp AT TIME ZONE ${p.timeZone})`;

const sent = sql<number>`coalesce(sum(${messageStats.sentCount}), 0)::integer`;
const received = sql<number>`coalesce(sum(${messageStats.receivedCount}), 0)::integer`;
const median = sql<
  number | null
>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${responseTimes.seconds})`;

const fullName = (row: { firstName: string; lastName: string; email: string }) =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

/** A worker: a CHATTER. Null for any other id. */
export async function findWorker(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'CHATTER')));
  return row ?? null;
}

/** A worker's counts per slot of the period: its days (month, week) or its 24 local hours. */
async function slotCounts(db: Db, workerId: number, period: Period) {
  const local = sql`${messageStats.bucket} AT TIME ZONE ${period.timeZone}`;
  const slot =
    period.kind === 'day'
      ? sql<string>`extract(hour FROM ${local})::text`
      : sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ slot, sent, received })
    .from(messageStats)
    .where(and(eq(messageStats.workerId, workerId), between(messageStats.bucket, period)))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.slot, row]));
}

async function medianResponses(db: Db, period: Period, workerId?: number) {
  const rows = await db
    .select({ workerId: responseTimes.workerId, median })
    .from(responseTimes)
    .where(
      and(
        workerId === undefined ? undefined : eq(responseTimes.workerId, workerId),
        between(responseTimes.answeredAt, period),
      ),
    )
    .groupBy(responseTimes.workerId);
  return new Map(
    rows.map((row) => [row.workerId, row.median === null ? null : Number(row.median)]),
  );
}

/**
 * When each worker last sent a message: the roll-up keeps the latest time of each bucket, and
 * each worker's newest bucket with one is an index probe.
 */
async function lastMessages(db: Db, workerIds: number[]) {
  if (workerIds.length === 0) return new Map<number, Date>();
  const result = await db.execute(sql`
    SELECT w.id, latest.at FROM unnest(${`{${workerIds.join(',')}}`}::int[]) AS w(id)
    CROSS JOIN LATERAL (
      SELECT last_sent_at AS at FROM message_stats
       WHERE worker_id = w.id AND last_sent_at IS NOT NULL
       ORDER BY bucket DESC LIMIT 1
    ) latest`);
  const rows = (result as unknown as { rows: { id: number; at: Date | string }[] }).rows;
  return new Map(rows.map((row) => [row.id, new Date(row.at)]));
}

async function activeChats(db: Db, now: Date, workerId?: number) {
  const rows = await db
    .select({ workerId: chatQueue.workerId, value: count() })
    .from(chatQueue)
    .where(
      and(
        eq(chatQueue.isAssigned, true),
        gt(chatQueue.clearedAt, now),
        workerId === undefined ? isNotNull(chatQueue.workerId) : eq(chatQueue.workerId, workerId),
      ),
    )
    .groupBy(chatQueue.workerId);
  return new Map(rows.map((row) => [row.workerId as number, row.value]));
}

/** The later of the worker's last sign-in or sign-out and their last message. */
const lastContactOf = (lastSeen: Date | null, lastMessage: Date | null) =>
  [lastSeen, lastMessage].reduce<Date | null>(
    (latest, at) => (at && (!latest || at > latest) ? at : latest),
    null,
  );

type Worker = NonNullable<Awaited<ReturnType<typeof findWorker>>>;

/** One worker's statistics for the period (spec section 3 'Worker statistics'). */
export async function workerStatistics(
  db: Db,
  worker: Worker,
  period: Period,
  now: Date,
  origin: string,
) {
  const [slots, medians, lasts, active, moderators] = await Promise.all([
    slotCounts(db, worker.id, period),
    medianResponses(db, period, worker.id),
    lastMessages(db, [worker.id]),
    activeChats(db, now, worker.id),
    db
      .select()
      .from(users)
      .where(and(eq(users.isModerator, true), eq(users.workerId, worker.id)))
      .orderBy(asc(users.id)),
  ]);
  const countsOf = (slot: string) => ({
    sentCount: slots.get(slot)?.sent ?? 0,
    receivedCount: slots.get(slot)?.received ?? 0,
  });
  const all = [...slots.values()];
  const lastMessage = lasts.get(worker.id) ?? null;
  const avatars = await avatarsOf(db, moderators, origin);
  return {
    workerId: String(worker.id),
    name: fullName(worker),
    date: period.date,
    timeZone: period.timeZone,
    days: period.days.map((day) => ({ day, ...countsOf(day) })),
    hours:
      period.kind === 'day'
        ? Array.from({ length: 24 }, (_, hour) => ({ hour, ...countsOf(String(hour)) }))
        : [],
    totals: {
      sentCount: all.reduce((sum, row) => sum + row.sent, 0),
      receivedCount: all.reduce((sum, row) => sum + row.received, 0),
    },
    medianResponseSeconds: medians.get(worker.id) ?? null,
    lastContact: nanoseconds(lastContactOf(worker.lastSeen, lastMessage)),
    lastMessage: nanoseconds(lastMessage),
    activeChats: active.get(worker.id) ?? 0,
    moderators: moderators.map((moderator) => ({
      id: moderator.id,
      fullName: fullName(moderator),
      avatar: avatars.get(moderator.id) ?? null,
    })),
  };
}

/** Every worker's totals for the period: the admins' team view. */
export async function teamStatistics(db: Db, period: Period, now: Date) {
  const workers = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      lastSeen: users.lastSeen,
    })
    .from(users)
    .where(eq(users.role, 'CHATTER'))
    .orderBy(asc(users.id));
  const ids = workers.map((worker) => worker.id);
  const [totals, medians, lasts, active] = await Promise.all([
    periodTotals(db, period),
    medianResponses(db, period),
    lastMessages(db, ids),
    activeChats(db, now),
  ]);
  return workers.map((worker) => {
    const lastMessage = lasts.get(worker.id) ?? null;
    return {
      workerId: String(worker.id),
      name: fullName(worker),
      email: worker.email,
      sentCount: totals.get(worker.id)?.sent ?? 0,
      receivedCount: totals.get(worker.id)?.received ?? 0,
      medianResponseSeconds: medians.get(worker.id) ?? null,
      lastContact: nanoseconds(lastContactOf(worker.lastSeen, lastMessage)),
      lastMessage: nanoseconds(lastMessage),
      activeChats: active.get(worker.id) ?? 0,
    };
  });
}

/**
 * Each worker's totals for the period: its whole UTC days from the daily roll-up, its partial
 * days at either end from the quarter hours.
 */
async function periodTotals(db: Db, period: Period) {
  const start = sql`(${period.start}::timestamp AT TIME ZONE ${period.timeZone})`;
  const end = sql`(${period.end}::timestamp AT TIME ZONE ${period.timeZone})`;
  const firstDay = sql`((${start} AT TIME ZONE 'UTC')::date + ((${start} AT TIME ZONE 'UTC')::time > '00:00')::int)`;
  const endDay = sql`(${end} AT TIME ZONE 'UTC')::date`;
  const midnight = (day: SQL) => sql`((${day})::timestamp AT TIME ZONE 'UTC')`;
  const result = await db.execute(sql`
    SELECT worker_id, sum(sent)::int AS sent, sum(received)::int AS received FROM (
      SELECT worker_id, sent_count AS sent, received_count AS received FROM message_stats_daily
       WHERE day >= ${firstDay} AND day < ${endDay}
      UNION ALL
      SELECT worker_id, sent_count, received_count FROM message_stats
       WHERE bucket >= ${start} AND bucket < least(${end}, ${midnight(firstDay)})
      UNION ALL
      SELECT worker_id, sent_count, received_count FROM message_stats
       WHERE bucket >= greatest(${start}, ${midnight(endDay)}, ${midnight(firstDay)})
         AND bucket < ${end}
    ) parts GROUP BY worker_id`);
  const rows = (
    result as unknown as { rows: { worker_id: number; sent: number; received: number }[] }
  ).rows;
  return new Map(rows.map((row) => [row.worker_id, row]));
}
