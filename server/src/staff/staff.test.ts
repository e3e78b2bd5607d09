import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { addRealUser, addSignedIn } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const get = (url: string, identity: 'SUPER_ADMIN' | 'ADMIN' | 'CHATTER' | 'REGULAR' = 'ADMIN') =>
  h.app.inject({ method: 'GET', url, headers: h.headers[identity] });

describe('GET /api/admin/ and /api/worker/', () => {
  it('list admins, and workers (chatters only: REGULAR staff are on neither list), as profiles', async () => {
    const admins = (await get('/api/admin/')).json();
    expect(admins.results.map((p: { id: number }) => p.id).sort()).toEqual(
      [h.userIds.ADMIN, h.userIds.SUPER_ADMIN].sort(),
    );
    expect(admins.results[0]).not.toHaveProperty('pasteAccess');
    const workers = (await get('/api/worker/', 'CHATTER')).json();
    expect(workers).toMatchObject({ count: 1, next: null, previous: null });
    expect(workers.results.map((p: { roles: string[] }) => p.roles[0])).toEqual(['CHATTER']);
    expect(workers.results[0]).toHaveProperty('pasteAccess', false);
  });

  it('page by 25 by default and search by name or email', async () => {
    for (let i = 0; i < 26; i++) {
      await h.database.db
        .insert(users)
        .values({ email: `w${i}@staff.test`, firstName: `Worker${i}`, role: 'CHATTER' });
    }
    const page = (await get('/api/worker/')).json();
    expect(page.results).toHaveLength(25);
    expect(new URL(page.next).searchParams.get('offset')).toBe('25');
    const found = (await get('/api/worker/?search=worker12')).json();
    expect(found.results.map((p: { first_name: string }) => p.first_name)).toEqual(['Worker12']);
    const blank = await get('/api/worker/?search=');
    expect(blank.statusCode).toBe(400);
    expect(refusalBody(blank)).toEqual({ errors: ['filter not defined'] });
  });

  it('GET /api/worker/{id}/ answers a staff profile; 404 for real users', async () => {
    await h.database.db
      .update(users)
      .set({ language: [3, 1], latitude: 1.5, longitude: 2.5, address: 'Main st' })
      .where(eq(users.id, h.userIds.CHATTER));
    const profile = (await get(`/api/worker/${h.userIds.CHATTER}/`, 'REGULAR')).json();
    expect(profile).toMatchObject({
      id: h.userIds.CHATTER,
      email: 'cha********', // masked for regular staff (people/view.ts)
      language: [1, 3],
      location: [1.5, 2.5],
      address: 'Main st',
      roles: ['CHATTER'],
      pasteAccess: false,
    });
    expect((await get(`/api/worker/${h.userIds.appUser}/`)).statusCode).toBe(404);
  });
});

describe('DELETE /api/internal/workers/{id}', () => {
  it('deletes a worker (their moderators stay, unassigned); only workers; super admin only', async () => {
    const [moderator] = await h.database.db
      .insert(users)
      .values({ email: 'mod@x.test', isModerator: true, workerId: h.userIds.CHATTER })
      .returning();
    const del = (id: number, identity: 'SUPER_ADMIN' | 'ADMIN' = 'SUPER_ADMIN') =>
      h.app.inject({
        method: 'DELETE',
        url: `/api/internal/workers/${id}`,
        headers: h.headers[identity],
      });
    expect((await del(h.userIds.CHATTER, 'ADMIN')).statusCode).toBe(403);
    expect((await del(h.userIds.ADMIN)).statusCode).toBe(404);
    expect((await del(h.userIds.CHATTER)).statusCode).toBe(204);
    const [left] = await h.database.db.select().from(users).where(eq(users.id, moderator.id));
    expect(left.workerId).toBeNull();
    expect((await del(h.userIds.CHATTER)).statusCode).toBe(404);
  });
});

const UPDATE = `mutation ($id: ID!, $firstName: String, $lastName: String, $email: String,
  $language: [Int!], $address: String, $location: [Float!], $pasteAccess: Boolean, $about: String) {
  updateProfile(id: $id, firstName: $firstName, lastName: $lastName, email: $email,
    language: $language, address: $address, location: $location, pasteAccess: $pasteAccess,
    about: $about) { id first_name email language address location pasteAccess about }
}`;

describe('updateProfile', () => {
  const save = (
    identity: 'SUPER_ADMIN' | 'ADMIN' | 'CHATTER',
    variables: Record<string, unknown>,
  ) => graphql(h.app, h.headers[identity], UPDATE, variables);

  it('saves the form', async () => {
    const result = await save('ADMIN', {
      id: String(h.userIds.CHATTER),
      firstName: ' Ann ',
      email: 'Ann@Staff.test',
      language: [2, 1, 2],
      address: '5th Avenue, New York',
      location: [40.77, -73.96],
      pasteAccess: true,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateProfile).toEqual({
      id: h.userIds.CHATTER,
      first_name: 'Ann',
      email: 'ann@staff.test',
      language: [1, 2],
      address: '5th Avenue, New York',
      location: [40.77, -73.96],
      pasteAccess: true,
      about: '',
    });
  });

  it('answers every rule message at once and changes nothing', async () => {
    const result = await save('ADMIN', {
      id: String(h.userIds.CHATTER),
      firstName: ' ',
      lastName: '',
      email: 'nope',
      language: [],
      address: '',
      location: null,
    });
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errors: [
        'Please enter first name !',
        'Please enter last name !',
        'Please enter valid email !',
        'Please select language !',
        'Please enter address !',
      ],
    });
    const [row] = await h.database.db.select().from(users).where(eq(users.id, h.userIds.CHATTER));
    expect(row.firstName).toBe('CHATTER');
  });

  it('lets a worker save their own profile but not grant themselves paste access', async () => {
    const own = await save('CHATTER', { id: String(h.userIds.CHATTER), about: 'Hello' });
    expect(own.data?.updateProfile).toMatchObject({ about: 'Hello' });
    const paste = await save('CHATTER', { id: String(h.userIds.CHATTER), pasteAccess: true });
    expect(paste.errors?.[0].extensions?.errors).toEqual([
      'Only an admin can change paste access.',
    ]);
    const other = await save('CHATTER', { id: String(h.userIds.ADMIN), about: 'x' });
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lets admins switch a worker’s chat-queue access, which the queue checks then follow', async () => {
    const SET =
      'mutation($id: ID!, $on: Boolean) { updateProfile(id: $id, chatAccess: $on) { chatAccess } }';
    const id = String(h.userIds.CHATTER);
    const self = await graphql(h.app, h.headers.CHATTER, SET, { id, on: false });
    expect(self.errors?.[0].extensions?.errors).toEqual([
      'Only an admin can change chat queue access.',
    ]);
    const off = await graphql(h.app, h.headers.ADMIN, SET, { id, on: false });
    expect(off.data?.updateProfile).toEqual({ chatAccess: false });
    const check = await graphql(h.app, h.headers.CHATTER, '{ chatQueueSettings { isAllowed } }');
    expect(check.data).toEqual({ chatQueueSettings: { isAllowed: false } });
    const admin = await graphql(h.app, h.headers.SUPER_ADMIN, SET, {
      id: String(h.userIds.ADMIN),
      on: true,
    });
    expect(admin.errors?.[0].extensions?.errors).toEqual([
      'Chat queue access applies to workers only.',
    ]);
  });

  it('keeps pasteAccess for workers only', async () => {
    const result = await save('SUPER_ADMIN', { id: String(h.userIds.ADMIN), pasteAccess: true });
    expect(result.errors?.[0].extensions?.errors).toEqual([
      'Paste access applies to workers only.',
    ]);
  });

  it('refuses an email another account uses, and real users', async () => {
    const taken = await save('ADMIN', {
      id: String(h.userIds.CHATTER),
      email: 'admin@test.example',
    });
    expect(taken.errors?.[0].extensions?.errors).toEqual([
      'A user with this email already exists.',
    ]);
    const real = await addRealUser(h);
    // A real user's profile is not a staff profile: only its primary photo changes here.
    const result = await save('ADMIN', { id: String(real), about: 'x' });
    expect(result.errors?.[0].extensions?.errors).toEqual([
      'Only the primary photo (avatarIndex) can be changed for this user.',
    ]);
    const nobody = await save('ADMIN', { id: '999999', about: 'x' });
    expect(nobody.errors?.[0].extensions?.errors).toEqual(['Given user is not found']);
  });
});

describe('updateProfile across ranks', () => {
  const EMAIL =
    'mutation($id: ID!, $email: String) { updateProfile(id: $id, email: $email) { email } }';
  const emailOf = async (id: number) =>
    (await h.database.db.select().from(users).where(eq(users.id, id)))[0].email;

  it('never lets an admin change the super admin, whose sign-in is their email', async () => {
    const superId = h.userIds.SUPER_ADMIN;
    for (const variables of [
      { id: String(superId), email: 'taken.over@evil.test' },
      { id: String(superId), email: 'super_admin@test.example' }, // unchanged: still refused
    ]) {
      const refused = await graphql(h.app, h.headers.ADMIN, EMAIL, variables);
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const about = await graphql(
      h.app,
      h.headers.ADMIN,
      'mutation($id: ID!) { updateProfile(id: $id, firstName: "Mallory") { id } }',
      { id: String(superId) },
    );
    expect(about.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const [row] = await h.database.db.select().from(users).where(eq(users.id, superId));
    expect(row).toMatchObject({ email: 'super_admin@test.example', firstName: 'SUPER_ADMIN' });
  });

  it("keeps an admin's email to themself and the super admin", async () => {
    const peer = await addSignedIn(h, { role: 'ADMIN' });
    const before = await emailOf(peer.id);
    const byPeer = await graphql(h.app, h.headers.ADMIN, EMAIL, {
      id: String(peer.id),
      email: 'peer@evil.test',
    });
    expect(byPeer.errors?.[0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      errors: ["Only a super admin can change another admin's email."],
    });
    expect(await emailOf(peer.id)).toBe(before);
    // Sending the email back unchanged (the form does) is no change.
    const unchanged = await graphql(h.app, h.headers.ADMIN, EMAIL, {
      id: String(peer.id),
      email: before.toUpperCase(),
    });
    expect(unchanged.errors).toBeUndefined();
    const own = await graphql(h.app, peer.headers, EMAIL, {
      id: String(peer.id),
      email: 'peer@staff.test',
    });
    expect(own.data?.updateProfile).toEqual({ email: 'peer@staff.test' });
    const bySuper = await graphql(h.app, h.headers.SUPER_ADMIN, EMAIL, {
      id: String(peer.id),
      email: 'peer2@staff.test',
    });
    expect(bySuper.data?.updateProfile).toEqual({ email: 'peer2@staff.test' });
    const worker = await graphql(h.app, h.headers.ADMIN, EMAIL, {
      id: String(h.userIds.CHATTER),
      email: 'worker@staff.test',
    });
    expect(worker.data?.updateProfile).toEqual({ email: 'worker@staff.test' });
  });
});

describe('GraphQL people queries', () => {
  it('userListing, adminListing, user, allCountries, usersAdmins, usersCreatedByAdmin', async () => {
    const owned = await addRealUser(h, { ownerId: h.userIds.ADMIN, email: 'owned@example.com' });
    const result = await graphql(
      h.app,
      h.headers.ADMIN,
      `query ($admin: Int!, $id: Int!) {
        userListing(limit: 10, search: "owned") { count results { id email } }
        adminListing { count }
        user(id: $id) { id roles }
        allCountries { id name fullName }
        usersAdmins { id }
        usersCreatedByAdmin(adminId: $admin) { id }
      }`,
      { admin: h.userIds.ADMIN, id: h.userIds.CHATTER },
    );
    expect(result.errors).toBeUndefined();
    const data = result.data as Record<string, unknown> & { allCountries: unknown[] };
    expect(data.userListing).toEqual({
      count: 1,
      results: [{ id: owned, email: 'owned@example.com' }],
    });
    expect(data.adminListing).toEqual({ count: 2 });
    expect(data.user).toEqual({ id: h.userIds.CHATTER, roles: ['CHATTER'] });
    expect(data.allCountries.length).toBeGreaterThan(10);
    expect(data.usersCreatedByAdmin).toEqual([{ id: owned }]);
    const blank = await graphql(h.app, h.headers.ADMIN, '{ userListing(search: " ") { count } }');
    expect(blank.errors?.[0].message).toBe('filter not defined');
  });
});
