import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SavedReply } from '../../../contract/savedReplies.js';
import type { Page } from '../../../contract/wire.js';
import { decide, policy } from '../auth/policy.js';
import { auditLog, savedReplies, users } from '../db/schema.js';
import { createHarness, type Harness, IDENTITIES, type Identity } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Caller = Identity | { authorization: string };

const headersOf = (caller: Caller) =>
  typeof caller === 'string' ? h.headers[caller] : (caller as Record<string, string>);

const call = (method: Method, url: string, caller: Caller = 'CHATTER', payload?: unknown) =>
  h.app.inject({
    method,
    url,
    headers: headersOf(caller),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const BODY = 'Hi {user_name}, I am {moderator_name} from {moderator_city}.';

async function save(
  caller: Caller = 'CHATTER',
  { title = 'Greeting', body = BODY, team }: { title?: string; body?: string; team?: boolean } = {},
) {
  const response = await call('POST', '/api/saved-replies/', caller, { title, body, team });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedReply>();
}

const listOf = async (caller: Caller, query = '') => {
  const response = await call('GET', `/api/saved-replies/${query}`, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<SavedReply>>();
};

const rows = () => h.database.db.select().from(savedReplies).orderBy(savedReplies.id);

describe('personal replies', () => {
  it('a chatter creates, reads, edits and deletes their own', async () => {
    const created = await save('CHATTER');
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Greeting',
      body: BODY,
      team: false,
      owner_id: h.userIds.CHATTER,
      created_by: h.userIds.CHATTER,
      created_at: h.clock.now().toISOString(),
      updated_at: h.clock.now().toISOString(),
    });
    const url = `/api/saved-replies/${created.id}/`;
    expect((await call('GET', url)).json()).toEqual(created);

    h.clock.advance(1000);
    const edited = await call('PUT', url, 'CHATTER', {
      ...created,
      title: '  Hello again  ',
      body: 'Hello {user_name}',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...created,
      title: 'Hello again',
      body: 'Hello {user_name}',
      updated_at: h.clock.now().toISOString(),
    });

    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(method, url);
      expect(response.statusCode).toBe(404);
      expect(refusalBody(response)).toEqual({ detail: 'No such saved reply.' });
    }
  });

  it('keeps the body as written, spaces and lines included', async () => {
    const body = '  Line one\n\nLine two  ';
    expect((await save('CHATTER', { body })).body).toBe(body);
  });

  it('another chatter neither sees, reads, edits nor deletes it (404)', async () => {
    const mine = await save('CHATTER');
    const { headers: other } = await addSignedIn(h, { role: 'CHATTER' });
    expect((await listOf(other)).results).toEqual([]);
    const url = `/api/saved-replies/${mine.id}/`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { title: 'Taken', body: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, url, other, payload);
      expect(response.statusCode, method).toBe(404);
      expect(refusalBody(response)).toEqual({ detail: 'No such saved reply.' });
    }
    // Nor does an admin: a personal reply is its owner's only.
    expect((await call('PUT', url, 'ADMIN', { title: 'T', body: 'B' })).statusCode).toBe(404);
    expect((await call('DELETE', url, 'SUPER_ADMIN')).statusCode).toBe(404);
    expect((await rows()).map((row) => [row.title, row.ownerId])).toEqual([
      ['Greeting', h.userIds.CHATTER],
    ]);
  });

  it('goes with its owner’s account; a team reply stays when its writer’s goes', async () => {
    const other = await addSignedIn(h, { role: 'CHATTER' });
    await save(other.headers, { title: 'Theirs' });
    await save('CHATTER', { title: 'Mine' });
    const team = await save('ADMIN', { title: 'Team', team: true });
    await h.database.db.delete(users).where(eq(users.id, other.id));
    await h.database.db.delete(users).where(eq(users.id, h.userIds.ADMIN));
    expect((await rows()).map((row) => [row.title, row.createdBy])).toEqual([
      ['Mine', h.userIds.CHATTER],
      ['Team', null],
    ]);
    expect((await listOf('CHATTER')).results.map((r) => r.id)).toContain(team.id);
  });
});

describe('team replies', () => {
  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('%s creates, edits and deletes them', async (who) => {
    const created = await save(who, { title: 'Welcome', team: true });
    expect(created).toMatchObject({ team: true, owner_id: null, created_by: h.userIds[who] });
    const url = `/api/saved-replies/${created.id}/`;
    const other = who === 'ADMIN' ? 'SUPER_ADMIN' : 'ADMIN';
    const edited = await call('PUT', url, other, { title: 'Welcome!', body: 'Hi {user_name}' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Welcome!', team: true, owner_id: null });
    expect((await call('DELETE', url, other)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
  });

  it('every chatter reads them; no chatter creates, edits or deletes one (403)', async () => {
    const team = await save('ADMIN', { title: 'Welcome', team: true });
    const url = `/api/saved-replies/${team.id}/`;
    expect((await call('GET', url, 'CHATTER')).json()).toEqual(team);

    const create = await call('POST', '/api/saved-replies/', 'CHATTER', {
      title: 'Mine for all',
      body: 'Hello',
      team: true,
    });
    expect(create.statusCode).toBe(403);
    expect(refusalBody(create)).toEqual({ detail: 'Only admins write team replies.' });
    const edit = await call('PUT', url, 'CHATTER', { title: 'Changed', body: 'Changed' });
    expect(edit.statusCode).toBe(403);
    const own = await call('PUT', url, 'CHATTER', { title: 'Mine', body: 'Mine', team: false });
    expect(own.statusCode).toBe(403);
    expect((await call('DELETE', url, 'CHATTER')).statusCode).toBe(403);
    expect((await rows()).map(({ title, ownerId }) => [title, ownerId])).toEqual([
      ['Welcome', null],
    ]);
  });

  it('a chatter cannot turn their own reply into a team reply (403)', async () => {
    const mine = await save('CHATTER');
    const url = `/api/saved-replies/${mine.id}/`;
    const response = await call('PUT', url, 'CHATTER', { title: 'T', body: 'B', team: true });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', url)).json()).toEqual(mine);
  });

  it('an admin shares their own reply with the team and takes a team reply back', async () => {
    const mine = await save('ADMIN');
    const url = `/api/saved-replies/${mine.id}/`;
    const shared = await call('PUT', url, 'ADMIN', { ...mine, team: true });
    expect(shared.json()).toMatchObject({ team: true, owner_id: null });
    const back = await call('PUT', url, 'SUPER_ADMIN', { ...mine, team: false });
    expect(back.json()).toMatchObject({ team: false, owner_id: h.userIds.SUPER_ADMIN });
  });
});

describe('the audit log', () => {
  const kept = async () =>
    (await h.database.db.select().from(auditLog).orderBy(auditLog.id))
      .filter((entry) => entry.action.startsWith('saved_reply.'))
      .map(({ action, actorId, targetType, targetId, before, after }) => ({
        action,
        actorId,
        targetType,
        targetId,
        before,
        after,
      }));

  it('keeps who created, edited and deleted a team reply, with its state before and after', async () => {
    const team = await save('ADMIN', { title: 'Welcome', body: 'Hi {user_name}', team: true });
    const url = `/api/saved-replies/${team.id}/`;
    await call('PUT', url, 'SUPER_ADMIN', { title: 'Welcome!', body: 'Hi {user_name}' });
    await call('DELETE', url, 'ADMIN');
    const state = (title: string) => ({ title, body: 'Hi {user_name}', ownerId: null, team: true });
    const target = { targetType: 'saved_reply', targetId: String(team.id) };
    expect(await kept()).toEqual([
      {
        action: 'saved_reply.create',
        actorId: h.userIds.ADMIN,
        ...target,
        before: null,
        after: state('Welcome'),
      },
      {
        action: 'saved_reply.update',
        actorId: h.userIds.SUPER_ADMIN,
        ...target,
        before: state('Welcome'),
        after: state('Welcome!'),
      },
      {
        action: 'saved_reply.delete',
        actorId: h.userIds.ADMIN,
        ...target,
        before: state('Welcome!'),
        after: null,
      },
    ]);
  });

  it('keeps nothing for a refused or invalid call', async () => {
    const team = await save('ADMIN', { team: true });
    const before = await kept();
    const url = `/api/saved-replies/${team.id}/`;
    await call('PUT', url, 'CHATTER', { title: 'Mine', body: 'Mine' });
    await call('DELETE', url, 'CHATTER');
    await call('POST', '/api/saved-replies/', 'CHATTER', { title: 'T', body: 'B', team: true });
    await call('POST', '/api/saved-replies/', 'CHATTER', { title: '', body: 'B' });
    expect(await kept()).toEqual(before);
  });
});

describe('the list', () => {
  async function library() {
    await save('CHATTER', { title: 'Weekend plans', body: 'What are you up to this weekend?' });
    await save('CHATTER', { title: 'Coffee', body: 'Fancy a COFFEE some time?' });
    await save('ADMIN', { title: 'Welcome', body: 'Welcome, {user_name}!', team: true });
    await save('ADMIN', { title: 'Admin only', body: 'Coffee for me' });
  }

  it('holds the caller’s personal replies first, then the team’s, by title', async () => {
    await library();
    const page = await listOf('CHATTER');
    expect(page.count).toBe(3);
    expect(page.results.map((r) => [r.title, r.team])).toEqual([
      ['Coffee', false],
      ['Weekend plans', false],
      ['Welcome', true],
    ]);
    expect((await listOf('ADMIN')).results.map((r) => r.title)).toEqual(['Admin only', 'Welcome']);
  });

  it('searches title or body in any case', async () => {
    await library();
    const titles = async (search: string) =>
      (await listOf('CHATTER', `?search=${encodeURIComponent(search)}`)).results.map(
        (r) => r.title,
      );
    expect(await titles('coffee')).toEqual(['Coffee']);
    expect(await titles('WEEKEND')).toEqual(['Weekend plans']);
    expect(await titles('{user_name}')).toEqual(['Welcome']);
    expect(await titles('e')).toEqual(['Coffee', 'Weekend plans', 'Welcome']);
    expect(await titles('%')).toEqual([]);
    expect(await titles('_')).toEqual(['Welcome']);
    expect(await titles('nothing like it')).toEqual([]);
    expect(await titles('   ')).toEqual(['Coffee', 'Weekend plans', 'Welcome']);
  });

  it('keeps one scope', async () => {
    await library();
    const scoped = async (scope: string) =>
      (await listOf('CHATTER', `?scope=${scope}`)).results.map((r) => r.title);
    expect(await scoped('personal')).toEqual(['Coffee', 'Weekend plans']);
    expect(await scoped('team')).toEqual(['Welcome']);
    const both = await listOf('CHATTER', '?scope=personal&search=COFFEE');
    expect(both.results.map((r) => r.title)).toEqual(['Coffee']);
  });

  it('pages', async () => {
    for (const title of ['A', 'B', 'C']) await save('CHATTER', { title });
    const page = await listOf('CHATTER', '?limit=2');
    expect(page.count).toBe(3);
    expect(page.results.map((r) => r.title)).toEqual(['A', 'B']);
    expect(page.next).toMatch(/\/api\/saved-replies\/\?limit=2&offset=2$/);
    expect((await listOf('CHATTER', '?limit=2&offset=2')).results.map((r) => r.title)).toEqual([
      'C',
    ]);
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=x',
    'offset=-1',
    'scope=mine',
    `search=${'x'.repeat(201)}`,
  ])('refuses the query %s', async (query) => {
    const response = await call('GET', `/api/saved-replies/?${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('bad input is refused with 400 and changes nothing', () => {
  const cases: [string, unknown, string][] = [
    ['no title', { body: 'B' }, 'title'],
    ['an empty title', { title: '', body: 'B' }, 'title'],
    ['a blank title', { title: '   ', body: 'B' }, 'title'],
    ['a title over 80 characters', { title: 'x'.repeat(81), body: 'B' }, 'title'],
    ['a title that is a number', { title: 12, body: 'B' }, 'title'],
    ['a title with a NUL byte', { title: 'a\u0000b', body: 'B' }, 'title'],
    ['no body', { title: 'T' }, 'body'],
    ['an empty body', { title: 'T', body: '' }, 'body'],
    ['a blank body', { title: 'T', body: ' \n\t ' }, 'body'],
    ['a body over 300 characters', { title: 'T', body: 'x'.repeat(301) }, 'body'],
    ['a body that is a list', { title: 'T', body: ['x'] }, 'body'],
    ['a body with a NUL byte', { title: 'T', body: 'a\u0000b' }, 'body'],
    ['team as a string', { title: 'T', body: 'B', team: 'yes' }, 'team'],
    ['an unknown field', { title: 'T', body: 'B', pinned: true }, 'errors'],
  ];

  it.each(cases)('POST with %s', async (_name, payload, field) => {
    const response = await call('POST', '/api/saved-replies/', 'ADMIN', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(refusalBody(response))).toEqual([field]);
    expect(response.json()[field][0]).toEqual(expect.any(String));
    expect(await rows()).toEqual([]);
  });

  it.each(cases)('PUT with %s', async (_name, payload, field) => {
    const created = await save('ADMIN');
    const response = await call('PUT', `/api/saved-replies/${created.id}/`, 'ADMIN', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(refusalBody(response))).toEqual([field]);
    expect((await call('GET', `/api/saved-replies/${created.id}/`, 'ADMIN')).json()).toEqual(
      created,
    );
  });

  it('says what is wrong in words', async () => {
    const response = await call('POST', '/api/saved-replies/', 'CHATTER', {
      title: 'x'.repeat(81),
      body: 'x'.repeat(301),
    });
    expect(refusalBody(response)).toEqual({
      title: ['A title has at most 80 characters.'],
      body: ['A saved reply has at most 300 characters.'],
    });
  });

  it('refuses a body that is not JSON or too large as a client error', async () => {
    const broken = await h.app.inject({
      method: 'POST',
      url: '/api/saved-replies/',
      headers: { ...h.headers.CHATTER, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(400);
    const huge = await call('POST', '/api/saved-replies/', 'CHATTER', {
      title: 'T',
      body: 'x'.repeat(2_000_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('refuses the id %s', async (id) => {
    const created = await save('CHATTER');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? { title: 'x', body: 'x' } : undefined;
      const response = await call(method, `/api/saved-replies/${id}/`, 'CHATTER', payload);
      expect(response.statusCode, method).toBe(400);
      expect(response.json()).toHaveProperty('id');
    }
    expect((await rows()).map((row) => row.title)).toEqual([created.title]);
  });
});

it('takes many creates at once, each stored once', async () => {
  const responses = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      call('POST', '/api/saved-replies/', i % 2 ? 'CHATTER' : 'ADMIN', {
        title: `Reply ${i}`,
        body: `Text ${i}`,
        team: i % 3 === 0 && i % 2 === 0,
      }),
    ),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
  const ids = new Set(responses.map((r) => r.json<SavedReply>().id));
  expect(ids.size).toBe(30);
  expect((await rows()).length).toBe(30);
  expect((await listOf('CHATTER', '?limit=100')).count).toBe(15 + 5);
});

describe('who may call what', () => {
  const ROUTES = Object.keys(policy).filter((key) => key.includes(' /api/saved-replies/'));
  const roleOf = (identity: Identity) =>
    identity === 'anonymous' ? undefined : identity === 'appUser' ? null : identity;
  const REFUSED: Record<Identity, number> = {
    anonymous: 401,
    appUser: 403,
    REGULAR: 403,
    CHATTER: 0,
    ADMIN: 0,
    SUPER_ADMIN: 0,
  };

  it('has a row for each of the five routes', () => {
    expect(ROUTES.sort()).toEqual([
      'DELETE /api/saved-replies/:id/',
      'GET /api/saved-replies/',
      'GET /api/saved-replies/:id/',
      'POST /api/saved-replies/',
      'PUT /api/saved-replies/:id/',
    ]);
  });

  for (const key of ROUTES) {
    for (const identity of IDENTITIES) {
      const refused = REFUSED[identity];
      it(`${key} as ${identity}: ${refused || 'allowed'}`, async () => {
        // The caller's own reply when they may have one, else the chatter's.
        const owner = refused ? 'CHATTER' : identity;
        const target = await save(owner);
        const [method, path] = key.split(' ') as [Method, string];
        const payload = ['POST', 'PUT'].includes(method)
          ? { title: 'Changed', body: 'Changed' }
          : undefined;
        const url = path.replace(':id', String(target.id));
        const response = await call(method, url, identity, payload);
        expect(decide(policy[key as keyof typeof policy], roleOf(identity))).toBe(
          refused === 401 ? 'unauthenticated' : refused === 403 ? 'forbidden' : 'allow',
        );
        if (refused) {
          expect(response.statusCode).toBe(refused);
          expect(refusalBody(response)).toEqual({ detail: expect.any(String) });
          expect((await rows()).map((row) => [row.id, row.title])).toEqual([
            [target.id, target.title],
          ]);
        } else {
          expect(response.statusCode, response.body).toBeLessThan(300);
        }
      });
    }
  }
});
