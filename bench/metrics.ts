/**
 * `npm run bench:metrics`: what the metrics cost a chat send (issue 22: at most 3 %).
 *
 * One embedded database (PGlite, in memory) and the whole app in this process: a real user sends
 * text messages through `POST /graphql` (`app.inject`: routing, the policy, Mercurius, `chat_send`,
 * the NOTIFY relay to subscribers), one at a time, with metrics on (the HTTP and GraphQL
 * histograms, the send counter, the delivery-lag histogram, the default metrics' event-loop
 * monitor) and with `METRICS=off`. The two modes take turns, a fresh app each round, in
 * alternating order, so that the database's growth and the machine's other load fall on both.
 *
 *   npm run bench:metrics                        6 rounds of 400 sends per mode (about a minute)
 *   BENCH_ROUNDS=2 BENCH_SENDS=200 npm run bench:metrics   a reduced run
 *
 * Then the metrics' own work for one send, timed directly (what the hooks record for it, 200,000
 * times, with the timing of each database query a send runs, counted in a round of its own): the
 * end-to-end difference is within the noise of a shared machine, this is not.
 */
import { performance } from 'node:perf_hooks';
import { roomIdOf } from '../contract/rules/roomIds.js';
import { buildApp } from '../server/src/app.js';
import { issueToken } from '../server/src/auth/tokens.js';
import { testConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/open.js';
import { type QueryKind, QueryTiming } from '../server/src/db/queryTiming.js';
import { rooms, users } from '../server/src/db/schema.js';
import { timeQueriesInto } from '../server/src/metrics/queries.js';
import { AppMetrics } from '../server/src/metrics/registry.js';
import { seedReferenceData } from '../server/src/seed/reference.js';
import { percentile } from './figures.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SENDS = Number(process.env.BENCH_SENDS ?? 400);
const WARM_UP = 50;

const database = await openDatabase({});
await seedReferenceData(database.db);
const [moderator] = await database.db
  .insert(users)
  .values({ email: 'bench.moderator@fake.test', isModerator: true })
  .returning({ id: users.id });
const [realUser] = await database.db
  .insert(users)
  .values({ email: 'bench.user@bench.test' })
  .returning({ id: users.id });
const roomId = roomIdOf(realUser.id, moderator.id);
await database.db
  .insert(rooms)
  .values({ id: roomId, userId: realUser.id, moderatorId: moderator.id });
const key = await issueToken(database.db, realUser.id, new Date(Date.now() + 3_600_000));

const SEND = `mutation Send($roomId: ID!, $content: String) {
  sendMessage(roomId: $roomId, kind: "C", content: $content) { id }
}`;

async function round(metrics: boolean, sends: number): Promise<number[]> {
  const app = await buildApp({ database, config: testConfig({ metrics }) });
  await app.ready();
  const took: number[] = [];
  try {
    for (let n = 0; n < WARM_UP + sends; n += 1) {
      const start = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Token ${key}` },
        payload: { query: SEND, variables: { roomId, content: `Hello, how are you? ${n}` } },
      });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200 || response.json().errors) {
        throw new Error(`send failed: ${response.body}`);
      }
      if (n >= WARM_UP) took.push(elapsed);
    }
  } finally {
    await app.close();
  }
  return took;
}

const samples: Record<'on' | 'off', number[]> = { on: [], off: [] };
for (let r = 0; r < ROUNDS; r += 1) {
  const order = r % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
  for (const mode of order) samples[mode].push(...(await round(mode === 'on', SENDS)));
  process.stdout.write(`round ${r + 1}/${ROUNDS} done\n`);
}
/** The queries sends run (the background jobs' meanwhile included), by kind, in order. */
const queried: QueryKind[] = [];
const stopCounting = database.observeQueries((kind) => queried.push(kind));
await round(false, SENDS);
stopCounting();
const queriesPerSend = queried.length / (WARM_UP + SENDS);
await database.close();

const figures = (mode: 'on' | 'off') => ({
  p50: percentile(samples[mode], 50),
  p99: percentile(samples[mode], 99),
  mean: samples[mode].reduce((a, b) => a + b, 0) / samples[mode].length,
});
const on = figures('on');
const off = figures('off');
const ms = (value: number) => `${value.toFixed(3)} ms`;
const change = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)} %`;
console.log(
  `${ROUNDS} rounds × ${SENDS} sends per mode (${WARM_UP} warm-up sends per round not counted)`,
);
console.log(`                 p50          p99          mean`);
console.log(
  `metrics off  ${ms(off.p50).padStart(11)}  ${ms(off.p99).padStart(11)}  ${ms(off.mean).padStart(11)}`,
);
console.log(
  `metrics on   ${ms(on.p50).padStart(11)}  ${ms(on.p99).padStart(11)}  ${ms(on.mean).padStart(11)}`,
);
console.log(
  `difference   ${change(on.p50, off.p50).padStart(11)}  ${change(on.p99, off.p99).padStart(11)}  ${change(on.mean, off.mean).padStart(11)}`,
);

/**
 * What metrics do for one send: the HTTP and GraphQL observations, the counter, the lag, and for
 * each query it runs the timing's two clock reads, its kind and its observation.
 */
const direct = new AppMetrics();
const timing = new QueryTiming();
timing.add(timeQueriesInto(direct));
const TEXT_OF: Record<QueryKind, string> = {
  select: 'select "id", "role" from "users" where "users"."id" = $1',
  insert: 'insert into "messages" ("room_id", "content") values ($1, $2) returning "id"',
  update: 'update "rooms" set "last_message_at" = $1 where "rooms"."id" = $2',
  delete: 'delete from "drafts" where "drafts"."room_id" = $1',
  other: 'with moved as (select 1) select * from moved',
};
const texts = queried.map((kind) => TEXT_OF[kind]);
const TIMES = 200_000;
const QUERIES = Math.round(TIMES * queriesPerSend);
const started = performance.now();
for (let n = 0; n < TIMES; n += 1) {
  direct.http.observe({ method: 'POST', route: '/graphql', status: '200' }, 0.0012);
  direct.graphql.observe(
    { operation: direct.operationLabel('Send', true), outcome: 'ok', transport: 'http' },
    0.001,
  );
  direct.messagesSent.inc({ kind: 'C' });
  direct.deliveryLag.observe(0.0004);
}
for (let n = 0; n < QUERIES; n += 1) timing.record(texts[n % texts.length], performance.now());
const perSend = ((performance.now() - started) * 1000) / TIMES;
direct.dispose();
console.log(
  `database queries per send: ${queriesPerSend.toFixed(2)} (${[...new Set(queried)].map((kind) => `${kind} ${queried.filter((k) => k === kind).length}`).join(', ')} in ${WARM_UP + SENDS} sends)`,
);
console.log(
  `the metrics' own work per send: ${perSend.toFixed(2)} µs = ${((perSend / 1000 / off.p50) * 100).toFixed(2)} % of the p50 send without metrics`,
);
