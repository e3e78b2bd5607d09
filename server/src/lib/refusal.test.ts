import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { refusalBody } from '../test/refusalBody.js';
import { asRefusal, Refusal } from './refusal.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const LEAKS = /Failed query|params:|select |insert into|update "|violates|\.ts:\d+|at .+\(/i;
const NUL = 'he\u0000llo';

describe('one refusal type', () => {
  it('answers REST with its body and status, GraphQL with code and errors', () => {
    const fields = Refusal.fields({ email: ['Taken.'] });
    expect([fields.status, fields.body, fields.extensions]).toEqual([
      400,
      { email: ['Taken.'] },
      { code: 'BAD_USER_INPUT', errors: ['Taken.'] },
    ]);
    expect(Refusal.detail(404, 'Not found.').extensions).toEqual({ code: 'NOT_FOUND' });
    expect(Refusal.errors(409, ['Gone.']).extensions).toEqual({
      code: 'CONFLICT',
      errors: ['Gone.'],
    });
  });

  it("maps the caller's database failures to refusals, never with the value", () => {
    const failed = (cause: object) =>
      Object.assign(new Error('Failed query: insert ...\nparams: secret'), { cause });
    const unique = asRefusal(
      failed({ code: '23505', message: 'dup', detail: 'Key (email)=(a@b.c) already exists.' }),
    );
    expect(unique?.body).toEqual({ email: ['This value is already in use.'] });
    const missing = asRefusal(failed({ code: '23503', message: 'insert or update on table' }));
    expect([missing?.status, missing?.body]).toEqual([
      400,
      { errors: ['A referenced record does not exist.'] },
    ]);
    expect(asRefusal(failed({ code: '23503', message: 'update or delete on table' }))?.status).toBe(
      409,
    );
    expect(asRefusal(failed({ code: '22003', message: 'out of range' }))?.status).toBe(400);
    expect(asRefusal(failed({ code: '22021', message: 'invalid byte sequence' }))?.status).toBe(
      400,
    );
    expect(asRefusal(failed({ code: '42P01', message: 'no such relation' }))).toBeNull();
    expect(asRefusal(new Error('boom'))).toBeNull();
  });
});

describe('REST input checked before the database', () => {
  it('refuses a NUL byte on the public forms with a field error and stores nothing', async () => {
    const contact = await h.app.inject({
      method: 'POST',
      url: '/api/contact-us/',
      payload: { name: NUL, email: 'pat@example.com', message: 'Hello' },
    });
    expect([contact.statusCode, refusalBody(contact)]).toEqual([
      400,
      { name: ['Text may not contain NUL bytes.'] },
    ]);
    expect(await h.database.db.select().from(contactMessages)).toEqual([]);
    const signUp = await h.app.inject({
      method: 'POST',
      url: '/api/app/signup/',
      payload: { email: 'new@example.com', password: 'secret123', first_name: NUL },
    });
    expect([signUp.statusCode, refusalBody(signUp)]).toEqual([
      400,
      { first_name: ['Text may not contain NUL bytes.'] },
    ]);
    const path = await h.app.inject({
      method: 'DELETE',
      url: '/api/user/1%00',
      headers: h.headers.SUPER_ADMIN,
    });
    expect([path.statusCode, refusalBody(path)]).toEqual([
      400,
      { id: ['Text may not contain NUL bytes.'] },
    ]);
  });

  it('refuses integers past the int4 range with 400', async () => {
    const id = h.userIds.appUser;
    for (const payload of [
      { subscription_id: 2_147_483_648 },
      { age: 2_147_483_648 },
      { age: '99999999999' },
      { height: 2_147_483_648 },
      { language: [2_147_483_648] },
    ]) {
      const response = await h.app.inject({
        method: 'PUT',
        url: `/api/user/${id}/`,
        headers: h.headers.SUPER_ADMIN,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).not.toMatch(LEAKS);
    }
    const list = await h.app.inject({
      method: 'GET',
      url: '/api/user/user-list/?country=99999999999',
      headers: h.headers.SUPER_ADMIN,
    });
    expect(list.statusCode).toBe(400);
  });

  it('takes path and query ids in plain decimal only', async () => {
    const id = h.userIds.appUser;
    const get = (path: string) =>
      h.app.inject({ method: 'GET', url: path, headers: h.headers.SUPER_ADMIN });
    expect((await get(`/api/user/${id}/`)).statusCode).toBe(200);
    for (const bad of [`${id}e0`, '0x1', `+${id}`, ` ${id}`, `0${id}`, '2147483648', '0']) {
      const response = await get(`/api/user/${encodeURIComponent(bad)}/`);
      expect(response.statusCode, bad).toBe(400);
    }
    expect((await get('/api/user/user-list/?limit=1e1')).statusCode).toBe(400);
    expect((await get('/api/moderator/?worker=0x10')).statusCode).toBe(400);
  });

  it('answers 400 to a multipart body without a boundary, malformed, or not multipart', async () => {
    const form = multipart({ room_id: '1___m2x0x' });
    const bodies = [
      { 'content-type': 'multipart/form-data' },
      { 'content-type': 'multipart/form-data; boundary=zzz' },
      { 'content-type': 'application/json' },
    ];
    for (const url of ['/api/media/upload/', '/chat/image_upload']) {
      for (const headers of bodies) {
        const response = await h.app.inject({
          method: 'POST',
          url,
          headers: { ...h.headers.CHATTER, ...headers },
          payload: headers['content-type'].includes('json') ? '{}' : form.payload,
        });
        expect(response.statusCode, `${url} ${headers['content-type']}`).toBe(400);
        expect(response.body).not.toMatch(LEAKS);
      }
    }
  });
});

describe('GraphQL input checked before the database', () => {
  it('refuses a NUL byte and a non-decimal id as BAD_USER_INPUT, with no SQL', async () => {
    const take = 'mutation($r: ID!) { takeChat(roomId: $r) { id } }';
    const nul = await graphql(h.app, h.headers.CHATTER, take, { r: `1___m2x0x${NUL}` });
    expect(nul.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errors: ['roomId may not contain NUL bytes.'],
      requestId: expect.any(String),
    });
    for (const id of ['2096e0', '0x10', '+5']) {
      const result = await graphql(
        h.app,
        h.headers.SUPER_ADMIN,
        'query($w: ID!) { sameWeekMessagesStatistics(workerId: $w) { __typename } }',
        { w: id },
      );
      expect(result.errors?.[0].extensions, id).toEqual({
        code: 'BAD_USER_INPUT',
        errors: ['workerId is not a valid id.'],
        requestId: expect.any(String),
      });
    }
  });
});

describe('anything unexpected', () => {
  it('is answered generically with the request id the log and the header carry', async () => {
    await h.database.db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const rest = await h.app.inject({
        method: 'POST',
        url: '/api/contact-us/',
        payload: { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
      });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toEqual({
        detail: 'Internal server error.',
        requestId: rest.headers['x-request-id'],
      });
      expect(rest.body).not.toMatch(LEAKS);
    } finally {
      await h.database.db.execute(
        sql`alter table contact_messages_away rename to contact_messages`,
      );
    }
    await h.database.db.execute(sql`alter table settings rename to settings_away`);
    try {
      const response = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: h.headers.SUPER_ADMIN,
        payload: { query: 'mutation { setChatMessageLength(minMessageLength: 5) { __typename } }' },
      });
      const [error] = response.json().errors;
      expect(error.message).toBe('Internal server error.');
      expect(error.extensions).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        requestId: response.headers['x-request-id'],
      });
      expect(response.body).not.toMatch(LEAKS);
    } finally {
      await h.database.db.execute(sql`alter table settings_away rename to settings`);
    }
  });
});
