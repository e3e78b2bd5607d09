import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_MAX } from '../../../contract/passwordReset.js';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/password.js';
import { hashKey, issueToken } from '../auth/tokens.js';
import { auditLog, passwordResets, users } from '../db/schema.js';
import { listenWs } from '../test/graphqlWs.js';
import {
  createHarness,
  emailOf,
  type Harness,
  IDENTITIES,
  type Identity,
  PASSWORD,
  testAppConfig,
} from '../test/harness.js';
import { openAcknowledged } from '../test/rawSocket.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const NEW_PASSWORD = 'brand-new-7';
const INVALID_KEY = { errors: ['Your key is invalid or expired'] };

const issue = (identity: Identity, targetId: number) =>
  h.app.inject({
    method: 'POST',
    url: `/api/worker/${targetId}/password-reset/`,
    headers: h.headers[identity],
  });

const keyOf = (link: string) =>
  new URL(link.replace('/#/', '/')).searchParams.get('reset_key') ?? '';

async function newKeyFor(targetId: number, by: Identity = 'ADMIN') {
  const response = await issue(by, targetId);
  expect(response.statusCode).toBe(200);
  return keyOf(response.json().link);
}

const reset = (payload: unknown) =>
  h.app.inject({ method: 'POST', url: '/api/password-reset/', payload: payload as object });

const resetBody = (key: string, password = NEW_PASSWORD) => ({
  key,
  password,
  repeat_password: password,
});

const signIn = (identity: Exclude<Identity, 'anonymous'>, password: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/token-login/',
    payload: { email: emailOf(identity), password },
  });

const me = (headers: Record<string, string>) =>
  h.app.inject({ method: 'GET', url: '/api/auth/me/', headers });

const change = (identity: Identity, payload: unknown, headers = h.headers[identity]) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/password/',
    headers,
    payload: payload as object,
  });

const changeBody = (current: string, password = NEW_PASSWORD) => ({
  current_password: current,
  password,
  repeat_password: password,
});

const passwordHashOf = async (id: number) =>
  (await h.database.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;

async function insertStaff(role: 'ADMIN' | 'SUPER_ADMIN', email: string) {
  const [row] = await h.database.db
    .insert(users)
    .values({ email, firstName: 'Peer', role, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: users.id });
  return row.id;
}

describe('who may issue a reset link', () => {
  type Target = Exclude<Identity, 'anonymous'> | 'otherAdmin' | 'otherSuperAdmin' | 'moderator';
  const TARGETS: Target[] = [
    'REGULAR',
    'CHATTER',
    'ADMIN',
    'SUPER_ADMIN',
    'appUser',
    'otherAdmin',
    'otherSuperAdmin',
    'moderator',
  ];
  /** The targets each identity may reset: strictly below them, staff only. */
  const ALLOWED: Record<Identity, Target[]> = {
    anonymous: [],
    appUser: [],
    REGULAR: [],
    CHATTER: [],
    ADMIN: ['REGULAR', 'CHATTER'],
    SUPER_ADMIN: ['REGULAR', 'CHATTER', 'ADMIN', 'otherAdmin'],
  };

  it('an admin resets a chatter; a super admin an admin too; nobody a peer, a superior, a real user or a moderator', async () => {
    const ids: Record<Target, number> = {
      ...h.userIds,
      otherAdmin: await insertStaff('ADMIN', 'peer.admin@test.example'),
      otherSuperAdmin: await insertStaff('SUPER_ADMIN', 'peer.super@test.example'),
      moderator: (
        await h.database.db
          .insert(users)
          .values({ email: 'fake@test.example', isModerator: true })
          .returning({ id: users.id })
      )[0].id,
    };
    const seen: string[] = [];
    for (const identity of IDENTITIES) {
      for (const target of TARGETS) {
        const response = await issue(identity, ids[target]);
        const expected =
          identity === 'anonymous' ? 401 : ALLOWED[identity].includes(target) ? 200 : 403;
        seen.push(`${identity}→${target}: ${response.statusCode}`);
        expect(seen.at(-1)).toBe(`${identity}→${target}: ${expected}`);
      }
    }
    // Nothing was issued for anyone refused.
    const rows = await h.database.db.select().from(passwordResets);
    expect(rows.map((row) => row.userId).sort()).toEqual(
      [ids.REGULAR, ids.CHATTER, ids.ADMIN, ids.otherAdmin].sort(),
    );
  });

  it('refuses an id that is not one, or names nobody, with a 4xx', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '999999']) {
      const response = await h.app.inject({
        method: 'POST',
        url: `/api/worker/${id}/password-reset/`,
        headers: h.headers.SUPER_ADMIN,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('a reset link', () => {
  it('is a 24-hour link with a 256-bit key, of which only the hash is stored', async () => {
    const response = await issue('ADMIN', h.userIds.CHATTER);
    const body = response.json();
    expect(body).toMatchObject({ id: h.userIds.CHATTER, email: emailOf('CHATTER') });
    expect(body.link).toMatch(/^http:\/\/localhost(:\d+)?\/#\/passwordReset\?reset_key=[\w-]{43}$/);
    expect(new Date(body.expires_at).getTime() - h.clock.now().getTime()).toBe(24 * 3600 * 1000);
    const [row] = await h.database.db.select().from(passwordResets);
    expect(row.keyHash).toBe(hashKey(keyOf(body.link)));
    expect(JSON.stringify(row)).not.toContain(keyOf(body.link));
  });

  it('uses the configured public URL', async () => {
    const app = await buildApp({
      database: h.database,
      config: testAppConfig({ publicUrl: 'https://office.example/' }),
      clock: h.clock,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: `/api/worker/${h.userIds.CHATTER}/password-reset/`,
        headers: h.headers.ADMIN,
      });
      expect(response.json().link).toMatch(/^https:\/\/office\.example\/#\/passwordReset\?/);
    } finally {
      await app.close();
    }
  });

  it('is looked up by its key until it expires', async () => {
    const key = await newKeyFor(h.userIds.CHATTER);
    const found = await h.app.inject({ method: 'GET', url: `/api/password-reset/${key}/` });
    expect(found.json()).toMatchObject({ email: emailOf('CHATTER') });
    h.clock.advance(24 * 3600 * 1000);
    const expired = await h.app.inject({ method: 'GET', url: `/api/password-reset/${key}/` });
    expect(expired.statusCode).toBe(404);
    expect(refusalBody(expired)).toEqual({ detail: 'Your key is invalid or expired' });
  });

  it('sets the password and ends every session and open socket of its person', async () => {
    const second = await issueToken(h.database.db, h.userIds.CHATTER, new Date('2027-01-01'));
    const socket = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    const key = await newKeyFor(h.userIds.CHATTER);
    const response = await reset(resetBody(key));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: h.userIds.CHATTER });
    expect((await socket.closed(2000)).code).toBe(4401);
    expect((await me(h.headers.CHATTER)).statusCode).toBe(401);
    expect((await me({ authorization: `Token ${second}` })).statusCode).toBe(401);
    expect((await signIn('CHATTER', PASSWORD)).statusCode).toBe(400);
    expect((await signIn('CHATTER', NEW_PASSWORD)).statusCode).toBe(200);
    // Nobody else's session ended.
    expect((await me(h.headers.ADMIN)).statusCode).toBe(200);
  });

  it('works once: a used, expired or replaced key answers the invalid-key error, nothing changed', async () => {
    const used = await newKeyFor(h.userIds.CHATTER);
    expect((await reset(resetBody(used))).statusCode).toBe(200);
    const afterUse = await passwordHashOf(h.userIds.CHATTER);
    expect(refusalBody(await reset(resetBody(used, 'another-one')))).toEqual(INVALID_KEY);

    const replaced = await newKeyFor(h.userIds.CHATTER);
    const current = await newKeyFor(h.userIds.CHATTER, 'SUPER_ADMIN');
    expect(refusalBody(await reset(resetBody(replaced, 'another-one')))).toEqual(INVALID_KEY);
    const lookup = await h.app.inject({ method: 'GET', url: `/api/password-reset/${replaced}/` });
    expect(lookup.statusCode).toBe(404);

    h.clock.advance(24 * 3600 * 1000 + 1);
    expect(refusalBody(await reset(resetBody(current, 'another-one')))).toEqual(INVALID_KEY);
    expect(await passwordHashOf(h.userIds.CHATTER)).toBe(afterUse);
    expect((await signIn('CHATTER', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends its key once under many simultaneous uses', async () => {
    const key = await newKeyFor(h.userIds.CHATTER);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reset(resetBody(key, `parallel-${i}`))),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await signIn('CHATTER', `parallel-${winner}`)).statusCode).toBe(200);
  });

  it('refuses hostile input with a 400 on the field, nothing changed', async () => {
    const key = await newKeyFor(h.userIds.CHATTER);
    const before = await passwordHashOf(h.userIds.CHATTER);
    const huge = 'x'.repeat(PASSWORD_MAX + 1);
    const cases: [unknown, Record<string, unknown>][] = [
      [
        resetBody(key, huge),
        {
          password: ['A password has at most 128 characters.'],
          repeat_password: ['A password has at most 128 characters.'],
        },
      ],
      [resetBody(key, 'short'), { password: ['A password has at least 6 characters.'] }],
      [
        { key, password: NEW_PASSWORD, repeat_password: 'other-password' },
        { repeat_password: ['Passwords do not match'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(400);
      expect(refusalBody(response)).toEqual(errors);
    }
    for (const payload of [
      { key: 7, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      { key, password: 12345678, repeat_password: 12345678 },
      { key: [key], password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      { key: 'x'.repeat(10_000), password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      { key },
      [],
    ]) {
      expect((await reset(payload)).statusCode).toBe(400);
    }
    expect((await reset('just text')).statusCode).toBe(415);
    expect(await passwordHashOf(h.userIds.CHATTER)).toBe(before);
    // The key survived every refusal.
    expect((await reset(resetBody(key))).statusCode).toBe(200);
  });

  it('is throttled per address: past the limit, wrong keys answer 429', async () => {
    const app = await buildApp({
      database: h.database,
      config: testAppConfig({ signInAddressLimit: 3 }),
      clock: h.clock,
    });
    try {
      const attempt = () =>
        app.inject({ method: 'POST', url: '/api/password-reset/', payload: resetBody('guess') });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('changing one’s own password', () => {
  it('asks the current one: a wrong one is a 400 on its field, nothing changed', async () => {
    const before = await passwordHashOf(h.userIds.CHATTER);
    const response = await change('CHATTER', changeBody('not-my-password'));
    expect(response.statusCode).toBe(400);
    expect(refusalBody(response)).toEqual({
      current_password: ['Your current password is wrong.'],
    });
    expect(await passwordHashOf(h.userIds.CHATTER)).toBe(before);
  });

  it('ends the other sessions and sockets, keeps the current one', async () => {
    const other = {
      authorization: `Token ${await issueToken(h.database.db, h.userIds.ADMIN, new Date('2027-01-01'))}`,
    };
    const otherSocket = await openAcknowledged(wsUrl, other.authorization);
    const ownSocket = await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
    const response = await change('ADMIN', changeBody(PASSWORD));
    expect(response.statusCode).toBe(204);
    expect((await otherSocket.closed(2000)).code).toBe(4401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(h.headers.ADMIN)).statusCode).toBe(200);
    expect(ownSocket.socket.readyState).toBe(ownSocket.socket.OPEN);
    ownSocket.socket.close();
    expect((await signIn('ADMIN', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('ADMIN', PASSWORD)).statusCode).toBe(400);
  });

  it('is for every staff member, never a real app user or anonymous', async () => {
    const expected: Record<Identity, number> = {
      anonymous: 401,
      appUser: 403,
      REGULAR: 204,
      CHATTER: 204,
      ADMIN: 204,
      SUPER_ADMIN: 204,
    };
    for (const identity of IDENTITIES) {
      const response = await change(identity, changeBody(PASSWORD));
      expect(`${identity}: ${response.statusCode}`).toBe(`${identity}: ${expected[identity]}`);
    }
    expect((await signIn('appUser', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses hostile input with a 400, nothing changed', async () => {
    const before = await passwordHashOf(h.userIds.CHATTER);
    for (const payload of [
      changeBody(PASSWORD, 'x'.repeat(100_000)),
      changeBody(PASSWORD, '12345'),
      { current_password: PASSWORD, password: NEW_PASSWORD, repeat_password: 'different' },
      { current_password: 1, password: NEW_PASSWORD, repeat_password: NEW_PASSWORD },
      {
        current_password: 'x'.repeat(100_000),
        password: NEW_PASSWORD,
        repeat_password: NEW_PASSWORD,
      },
      { password: NEW_PASSWORD },
      null,
    ]) {
      const response = await change('CHATTER', payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await passwordHashOf(h.userIds.CHATTER)).toBe(before);
  });

  it('is throttled per account with the sign-in: past five wrong guesses even the right one waits', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await change('CHATTER', changeBody(`guess-${i}`))).statusCode).toBe(400);
    }
    const refused = await change('CHATTER', changeBody(PASSWORD));
    expect(refused.statusCode).toBe(429);
    expect((await signIn('CHATTER', PASSWORD)).statusCode).toBe(429);
  });
});

describe('the audit log', () => {
  it('keeps who issued, used and changed, never a key, link or password', async () => {
    const issued = await issue('ADMIN', h.userIds.CHATTER);
    const key = keyOf(issued.json().link);
    expect((await reset(resetBody(key))).statusCode).toBe(200);
    expect((await change('SUPER_ADMIN', changeBody(PASSWORD))).statusCode).toBe(204);
    const entries = await h.database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map(({ action, actorId, targetId }) => ({ action, actorId, targetId }))).toEqual(
      [
        {
          action: 'password_reset.issue',
          actorId: h.userIds.ADMIN,
          targetId: String(h.userIds.CHATTER),
        },
        {
          action: 'password_reset.use',
          actorId: h.userIds.CHATTER,
          targetId: String(h.userIds.CHATTER),
        },
        {
          action: 'auth.password_change',
          actorId: h.userIds.SUPER_ADMIN,
          targetId: String(h.userIds.SUPER_ADMIN),
        },
      ],
    );
    const kept = JSON.stringify(entries);
    for (const secret of [key, NEW_PASSWORD, PASSWORD, 'reset_key']) {
      expect(kept).not.toContain(secret);
    }
  });

  it('keeps nothing for a refused or failed attempt', async () => {
    await issue('CHATTER', h.userIds.REGULAR);
    await reset(resetBody('wrong-key'));
    await change('CHATTER', changeBody('wrong-password'));
    expect(await h.database.db.select().from(auditLog)).toEqual([]);
  });
});
