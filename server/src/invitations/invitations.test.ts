import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { hashKey } from '../auth/tokens.js';
import { invitations, users } from '../db/schema.js';
import { createHarness, type Harness, testAppConfig } from '../test/harness.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const invite = (body: object, headers = h.headers.ADMIN) =>
  h.app.inject({ method: 'POST', url: '/api/worker/invitation/', headers, payload: body });

const keyOf = (link: string) =>
  new URL(link.replace('/#/', '/')).searchParams.get('invitation_key') ?? '';

const signUpBody = (email: string, key: string) => ({
  email,
  first_name: 'Nina',
  last_name: 'Worker',
  password: 'secret123',
  repeat_password: 'secret123',
  language: [1, 2],
  invitation_key: key,
  paste_access: false,
});

async function newInvitation(email = 'nina.worker@test.example', chatAdmin = true) {
  const response = await invite({
    email,
    is_admin_permission: !chatAdmin,
    is_chat_admin_permission: chatAdmin,
  });
  expect(response.statusCode).toBe(200);
  return keyOf(response.json().link);
}

describe('invitation', () => {
  it('answers the full sign-up link with a 256-bit key in its query string', async () => {
    const response = await invite({
      email: 'nina.worker@test.example',
      is_admin_permission: false,
      is_chat_admin_permission: true,
    });
    const body = response.json();
    expect(body.link).toMatch(/^http:\/\/localhost(:\d+)?\/#\/signUp\?invitation_key=[\w-]{43}$/);
    expect(new Date(body.expires_at).getTime() - h.clock.now().getTime()).toBe(24 * 3600 * 1000);
  });

  it('stores only the hash of the key, and uses the configured public URL for the link', async () => {
    const app = await buildApp({
      database: h.database,
      config: testAppConfig({ publicUrl: 'https://office.example/' }),
      clock: h.clock,
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/worker/invitation/',
        headers: h.headers.SUPER_ADMIN,
        payload: {
          email: 'nina.worker@test.example',
          is_admin_permission: true,
          is_chat_admin_permission: false,
        },
      });
      const { link } = response.json();
      expect(link).toMatch(/^https:\/\/office\.example\/#\/signUp\?invitation_key=/);
      const [row] = await h.database.db.select().from(invitations);
      expect(row.keyHash).toBe(hashKey(keyOf(link)));
    } finally {
      await app.close();
    }
  });

  it('requires exactly one permission', async () => {
    for (const flags of [
      [false, false],
      [true, true],
    ]) {
      const response = await invite({
        email: 'nina.worker@test.example',
        is_admin_permission: flags[0],
        is_chat_admin_permission: flags[1],
      });
      expect(response.statusCode).toBe(400);
      expect(refusalBody(response)).toEqual({
        errors: ['You must check one permission from below'],
      });
    }
  });

  it('rejects a short email and an email already in use', async () => {
    expect(
      (
        await invite({
          email: 'a@b.io',
          is_admin_permission: true,
          is_chat_admin_permission: false,
        })
      ).statusCode,
    ).toBe(400);
    const taken = await invite({
      email: 'admin@test.example',
      is_admin_permission: true,
      is_chat_admin_permission: false,
    });
    expect(refusalBody(taken)).toEqual({ errors: ['User with this email already exists'] });
  });

  it('looks a key up, and forgets it after 24 hours', async () => {
    const key = await newInvitation();
    const url = `/api/worker/invitation/${key}/`;
    const found = await h.app.inject({ method: 'GET', url });
    expect(found.json()).toMatchObject({
      email: 'nina.worker@test.example',
      is_chat_admin_permission: true,
    });
    h.clock.advance(24 * 3600 * 1000);
    const expired = await h.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(404);
    expect(refusalBody(expired)).toEqual({ detail: 'Your key is invalid or expired' });
  });
});

describe('sign-up', () => {
  const signUp = (body: object) =>
    h.app.inject({ method: 'POST', url: '/api/worker/signup/', payload: body });

  it('creates a chatter from a chat-admin invitation, who can then sign in', async () => {
    const key = await newInvitation();
    const response = await signUp(signUpBody('nina.worker@test.example', key));
    expect(response.statusCode).toBe(201);
    const [user] = await h.database.db.select().from(users).where(eq(users.id, response.json().id));
    expect(user).toMatchObject({
      role: 'CHATTER',
      pasteAccess: false,
      language: [1, 2],
      firstName: 'Nina',
    });
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: 'nina.worker@test.example', password: 'secret123' },
    });
    expect(login.json().user.roles).toEqual(['CHATTER']);
  });

  it('creates an admin from an admin invitation', async () => {
    const key = await newInvitation('new.admin@test.example', false);
    const response = await signUp(signUpBody('new.admin@test.example', key));
    const [user] = await h.database.db.select().from(users).where(eq(users.id, response.json().id));
    expect(user.role).toBe('ADMIN');
  });

  it('spends the key once, even under two concurrent sign-ups', async () => {
    const key = await newInvitation();
    const body = signUpBody('nina.worker@test.example', key);
    const results = await Promise.all([signUp(body), signUp(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const again = await signUp(body);
    expect(refusalBody(again)).toEqual({ errors: ['Your key is invalid or expired'] });
  });

  it('refuses an expired key, another email, mismatched passwords and no language', async () => {
    const key = await newInvitation();
    expect((await signUp(signUpBody('someone.else@test.example', key))).statusCode).toBe(400);
    const mismatch = await signUp({
      ...signUpBody('nina.worker@test.example', key),
      repeat_password: 'other123',
    });
    expect(refusalBody(mismatch)).toEqual({ repeat_password: ['Passwords do not match'] });
    const noLanguage = await signUp({
      ...signUpBody('nina.worker@test.example', key),
      language: [],
    });
    expect(noLanguage.statusCode).toBe(400);
    expect(refusalBody(noLanguage)).toEqual({ language: ['Please select languages!'] });
    h.clock.advance(24 * 3600 * 1000 + 1);
    expect(refusalBody(await signUp(signUpBody('nina.worker@test.example', key)))).toEqual({
      errors: ['Your key is invalid or expired'],
    });
    const [count] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nina.worker@test.example'));
    expect(count).toBeUndefined();
  });
});
