import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, invitations, users } from '../db/schema.js';
import { createHarness, type Harness, IDENTITIES, type Identity } from '../test/harness.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const DAY = 24 * 3600 * 1000;

async function invite(email: string, admin = false, identity: Identity = 'ADMIN') {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/worker/invitation/',
    headers: h.headers[identity],
    payload: { email, is_admin_permission: admin, is_chat_admin_permission: !admin },
  });
  expect(response.statusCode).toBe(200);
  const key = new URL(response.json().link.replace('/#/', '/')).searchParams.get('invitation_key');
  const [row] = await h.database.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.email, email));
  return { id: row.id, key: key ?? '' };
}

/** Past its 24 hours (the clock stays: moving it a day would end the test sessions too). */
const expire = (id: number) =>
  h.database.db.update(invitations).set({ expiresAt: h.clock.now() }).where(eq(invitations.id, id));

const list = (query = '', identity: Identity = 'ADMIN') =>
  h.app.inject({
    method: 'GET',
    url: `/api/worker/invitations/${query}`,
    headers: h.headers[identity],
  });

const revoke = (id: number | string, identity: Identity = 'ADMIN') =>
  h.app.inject({
    method: 'POST',
    url: `/api/worker/invitations/${id}/revoke/`,
    headers: h.headers[identity],
  });

const signUp = (email: string, key: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/worker/signup/',
    payload: {
      email,
      first_name: 'Nina',
      last_name: 'Member',
      password: 'secret123',
      repeat_password: 'secret123',
      language: [1],
      invitation_key: key,
      paste_access: false,
    },
  });

describe('the invitation list', () => {
  it('lists every invitation newest first with who invited, permissions, expiry and state', async () => {
    const used = await invite('used.member@test.example');
    h.clock.advance(1000);
    const revoked = await invite('revoked.member@test.example', true, 'SUPER_ADMIN');
    h.clock.advance(1000);
    const expired = await invite('expired.member@test.example');
    h.clock.advance(1000);
    expect((await signUp('used.member@test.example', used.key)).statusCode).toBe(201);
    expect((await revoke(revoked.id)).statusCode).toBe(200);
    await expire(expired.id);
    await expire(used.id);
    const pending = await invite('pending.member@test.example', true);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 4, next: null, previous: null });
    const [member] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'used.member@test.example'));
    expect(page.results.map((entry: { id: number }) => entry.id)).toEqual([
      pending.id,
      expired.id,
      revoked.id,
      used.id,
    ]);
    expect(page.results).toEqual([
      expect.objectContaining({
        email: 'pending.member@test.example',
        is_admin_permission: true,
        is_chat_admin_permission: false,
        state: 'pending',
        created_by_id: h.userIds.ADMIN,
        created_by_name: 'ADMIN Test',
        expires_at: new Date(h.clock.now().getTime() + DAY).toISOString(),
        used_at: null,
        used_by_name: null,
        revoked_at: null,
      }),
      expect.objectContaining({ state: 'expired', email: 'expired.member@test.example' }),
      expect.objectContaining({
        state: 'revoked',
        created_by_name: 'SUPER_ADMIN Test',
        revoked_by_name: 'ADMIN Test',
        revoked_at: expect.any(String),
      }),
      expect.objectContaining({
        state: 'used',
        used_by_id: member.id,
        used_by_name: 'Nina Member',
        used_at: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(page)).not.toMatch(/key/i);
  });

  it('pages with limit and offset and filters by state', async () => {
    for (const n of [1, 2, 3]) {
      await invite(`member.${n}@test.example`);
      h.clock.advance(1000);
    }
    const first = (await list('?limit=2')).json();
    expect(first.results.map((e: { email: string }) => e.email)).toEqual([
      'member.3@test.example',
      'member.2@test.example',
    ]);
    expect(first.count).toBe(3);
    expect(first.next).toMatch(/\/api\/worker\/invitations\/\?limit=2&offset=2$/);
    const second = (await list('?limit=2&offset=2')).json();
    expect(second.results.map((e: { email: string }) => e.email)).toEqual([
      'member.1@test.example',
    ]);
    expect(second.previous).toMatch(/offset=0/);
    const { id } = await invite('member.4@test.example');
    await revoke(id);
    const revokedOnly = (await list('?state=revoked')).json();
    expect(revokedOnly.count).toBe(1);
    expect(revokedOnly.results[0].email).toBe('member.4@test.example');
    expect((await list('?state=pending')).json().count).toBe(3);
  });

  it('refuses bad paging and an unknown state with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=1e2', '?state=gone']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).not.toMatch(/select|stack/i);
    }
  });

  it('is for those who invite: admins and super admins; everyone else is refused', async () => {
    const expected: Record<Identity, number> = {
      anonymous: 401,
      appUser: 403,
      REGULAR: 403,
      CHATTER: 403,
      ADMIN: 200,
      SUPER_ADMIN: 200,
    };
    const { id } = await invite('listed.member@test.example');
    for (const identity of IDENTITIES) {
      expect((await list('', identity)).statusCode, identity).toBe(expected[identity]);
      const one = await h.app.inject({
        method: 'GET',
        url: `/api/worker/invitations/${id}/`,
        headers: h.headers[identity],
      });
      expect(one.statusCode, identity).toBe(expected[identity]);
    }
    const one = await list(`${id}/`);
    expect(one.json()).toMatchObject({ id, email: 'listed.member@test.example', state: 'pending' });
    expect(refusalBody(await list('999999/'))).toEqual({ detail: 'No such invitation.' });
    expect((await list('abc/')).statusCode).toBe(400);
  });
});

describe('revoking an invitation', () => {
  it('revokes a pending one: its key then answers invalid or expired, for lookup and sign-up', async () => {
    const { id, key } = await invite('nina.member@test.example');
    const response = await revoke(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      state: 'revoked',
      revoked_at: h.clock.now().toISOString(),
      revoked_by_name: 'ADMIN Test',
    });
    const lookup = await h.app.inject({ method: 'GET', url: `/api/worker/invitation/${key}/` });
    expect(lookup.statusCode).toBe(404);
    expect(refusalBody(lookup)).toEqual({ detail: 'Your key is invalid or expired' });
    const joined = await signUp('nina.member@test.example', key);
    expect(refusalBody(joined)).toEqual({ errors: ['Your key is invalid or expired'] });
    const [member] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nina.member@test.example'));
    expect(member).toBeUndefined();
  });

  it('refuses a used, an expired, a revoked and an unknown invitation, changing nothing', async () => {
    const used = await invite('used.member@test.example');
    await signUp('used.member@test.example', used.key);
    const revoked = await invite('revoked.member@test.example');
    await revoke(revoked.id);
    const expired = await invite('expired.member@test.example');
    await expire(expired.id);
    for (const id of [used.id, revoked.id, expired.id]) {
      const response = await revoke(id);
      expect(response.statusCode).toBe(409);
      expect(refusalBody(response)).toEqual({
        errors: ['Only a pending invitation can be revoked.'],
      });
    }
    const states = (await list()).json().results.map((e: { state: string }) => e.state);
    expect(states.sort()).toEqual(['expired', 'revoked', 'used']);
    const unknown = await revoke(999999);
    expect(unknown.statusCode).toBe(404);
    expect(refusalBody(unknown)).toEqual({ detail: 'No such invitation.' });
  });

  it('refuses ids that are not ids with 400', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999', "1'; drop table x"]) {
      const response = await revoke(encodeURIComponent(id));
      expect(response.statusCode, id).toBe(400);
      expect(response.body).not.toMatch(/stack|select/i);
    }
  });

  it('races a sign-up: exactly one of them wins', async () => {
    const { id, key } = await invite('race.member@test.example');
    const [revoked, joined] = await Promise.all([
      revoke(id),
      signUp('race.member@test.example', key),
    ]);
    expect([revoked.statusCode, joined.statusCode].sort()).toEqual([200, 400].sort());
    const [entry] = (await list()).json().results;
    expect(entry.state).toBe(revoked.statusCode === 200 ? 'revoked' : 'used');
  });

  it('is for admins and super admins only', async () => {
    const expected: Record<Identity, number> = {
      anonymous: 401,
      appUser: 403,
      REGULAR: 403,
      CHATTER: 403,
      ADMIN: 200,
      SUPER_ADMIN: 200,
    };
    for (const identity of IDENTITIES) {
      const { id } = await invite(`${identity.toLowerCase()}.walk@test.example`);
      const response = await revoke(id, identity);
      expect(response.statusCode, identity).toBe(expected[identity]);
      const [row] = await h.database.db.select().from(invitations).where(eq(invitations.id, id));
      expect(row.revokedAt !== null, identity).toBe(expected[identity] === 200);
    }
  });

  it('is audited: who revoked which invitation, its state before and after', async () => {
    const { id } = await invite('audited.member@test.example');
    await revoke(id, 'SUPER_ADMIN');
    const [created] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invitation.create'));
    expect(created).toMatchObject({ actorId: h.userIds.ADMIN, targetType: 'invitation' });
    const [entry] = await h.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'invitation.revoke',
      actorId: h.userIds.SUPER_ADMIN,
      actorRole: 'SUPER_ADMIN',
      targetType: 'invitation',
      targetId: String(id),
      before: { email: 'audited.member@test.example', revokedAt: null },
      after: { email: 'audited.member@test.example', revokedAt: h.clock.now().toISOString() },
    });
    // A refused revoke leaves no entry.
    await revoke(id);
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invitation.revoke'));
    expect(entries).toHaveLength(1);
  });
});
