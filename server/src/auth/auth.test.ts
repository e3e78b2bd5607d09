import { scrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Harness } from '../test/harness.js';
import { refusalBody } from '../test/refusalBody.js';

// Counts the password verifications a sign-in runs (scrypt is the work an attacker makes us do).
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  return { ...crypto, scrypt: vi.fn(crypto.scrypt) };
});
// The server's modules may already be loaded by another file in this worker (isolate: false):
// load them again so that they import the counting scrypt.
vi.resetModules();
const { tokens, users } = await import('../db/schema.js');
const { createHarness, emailOf, PASSWORD } = await import('../test/harness.js');
const { hashKey, revokeAllTokens } = await import('./tokens.js');
const scryptRuns = async (action: () => Promise<unknown>) => {
  vi.mocked(scrypt).mockClear();
  await action();
  return vi.mocked(scrypt).mock.calls.length;
};

const ADDRESS_LIMIT = 8;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ signInAddressLimit: ADDRESS_LIMIT });
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const login = (email: string, password: string, ip = '10.0.0.1', xff?: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/auth/token-login/',
    payload: { email, password },
    remoteAddress: ip,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });

describe('token login', () => {
  it('answers a key and the user with its role, and marks the user online', async () => {
    const response = await login('ADMIN@test.example', PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.key.length).toBeGreaterThanOrEqual(43);
    expect(body.user).toMatchObject({
      email: emailOf('ADMIN'),
      roles: ['ADMIN'],
      fullName: 'ADMIN Test',
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row.isOnline).toBe(true);
  });

  it('gives a real app user a key with no roles', async () => {
    const response = await login(emailOf('appUser'), PASSWORD);
    expect(response.json().user.roles).toEqual([]);
  });

  it('answers 400 with the spec message for a wrong password or unknown email', async () => {
    for (const response of [
      await login(emailOf('ADMIN'), 'nope-nope'),
      await login('x@y.zz', 'abcdef'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(refusalBody(response)).toEqual({ errors: ['Wrong username or password'] });
    }
  });

  it('refuses a blocked or disabled account with the same message', async () => {
    await h.database.db
      .update(users)
      .set({ isBlocked: true })
      .where(eq(users.id, h.userIds.CHATTER));
    await h.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.id, h.userIds.REGULAR));
    for (const identity of ['CHATTER', 'REGULAR'] as const) {
      const response = await login(emailOf(identity), PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(refusalBody(response)).toEqual({ errors: ['Wrong username or password'] });
    }
  });

  it('answers 400 with field errors for a malformed body and stores nothing', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain('email');
  });
});

describe('throttling failed sign-ins', () => {
  it('locks an account after 5 failures with 429 and Retry-After, whatever the address', async () => {
    for (let i = 0; i < 5; i += 1) await login(emailOf('ADMIN'), 'wrong-pass', `10.0.1.${i}`);
    const locked = await login(emailOf('ADMIN'), PASSWORD, '10.0.2.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    h.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(emailOf('ADMIN'), PASSWORD, '10.0.2.1')).statusCode).toBe(200);
  });

  it('counts failures case-insensitively and forgets them after a success', async () => {
    for (let i = 0; i < 4; i += 1) await login('Admin@Test.Example', 'wrong-pass');
    expect((await login(emailOf('ADMIN'), PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(emailOf('ADMIN'), 'wrong-pass');
    expect((await login(emailOf('ADMIN'), PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await login('ADMIN@test.example', 'wrong-pass');
    const locked = await login(emailOf('ADMIN'), PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/,
    );
  });

  it('verifies at most 5 passwords of an account however many arrive in parallel', async () => {
    let answers: Awaited<ReturnType<typeof login>>[] = [];
    const verified = await scryptRuns(async () => {
      answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          login(emailOf('ADMIN'), `wrong-pass-${i}`, `10.0.3.${i}`),
        ),
      );
    });
    expect(verified).toBe(5);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(45);
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(emailOf('ADMIN'), PASSWORD, '10.0.4.1')).statusCode).toBe(429);
  });

  it('verifies a password for an unknown email as it does for a known one', async () => {
    await login('warm-up@test.example', 'wrong-pass');
    const known = await scryptRuns(() => login(emailOf('ADMIN'), 'wrong-pass'));
    const unknown = await scryptRuns(() => login('nobody@test.example', 'wrong-pass'));
    expect(known).toBe(1);
    expect(unknown).toBe(1);
  });

  it('answers wrong passwords from an address past its limit with 429, never a correct one', async () => {
    const office = '10.9.9.9';
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      expect((await login(`typo${i}@test.example`, 'wrong-pass', office)).statusCode).toBe(400);
    }
    const spoofed = await login(emailOf('REGULAR'), 'wrong-pass', office, '1.2.3.4');
    expect(spoofed.statusCode).toBe(429);
    expect(Number(spoofed.headers['retry-after'])).toBeGreaterThan(0);
    expect(spoofed.json().detail).toMatch(/^Too many failed sign-in attempts\./);
    for (const identity of ['REGULAR', 'CHATTER', 'SUPER_ADMIN'] as const) {
      expect((await login(emailOf(identity), PASSWORD, office)).statusCode).toBe(200);
    }
    expect((await login(emailOf('REGULAR'), 'wrong-pass', '10.9.9.10')).statusCode).toBe(400);
    h.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(emailOf('REGULAR'), 'wrong-pass', office)).statusCode).toBe(400);
  });

  it('still refuses a correct password from an office address when the account is locked', async () => {
    for (let i = 0; i < 5; i += 1) await login(emailOf('CHATTER'), 'wrong-pass', '10.9.9.9');
    expect((await login(emailOf('CHATTER'), PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login(emailOf('REGULAR'), PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  const me = (headers: Record<string, string>) =>
    h.app.inject({ method: 'GET', url: '/api/auth/me/', headers });

  it('says whether the credentials were missing or invalid', async () => {
    expect(refusalBody(await me({}))).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
    expect(refusalBody(await me({ authorization: 'Token nope' }))).toEqual({
      detail: 'Invalid token.',
    });
  });

  it('revokes every session of a user at once (on block)', async () => {
    const second = await login(emailOf('CHATTER'), PASSWORD);
    const secondHeaders = { authorization: `Token ${second.json().key}` };
    await revokeAllTokens(h.database.db, h.userIds.CHATTER);
    expect((await me(h.headers.CHATTER)).statusCode).toBe(401);
    expect((await me(secondHeaders)).statusCode).toBe(401);
    expect((await me(h.headers.ADMIN)).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of a key', async () => {
    const key = h.headers.ADMIN.authorization.split(' ')[1];
    const rows = await h.database.db.select().from(tokens);
    expect(rows.some((row) => row.keyHash === key)).toBe(false);
    expect(rows.some((row) => row.keyHash === hashKey(key))).toBe(true);
  });

  it('accepts Token and Bearer, and answers 401 with WWW-Authenticate otherwise', async () => {
    expect((await me(h.headers.CHATTER)).json().roles).toEqual(['CHATTER']);
    const bearer = h.headers.CHATTER.authorization.replace('Token', 'Bearer');
    expect((await me({ authorization: bearer })).statusCode).toBe(200);
    for (const headers of [{}, { authorization: 'Token not-a-token' }] as Record<
      string,
      string
    >[]) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Token');
    }
  });

  it('expires after the configured lifetime (12 hours)', async () => {
    h.clock.advance(12 * 60 * 60 * 1000 - 1000);
    expect((await me(h.headers.ADMIN)).statusCode).toBe(200);
    h.clock.advance(2000);
    expect((await me(h.headers.ADMIN)).statusCode).toBe(401);
  });

  it('logout sets the user offline and revokes the token', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: h.headers.ADMIN,
    });
    expect(response.statusCode).toBe(204);
    expect((await me(h.headers.ADMIN)).statusCode).toBe(401);
    const [row] = await h.database.db.select().from(users).where(eq(users.id, h.userIds.ADMIN));
    expect(row.isOnline).toBe(false);
  });
});
