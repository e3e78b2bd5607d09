import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema.js';
import { returnExpiredChats } from '../queue/assignment.js';
import { openChat, send } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness, IDENTITIES, PASSWORD } from '../test/harness.js';
import { addRealUser, addReports, addSignedIn } from '../test/people.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
/** The id of the admin's sign-in before each test: a test reads what came after. */
let mark = 0;
beforeEach(async () => {
  await h.reset();
  // The harness issues its sessions directly; one sign-in through the route leaves its entry.
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/api/auth/token-login/',
    payload: { email: 'admin@test.example', password: PASSWORD },
  });
  expect(signIn.statusCode).toBe(200);
  const [last] = await h.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  mark = last?.id ?? 0;
});

const entries = () =>
  h.database.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(auditLog.id);

const call = (
  identity: keyof Harness['headers'],
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => h.app.inject({ method, url, headers: h.headers[identity], payload });

describe('the audit trail', () => {
  it('keeps who blocked and unblocked a user, when, and the state before and after', async () => {
    const userId = await addRealUser(h);
    expect(
      (await call('ADMIN', 'PATCH', `/api/user/${userId}/`, { is_blocked: true })).statusCode,
    ).toBe(200);
    expect(
      (await call('ADMIN', 'PATCH', `/api/user/${userId}/`, { is_blocked: false })).statusCode,
    ).toBe(200);
    const [blocked, unblocked] = await entries();
    expect(blocked).toMatchObject({
      actorId: h.userIds.ADMIN,
      actorEmail: 'admin@test.example',
      actorRole: 'ADMIN',
      action: 'user.block',
      targetType: 'person',
      targetId: String(userId),
      before: { isBlocked: false },
      after: { isBlocked: true },
      at: h.clock.now(),
    });
    expect(unblocked).toMatchObject({
      action: 'user.unblock',
      before: { isBlocked: true },
      after: { isBlocked: false },
    });
    expect(JSON.stringify(blocked)).not.toMatch(/password/i);
  });

  it('keeps staff sign-ins and sign-outs, not real users’ sign-ins', async () => {
    const signIn = await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: 'chatter@test.example', password: PASSWORD },
    });
    const key = signIn.json().key as string;
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: 'appuser@test.example', password: PASSWORD },
    });
    // A wrong password changes nothing and is not an action.
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: 'admin@test.example', password: 'wrong-password' },
    });
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Token ${key}` },
    });
    expect((await entries()).map((entry) => [entry.action, entry.actorId, entry.targetId])).toEqual(
      [
        ['auth.sign_in', h.userIds.CHATTER, String(h.userIds.CHATTER)],
        ['auth.sign_out', h.userIds.CHATTER, String(h.userIds.CHATTER)],
      ],
    );
  });

  it('keeps removed reports, staff and moderator changes, permissions, invitations and exports', async () => {
    const reported = await addRealUser(h);
    await addReports(h, reported, 'spam', 'rude');
    await call('ADMIN', 'DELETE', `/api/user/${reported}/reports/`);
    const permissions = await graphql(
      h.app,
      h.headers.ADMIN,
      'mutation($id: ID!) { updateProfile(id: $id, chatAccess: false) { id } }',
      { id: String(h.userIds.CHATTER) },
    );
    expect(permissions.errors).toBeUndefined();
    const created = await call('ADMIN', 'POST', '/api/user/', {
      name: 'Lena Audit',
      age: 8,
      gender: 2,
      ethnicity: 1,
      interestedIn: [1],
      tags: [2],
      subscription_id: 1,
      address: 'Paris, France',
      location: [48.8566, 2.3522],
      about: 'Hello',
    });
    const moderatorId = created.json().id as number;
    await call('ADMIN', 'DELETE', `/api/moderator/${moderatorId}/`);
    const worker = await addSignedIn(h, { role: 'CHATTER' });
    await call('SUPER_ADMIN', 'DELETE', `/api/internal/workers/${worker.id}`);
    const invitation = await call('ADMIN', 'POST', '/api/worker/invitation/', {
      email: 'new.member@test.example',
      is_admin_permission: false,
      is_chat_admin_permission: true,
    });
    const joined = await h.app.inject({
      method: 'POST',
      url: '/api/worker/signup/',
      payload: {
        email: 'new.member@test.example',
        first_name: 'Nina',
        last_name: 'Member',
        password: 'secret123',
        repeat_password: 'secret123',
        language: [1],
        invitation_key: new URL(invitation.json().link.replace('#/', '')).searchParams.get(
          'invitation_key',
        ),
        paste_access: false,
      },
    });
    expect(joined.statusCode).toBe(201);
    // The export is kept when its ticket is used: what left, not a ticket that may never be.
    const { ticket } = (await call('SUPER_ADMIN', 'POST', '/api/internal/export-ticket/')).json();
    expect(
      (await call('SUPER_ADMIN', 'GET', `/internal/users.csv?token=${ticket}`)).statusCode,
    ).toBe(200);
    await graphql(
      h.app,
      h.headers.ADMIN,
      'mutation { setChatMessageLength(minMessageLength: 40) { minMessageLength } }',
    );
    // (A member signed in for the test: their sign-in is kept too, and tested above.)
    expect(created.statusCode).toBe(201);
    const kept = (await entries()).filter((entry) => entry.action !== 'auth.sign_in');
    expect(kept.map((entry) => entry.action)).toEqual([
      'user.reports_removed',
      'profile.update',
      'moderator.create',
      'moderator.delete',
      'staff.delete',
      'invitation.create',
      'staff.sign_up',
      'users.export',
      'settings.change',
    ]);
    const byAction = Object.fromEntries(kept.map((entry) => [entry.action, entry]));
    expect(byAction['user.reports_removed']).toMatchObject({
      before: { reportCount: 2 },
      after: { reportCount: 0 },
    });
    expect(byAction['profile.update']).toMatchObject({
      targetId: String(h.userIds.CHATTER),
      before: { chatAccess: true },
      after: { chatAccess: false },
    });
    expect(byAction['moderator.delete']).toMatchObject({
      before: { displayName: expect.any(String), isModerator: true },
      after: null,
    });
    expect(byAction['staff.delete']).toMatchObject({
      actorRole: 'SUPER_ADMIN',
      targetId: String(worker.id),
      before: { role: 'CHATTER' },
      after: null,
    });
    // The invitation's link carries its key: never kept in the log.
    expect(byAction['invitation.create'].after).toEqual({
      email: 'new.member@test.example',
      is_admin_permission: false,
      is_chat_admin_permission: true,
    });
    expect(byAction['staff.sign_up']).toMatchObject({
      actorId: joined.json().id,
      actorEmail: 'new.member@test.example',
      actorRole: 'CHATTER',
      before: null,
      after: { email: 'new.member@test.example', role: 'CHATTER' },
    });
    expect(byAction['settings.change']).toMatchObject({
      targetId: 'minMessageLength',
      after: { value: 40 },
    });
  });

  it('keeps takes, releases and deadline returns, the last as the server’s own', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    const take = 'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }';
    await graphql(h.app, h.headers.CHATTER, take, { r: roomId });
    await graphql(h.app, h.headers.CHATTER, 'mutation($r: ID!) { releaseChat(roomId: $r) }', {
      r: roomId,
    });
    await call('CHATTER', 'POST', '/chat/assign-chat/', { room_id: roomId, isAssigned: true });
    h.clock.advance(5 * 60_000 + 1);
    expect(await returnExpiredChats(h.database, h.clock.now())).toBe(1);
    const kept = await entries();
    expect(kept.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['chat.take', h.userIds.CHATTER],
      ['chat.release', h.userIds.CHATTER],
      ['chat.take', h.userIds.CHATTER],
      ['chat.deadline_return', null],
    ]);
    expect(kept[0]).toMatchObject({
      targetType: 'chat',
      targetId: roomId,
      before: { isAssigned: false, workerId: null },
      after: { isAssigned: true, workerId: h.userIds.CHATTER },
    });
    expect(kept[3]).toMatchObject({
      before: { isAssigned: true, workerId: h.userIds.CHATTER },
      after: { isAssigned: false, workerId: null },
    });
  });

  it('keeps nothing for a refused or failed call', async () => {
    const userId = await addRealUser(h);
    await call('CHATTER', 'PATCH', `/api/user/${userId}/`, { is_blocked: true }); // 403
    await call('ADMIN', 'PATCH', `/api/user/${userId}/`, { is_blocked: 'yes' }); // 400
    await call('ADMIN', 'PATCH', '/api/user/999999/', { is_blocked: true }); // 404
    await call('ADMIN', 'DELETE', '/api/moderator/999999/');
    expect(await entries()).toEqual([]);
  });

  it('keeps every one of many blocks at once', async () => {
    const ids = await Promise.all(Array.from({ length: 15 }, () => addRealUser(h)));
    const answers = await Promise.all(
      ids.map((id) => call('ADMIN', 'PATCH', `/api/user/${id}/`, { is_blocked: true })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    expect((await entries()).map((entry) => Number(entry.targetId)).sort()).toEqual(
      [...ids].sort(),
    );
  });
});

describe('the audit log', () => {
  it('is read by super admins only', async () => {
    for (const identity of IDENTITIES) {
      const expected = identity === 'SUPER_ADMIN' ? 200 : identity === 'anonymous' ? 401 : 403;
      for (const url of ['/api/audit/', '/api/audit/actors/', `/api/audit/${mark}/`]) {
        expect([identity, url, (await call(identity, 'GET', url)).statusCode]).toEqual([
          identity,
          url,
          expected,
        ]);
      }
      expect((await call(identity, 'POST', '/api/audit/export-ticket/')).statusCode).toBe(expected);
    }
  });

  it('is append-only: no route changes an entry, and the database refuses to', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await call('SUPER_ADMIN', method, `/api/audit/${mark}/`, {});
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
    await expect(
      h.database.db.update(auditLog).set({ action: 'user.block' }).where(eq(auditLog.id, mark)),
    ).rejects.toThrow();
    await expect(h.database.db.delete(auditLog).where(eq(auditLog.id, mark))).rejects.toThrow();
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.id, mark));
    expect(entry.action).toBe('auth.sign_in');
  });

  it('lists newest first, filtered by who, what and when, a page at a time', async () => {
    const blocked = await addRealUser(h);
    await call('ADMIN', 'PATCH', `/api/user/${blocked}/`, { is_blocked: true });
    h.clock.advance(60_000);
    const later = h.clock.now();
    await call('SUPER_ADMIN', 'PATCH', `/api/user/${blocked}/`, { is_blocked: false });
    const list = async (query: string) => {
      const answer = await call('SUPER_ADMIN', 'GET', `/api/audit/?${query}`);
      expect(answer.statusCode).toBe(200);
      return answer.json() as { results: { action: string }[]; next: string | null };
    };
    expect((await list('limit=2')).results.map((entry) => entry.action)).toEqual([
      'user.unblock',
      'user.block',
    ]);
    // The admin signed in before the test.
    expect((await list(`actor=${h.userIds.ADMIN}`)).results.map((e) => e.action)).toEqual([
      'user.block',
      'auth.sign_in',
    ]);
    expect((await list('action=user.unblock')).results).toHaveLength(1);
    expect(
      (await list(`from=${encodeURIComponent(later.toISOString())}`)).results.map((e) => e.action),
    ).toEqual(['user.unblock']);
    expect(
      (await list(`to=${encodeURIComponent(later.toISOString())}&limit=100`)).results.some(
        (e) => e.action === 'user.unblock',
      ),
    ).toBe(false);
    const first = await list('limit=1');
    expect(first.next).toContain('offset=1');
    const one = await call('SUPER_ADMIN', 'GET', `/api/audit/${mark + 1}/`);
    expect(one.json()).toMatchObject({ id: mark + 1, action: 'user.block' });
    expect((await call('SUPER_ADMIN', 'GET', '/api/audit/99999999/')).statusCode).toBe(404);
    const actors = (await call('SUPER_ADMIN', 'GET', '/api/audit/actors/')).json();
    expect(actors.results.map((a: { email: string }) => a.email)).toContain('admin@test.example');
    expect(actors.results.map((a: { email: string }) => a.email)).not.toContain(
      'appuser@test.example',
    );
  });

  it('answers bad filters with a 400', async () => {
    for (const query of [
      'action=user.delete_everything',
      'limit=1000',
      'limit=0',
      'offset=-1',
      'offset=100001',
      'actor=abc',
      'actor=1e3',
      'from=yesterday',
      `actor=${'9'.repeat(400)}`,
    ]) {
      const answer = await call('SUPER_ADMIN', 'GET', `/api/audit/?${query}`);
      expect([query, answer.statusCode]).toEqual([query, 400]);
    }
    expect((await call('SUPER_ADMIN', 'GET', '/api/audit/abc/')).statusCode).toBe(400);
  });

  it('exports as CSV with a single-use ticket, filtered, formulas defused', async () => {
    const userId = await addRealUser(h);
    await h.database.db
      .update(users)
      .set({ email: '=cmd|calc@example.com' })
      .where(eq(users.id, h.userIds.ADMIN));
    h.clock.advance(1);
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: '=cmd|calc@example.com', password: PASSWORD },
    });
    await call('SUPER_ADMIN', 'PATCH', `/api/user/${userId}/`, { is_blocked: true });
    const { ticket } = (await call('SUPER_ADMIN', 'POST', '/api/audit/export-ticket/')).json();
    const csv = await h.app.inject({ method: 'GET', url: `/internal/audit.csv?token=${ticket}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at_utc,actor_email,actor_role,action,target_type,target_id,before,after',
    );
    // Newest first: the export's own ticket, the block, the sign-in with the hostile email.
    expect(lines[1]).toContain('audit.export');
    expect(lines[2]).toContain('user.block');
    expect(lines[2]).toContain('""isBlocked"":true');
    expect(lines[3]).toContain("'=cmd|calc@example.com");
    expect(lines).toHaveLength(1 + (await h.database.db.select().from(auditLog)).length);
    // Single use.
    const again = await h.app.inject({ method: 'GET', url: `/internal/audit.csv?token=${ticket}` });
    expect(again.statusCode).toBe(401);
    const filtered = (await call('SUPER_ADMIN', 'POST', '/api/audit/export-ticket/')).json();
    const blocks = await h.app.inject({
      method: 'GET',
      url: `/internal/audit.csv?token=${filtered.ticket}&action=user.block`,
    });
    expect(blocks.body.trim().split('\r\n')).toHaveLength(2);
    const bad = await h.app.inject({
      method: 'GET',
      url: `/internal/audit.csv?token=${filtered.ticket}&action=nope`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
