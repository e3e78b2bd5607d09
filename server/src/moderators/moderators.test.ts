import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moments, photos, stories, users } from '../db/schema.js';
import { createHarness, type Harness, type Identity } from '../test/harness.js';
import { addRealUser, addSignedIn } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';
import { MODERATOR_RULES } from './rules.js';
import { NO_SUCH_OWNER, NO_SUCH_WORKER } from './save.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

type NewUser = typeof users.$inferInsert;
async function addModerator(values: Partial<NewUser> = {}) {
  const n = Math.random().toString(36).slice(2, 8);
  const [row] = await h.database.db
    .insert(users)
    .values({ email: `${n}@fake.test`, firstName: `Mod${n}`, isModerator: true, ...values })
    .returning();
  return row;
}

const get = (url: string, identity: Identity = 'ADMIN') =>
  h.app.inject({ method: 'GET', url, headers: h.headers[identity] });
const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  identity: Identity = 'ADMIN',
) => h.app.inject({ method, url, headers: h.headers[identity], payload: payload as object });

/** A complete, valid fake user as the form sends it. */
const valid = {
  name: 'Mary Jane',
  age: 8,
  gender: 2,
  ethnicity: 1,
  interestedIn: [1, 4],
  tags: [2, 3],
  subscription_id: 1,
  address: 'Paris, France',
  location: [48.8566, 2.3522],
  about: 'Hello',
  books: ['Dune'],
};

describe('GET /api/moderator/', () => {
  it('pages by 28, newest first, with counts, primary thumbnail and owner', async () => {
    for (let i = 0; i < 30; i += 1) {
      await addModerator({ signUp: new Date(Date.UTC(2026, 0, 1 + i)), ownerId: h.userIds.ADMIN });
    }
    const newest = await addModerator({ signUp: new Date(Date.UTC(2026, 5, 1)), avatarIndex: 1 });
    await h.database.db.insert(photos).values([
      { userId: newest.id, file: 'a.jpg', thumbnail: 'thumbs/a.jpg' },
      { userId: newest.id, file: 'b.jpg', thumbnail: 'thumbs/b.jpg' },
      { userId: newest.id, file: 'c.jpg', type: 'PRIVATE' },
    ]);
    await h.database.db.insert(stories).values({ userId: newest.id, file: 's.jpg' });
    const page = (await get('/api/moderator/', 'REGULAR')).json();
    expect(page.count).toBe(31);
    expect(page.results).toHaveLength(28);
    expect(page.next).toContain('offset=28');
    expect(page.results[0]).toMatchObject({
      id: newest.id,
      photos_count: 3,
      stories_count: 1,
      moments_count: 0,
      owner: null,
    });
    expect(page.results[0].avatar).toMatch(/\/media\/thumbs\/b\.jpg$/);
    expect(page.results[1].owner).toEqual({ id: h.userIds.ADMIN, fullName: 'ADMIN Test' });
    const last = (await get('/api/moderator/?offset=28')).json();
    expect(last.results).toHaveLength(3);
    expect(last.previous).toContain('offset=0');
  });

  it('filters by search, owner, worker and collection type, and sorts', async () => {
    const zed = await addModerator({ firstName: 'Zed', displayName: 'Zed_30', age: 13 });
    const amy = await addModerator({
      firstName: 'Amy',
      displayName: 'Amy_20',
      age: 3,
      ownerId: h.userIds.ADMIN,
      workerId: h.userIds.CHATTER,
    });
    const bob = await addModerator({ firstName: 'Bob', displayName: 'Bob_40', age: 23 });
    await h.database.db.insert(photos).values({ userId: zed.id, file: 'p.jpg', type: 'PRIVATE' });
    await h.database.db.insert(moments).values([
      { userId: amy.id, description: 'published' },
      // Scheduled for later: not yet a moment people see.
      {
        userId: bob.id,
        description: 'later',
        publishAt: new Date(Date.now() + 3_600_000),
        isPublished: false,
      },
    ]);
    await h.database.db.insert(stories).values({ userId: bob.id, file: 's.jpg' });
    await addRealUser(h, { firstName: 'Amy' }); // real users are never moderators
    const ids = async (query: string) =>
      ((await get(`/api/moderator/?${query}`)).json().results as { id: number }[]).map((m) => m.id);
    expect(await ids('search=amy')).toEqual([amy.id]);
    expect(await ids(`created_by=${h.userIds.ADMIN}`)).toEqual([amy.id]);
    expect(await ids(`worker=${h.userIds.CHATTER}`)).toEqual([amy.id]);
    expect(await ids('collection=private_photos')).toEqual([zed.id]);
    expect(await ids('collection=moments')).toEqual([amy.id]);
    expect(await ids('collection=stories')).toEqual([bob.id]);
    expect(await ids('collection=public_photos')).toEqual([]);
    // The photo counters follow every change of the photos table.
    await h.database.db.update(photos).set({ type: 'PUBLIC' }).where(eq(photos.userId, zed.id));
    expect(await ids('collection=private_photos')).toEqual([]);
    expect(await ids('collection=public_photos')).toEqual([zed.id]);
    await h.database.db.delete(photos).where(eq(photos.userId, zed.id));
    expect(await ids('collection=public_photos')).toEqual([]);
    expect(await ids('field=display_name&ordered=1')).toEqual([amy.id, bob.id, zed.id]);
    expect(await ids('field=age&ordered=-1')).toEqual([bob.id, zed.id, amy.id]);
    expect(refusalBody(await get('/api/moderator/?search=%20'))).toEqual({
      errors: ['filter not defined'],
    });
    expect((await get('/api/moderator/?collection=everything')).statusCode).toBe(400);
    const owned = (await get(`/api/moderator/owner/${h.userIds.ADMIN}/?role=moderator`)).json();
    expect(owned.results.map((m: { id: number }) => m.id)).toEqual([amy.id]);
    const own = (await get(`/api/moderator/user/${h.userIds.CHATTER}/`, 'CHATTER')).json();
    expect(own.fake_users.map((m: { id: number }) => m.id)).toEqual([amy.id]);
    expect((await get(`/api/moderator/user/${h.userIds.ADMIN}/`, 'CHATTER')).statusCode).toBe(403);
  });
});

describe('GET /api/moderator/{id}/', () => {
  it('answers every profile field, and 404 for anyone who is not a moderator', async () => {
    const moderator = await addModerator({
      tags: [1, 2],
      books: ['Dune'],
      latitude: 1,
      longitude: 2,
    });
    const body = (await get(`/api/moderator/${moderator.id}/`, 'REGULAR')).json();
    expect(body).toMatchObject({
      id: moderator.id,
      isModerator: true,
      tags: [1, 2],
      books: ['Dune'],
      location: [1, 2],
      subscription: { id: 1 },
      avatar_photos: [],
    });
    const real = await addRealUser(h);
    expect(refusalBody(await get(`/api/moderator/${real}/`))).toEqual({
      detail: 'Given user is not found',
    });
    expect((await get(`/api/moderator/${h.userIds.ADMIN}/`)).statusCode).toBe(404);
    expect((await get(`/api/moderator/${moderator.id}/`, 'appUser')).statusCode).toBe(403);
  });
});

describe('POST /api/user/ with a fake user', () => {
  it('creates a moderator with derived names on the product domain', async () => {
    const response = await send('POST', '/api/user/', valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Mary_Jane',
      display_name: 'Mary_Jane_25',
      username: 'mary_jane25',
      email: 'mary_jane25@fake.chatapp.test',
      owner_id: h.userIds.ADMIN,
      interestedIn: '1,4',
      location: [48.8566, 2.3522],
      isModerator: true,
    });
    expect(body.uid).toBe(`m${body.id}x0x`);
    const again = (await send('POST', '/api/user/', valid)).json();
    expect(again.email).toBe('mary_jane25_2@fake.chatapp.test');
  });

  it('answers every broken rule at once and saves nothing', async () => {
    const before = await h.database.db.select().from(users);
    const response = await send('POST', '/api/user/', { name: ' ', gender: 5, about: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      MODERATOR_RULES.name,
      MODERATOR_RULES.gender,
      MODERATOR_RULES.ethnicity,
      MODERATOR_RULES.interestedIn,
      MODERATOR_RULES.tags,
      MODERATOR_RULES.address,
    ]);
    expect(await h.database.db.select().from(users)).toHaveLength(before.length);
    const unknown = await send('POST', '/api/user/', { ...valid, password: 'x' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a name without a letter or digit, which would be stored as "_"', async () => {
    const before = await h.database.db.select().from(users);
    const response = await send('POST', '/api/user/', { ...valid, name: '!!! ???' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([MODERATOR_RULES.name]);
    expect(await h.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('places an address typed but not picked by geocoding it', async () => {
    const { location: _picked, ...typed } = valid;
    const body = (await send('POST', '/api/user/', { ...typed, address: 'Lyon' })).json();
    expect(body.location[0]).toBeCloseTo(45.75, 1);
    expect(body.country_code).toBe('FR');
    // The country's name too, so cards say "Lyon, France".
    expect(body.country).toBe('France');
    const picked = (
      await send('POST', '/api/user/', { ...valid, name: 'Picked Place', country_code: 'de' })
    ).json();
    expect(picked.country).toBe('Germany');
  });

  it('lets a chatter create fake users for themself only', async () => {
    const own = await send(
      'POST',
      '/api/user/',
      { ...valid, worker_id: h.userIds.CHATTER },
      'CHATTER',
    );
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ worker_id: h.userIds.CHATTER, owner_id: null });
    const other = await send(
      'POST',
      '/api/user/',
      { ...valid, worker_id: h.userIds.ADMIN },
      'CHATTER',
    );
    expect(other.statusCode).toBe(403);
    expect((await send('POST', '/api/user/', valid, 'CHATTER')).statusCode).toBe(403);
    expect((await send('POST', '/api/user/', valid, 'REGULAR')).statusCode).toBe(403);
    // The email-only body stays the super admin's New user.
    expect((await send('POST', '/api/user/', { email: 'new@x.test' }, 'ADMIN')).statusCode).toBe(
      403,
    );
    expect(
      (await send('POST', '/api/user/', { email: 'new@x.test' }, 'SUPER_ADMIN')).statusCode,
    ).toBe(201);
  });
});

describe("a moderator's worker and owner", () => {
  /** Ids that are no worker (a CHATTER) and no owner (an admin) for a moderator. */
  async function strangers() {
    const realUser = await addRealUser(h);
    const moderator = await addModerator();
    return { nobody: 999_999, realUser, moderator: moderator.id, regular: h.userIds.REGULAR };
  }

  it('are a worker (CHATTER) and an admin when a fake user is created', async () => {
    const before = await h.database.db.select().from(users);
    const others = await strangers();
    for (const id of [...Object.values(others), h.userIds.ADMIN]) {
      const response = await send('POST', '/api/user/', { ...valid, worker_id: id });
      expect(response.statusCode, `worker ${id}`).toBe(400);
      expect(refusalBody(response)).toEqual({ errors: [NO_SUCH_WORKER] });
    }
    for (const id of [...Object.values(others), h.userIds.CHATTER]) {
      const response = await send('POST', '/api/user/', { ...valid, owner_id: id });
      expect(response.statusCode, `owner ${id}`).toBe(400);
      expect(refusalBody(response)).toEqual({ errors: [NO_SUCH_OWNER] });
    }
    expect(await h.database.db.select().from(users)).toHaveLength(before.length + 2);
    const created = await send('POST', '/api/user/', {
      ...valid,
      worker_id: h.userIds.CHATTER,
      owner_id: h.userIds.SUPER_ADMIN,
    });
    expect(created.json()).toMatchObject({
      worker_id: h.userIds.CHATTER,
      owner_id: h.userIds.SUPER_ADMIN,
    });
  });

  it('are a worker (CHATTER) and an admin when a moderator is saved', async () => {
    const saved = await addModerator({ workerId: h.userIds.CHATTER, ownerId: h.userIds.ADMIN });
    const others = await strangers();
    for (const id of Object.values(others)) {
      const worker = await send('PUT', `/api/moderator/${saved.id}/`, { worker_id: id });
      expect(refusalBody(worker), `worker ${id}`).toEqual({ errors: [NO_SUCH_WORKER] });
      const owner = await send('PUT', `/api/moderator/${saved.id}/`, { owner_id: id });
      expect(refusalBody(owner), `owner ${id}`).toEqual({ errors: [NO_SUCH_OWNER] });
    }
    const [row] = await h.database.db.select().from(users).where(eq(users.id, saved.id));
    expect(row).toMatchObject({ workerId: h.userIds.CHATTER, ownerId: h.userIds.ADMIN });
    const unassigned = await send('PUT', `/api/moderator/${saved.id}/`, { worker_id: null });
    expect(unassigned.json()).toMatchObject({ worker_id: null });
  });

  it('are changed by admins only: a chatter hands no fake user away', async () => {
    const own = await addModerator({ workerId: h.userIds.CHATTER, ownerId: h.userIds.ADMIN });
    const colleague = await addSignedIn(h, { role: 'CHATTER' });
    for (const change of [
      { worker_id: colleague.id },
      { worker_id: null },
      { owner_id: h.userIds.SUPER_ADMIN },
    ]) {
      const response = await send('PUT', `/api/moderator/${own.id}/`, change, 'CHATTER');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toHaveProperty('detail');
    }
    const [row] = await h.database.db.select().from(users).where(eq(users.id, own.id));
    expect(row).toMatchObject({ workerId: h.userIds.CHATTER, ownerId: h.userIds.ADMIN });
    // The record sent back as it was read is no change.
    const same = await send(
      'PUT',
      `/api/moderator/${own.id}/`,
      { about: 'mine', worker_id: h.userIds.CHATTER, owner_id: h.userIds.ADMIN },
      'CHATTER',
    );
    expect(same.statusCode).toBe(200);
  });
});

describe('PUT and DELETE /api/moderator/{id}/', () => {
  it('takes back the record GET gave, with one field changed; refuses unknown keys', async () => {
    const created = (await send('POST', '/api/user/', valid)).json();
    const record = (await get(`/api/moderator/${created.id}/`)).json();
    const unchanged = await send('PUT', `/api/moderator/${created.id}/`, record);
    expect(unchanged.statusCode).toBe(200);
    expect((await get(`/api/moderator/${created.id}/`)).json()).toEqual(record);
    const saved = await send('PUT', `/api/moderator/${created.id}/`, {
      ...record,
      about: 'Changed',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ about: 'Changed', email: record.email });
    const unknown = await send('PUT', `/api/moderator/${created.id}/`, {
      about: 'x',
      password: 'y',
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('password');
    const broken = await send('PUT', `/api/moderator/${created.id}/`, { tags: [], name: '' });
    expect(refusalBody(broken)).toEqual({ errors: [MODERATOR_RULES.name, MODERATOR_RULES.tags] });
    const renamed = (
      await send('PUT', `/api/moderator/${created.id}/`, { name: 'Anna Lee', age: 10 })
    ).json();
    expect(renamed).toMatchObject({ name: 'Anna_Lee', display_name: 'Anna_Lee_27' });
  });

  it('lets a chatter save the fake users they work, and no others', async () => {
    const own = await addModerator({ workerId: h.userIds.CHATTER });
    const other = await addModerator({ workerId: h.userIds.ADMIN });
    const put = (id: number, identity: Identity) =>
      send('PUT', `/api/moderator/${id}/`, { about: 'mine' }, identity);
    expect((await put(own.id, 'CHATTER')).statusCode).toBe(200);
    expect((await put(other.id, 'CHATTER')).statusCode).toBe(403);
    expect((await put(own.id, 'REGULAR')).statusCode).toBe(403);
    expect((await put(own.id, 'appUser')).statusCode).toBe(403);
    const remove = (id: number, identity: Identity) =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/moderator/${id}/`,
        headers: h.headers[identity],
      });
    expect((await remove(own.id, 'CHATTER')).statusCode).toBe(403);
    expect((await remove(own.id, 'ADMIN')).statusCode).toBe(204);
    expect((await remove(own.id, 'ADMIN')).statusCode).toBe(404);
    expect(await h.database.db.select().from(users).where(eq(users.id, own.id))).toEqual([]);
  });
});

describe('PUT /api/user/{id}/ (real users)', () => {
  it('takes back the record GET gave, with one field changed', async () => {
    const id = await addRealUser(h);
    const record = (await get(`/api/user/${id}/`, 'SUPER_ADMIN')).json();
    const saved = await send(
      'PUT',
      `/api/user/${id}/`,
      { ...record, about: 'Edited' },
      'SUPER_ADMIN',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().about).toBe('Edited');
    const unknown = await send(
      'PUT',
      `/api/user/${id}/`,
      { ...record, shoe_size: 9 },
      'SUPER_ADMIN',
    );
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('shoe_size');
  });
});
