/**
 * `npm run bench:stats`: the worker statistics queries at scale, and what they cost a send.
 *
 * Builds (once, then reuses) a PGlite data dir in bench/.stats-data with the demo data and
 * BENCH_MESSAGES messages of history (default 1,000,000), or uses DATABASE_URL (default 5,000,000
 * there). Prints p50/p95 of each statistics query (in-process, the same functions the GraphQL
 * resolvers call), then the time of a chat send and of folding it into the roll-ups afterwards.
 */
import { performance } from 'node:perf_hooks';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TokenUser } from '../server/src/auth/tokens.js';
import { sendMessage } from '../server/src/chat/messages.js';
import { messageStats, messages, rooms, users } from '../server/src/db/schema.js';
import { seedDemoData } from '../server/src/seed/demo.js';
import { seedMessageHistory } from '../server/src/seed/history.js';
import { foldMessageStats } from '../server/src/statistics/fold.js';
import { dayPeriod, monthPeriod, todayIn, weekPeriod } from '../server/src/statistics/period.js';
import { findWorker, teamStatistics, workerStatistics } from '../server/src/statistics/service.js';
import { openBenchDatabase } from './database.js';
import { percentile } from './figures.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SENDS = Number(process.env.BENCH_SENDS ?? 400);
const { config, database, db, where } = await openBenchDatabase('.stats-data');
const TARGET = Number(
  process.env.BENCH_MESSAGES ?? (database.kind === 'postgres' ? 5_000_000 : 1_000_000),
);

await seedDemoData(database, { mediaDir: config.mediaDir });
const [{ have }] = await db.select({ have: count() }).from(messages);
if (have < TARGET) {
  console.log(`Adding ${TARGET - have} messages to ${where} (once; kept for the next runs)…`);
  const started = performance.now();
  await seedMessageHistory(database, TARGET - have, {
    onProgress: (done) => process.stdout.write(`\r  ${done} / ${TARGET - have}`),
  });
  console.log(`\n  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i += 1) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
}

// The busiest worker of the busiest month.
const [busiest] = await db
  .select({
    workerId: messageStats.workerId,
    total: sql<number>`sum(${messageStats.sentCount} + ${messageStats.receivedCount})::int`,
  })
  .from(messageStats)
  .groupBy(messageStats.workerId)
  .orderBy(desc(sql`2`))
  .limit(1);
const worker = await findWorker(db, busiest.workerId);
if (!worker) throw new Error('no worker in the bench data');
const now = new Date();
const zone = 'Europe/Berlin';
const thisMonth = todayIn(zone, now).slice(0, 7);
const [{ messageCount }] = await db.select({ messageCount: count() }).from(messages);
const [{ workers }] = await db
  .select({ workers: count() })
  .from(users)
  .where(eq(users.role, 'CHATTER'));
console.log(
  `\n${messageCount} messages, ${workers} workers, on ${where}; worker ${worker.id} has ${busiest.total} in all (${RUNS} runs each, time zone ${zone}):`,
);
await measure(`worker's month (${thisMonth}, 31 day slots)`, () =>
  workerStatistics(db, worker, monthPeriod(thisMonth, zone, now), now, ''),
);
await measure(`worker's day (24 hour slots)`, () =>
  workerStatistics(db, worker, dayPeriod(todayIn(zone, now), zone, now), now, ''),
);
await measure(`worker's week`, () =>
  workerStatistics(db, worker, weekPeriod(todayIn(zone, now), zone), now, ''),
);
await measure(`team view, month (${workers} workers)`, () =>
  teamStatistics(db, monthPeriod(thisMonth, zone, now), now),
);
await measure(`team view, day`, () =>
  teamStatistics(db, dayPeriod(todayIn(zone, now), zone, now), now),
);

// What the statistics cost a send: the send writes only its answer time (in the row it inserts)
// and the room's wait (in the update it makes anyway); the roll-ups are folded in the background.
const [room] = await db
  .select({ id: rooms.id, userId: rooms.userId })
  .from(rooms)
  .innerJoin(users, eq(users.id, rooms.moderatorId))
  .where(and(eq(users.workerId, worker.id), isNotNull(users.workerId)))
  .limit(1);
const [realUser] = await db.select().from(users).where(eq(users.id, room.userId));
const answer = 'Thank you for writing, it is lovely to hear from you again today, tell me more!';
const perSend: number[] = [];
const perFold: number[] = [];
for (let round = 0; round < 3; round += 1) {
  await foldMessageStats(db);
  const started = performance.now();
  for (let i = 0; i < SENDS; i += 1) {
    const sender: TokenUser = i % 2 === 0 ? realUser : worker;
    await sendMessage(
      database,
      sender,
      { roomId: room.id, kind: 'C', content: answer },
      new Date(),
    );
  }
  const sent = performance.now();
  await foldMessageStats(db);
  perSend.push((sent - started) / SENDS);
  perFold.push((performance.now() - sent) / SENDS);
  // Leave the data as it was (the delete trigger takes them out of the roll-ups).
  await db.delete(messages).where(and(eq(messages.roomId, room.id), eq(messages.content, answer)));
}
const best = (values: number[]) => Math.min(...values);
console.log(
  `\nA send (${SENDS} sequential, best of 3 rounds): ${best(perSend).toFixed(2)} ms; folding it into the roll-ups afterwards, in the background: ${best(perFold).toFixed(3)} ms a message (${((best(perFold) / best(perSend)) * 100).toFixed(1)} % of a send; target ≤ 10 %)`,
);
await database.close();
process.exit(0);
