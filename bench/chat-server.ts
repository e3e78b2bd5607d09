/**
 * The server half of `bench:chat`, in its own process: the real app on a data dir (PGlite) or
 * DATABASE_URL, with the bench's people prepared once (real users, moderators, chatters) and
 * their session tokens written to `<dataDir>/bench-people-*.json`. Prints its address.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { roomIdOf } from '../contract/rules/roomIds.js';
import { buildApp } from '../server/src/app.js';
import { issueToken } from '../server/src/auth/tokens.js';
import { openConfiguredDatabase } from '../server/src/boot.js';
import { loadConfig } from '../server/src/config.js';
import { rooms, settings, users } from '../server/src/db/schema.js';
import { seedReferenceData } from '../server/src/seed/reference.js';

const dataDir = process.env.BENCH_DATA_DIR ?? '';
const people = Number(process.env.BENCH_SOCKETS ?? 1000);
/** Chatters, each with a tab of the back-office (`--workspaces N`); 1 for the bare-socket runs. */
const chatterCount = Math.max(1, Number(process.env.BENCH_WORKSPACES ?? 1));
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: dataDir, SEED: 'none' }),
  logLevel: 'silent',
  webRoot: undefined,
  port: Number(process.env.BENCH_PORT ?? 0),
};
const database = await openConfiguredDatabase(config);
const { db } = database;
const peopleFile = path.join(dataDir, `bench-people-${database.kind}-${chatterCount}.json`);

if (process.env.BENCH_PREPARE === '1' || !existsSync(peopleFile)) {
  await seedReferenceData(db);
  await db.execute(sql`truncate rooms, messages, chat_queue restart identity cascade`);
  await db.execute(sql`delete from users where email like '%@bench-chat.test'`);
  const chatters = await db
    .insert(users)
    .values(
      Array.from({ length: chatterCount }, (_, i) => ({
        email: `chatter${i}@bench-chat.test`,
        firstName: `Bench${i}`,
        role: 'CHATTER' as const,
      })),
    )
    .returning({ id: users.id });
  // Every chatter works at least one fake user; the real users write to them in turn.
  const moderatorRows = await db
    .insert(users)
    .values(
      Array.from({ length: Math.max(20, chatterCount) }, (_, i) => ({
        email: `mod${i}@bench-chat.test`,
        firstName: `Mod${i}`,
        isModerator: true,
        workerId: chatters[i % chatters.length].id,
      })),
    )
    .returning({ id: users.id });
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: people }, (_, i) => ({
        email: `user${i}@bench-chat.test`,
        firstName: `User${i}`,
      })),
    )
    .returning({ id: users.id });
  const expires = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const entries = [];
  for (const [i, user] of userRows.entries()) {
    const moderatorId = moderatorRows[i % moderatorRows.length].id;
    const roomId = roomIdOf(user.id, moderatorId);
    await db.insert(rooms).values({ id: roomId, userId: user.id, moderatorId });
    entries.push({
      id: user.id,
      roomId,
      token: await issueToken(db, user.id, expires),
      // Which chatter works the fake user this real user writes to.
      chatter: (i % moderatorRows.length) % chatters.length,
    });
  }
  const chatterEntries = [];
  for (const chatter of chatters) {
    chatterEntries.push({ id: chatter.id, token: await issueToken(db, chatter.id, expires) });
  }
  writeFileSync(
    peopleFile,
    JSON.stringify({ chatter: chatterEntries[0].token, chatters: chatterEntries, users: entries }),
  );
}

// bench:offers turns balanced auto-offer on (the setting as an admin saves it).
if (process.env.BENCH_AUTO_OFFER) {
  const value = JSON.parse(process.env.BENCH_AUTO_OFFER);
  await db
    .insert(settings)
    .values({ key: 'autoOffer', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

const app = await buildApp({ database, config });
if (process.env.BENCH_TRACE) traceStalls();
const address = await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(JSON.stringify({ address, peopleFile }));
answerHeapQuestions();
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});

/**
 * A `heap` line on stdin: the heap in use after a full garbage collection, as a JSON line on
 * stdout. What the live objects weigh (an idle workspace's sockets and subscriptions), which RSS,
 * grown and kept by V8 as it likes, does not tell. `heap snapshot`: a heap snapshot is written
 * too (in the data dir; its file in the answer).
 */
function answerHeapQuestions() {
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  createInterface({ input: process.stdin }).on('line', (line) => {
    const [question, detail] = line.trim().split(' ');
    if (question !== 'heap') return;
    collectGarbage();
    const snapshot =
      detail === 'snapshot'
        ? writeHeapSnapshot(path.join(dataDir, `heap-${Date.now()}.heapsnapshot`))
        : undefined;
    console.log(JSON.stringify({ heapUsed: process.memoryUsage().heapUsed, snapshot }));
  });
}

/**
 * `BENCH_TRACE=1`: each second the longest event-loop stall and the server's CPU, on stderr, to
 * tell a steady tail from a few long stops (and when they happen).
 */
function traceStalls() {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  let cpu = process.cpuUsage();
  const started = Date.now();
  // Garbage collection's pauses of the second: the longest, its kind, and their sum.
  const gcKinds: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weak' };
  let gc = { longest: 0, kind: '', total: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = gcKinds[detail?.kind ?? 0] ?? '?';
      gc.total += entry.duration;
      if (entry.duration > gc.longest) gc = { ...gc, longest: entry.duration, kind };
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const second = Math.round((Date.now() - started) / 1000);
    const stall = Math.round(delay.max / 1e6);
    const busy = Math.round((used.user + used.system) / 1e4);
    const pauses = `gc longest ${Math.round(gc.longest)} ms (${gc.kind || '-'}), gc total ${Math.round(gc.total)} ms`;
    process.stderr.write(`trace ${second}s: longest stall ${stall} ms, ${pauses}, cpu ${busy} %\n`);
    delay.reset();
    gc = { longest: 0, kind: '', total: 0 };
  }, 1000).unref();
}
