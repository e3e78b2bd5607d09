import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Briefing, MyBriefing } from '../../../contract/briefings.js';
import type { Page } from '../../../contract/wire.js';
import { decide, policy } from '../auth/policy.js';
import { briefingReads, briefings, users } from '../db/schema.js';
import { createHarness, type Harness, IDENTITIES, type Identity } from '../test/harness.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (method: Method, url: string, identity: Identity = 'ADMIN', payload?: unknown) =>
  h.app.inject({
    method,
    url,
    headers: h.headers[identity],
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const BODY = '<p>Be <strong>kind</strong> to new users.</p>';

async function write(title = 'Weekend shifts', identity: Identity = 'ADMIN', body = BODY) {
  const response = await call('POST', '/api/briefings/', identity, { title, body_html: body });
  expect(response.statusCode).toBe(201);
  return response.json<Briefing>();
}

const unreadOf = async (identity: Identity) => {
  const response = await call('GET', '/api/briefings/unread/', identity);
  expect(response.statusCode).toBe(200);
  return response.json<Page<Briefing>>();
};

const rowCount = async () => (await h.database.db.select().from(briefings)).length;

describe('admins write briefings', () => {
  it('creates one with its author, stored HTML as given, and no reads yet', async () => {
    const created = await write('Weekend shifts', 'SUPER_ADMIN');
    expect(created).toMatchObject({
      title: 'Weekend shifts',
      body_html: BODY,
      author_id: h.userIds.SUPER_ADMIN,
      author_name: 'SUPER_ADMIN Test',
      readCount: 0,
      created_at: h.clock.now().toISOString(),
    });
    const one = await call('GET', `/api/briefings/${created.id}/`);
    expect(one.json()).toEqual(created);
  });

  it('lists them newest first in pages, with how many staff read each', async () => {
    const first = await write('First');
    h.clock.advance(60_000);
    const second = await write('Second');
    h.clock.advance(60_000);
    const third = await write('Third');
    await call('POST', `/api/briefings/${first.id}/read/`, 'CHATTER');
    await call('POST', `/api/briefings/${first.id}/read/`, 'REGULAR');
    await call('POST', `/api/briefings/${second.id}/read/`, 'CHATTER');

    const page = await call('GET', '/api/briefings/?limit=2&offset=0');
    expect(page.statusCode).toBe(200);
    const body = page.json<Page<Briefing>>();
    expect(body.count).toBe(3);
    expect(body.results.map((b) => [b.title, b.readCount])).toEqual([
      ['Third', 0],
      ['Second', 1],
    ]);
    expect(body.previous).toBeNull();
    expect(body.next).toMatch(/\/api\/briefings\/\?limit=2&offset=2$/);
    const rest = await call('GET', '/api/briefings/?limit=2&offset=2');
    expect(rest.json<Page<Briefing>>().results.map((b) => [b.id, b.readCount])).toEqual([
      [first.id, 2],
    ]);
    const byReach = await call('GET', '/api/briefings/?field=readCount&ordered=-1');
    expect(byReach.json<Page<Briefing>>().results.map((b) => b.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
  });

  it('edits title and body, and accepts the record as it was read', async () => {
    const created = await write();
    h.clock.advance(1000);
    const response = await call('PUT', `/api/briefings/${created.id}/`, 'ADMIN', {
      ...created,
      title: '  Weekend shifts, updated  ',
      body_html: '<p>New text</p>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      title: 'Weekend shifts, updated',
      body_html: '<p>New text</p>',
      created_at: created.created_at,
      updated_at: h.clock.now().toISOString(),
    });
  });

  it('deletes one, and answers 404 for it afterwards', async () => {
    const created = await write();
    expect((await call('DELETE', `/api/briefings/${created.id}/`)).statusCode).toBe(204);
    expect(await rowCount()).toBe(0);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(method, `/api/briefings/${created.id}/`);
      expect(response.statusCode).toBe(404);
      expect(refusalBody(response)).toEqual({ detail: 'No such briefing.' });
    }
    const edit = await call('PUT', `/api/briefings/${created.id}/`, 'ADMIN', {
      title: 'x',
      body_html: '<p>x</p>',
    });
    expect(edit.statusCode).toBe(404);
  });

  it('keeps a briefing whose author is deleted, without an author', async () => {
    const created = await write();
    await h.database.db.delete(users).where(eq(users.id, h.userIds.ADMIN));
    const one = await call('GET', `/api/briefings/${created.id}/`, 'SUPER_ADMIN');
    expect(one.json()).toMatchObject({ id: created.id, author_id: null, author_name: null });
  });
});

describe('bad input is refused with 400 and changes nothing', () => {
  const cases: [string, unknown, string][] = [
    ['no title', { body_html: BODY }, 'title'],
    ['an empty title', { title: '', body_html: BODY }, 'title'],
    ['a blank title', { title: '   ', body_html: BODY }, 'title'],
    ['a title over 120 characters', { title: 'x'.repeat(121), body_html: BODY }, 'title'],
    ['a title that is a number', { title: 12, body_html: BODY }, 'title'],
    ['no body', { title: 'T' }, 'body_html'],
    ['an empty body', { title: 'T', body_html: '' }, 'body_html'],
    ['a body with no text', { title: 'T', body_html: '<p> &nbsp;</p><p></p>' }, 'body_html'],
    ['a body over 20,000 characters', { title: 'T', body_html: 'x'.repeat(20_001) }, 'body_html'],
    ['a huge body', { title: 'T', body_html: `<p>${'x'.repeat(900_000)}</p>` }, 'body_html'],
    ['a body that is a list', { title: 'T', body_html: ['<p>x</p>'] }, 'body_html'],
    ['an unknown field', { title: 'T', body_html: BODY, pinned: true }, 'errors'],
  ];

  it.each(cases)('POST with %s', async (_name, payload, field) => {
    const response = await call('POST', '/api/briefings/', 'ADMIN', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(refusalBody(response))).toEqual([field]);
    expect(response.json()[field][0]).toEqual(expect.any(String));
    expect(await rowCount()).toBe(0);
  });

  it.each(cases)('PUT with %s', async (_name, payload, field) => {
    const created = await write();
    const response = await call('PUT', `/api/briefings/${created.id}/`, 'ADMIN', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(refusalBody(response))).toEqual([field]);
    const after = await call('GET', `/api/briefings/${created.id}/`);
    expect(after.json()).toEqual(created);
  });

  it('says what is wrong in words', async () => {
    const response = await call('POST', '/api/briefings/', 'ADMIN', {
      title: 'x'.repeat(121),
      body_html: '<p></p>',
    });
    expect(refusalBody(response)).toEqual({
      title: ['A title has at most 120 characters.'],
      body_html: ['A briefing needs some text.'],
    });
  });

  it('refuses a body over the request limit as a client error, never 5xx', async () => {
    const response = await call('POST', '/api/briefings/', 'ADMIN', {
      title: 'T',
      body_html: 'x'.repeat(2_000_000),
    });
    expect(response.statusCode).toBe(413);
    expect(refusalBody(response)).toEqual({ detail: expect.any(String) });
    expect(await rowCount()).toBe(0);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('refuses the id %s', async (id) => {
    const created = await write();
    for (const [method, url] of [
      ['GET', `/api/briefings/${id}/`],
      ['PUT', `/api/briefings/${id}/`],
      ['DELETE', `/api/briefings/${id}/`],
      ['POST', `/api/briefings/${id}/read/`],
    ] as const) {
      const payload = method === 'PUT' ? { title: 'x', body_html: '<p>x</p>' } : undefined;
      const response = await call(method, url, 'ADMIN', payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toHaveProperty('id');
    }
    expect((await call('GET', `/api/briefings/${created.id}/`)).json()).toEqual(created);
    expect(await h.database.db.select().from(briefingReads)).toEqual([]);
  });

  it.each(['limit=0', 'limit=101', 'limit=x', 'offset=-1', 'field=body_html', 'ordered=2'])(
    'refuses the list query %s',
    async (query) => {
      expect((await call('GET', `/api/briefings/?${query}`)).statusCode).toBe(400);
    },
  );
});

describe('each staff member reads their own', () => {
  it('lists the caller’s unread briefings, newest first, for any staff role', async () => {
    const older = await write('Older');
    h.clock.advance(60_000);
    const newer = await write('Newer', 'SUPER_ADMIN');
    for (const identity of ['REGULAR', 'CHATTER', 'ADMIN', 'SUPER_ADMIN'] as const) {
      const page = await unreadOf(identity);
      expect(page.count).toBe(2);
      expect(page.results.map((b) => b.id)).toEqual([newer.id, older.id]);
      expect(page.results[0]).toMatchObject({ title: 'Newer', author_name: 'SUPER_ADMIN Test' });
      expect(page.results[0]).not.toHaveProperty('readCount');
    }
  });

  it('marks a briefing read for the caller only, and a second time changes nothing', async () => {
    const briefing = await write();
    const other = await write('Other');
    const first = await call('POST', `/api/briefings/${briefing.id}/read/`, 'CHATTER');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: briefing.id, read: true });
    const [row] = await h.database.db.select().from(briefingReads);
    h.clock.advance(60_000);
    const again = await call('POST', `/api/briefings/${briefing.id}/read/`, 'CHATTER');
    expect(again.statusCode).toBe(200);
    expect(await h.database.db.select().from(briefingReads)).toEqual([row]);
    expect(row).toMatchObject({ workerId: h.userIds.CHATTER });

    expect((await unreadOf('CHATTER')).results.map((b) => b.id)).toEqual([other.id]);
    expect((await unreadOf('REGULAR')).count).toBe(2);
    const listed = await call('GET', `/api/briefings/${briefing.id}/`);
    expect(listed.json()).toMatchObject({ readCount: 1 });
  });

  it('answers 404 when marking a briefing that does not exist, and stores nothing', async () => {
    const response = await call('POST', '/api/briefings/999999/read/', 'CHATTER');
    expect(response.statusCode).toBe(404);
    expect(refusalBody(response)).toEqual({ detail: 'No such briefing.' });
    expect(await h.database.db.select().from(briefingReads)).toEqual([]);
  });

  it('deleting a briefing deletes its reads', async () => {
    const briefing = await write();
    const kept = await write('Kept');
    await call('POST', `/api/briefings/${briefing.id}/read/`, 'CHATTER');
    await call('POST', `/api/briefings/${kept.id}/read/`, 'CHATTER');
    await call('DELETE', `/api/briefings/${briefing.id}/`);
    const reads = await h.database.db.select().from(briefingReads);
    expect(reads.map((r) => r.briefingId)).toEqual([kept.id]);
  });

  it('lists every briefing again, read or not, with when the caller read it', async () => {
    const older = await write('Older');
    h.clock.advance(60_000);
    const newer = await write('Newer');
    h.clock.advance(60_000);
    await call('POST', `/api/briefings/${older.id}/read/`, 'CHATTER');
    const readAt = h.clock.now().toISOString();
    h.clock.advance(60_000);
    await call('POST', `/api/briefings/${newer.id}/read/`, 'REGULAR');
    const mine = await call('GET', '/api/briefings/mine/?limit=1', 'CHATTER');
    expect(mine.statusCode).toBe(200);
    const first = mine.json<Page<MyBriefing>>();
    expect(first.count).toBe(2);
    // Another's read is not the caller's.
    expect(first.results).toEqual([
      expect.objectContaining({ id: newer.id, title: 'Newer', body_html: BODY, read_at: null }),
    ]);
    expect(first.results[0]).not.toHaveProperty('readCount');
    expect(first.next).toMatch(/offset=1/);
    const second = await call('GET', '/api/briefings/mine/?limit=1&offset=1', 'CHATTER');
    expect(second.json<Page<MyBriefing>>().results).toEqual([
      expect.objectContaining({ id: older.id, read_at: readAt }),
    ]);
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      expect((await call('GET', `/api/briefings/mine/?${query}`, 'CHATTER')).statusCode).toBe(400);
    }
  });

  it('pages the unread list', async () => {
    for (const title of ['A', 'B', 'C']) {
      await write(title);
      h.clock.advance(1000);
    }
    const page = await call('GET', '/api/briefings/unread/?limit=2', 'CHATTER');
    const body = page.json<Page<Briefing>>();
    expect(body.count).toBe(3);
    expect(body.results.map((b) => b.title)).toEqual(['C', 'B']);
    expect(body.next).toMatch(/offset=2/);
  });
});

describe('who may call what', () => {
  const ROUTES = Object.keys(policy).filter((key) => key.includes(' /api/briefings/'));
  const roleOf = (identity: Identity) =>
    identity === 'anonymous' ? undefined : identity === 'appUser' ? null : identity;

  it('has a row for each of the eight routes', () => {
    expect(ROUTES.sort()).toEqual([
      'DELETE /api/briefings/:id/',
      'GET /api/briefings/',
      'GET /api/briefings/:id/',
      'GET /api/briefings/mine/',
      'GET /api/briefings/unread/',
      'POST /api/briefings/',
      'POST /api/briefings/:id/read/',
      'PUT /api/briefings/:id/',
    ]);
  });

  const EXPECTED: Record<string, Record<Identity, number>> = {
    admins: { anonymous: 401, appUser: 403, REGULAR: 403, CHATTER: 403, ADMIN: 0, SUPER_ADMIN: 0 },
    staff: { anonymous: 401, appUser: 403, REGULAR: 0, CHATTER: 0, ADMIN: 0, SUPER_ADMIN: 0 },
  };
  const STAFF_ROUTES = [
    'GET /api/briefings/mine/',
    'GET /api/briefings/unread/',
    'POST /api/briefings/:id/read/',
  ];

  for (const key of ROUTES) {
    for (const identity of IDENTITIES) {
      const group = STAFF_ROUTES.includes(key) ? 'staff' : 'admins';
      const refused = EXPECTED[group][identity];
      it(`${key} as ${identity}: ${refused || 'allowed'}`, async () => {
        const briefing = await write('Target');
        const [method, path] = key.split(' ') as [Method, string];
        const payload = ['POST', 'PUT'].includes(method)
          ? { title: 'Changed', body_html: '<p>Changed</p>' }
          : undefined;
        const response = await call(
          method,
          path.replace(':id', String(briefing.id)),
          identity,
          payload,
        );
        expect(decide(policy[key as keyof typeof policy], roleOf(identity))).toBe(
          refused === 401 ? 'unauthenticated' : refused === 403 ? 'forbidden' : 'allow',
        );
        if (refused) {
          expect(response.statusCode).toBe(refused);
          expect(refusalBody(response)).toEqual({ detail: expect.any(String) });
          // A refused call changes nothing.
          expect((await call('GET', `/api/briefings/${briefing.id}/`)).json()).toEqual(briefing);
          expect(await h.database.db.select().from(briefingReads)).toEqual([]);
        } else {
          expect(response.statusCode).toBeLessThan(300);
        }
      });
    }
  }
});
