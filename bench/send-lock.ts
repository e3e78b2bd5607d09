/**
 * `DATABASE_URL=postgres://… node --import tsx bench/send-lock.ts`: the send path's ceiling on
 * PostgreSQL. Every send takes chat_order_lock() inside chat_send and holds it until its commit
 * ends, so sends go one at a time across all instances: the ceiling is 1 / (the lock's hold time).
 *
 * 1. Sequential sends on one connection (`select chat_send(…)`, as sendMessage runs it), against
 *    an empty round trip (`select 1`): the difference is the time a send holds the lock.
 * 2. BENCH_SENDERS (default 8) connections sending at once for BENCH_SECONDS (default 3): sends
 *    per second as the server sends (lock taken), without the lock, and each with
 *    synchronous_commit off (the commit does not wait for its WAL flush).
 *
 * Nine messages of ten come from the real user, the tenth is the moderator side's answer, as in
 * bench:chat. Uses its own rooms; the database needs no other data.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { roomIdOf } from '../contract/rules/roomIds.js';
import { openDatabase } from '../server/src/db/open.js';
import { rooms, users } from '../server/src/db/schema.js';
import { percentile } from './figures.js';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a PostgreSQL database.');
const SEQUENTIAL = Number(process.env.BENCH_SENDS ?? 1000);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

const database = await openDatabase({ databaseUrl: url });
const tag = Date.now().toString(36);
const [moderator] = await database.db
  .insert(users)
  .values({ email: `lock.${tag}@fake.test`, isModerator: true })
  .returning({ id: users.id });
const roomIds: string[] = [];
for (let i = 0; i < SENDERS; i += 1) {
  const [user] = await database.db
    .insert(users)
    .values({ email: `lock.${tag}.${i}@bench.test` })
    .returning({ id: users.id });
  const id = roomIdOf(user.id, moderator.id);
  await database.db.insert(rooms).values({ id, userId: user.id, moderatorId: moderator.id });
  roomIds.push(id);
}
await database.close();

const SEND = `select chat_send($1, $2, null, 'C', 'Hello, how are you today?', null, null, null,
  null, clock_timestamp(), $3)`;
const send = (client: pg.ClientBase, roomId: string, n: number, serialize: boolean) =>
  client.query(SEND, [roomId, n % 10 !== 9, serialize]);

const ms = (value: number) => `${value.toFixed(3)} ms`;

async function timed(run: (n: number) => Promise<unknown>, times: number) {
  const took: number[] = [];
  for (let n = 0; n < times; n += 1) {
    const start = performance.now();
    await run(n);
    took.push(performance.now() - start);
  }
  return { p50: percentile(took, 50), p95: percentile(took, 95) };
}

// 1. Sequential.
{
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await timed((n) => send(client, roomIds[0], n, true), 100);
  const roundTrip = await timed(() => client.query('select 1'), SEQUENTIAL);
  const sends = await timed((n) => send(client, roomIds[0], n, true), SEQUENTIAL);
  await client.query('set synchronous_commit = off');
  const asyncSends = await timed((n) => send(client, roomIds[0], n, true), SEQUENTIAL);
  await client.end();
  const hold = sends.p50 - roundTrip.p50;
  const asyncHold = asyncSends.p50 - roundTrip.p50;
  console.log(`1. ${SEQUENTIAL} sequential sends, p50 / p95:`);
  console.log(`   empty round trip ${ms(roundTrip.p50)} / ${ms(roundTrip.p95)}`);
  console.log(`   send             ${ms(sends.p50)} / ${ms(sends.p95)}`);
  console.log(`   send, synchronous_commit off ${ms(asyncSends.p50)} / ${ms(asyncSends.p95)}`);
  console.log(
    `   lock held about ${ms(hold)} → ceiling about ${Math.round(1000 / hold)} sends/s ` +
      `(${ms(asyncHold)} → ${Math.round(1000 / asyncHold)} sends/s with synchronous_commit off)`,
  );
}

// 2. Concurrent.
async function throughput(serialize: boolean, synchronousCommit: boolean) {
  const clients = await Promise.all(
    roomIds.map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      if (!synchronousCommit) await client.query('set synchronous_commit = off');
      return client;
    }),
  );
  const until = performance.now() + SECONDS * 1000;
  const counts = await Promise.all(
    clients.map(async (client, i) => {
      let n = 0;
      while (performance.now() < until) await send(client, roomIds[i], n++, serialize);
      return n;
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return Math.round(counts.reduce((a, b) => a + b, 0) / SECONDS);
}

console.log(`2. ${SENDERS} connections sending at once for ${SECONDS} s, sends/s:`);
for (const [label, serialize, synchronousCommit] of [
  ['with the lock (as the server sends)', true, true],
  ['without the lock', false, true],
  ['with the lock, synchronous_commit off', true, false],
  ['without the lock, synchronous_commit off', false, false],
] as const) {
  console.log(`   ${label}: ${await throughput(serialize, synchronousCommit)}`);
}
