import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { users } from '../db/schema.js';
import { listenWs } from '../test/graphqlWs.js';
import {
  createHarness,
  type Harness,
  notificationsDelivered,
  testAppConfig,
} from '../test/harness.js';
import { openAcknowledged } from '../test/rawSocket.js';
import { SessionCache } from './sessionCache.js';
import type { TokenUser } from './tokens.js';

let h: Harness;
let other: FastifyInstance;
beforeAll(async () => {
  h = await createHarness();
  // A second instance on the same database: what it changes must reach the first one's cache.
  other = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
});
afterAll(async () => {
  await other.close();
  await h.close();
});
beforeEach(() => h.reset());

const me = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/auth/me/', headers });

/** Polls until the instance answers `status`: another instance's change arrives by NOTIFY. */
async function eventually(read: () => Promise<{ statusCode: number }>, status: number) {
  for (let i = 0; i < 100; i += 1) {
    if ((await read()).statusCode === status) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect((await read()).statusCode).toBe(status);
}

describe('remembered sessions', () => {
  it('serve a real user from memory, and forget them when their row changes anywhere', async () => {
    const headers = h.headers.appUser;
    const before = (await me(h.app, headers)).json();
    expect(before).toMatchObject({ id: h.userIds.appUser });
    // With the triggers off the cache is not told: the old row is still what it serves.
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ firstName: 'Silent' }).where(eq(users.id, h.userIds.appUser));
    });
    expect((await me(h.app, headers)).json().firstName).toBe(before.firstName);
    // A change straight in the database (no route involved) reaches the cache through its trigger.
    await h.database.db
      .update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.id, h.userIds.appUser));
    for (let i = 0; i < 100; i += 1) {
      if ((await me(h.app, headers)).json().firstName === 'Renamed') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await me(h.app, headers)).json().firstName).toBe('Renamed');
  });

  it('are kept when only a staff member’s last seen moves (written once a minute as they work)', async () => {
    const id = h.userIds.CHATTER;
    const told: string[] = [];
    const unlisten = await h.database.listen('session_changed', (payload) => told.push(payload));
    try {
      await h.database.db.update(users).set({ lastSeen: new Date() }).where(eq(users.id, id));
      await h.database.db.update(users).set({ firstName: 'Moved' }).where(eq(users.id, id));
      await notificationsDelivered(h.database);
      // Only the name change told the instances (notifications arrive in commit order).
      expect(told).toEqual([String(id)]);
    } finally {
      await unlisten();
    }
  });

  it('end at once on the instance that blocks, and soon on every other', async () => {
    const headers = h.headers.appUser;
    expect((await me(h.app, headers)).statusCode).toBe(200);
    expect((await me(other, headers)).statusCode).toBe(200);
    const blocked = await other.inject({
      method: 'PATCH',
      url: `/api/user/${h.userIds.appUser}/`,
      headers: h.headers.ADMIN,
      payload: { is_blocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await me(other, headers)).statusCode).toBe(401);
    await eventually(() => me(h.app, headers), 401);
  });

  it('end at once on logout', async () => {
    const headers = h.headers.appUser;
    expect((await me(h.app, headers)).statusCode).toBe(200);
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/logout/', headers });
    expect(out.statusCode).toBe(204);
    expect((await me(h.app, headers)).statusCode).toBe(401);
  });

  it('serve staff from memory too; a rights change applies once told, at once where it was made', async () => {
    const headers = h.headers.CHATTER;
    expect((await me(h.app, headers)).json()).toMatchObject({ roles: ['CHATTER'] });
    // With the triggers off the cache is not told: the remembered session still serves.
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ role: 'REGULAR' }).where(eq(users.id, h.userIds.CHATTER));
    });
    expect((await me(h.app, headers)).json()).toMatchObject({ roles: ['CHATTER'] });
    // Written anywhere, the change reaches every instance by its trigger's notification.
    await h.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, h.userIds.CHATTER));
    await notificationsDelivered(h.database);
    expect((await me(h.app, headers)).json()).toMatchObject({ roles: ['ADMIN'] });
    expect((await me(other, headers)).json()).toMatchObject({ roles: ['ADMIN'] });
  });

  it('apply a staff profile saved on this instance to the very next request', async () => {
    const headers = h.headers.CHATTER;
    expect((await me(h.app, headers)).json().firstName).toBe('CHATTER');
    const saved = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: h.headers.SUPER_ADMIN,
      payload: {
        query:
          'mutation($id: ID!) { updateProfile(id: $id, firstName: "Chris", allowManualChat: true) { first_name } }',
        variables: { id: String(h.userIds.CHATTER) },
      },
    });
    expect(saved.json().data.updateProfile.first_name).toBe('Chris');
    // Forgotten by the instance that saved, without waiting for the notification.
    expect((await me(h.app, headers)).json().firstName).toBe('Chris');
  });

  it('remember the session a socket opened with, for its user’s next request', async () => {
    const wsUrl = await listenWs(h.app);
    await notificationsDelivered(h.database);
    const socket = await openAcknowledged(wsUrl, h.headers.appUser.authorization);
    try {
      // Renamed with the triggers off: only a request that reads the database would see it.
      await h.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ firstName: 'Silent' }).where(eq(users.id, h.userIds.appUser));
      });
      expect((await me(h.app, h.headers.appUser)).json().firstName).not.toBe('Silent');
    } finally {
      socket.socket.close();
    }
  });
});

describe('session lookups under way', () => {
  const user = { id: 7, role: null } as unknown as TokenUser;
  const session = { user, expiresAt: new Date('2100-01-01T00:00:00Z') };
  const db = {} as Parameters<SessionCache['find']>[0];
  const now = new Date('2026-11-26T12:00:00Z');

  it('are shared by every request for the same key, and not after the user changed', async () => {
    const answers: (() => void)[] = [];
    let lookups = 0;
    const cache = new SessionCache(async () => {
      lookups += 1;
      await new Promise<void>((resolve) => answers.push(resolve));
      return session;
    });
    const together = Array.from({ length: 10 }, () => cache.find(db, 'key-1', now));
    expect(lookups).toBe(1);
    // Changed meanwhile: a request from now on reads again rather than join the older lookup.
    cache.forgetUser(7);
    const after = cache.find(db, 'key-1', now);
    expect(lookups).toBe(2);
    for (const answer of answers) answer();
    expect(await Promise.all(together)).toEqual(Array(10).fill(user));
    expect(await after).toBe(user);
  });
});
