import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { collectEvents, firstEvent, listenWs } from '../test/graphqlWs.js';
import { createHarness, emailOf, type Harness, PASSWORD, testAppConfig } from '../test/harness.js';
import { refusalBody } from '../test/refusalBody.js';

/** The app's log lines, parsed (pino writes one JSON object a line). */
class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  raw = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    const text = chunk.toString();
    this.raw += text;
    for (const line of text.split('\n')) if (line.trim()) this.lines.push(JSON.parse(line));
    done();
  }
  of(requestId: string) {
    return this.lines.filter((line) => line.reqId === requestId);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let h: Harness;
const logs = new LogLines();

beforeAll(async () => {
  h = await createHarness({ logLevel: 'info' }, logs);
});
afterAll(() => h.close());

describe('the request id', () => {
  it('keeps a sane incoming X-Request-Id and echoes it on every reply', async () => {
    const ok = await h.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-42.a:b_c' },
    });
    expect(ok.headers['x-request-id']).toBe('proxy-42.a:b_c');
    const fresh = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces a hostile one with a new id', async () => {
    for (const hostile of [
      'a'.repeat(65),
      'x" , "admin": true',
      'id with spaces',
      '<script>',
      'é',
    ]) {
      const response = await h.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': hostile },
      });
      expect(response.headers['x-request-id'], hostile).toMatch(UUID);
      expect(logs.raw).not.toContain(hostile);
    }
  });

  it('is in every answer header, and in the body of every error answer, REST and GraphQL', async () => {
    const refusals = [
      await h.app.inject({ method: 'GET', url: '/api/no-such-thing/' }), // 404
      await h.app.inject({ method: 'GET', url: '/api/auth/me/' }), // 401
      await h.app.inject({ method: 'GET', url: '/api/audit/', headers: h.headers.CHATTER }), // 403
    ];
    for (const answer of refusals) {
      expect(answer.headers['x-request-id'], answer.body).toMatch(UUID);
      // A refusal's body is the spec's own, plus the request id (checked by refusalBody).
      expect(Object.keys(refusalBody(answer)), answer.body).toEqual(['detail']);
    }
    const graphqlRefusal = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...h.headers.REGULAR, 'x-request-id': 'graphql-refusal-1' },
      payload: { query: 'mutation { setChatMessageLength(minMessageLength: 5) { __typename } }' },
    });
    expect(graphqlRefusal.headers['x-request-id']).toBe('graphql-refusal-1');
    expect(graphqlRefusal.json().errors[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      requestId: 'graphql-refusal-1',
    });
    const graphqlInvalid = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...h.headers.REGULAR, 'x-request-id': 'graphql-invalid-1' },
      payload: { query: '{ noSuchField }' },
    });
    expect(graphqlInvalid.json().errors[0].extensions.requestId).toBe('graphql-invalid-1');

    await h.database.db.execute(sql`alter table contact_messages rename to contact_messages_gone`);
    await h.database.db.execute(sql`alter table settings rename to settings_gone`);
    try {
      const rest = await h.app.inject({
        method: 'POST',
        url: '/api/contact-us/',
        headers: { 'x-request-id': 'rest-500' },
        payload: { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
      });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({ detail: 'Internal server error.', requestId: 'rest-500' });
      const graphqlFailure = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...h.headers.SUPER_ADMIN, 'x-request-id': 'graphql-500' },
        payload: { query: 'mutation { setChatMessageLength(minMessageLength: 5) { __typename } }' },
      });
      expect(graphqlFailure.json().errors[0].extensions).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        requestId: 'graphql-500',
      });
    } finally {
      await h.database.db.execute(
        sql`alter table contact_messages_gone rename to contact_messages`,
      );
      await h.database.db.execute(sql`alter table settings_gone rename to settings`);
    }
    // Both failures were logged with their request's id.
    expect(logs.of('rest-500').some((line) => line.msg === 'unexpected error')).toBe(true);
    expect(logs.of('graphql-500').some((line) => line.msg === 'unexpected error')).toBe(true);
  });
});

describe('the request id over the websocket', () => {
  it("names the socket's request in every error a subscription answers", async () => {
    const url = await listenWs(h.app);
    const refusal = await firstEvent(
      url,
      h.headers.CHATTER.authorization,
      'subscription { noSuchSubscription }',
      async () => 0,
    ).then(
      () => undefined,
      (errors: unknown) => (errors as { extensions?: { requestId?: unknown } }[])[0],
    );
    expect(refusal?.extensions?.requestId).toMatch(UUID);
  });
});

describe('the log lines', () => {
  it('carry the request id on every line, the staff id once signed in, and no secret', async () => {
    const signIn = await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      headers: { 'x-request-id': 'sign-in-1' },
      payload: { email: emailOf('ADMIN'), password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const key = signIn.json().key as string;
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/auth/me/',
      headers: { authorization: `Token ${key}`, 'x-request-id': 'me-1' },
    });
    expect(me.statusCode).toBe(200);
    const lines = logs.of('me-1');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // The first line comes before the session is known; every later one names the staff member.
    expect(lines[1].staffId).toBe(h.userIds.ADMIN);
    const csv = await h.app.inject({
      method: 'GET',
      url: '/internal/users.csv?token=secret-ticket-123',
      headers: { 'x-request-id': 'csv-1' },
    });
    expect(csv.statusCode).toBe(401);
    const invitation = await h.app.inject({
      method: 'GET',
      url: '/api/worker/invitation/secret-invitation-key/',
      headers: { 'x-request-id': 'invitation-1' },
    });
    expect(invitation.headers['x-request-id']).toBe('invitation-1');
    expect(logs.of('csv-1')[0].req).toMatchObject({ url: '/internal/users.csv?token=[Redacted]' });
    expect(logs.of('invitation-1')[0].req).toMatchObject({
      url: '/api/worker/invitation/[Redacted]/',
    });
    await h.app.inject({
      method: 'GET',
      url: '/api/password-reset/secret-reset-key/',
      headers: { 'x-request-id': 'reset-1' },
    });
    expect(logs.of('reset-1')[0].req).toMatchObject({ url: '/api/password-reset/[Redacted]/' });
    // pino's redaction covers what a line might log of a body or headers.
    const lineLog = h.app.log.child({ reqId: 'redact-1' });
    lineLog.info({ body: { password: PASSWORD, key }, headers: { authorization: `Token ${key}` } });
    expect(logs.of('redact-1')[0]).toMatchObject({
      body: { password: '[Redacted]', key: '[Redacted]' },
      headers: { authorization: '[Redacted]' },
    });
    for (const secret of [key, PASSWORD, 'secret-ticket-123', 'secret-invitation-key']) {
      expect(logs.raw).not.toContain(secret);
    }
  });

  it('warns of a slow request with its route, time and id, above the threshold only', async () => {
    const slowLogs = new LogLines();
    const app = await buildApp({
      database: h.database,
      config: testAppConfig({ logLevel: 'info', slowRequestMs: 0 }),
      clock: h.clock,
      logStream: slowLogs,
    });
    try {
      await app.inject({
        method: 'GET',
        url: '/api/user/5/',
        headers: { 'x-request-id': 'slow-1' },
      });
      // A subscription socket lives as long as the tab: its lifetime is not a slow request.
      const socket = collectEvents(
        await listenWs(app),
        h.headers.CHATTER.authorization,
        'subscription { queueChanged }',
      );
      await socket.ready();
      await socket.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await app.close();
    }
    expect(
      slowLogs.lines.filter((line) => line.msg === 'slow request' && line.route === '/graphql'),
    ).toEqual([]);
    const [slow] = slowLogs.of('slow-1').filter((line) => line.msg === 'slow request');
    expect(slow).toMatchObject({ level: 40, route: '/api/user/:id/', requestId: 'slow-1' });
    expect(slow.ms).toEqual(expect.any(Number));
    // The shared app's threshold is 1 s: none of its quick requests was called slow.
    expect(logs.lines.filter((line) => line.msg === 'slow request')).toEqual([]);
  });
});
