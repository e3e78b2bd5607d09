/**
 * `npm run bench:audit`: the audit log's list at 1,000,000 entries (issue 21: p95 under 50 ms on
 * PostgreSQL, each filter). Fills the log once (kept for the next runs) with entries spread over
 * two months, 50 staff members and every action (the chats' own most often, blocks rarely), then
 * asks GET /api/audit/ the way the screen does (the back-office's own listUrl and filter helpers)
 * under each filter, in process (no network), and prints p50/p95; then exports the whole log as CSV
 * over HTTP (time, size, the server's peak memory).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_audit npm run bench:audit
 *   npm run bench:audit                    the same on PGlite (bench/.audit-data)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { auditLog } from '../server/src/db/schema.js';
import { auditQueryOf } from '../src/dataProvider/auditQuery.js';
import { listUrl } from '../src/dataProvider/listUrl.js';
import { benchSuperAdmin, openBenchDatabase } from './database.js';
import { percentile } from './figures.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const { config, database, db, where } = await openBenchDatabase('.audit-data');

const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
const have = await count();
if (have < ENTRIES) {
  console.log(`Adding ${ENTRIES - have} audit entries to ${where} (once; kept for the next runs)…`);
  const started = performance.now();
  // Newest first every 5 s back over ~58 days; millisecond times, as the server writes them.
  await db.execute(sql`
    insert into audit_log (at, actor_id, actor_email, actor_role, action, target_type, target_id,
      before, after)
    select date_trunc('milliseconds', now() - g * interval '5 seconds'),
      g % 50 + 1, 'staff' || (g % 50 + 1) || '@bench.test',
      case when g % 50 < 5 then 'ADMIN' else 'CHATTER' end,
      case
        when g % 10007 = 0 then 'user.block'
        when g % 1000 < 400 then 'chat.take'
        when g % 1000 < 700 then 'chat.release'
        when g % 1000 < 850 then 'chat.deadline_return'
        when g % 1000 < 950 then 'auth.sign_in'
        else 'profile.update'
      end,
      'person', (g % 5000)::text,
      jsonb_build_object('isBlocked', false), jsonb_build_object('isBlocked', true)
    from generate_series(${have + 1}::int, ${ENTRIES}::int) g`);
  console.log(`  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await db.execute(sql`analyze audit_log`);

const app = await buildApp({ database, config });
const authorization = await benchSuperAdmin(db, app);

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** The list screen's filter values (what its inputs hold) and page. */
const scenarios: [string, Record<string, unknown>, number][] = [
  ['no filter (newest first)', {}, 1],
  ['page 41 (offset 1,000)', {}, 41],
  ['who (one of 50)', { actor: 7 }, 1],
  ['action, common (chat.take, 40 %)', { action: 'chat.take' }, 1],
  ['action, rare (user.block, 0.01 %)', { action: 'user.block' }, 1],
  ['one day, a month ago', { from: day(30), to: day(30) }, 1],
  ['who + action', { actor: 7, action: 'chat.release' }, 1],
  ['who + a week', { actor: 7, from: day(20), to: day(14) }, 1],
  ['who + rare action', { actor: 8, action: 'user.block' }, 1],
  ['action + a day', { action: 'profile.update', from: day(40), to: day(40) }, 1],
];

async function listPage(filter: Record<string, unknown>, page: number) {
  const url = listUrl('/api/audit/', {
    pagination: { page, perPage: 25 },
    sort: { field: 'at', order: 'DESC' },
    filter: auditQueryOf(filter),
  });
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: { authorization } });
  const took = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return { took, rows: (response.json().results as unknown[]).length };
}

// A running server is warm: every scenario a few times first, then the measured runs.
for (let round = 0; round < 5; round++)
  for (const [, filter, page] of scenarios) await listPage(filter, page);
console.log(`\nGET /api/audit/ on ${where}, ${await count()} entries, ${RUNS} runs each`);
for (const [name, filter, page] of scenarios) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const answer = await listPage(filter, page);
    times.push(answer.took);
    rows = answer.rows;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `  ${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ${String(rows).padStart(2)} rows ${p95 < 50 ? '' : '  OVER 50 ms'}`,
  );
}

// The whole log as CSV over real HTTP, memory sampled while it streams.
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const ticket = await app.inject({
  method: 'POST',
  url: '/api/audit/export-ticket/',
  headers: { authorization },
});
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const response = await fetch(`${address}/internal/audit.csv?token=${ticket.json().ticket}`);
let bytes = 0;
let lines = 0;
for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
  bytes += chunk.length;
  for (const byte of chunk) if (byte === 10) lines += 1;
}
clearInterval(sampler);
console.log(
  `\nCSV export of the whole log: ${lines - 1} entries, ${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s, server memory +${((peak - baseline) / 1e6).toFixed(0)} MB at most`,
);
await app.close();
await database.close();
