import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moments, reports, stories, users } from '../db/schema.js';
import { createHarness, type Harness } from '../test/harness.js';
import { addPhoto, addRealUser, addReports } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
  identity: 'SUPER_ADMIN' | 'ADMIN' | 'CHATTER' | 'REGULAR' = 'SUPER_ADMIN',
) => h.app.inject({ method, url, payload: payload as object, headers: h.headers[identity] });

const row = async (id: number) =>
  (await h.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/user/{id}/', () => {
  it('answers the detail with reports, photos, stories, moments and the subscription', async () => {
    const id = await addRealUser(h, {
      latitude: 40.7,
      longitude: -74,
      subscriptionId: 2,
      interestedIn: '1,4',
      avatarIndex: 1,
    });
    await addReports(h, id, 'Spam');
    await addPhoto(h, id, 'a.jpg');
    await addPhoto(h, id, 'b.jpg');
    await addPhoto(h, id, 'secret.jpg', 'PRIVATE');
    await h.database.db.insert(stories).values({ userId: id, file: 's.mp4', fileType: 'video' });
    await h.database.db
      .insert(moments)
      .values({ userId: id, file: 'm.jpg', title: 'Hi', description: 'At the beach' });
    const response = await call('GET', `/api/user/${id}/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      location: [40.7, -74],
      interested_in: '1,4',
      user_subscription: { id: 2, package: expect.any(String) },
      avatar: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/media\/b\.jpg$/),
      avatar_index: 1,
    });
    expect(body.user_subscription.package).not.toBe('');
    expect(body.reports.map((r: { reason: string }) => r.reason)).toEqual(['Spam']);
    expect(body.avatar_photos.map((p: { type: string }) => p.type)).toEqual([
      'PUBLIC',
      'PUBLIC',
      'PRIVATE',
    ]);
    expect(body.stories[0]).toMatchObject({
      fileType: 'video',
      file_url: expect.stringMatching(/\/media\/s\.mp4$/),
    });
    expect(body.moments[0]).toMatchObject({ Title: 'Hi', momentDescription: 'At the beach' });
  });

  it("answers 404 'Given user is not found' for nobody and for staff", async () => {
    for (const id of [999_999, h.userIds.ADMIN]) {
      const response = await call('GET', `/api/user/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(refusalBody(response)).toEqual({ detail: 'Given user is not found' });
    }
    expect((await call('GET', '/api/user/abc/')).statusCode).toBe(400);
  });
});

describe('PUT /api/user/{id}/', () => {
  it('saves the sent fields only, accepting the save defaults', async () => {
    const id = await addRealUser(h, { about: 'keep me', phone: '+1 555' });
    const response = await call('PUT', `/api/user/${id}/`, {
      display_name: 'New_40',
      age: '35',
      language: [],
      interested_in: [3, 7],
      tags: [2],
      disabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      display_name: 'New_40',
      age: 35,
      interested_in: '3,7',
    });
    expect(await row(id)).toMatchObject({
      displayName: 'New_40',
      age: 35,
      language: [],
      tags: [2],
      disabled: true,
      about: 'keep me',
      phone: '+1 555',
    });
  });

  it('refuses unknown or invalid fields with 400 and changes nothing', async () => {
    const id = await addRealUser(h, { displayName: 'Same' });
    for (const body of [
      { display_name: 'X', role: 'SUPER_ADMIN' },
      { display_name: '' },
      { age: -3 },
      { interested_in: '1,,2' },
      { tags: ['a'] },
    ]) {
      const response = await call('PUT', `/api/user/${id}/`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await row(id)).displayName).toBe('Same');
    expect((await row(id)).role).toBeNull();
  });

  it('is for super admins only, and never touches staff', async () => {
    const id = await addRealUser(h);
    expect((await call('PUT', `/api/user/${id}/`, { about: 'x' }, 'ADMIN')).statusCode).toBe(403);
    const staff = await call('PUT', `/api/user/${h.userIds.ADMIN}/`, { about: 'x' });
    expect(staff.statusCode).toBe(404);
  });
});

describe('PATCH /api/user/{id}/ (block)', () => {
  it("blocks (ending the user's sessions) and unblocks", async () => {
    const id = h.userIds.appUser;
    const me = () =>
      h.app.inject({ method: 'GET', url: '/api/auth/me/', headers: h.headers.appUser });
    expect((await me()).statusCode).toBe(200);
    const blocked = await call('PATCH', `/api/user/${id}/`, { is_blocked: true }, 'ADMIN');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().is_blocked).toBe(true);
    expect((await me()).statusCode).toBe(401);
    const unblocked = await call('PATCH', `/api/user/${id}/`, { is_blocked: false }, 'ADMIN');
    expect(unblocked.json().is_blocked).toBe(false);
    expect((await row(id)).isBlocked).toBe(false);
  });

  it('refuses chatters, staff targets and bad bodies', async () => {
    const id = await addRealUser(h);
    expect(
      (await call('PATCH', `/api/user/${id}/`, { is_blocked: true }, 'CHATTER')).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/user/${h.userIds.CHATTER}/`, { is_blocked: true })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/api/user/${id}/`, { is_blocked: 'yes' })).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/user/${id}/`, { is_blocked: true, disabled: true })).statusCode,
    ).toBe(400);
    expect((await row(id)).isBlocked).toBe(false);
  });
});

describe('DELETE /api/user/{id}/reports/', () => {
  it('clears the reports with 204, and the list sorts the user as unreported', async () => {
    const id = await addRealUser(h);
    await addReports(h, id, 'Spam', 'Scam attempt');
    expect((await row(id)).reportCount).toBe(2);
    const response = await call('DELETE', `/api/user/${id}/reports/`, undefined, 'ADMIN');
    expect(response.statusCode).toBe(204);
    expect(await h.database.db.select().from(reports).where(eq(reports.userId, id))).toEqual([]);
    expect((await row(id)).reportCount).toBe(0);
    expect((await call('DELETE', '/api/user/999999/reports/')).statusCode).toBe(404);
  });
});

describe('POST /api/user/ (new user)', () => {
  it('creates a real user from an email, and refuses a duplicate with the error list', async () => {
    const created = await call('POST', '/api/user/', { email: 'New.Person@Example.com' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.person@example.com',
      display_name: 'newperson',
    });
    const again = await call('POST', '/api/user/', { email: 'new.person@example.com' });
    expect(again.statusCode).toBe(400);
    expect(refusalBody(again)).toEqual({ errors: ['A user with this email already exists.'] });
    expect((await call('POST', '/api/user/', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await call('POST', '/api/user/', { email: 'a@b.co' }, 'ADMIN')).statusCode).toBe(403);
  });
});

describe('DELETE /api/user/{id}', () => {
  it('deletes with 204, refuses the caller themselves, 404 for nobody', async () => {
    const admin = h.userIds.ADMIN;
    expect(
      (await call('DELETE', `/api/user/${h.userIds.CHATTER}`, undefined, 'ADMIN')).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/user/${admin}`)).statusCode).toBe(204);
    expect(await row(admin)).toBeUndefined();
    const self = await call('DELETE', `/api/user/${h.userIds.SUPER_ADMIN}`);
    expect(self.statusCode).toBe(400);
    expect((await call('DELETE', '/api/user/999999')).statusCode).toBe(404);
  });
});
