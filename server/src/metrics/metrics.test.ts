import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SystemSnapshot } from '../../../contract/system.js';
import { buildApp } from '../app.js';
import { publishQueueChanged } from '../queue/service.js';
import { openChat, SEND, send } from '../test/chatFixtures.js';
import { collectEvents, listenWs, runOverSocket } from '../test/graphqlWs.js';
import {
  createHarness,
  graphql,
  type Harness,
  IDENTITIES,
  notificationsDelivered,
  testAppConfig,
} from '../test/harness.js';
import { addRealUser } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';
import { OPERATION_LABELS } from './registry.js';

const TOKEN = 'scraper-token-0123456789abcdef';
const OUTSIDE = '203.0.113.7';
const REFUSED = { detail: 'Metrics are for the scraper: Authorization: Bearer <METRICS_TOKEN>.' };

let h: Harness;
/** The same database, with a scraper token configured. */
let withToken: FastifyInstance;
/** The same database, METRICS=off. */
let off: FastifyInstance;
beforeAll(async () => {
  h = await createHarness();
  withToken = await buildApp({
    database: h.database,
    config: testAppConfig({ metricsToken: TOKEN }),
    clock: h.clock,
  });
  off = await buildApp({
    database: h.database,
    config: testAppConfig({ metrics: false }),
    clock: h.clock,
  });
});
afterAll(async () => {
  await withToken.close();
  await off.close();
  await h.close();
});
beforeEach(() => h.reset());

const scrape = (
  app: FastifyInstance,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** Every label value of the exposition text. */
const labelValues = (text: string) =>
  [...text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => ({ name, value }));

let listening: Promise<string> | undefined;
/** The app's graphql-ws URL, listening once for the file. */
const socketUrl = () => {
  listening ??= listenWs(h.app);
  return listening;
};

/** A series' value in the exposition text (0 when absent). */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};
const queries = (text: string, kind: string) =>
  seriesValue(text, `db_query_duration_seconds_count{kind="${kind}"}`);

describe('GET /metrics without a token configured', () => {
  it('answers the Prometheus text to a loopback caller', async () => {
    const response = await scrape(h.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_request_duration_seconds',
      'graphql_operation_duration_seconds',
      'chat_messages_sent_total',
      'chat_delivery_lag_seconds',
      'graphql_ws_sockets 0',
      'graphql_ws_subscriptions 0',
      'chat_queue_length 0',
      'chat_queue_oldest_waiting_seconds 0',
      'statistics_fold_lag_seconds 0',
      'db_scrape_query_duration_seconds_count 1',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(response.body).toContain(name);
    }
  });

  it.each(IDENTITIES)(
    'refuses a caller from another address (%s), leaking nothing',
    async (who) => {
      const response = await scrape(h.app, h.headers[who], OUTSIDE);
      expect(response.statusCode).toBe(403);
      expect(refusalBody(response)).toEqual(REFUSED);
      expect(response.body).not.toContain('http_request');
    },
  );

  it('refuses a loopback caller that a proxy on the same host forwarded', async () => {
    const headers: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.4' },
      { forwarded: 'for=198.51.100.4' },
      { 'x-real-ip': '198.51.100.4' },
    ];
    for (const header of headers) {
      const response = await scrape(h.app, header);
      expect(response.statusCode, JSON.stringify(header)).toBe(403);
      expect(refusalBody(response)).toEqual(REFUSED);
    }
  });

  it('refuses the IPv6 and mapped forms of an outside address, allows ::1', async () => {
    expect((await scrape(h.app, {}, '::ffff:203.0.113.7')).statusCode).toBe(403);
    expect((await scrape(h.app, {}, '2001:db8::1')).statusCode).toBe(403);
    expect((await scrape(h.app, {}, '::1')).statusCode).toBe(200);
    expect((await scrape(h.app, {}, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('needs the bearer token, even on loopback, and takes it from anywhere', async () => {
    expect((await scrape(withToken)).statusCode).toBe(403);
    const allowed = await scrape(withToken, { authorization: `Bearer ${TOKEN}` }, OUTSIDE);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_request_duration_seconds');
  });

  it('refuses a wrong token, a session token and the token under another scheme', async () => {
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      'Bearer ',
      `Token ${TOKEN}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      h.headers.SUPER_ADMIN.authorization,
    ]) {
      const response = await scrape(withToken, { authorization });
      expect(response.statusCode, authorization).toBe(403);
      expect(refusalBody(response)).toEqual(REFUSED);
    }
  });

  it('answers a huge header with a clear 4xx', async () => {
    const injected = await scrape(withToken, { authorization: `Bearer ${'a'.repeat(200_000)}` });
    expect(injected.statusCode).toBe(403);
    expect(refusalBody(injected)).toEqual(REFUSED);
    // Over a real socket Node's parser stops a header block over 16 KiB first: 431.
    const address = await withToken.listen({ port: 0, host: '127.0.0.1' });
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(`${address}/metrics`, {
        headers: { authorization: `Bearer ${'a'.repeat(40_000)}` },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(431);
  });
});

describe('the figures', () => {
  it('label requests by route pattern and status, sends by kind, never an id', async () => {
    const userId = await addRealUser(h);
    const user = await h.app.inject({
      method: 'GET',
      url: `/api/user/${userId}/`,
      headers: h.headers.SUPER_ADMIN,
    });
    expect(user.statusCode).toBe(200);
    const { realUser, roomId } = await openChat(h);
    const sent = await send(h, realUser.headers, { roomId, content: 'hello there' });
    expect(sent.errors).toBeUndefined();
    await notificationsDelivered(h.database);

    const text = (await scrape(h.app)).body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/user\/:id\/",status="200"\} 1\n/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} \d+\n/,
    );
    expect(text).toContain('chat_messages_sent_total{kind="C"} 1\n');
    expect(text).toMatch(
      /graphql_operation_duration_seconds_count\{operation="Send",outcome="ok",transport="http"\} 1\n/,
    );
    expect(text).toMatch(/chat_delivery_lag_seconds_count \d+\n/);
    expect(text).not.toContain('chat_delivery_lag_seconds_count 0\n');
    // The real user's message queued the chat; the fold (every minute in tests) has not run.
    expect(text).toContain('chat_queue_length 1\n');
    expect(text).toContain('statistics_fold_lag_messages 1\n');

    const values = labelValues(text);
    expect(values.length).toBeGreaterThan(10);
    for (const { name, value } of values) {
      expect(value, name).not.toContain(String(userId));
      expect(value, name).not.toContain(roomId);
      expect(value, name).not.toContain(String(realUser.id));
    }
  });

  it('counts open sockets and running subscriptions, and forgets them when they close', async () => {
    const url = await socketUrl();
    const socket = collectEvents(
      url,
      h.headers.CHATTER.authorization,
      'subscription { queueChanged }',
    );
    // An event proves the subscription runs.
    await socket.ready();
    await publishQueueChanged(h.database);
    await socket.waitFor(1);
    const open = (await scrape(h.app)).body;
    expect(open).toContain('graphql_ws_sockets 1\n');
    expect(open).toContain('graphql_ws_subscriptions 1\n');
    await socket.close();
    let closed = '';
    for (let tries = 0; tries < 100; tries += 1) {
      closed = (await scrape(h.app)).body;
      if (closed.includes('graphql_ws_sockets 0\n')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(closed).toContain('graphql_ws_sockets 0\n');
    expect(closed).toContain('graphql_ws_subscriptions 0\n');
  });

  it('times GraphQL operations by name and outcome, with a bounded set of names', async () => {
    const refused = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: h.headers.SUPER_ADMIN,
      payload: { query: 'query Broken { nope', operationName: 'Broken' },
    });
    expect(refused.statusCode).toBe(400);
    const forbidden = await graphql(
      h.app,
      h.headers.REGULAR,
      'query Queue { chatsInQueue { id } }',
    );
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (let n = 0; n < OPERATION_LABELS + 20; n += 1) {
      await graphql(h.app, h.headers.SUPER_ADMIN, `query Count${n} { chatsInQueueCount }`);
    }
    const text = (await scrape(h.app)).body;
    expect(text).toContain(
      'graphql_operation_duration_seconds_count{operation="other",outcome="refused",transport="http"} 1\n',
    );
    expect(text).toContain(
      'graphql_operation_duration_seconds_count{operation="Queue",outcome="error",transport="http"} 1\n',
    );
    const operations = new Set(
      labelValues(text)
        .filter(({ name }) => name === 'operation')
        .map(({ value }) => value),
    );
    // The names admitted, then 'other' and 'anonymous' (a document without a name).
    expect(operations.size).toBeLessThanOrEqual(OPERATION_LABELS + 2);
    expect(operations.has('other')).toBe(true);
    expect(operations.has('Broken')).toBe(false);
  });
});

describe('the timing of database queries and socket operations', () => {
  it('times every query a request runs, by its kind, never its text', async () => {
    const userId = await addRealUser(h);
    const before = (await scrape(h.app)).body;
    const user = await h.app.inject({
      method: 'GET',
      url: `/api/user/${userId}/`,
      headers: h.headers.SUPER_ADMIN,
    });
    expect(user.statusCode).toBe(200);
    const afterRead = (await scrape(h.app)).body;
    // More than the scrape's own query: the request's reads.
    expect(queries(afterRead, 'select')).toBeGreaterThan(queries(before, 'select') + 1);

    const { realUser, roomId } = await openChat(h);
    const sent = await send(h, realUser.headers, { roomId, content: 'hello there' });
    expect(sent.errors).toBeUndefined();
    const afterSend = (await scrape(h.app)).body;
    expect(queries(afterSend, 'insert')).toBeGreaterThan(queries(afterRead, 'insert'));
    expect(afterSend).toMatch(
      /db_query_duration_seconds_bucket\{le="0\.0001",kind="select"\} \d+\n/,
    );
    const kinds = [
      ...afterSend.matchAll(/^db_query_duration_seconds_count\{kind="([^"]*)"\}/gm),
    ].map(([, kind]) => kind);
    expect(kinds).toContain('update');
    for (const kind of kinds)
      expect(['select', 'insert', 'update', 'delete', 'other']).toContain(kind);
  });

  it('times queries and mutations over a subscription socket, counts subscriptions started', async () => {
    const url = await socketUrl();
    const { realUser, roomId } = await openChat(h);
    const sent = await runOverSocket(url, realUser.headers.authorization, SEND, {
      roomId,
      kind: 'C',
      content: 'hello over the socket',
    });
    expect(sent.errors).toBeUndefined();
    const refused = await runOverSocket(url, realUser.headers.authorization, 'query Broken { nope');
    expect(refused.errors?.length).toBeGreaterThan(0);
    const socket = collectEvents(
      url,
      h.headers.CHATTER.authorization,
      'subscription Queue { queueChanged }',
    );
    await socket.ready();
    await publishQueueChanged(h.database);
    await socket.waitFor(1);
    await socket.close();

    const text = (await scrape(h.app)).body;
    expect(text).toContain(
      'graphql_operation_duration_seconds_count{operation="Send",outcome="ok",transport="ws"} 1\n',
    );
    expect(text).toContain(
      'graphql_operation_duration_seconds_count{operation="anonymous",outcome="refused",transport="ws"} 1\n',
    );
    expect(text).toContain('graphql_ws_subscriptions_started_total{operation="Queue"} 1\n');
    // A subscription's lifetime is no latency: it is not timed.
    expect(text).not.toMatch(/operation="Queue",outcome="\w+",transport="ws"/);
  });
});

describe('GET /api/system/', () => {
  const EXPECTED = {
    anonymous: 401,
    appUser: 403,
    REGULAR: 403,
    CHATTER: 403,
    ADMIN: 403,
    SUPER_ADMIN: 200,
  } as const;

  it.each(IDENTITIES)('as %s', async (who) => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/system/',
      headers: h.headers[who],
    });
    expect(response.statusCode).toBe(EXPECTED[who]);
    if (response.statusCode !== 200) {
      expect(response.json()).toHaveProperty('detail');
      expect(response.body).not.toContain('queueLength');
    }
  });

  it('answers the snapshot the system page draws', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello there' });
    h.clock.advance(90_000);
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/system/',
      headers: h.headers.SUPER_ADMIN,
    });
    const snapshot = response.json() as SystemSnapshot;
    expect(snapshot).toMatchObject({
      queueLength: 1,
      openSockets: 0,
      subscriptions: 0,
      foldLagMessages: 1,
    });
    expect(snapshot.oldestWaitingSeconds).toBeGreaterThanOrEqual(90);
    expect(snapshot.foldLagSeconds).toBeGreaterThanOrEqual(90);
    expect(snapshot.requestsPerSecond).toBeGreaterThan(0);
    expect(snapshot.messagesPerSecond).toBeGreaterThan(0);
    expect(snapshot.p95LatencyMs).toBeGreaterThan(0);
    // Every query of the window, not only the snapshot's own: the chat opened, the send, the reads.
    expect(snapshot.dbQueriesPerSecond * snapshot.windowSeconds).toBeGreaterThan(5);
    expect(snapshot.dbQueryP95Ms).toBeGreaterThan(0);
    expect(snapshot.rssBytes).toBeGreaterThan(10_000_000);
    expect(snapshot.eventLoopDelayMs).toBeGreaterThanOrEqual(0);
  });
});

describe('METRICS=off', () => {
  it('answers 404 on both routes and counts nothing', async () => {
    const scraped = await scrape(off);
    expect(scraped.statusCode).toBe(404);
    expect(refusalBody(scraped)).toEqual({
      detail: 'Metrics are off on this server (METRICS=off).',
    });
    const system = await off.inject({
      method: 'GET',
      url: '/api/system/',
      headers: h.headers.SUPER_ADMIN,
    });
    expect(system.statusCode).toBe(404);
    expect(off.deps.metrics).toBeNull();
  });

  it('is still closed to the public', async () => {
    expect((await scrape(off, {}, OUTSIDE)).statusCode).toBe(403);
    const system = await off.inject({ method: 'GET', url: '/api/system/' });
    expect(system.statusCode).toBe(401);
  });
});
