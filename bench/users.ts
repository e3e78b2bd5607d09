/**
 * `npm run bench:users`: the real-user list and the CSV export on 100,000 users.
 *
 * Builds (once, then reuses) a PGlite data dir in bench/.data with the reference data and
 * BENCH_USERS generated users (default 100,000), or uses DATABASE_URL. Prints p50/p95 server time
 * of GET /api/user/user-list/ under each filter and sort (in-process requests, no network), then
 * the full CSV export's time and peak memory next to PostgreSQL's own COPY of the same columns.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { buildApp } from '../server/src/app.js';
import { users } from '../server/src/db/schema.js';
import { csvColumns } from '../server/src/export/service.js';
import { seedBulkUsers } from '../server/src/seed/bulk.js';
import { benchSuperAdmin, openBenchDatabase } from './database.js';
import { percentile } from './figures.js';

const TARGET = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const { config, database, db, where } = await openBenchDatabase('.data');

const realUsers = async () => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.role} is null and ${users.isModerator} = false`);
  return row;
};
const have = (await realUsers()).n;
if (have < TARGET) {
  console.log(`Adding ${TARGET - have} users to ${where} (once; kept for the next runs)…`);
  const started = performance.now();
  await seedBulkUsers(database, TARGET - have, { mediaDir: config.mediaDir });
  console.log(`  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await db.execute(sql`analyze`);

const app = await buildApp({ database, config });
const authorization = await benchSuperAdmin(db, app);
const total = (await realUsers()).n;
console.log(`\nGET /api/user/user-list/ on ${where}, ${total} real users, ${RUNS} runs each`);

const iso = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
const scenarios: [string, string][] = [
  ['no filter (newest first)', ''],
  ['page 2,000 (offset 49,975)', 'offset=49975'],
  ['sort reports desc', 'field=reports&ordered=-1'],
  ['sort reports asc', 'field=reports&ordered=1'],
  ['sort sign_up desc', 'field=sign_up&ordered=-1'],
  ['sort sign_up asc', 'field=sign_up&ordered=1'],
  ['sort disabled desc', 'field=disabled&ordered=-1'],
  ['online', 's_online=true'],
  ['last seen: last 3 hours', `last_seen_from=${iso(3)}`],
  ['last seen: yesterday', `last_seen_from=${iso(48)}&last_seen_to=${iso(24)}`],
  ['joined: within 1 month', `join_date_from=${iso(24 * 30)}`],
  ['age 25 to 35', 'age_from=8&age_to=18'],
  ['gender female', 'gender=2'],
  ['country 1', 'country=1'],
  [
    'all filters + sort',
    `gender=2&s_online=false&age_from=5&age_to=30&country=1&last_seen_from=${iso(24 * 60)}&field=sign_up&ordered=-1`,
  ],
  ['search "smith"', 'search=smith'],
];

const listPage = async (name: string, query: string) => {
  const started = performance.now();
  const response = await app.inject({
    method: 'GET',
    url: `/api/user/user-list/?user_role=regular&${query}`,
    headers: { authorization },
  });
  const took = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  return { took, count: response.json().count as number };
};
// A running server is warm: every scenario a few times first (JIT, caches), then the measured runs.
for (let round = 0; round < 5; round++)
  for (const [name, query] of scenarios) await listPage(name, query);
const rows: string[] = [];
for (const [name, query] of scenarios) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const page = await listPage(name, query);
    times.push(page.took);
    count = page.count;
  }
  times.sort((a, b) => a - b);
  rows.push(
    `  ${name.padEnd(30)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   (${count} matches)`,
  );
}
console.log(rows.join('\n'));

// The export: a real HTTP download, memory sampled while it streams.
const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function timeExport() {
  const ticket = await app.inject({
    method: 'POST',
    url: '/api/internal/export-ticket/',
    headers: { authorization },
  });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const received = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    request(`${address}/internal/users.csv?token=${ticket.json().ticket}`, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      });
      response.on('end', () => resolve({ bytes, lines }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, ...received, baseline, peak };
}

/** Time and bytes of one COPY ... TO STDOUT, through the driver (no HTTP, no Node stream). */
async function timeCopy(query: string) {
  const started = performance.now();
  let bytes = 0;
  if (database.kind === 'pglite') {
    const result = await (database.driver as PGlite).query(query.replace('STDOUT', "'/dev/blob'"));
    bytes = result.blob?.size ?? 0;
  } else {
    const client = await (database.driver as pg.Pool).connect();
    await new Promise<void>((resolve, reject) => {
      const stream = client.query(copyTo(query));
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('end', () => resolve());
      stream.on('error', reject);
    });
    client.release();
  }
  return { ms: performance.now() - started, bytes };
}
const REAL = 'FROM users WHERE role IS NULL AND is_moderator = false ORDER BY id';
const plainCopyQuery = `COPY (SELECT id, email, display_name, first_name, last_name, phone, gender,
  age + 17, country, city, created_at, last_seen, is_online, disabled, is_blocked, report_count
  ${REAL}) TO STDOUT WITH CSV HEADER`;
// The same COPY with the export's own cell expressions (formula defusing, UTC times).
const exportColumns = csvColumns(new Date()).map(
  ([name, expression]) => `${expression} AS "${name}"`,
);
const sameCopyQuery = `COPY (SELECT ${exportColumns.join(', ')} ${REAL}) TO STDOUT WITH CSV HEADER`;

// Interleaved runs, medians: this machine's speed drifts more between minutes than between runs.
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);
const exports: Awaited<ReturnType<typeof timeExport>>[] = [];
const plainCopies: number[] = [];
const sameCopies: number[] = [];
let copyBytes = 0;
for (let run = 0; run < EXPORT_RUNS; run++) {
  exports.push(await timeExport());
  const plain = await timeCopy(plainCopyQuery);
  plainCopies.push(plain.ms);
  copyBytes = plain.bytes;
  sameCopies.push((await timeCopy(sameCopyQuery)).ms);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const exportMs = median(exports.map((run) => run.ms));
const copyMs = median(plainCopies);
const sameMs = median(sameCopies);
const worst = exports.reduce((a, b) => (b.peak - b.baseline > a.peak - a.baseline ? b : a));
const { bytes, lines } = exports[0];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`\nCSV export of ${lines - 1} users (${mb(bytes)}), median of ${EXPORT_RUNS} runs`);
console.log(
  `  GET /internal/users.csv   ${s(exportMs)}, server RSS ${mb(worst.baseline)} → peak ${mb(worst.peak)} (+${mb(worst.peak - worst.baseline)}, the highest of the runs)`,
);
console.log(
  `  peak RSS growth per run   ${exports.map((run) => `+${mb(run.peak - run.baseline)}`).join(', ')}`,
);
console.log(`  COPY ... TO STDOUT CSV    ${s(copyMs)} (${mb(copyBytes)})`);
console.log(`  COPY with the export's cell expressions ${s(sameMs)}`);
console.log(
  `  ratio export / COPY       ${(exportMs / copyMs).toFixed(2)}x (${(exportMs / sameMs).toFixed(2)}x the same-expression COPY)`,
);

await app.close();
await database.close();
