import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { populationCounts, settings, users } from '../db/schema.js';
import { createHarness, type Harness, notificationsDelivered } from '../test/harness.js';
import { addRealUser, addReports, countryId } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const list = (
  query: string,
  identity: 'SUPER_ADMIN' | 'ADMIN' | 'CHATTER' | 'REGULAR' = 'SUPER_ADMIN',
) =>
  h.app.inject({
    method: 'GET',
    url: `/api/user/user-list/?${query}`,
    headers: h.headers[identity],
  });
const idsOf = (response: { json(): { results: { id: number }[] } }) =>
  response.json().results.map((user) => user.id);

describe('GET /api/user/user-list/', () => {
  it('pages real users 25 at a time with working next and previous links', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await addRealUser(h));
    const first = await list('user_role=regular');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(31); // the 30 plus the harness's real app user
    expect(body.results).toHaveLength(25);
    expect(body.previous).toBeNull();
    expect(body.next).toMatch(/^http:\/\/localhost(:\d+)?\/api\/user\/user-list\/\?/);
    const next = new URL(body.next);
    expect(next.searchParams.get('offset')).toBe('25');
    expect(next.searchParams.get('user_role')).toBe('regular');
    const second = await list(next.search.slice(1));
    expect(second.json().results).toHaveLength(6);
    expect(second.json().next).toBeNull();
    expect(new URL(second.json().previous).searchParams.get('offset')).toBe('0');
    // No row twice, none lost: newest first by default.
    const all = [...idsOf(first), ...idsOf(second)];
    expect(new Set(all).size).toBe(31);
    expect(all.slice(0, 30)).toEqual([...ids].reverse());
  });

  it('lists only real users: no staff, no moderators', async () => {
    const real = await addRealUser(h);
    await addRealUser(h, { isModerator: true });
    const ids = idsOf(await list('user_role=regular'));
    expect(ids).toContain(real);
    expect(ids).toContain(h.userIds.appUser);
    expect(ids).toHaveLength(2);
  });

  it('lists admins or chatters by user_role, and falls back to real users', async () => {
    expect(idsOf(await list('user_role=admin')).sort()).toEqual(
      [h.userIds.ADMIN, h.userIds.SUPER_ADMIN].sort(),
    );
    expect(idsOf(await list('user_role=chatter'))).toEqual([h.userIds.CHATTER]);
    expect(idsOf(await list('user_role=nonsense'))).toEqual([h.userIds.appUser]);
  });

  it('gives each row the list fields with its reports', async () => {
    const id = await addRealUser(h, { displayName: 'Anna_30', email: 'anna@example.com' });
    await addReports(h, id, 'Spam', 'Fake profile');
    const [row] = (await list('search=anna')).json().results;
    expect(row).toMatchObject({
      id,
      display_name: 'Anna_30',
      email: 'anna@example.com',
      disabled: false,
      is_blocked: false,
      sign_up: '2026-01-01T00:00:00.000Z',
      user_last_seen: null,
      avatar: null,
    });
    expect(row.reports.map((r: { reason: string }) => r.reason)).toEqual(['Spam', 'Fake profile']);
  });

  it('searches email, display name and full name, case-insensitively, with literal % and _', async () => {
    const byEmail = await addRealUser(h, { email: 'zed.match@example.com' });
    const byName = await addRealUser(h, { firstName: 'Matcha', lastName: 'Green' });
    const byDisplay = await addRealUser(h, { displayName: 'MATCHbox_22' });
    await addRealUser(h, { email: 'other@example.com' });
    expect(idsOf(await list('search=match')).sort()).toEqual([byEmail, byName, byDisplay].sort());
    expect(idsOf(await list('search=matcha%20green'))).toEqual([byName]);
    expect(idsOf(await list('search=%25%25%25'))).toEqual([]);
  });

  it("refuses a blank search with 'filter not defined'", async () => {
    const response = await list('search=%20%20');
    expect(response.statusCode).toBe(400);
    expect(refusalBody(response)).toEqual({ errors: ['filter not defined'] });
  });

  it('filters by online, last seen, join date, age, gender and country', async () => {
    // The harness's app user (online since its sign-in) stays out of every filter below.
    await h.database.db
      .update(users)
      .set({ isOnline: false, lastSeen: null, signUp: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, h.userIds.appUser));
    const now = new Date('2026-06-01T12:00:00Z');
    const hoursAgo = (n: number) => new Date(now.getTime() - n * 3600_000);
    const online = await addRealUser(h, {
      isOnline: true,
      lastSeen: hoursAgo(2 / 60), // the one presence rule: seen in the last 5 minutes
      age: 5,
      gender: 1,
    });
    const recent = await addRealUser(h, {
      lastSeen: hoursAgo(20),
      signUp: hoursAgo(30),
      age: 15,
      gender: 2,
    });
    const old = await addRealUser(h, {
      lastSeen: hoursAgo(24 * 40),
      signUp: hoursAgo(24 * 400),
      age: 30,
      gender: 2,
      countryCode: 'CA',
    });
    const iso = (d: Date) => encodeURIComponent(d.toISOString());
    expect(idsOf(await list('s_online=true'))).toEqual([online]);
    expect(idsOf(await list(`last_seen_from=${iso(hoursAgo(24))}`))).toEqual([recent, online]);
    expect(idsOf(await list(`last_seen_to=${iso(hoursAgo(24))}`))).toEqual([old]);
    expect(
      idsOf(await list(`join_date_from=${iso(hoursAgo(48))}&join_date_to=${iso(now)}`)),
    ).toEqual([recent]);
    expect(idsOf(await list(`join_date_to=${iso(hoursAgo(24 * 365))}`))).toEqual([
      old,
      h.userIds.appUser,
    ]);
    expect(idsOf(await list('age_from=10&age_to=20'))).toEqual([recent]);
    expect(idsOf(await list('gender=1'))).toEqual([online]);
    expect(idsOf(await list('gender=2'))).toEqual([old, recent]);
    expect(idsOf(await list('gender=3'))).toHaveLength(4);
    expect(idsOf(await list(`country=${await countryId(h, 'CA')}`))).toEqual([old]);
    expect(idsOf(await list('gender=2&s_online=false&age_from=20'))).toEqual([old]);
  });

  it('filters by blocked status', async () => {
    const blocked = await addRealUser(h, { isBlocked: true });
    const free = await addRealUser(h);
    expect(idsOf(await list('is_blocked=true'))).toEqual([blocked]);
    expect(idsOf(await list('is_blocked=false'))).toEqual([free, h.userIds.appUser]);
    expect((await list('is_blocked=maybe')).statusCode).toBe(400);
  });

  it('sorts by reports, sign-up and disabled, both ways, ties broken by id', async () => {
    const a = await addRealUser(h, { signUp: new Date('2026-03-01T00:00:00Z'), disabled: true });
    const b = await addRealUser(h, { signUp: new Date('2026-02-01T00:00:00Z') });
    const c = await addRealUser(h, { signUp: new Date('2026-04-01T00:00:00Z') });
    await addReports(h, b, 'Spam', 'Spam', 'Spam');
    await addReports(h, c, 'Spam');
    const app = h.userIds.appUser;
    expect(idsOf(await list('field=reports&ordered=-1'))).toEqual([b, c, a, app]);
    expect(idsOf(await list('field=reports&ordered=1'))).toEqual([app, a, c, b]);
    expect(idsOf(await list('field=sign_up&ordered=1')).filter((id) => id !== app)).toEqual([
      b,
      a,
      c,
    ]);
    expect(idsOf(await list('field=disabled&ordered=-1'))[0]).toBe(a);
    // ordered=0 means no sort: the default order.
    expect(idsOf(await list('field=reports&ordered=0'))).toEqual([c, b, a, app]);
  });

  it.each([
    ['limit=0'],
    ['limit=101'],
    ['offset=-1'],
    ['field=password_hash&ordered=1'],
    ['ordered=2'],
    ['gender=9'],
    ['s_online=maybe'],
    ['last_seen_from=yesterday'],
    ['age_from=abc'],
    ['country=0'],
  ])('answers 400 with the field named for %s', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(refusalBody(response))).toEqual([query.split('=')[0]]);
  });
});

describe('listing checks', () => {
  async function setListing(value: { users: string[]; admins: string[] }) {
    await h.database.db
      .insert(settings)
      .values({ key: 'listingAccess', value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    // The app remembers settings until the change's notification reaches it.
    await notificationsDelivered(h.database);
  }

  it('follow the setting: a chatter refused the user listing gets 403 on every user route', async () => {
    await setListing({ users: ['SUPER_ADMIN', 'ADMIN'], admins: ['SUPER_ADMIN', 'ADMIN'] });
    const id = await addRealUser(h);
    for (const url of ['/api/user/user-list/', '/api/user/', `/api/user/${id}/`]) {
      const response = await h.app.inject({ method: 'GET', url, headers: h.headers.CHATTER });
      expect(response.statusCode, url).toBe(403);
    }
    expect((await list('', 'ADMIN')).statusCode).toBe(200);
    await setListing({ users: ['SUPER_ADMIN', 'ADMIN', 'CHATTER'], admins: ['SUPER_ADMIN'] });
    expect((await list('', 'CHATTER')).statusCode).toBe(200);
  });

  it('user_role=admin also needs the admin listing check', async () => {
    await setListing({ users: ['SUPER_ADMIN', 'ADMIN', 'CHATTER'], admins: ['SUPER_ADMIN'] });
    expect((await list('user_role=admin', 'CHATTER')).statusCode).toBe(403);
    expect((await list('user_role=admin', 'ADMIN')).statusCode).toBe(403);
    expect((await list('user_role=admin', 'SUPER_ADMIN')).statusCode).toBe(200);
    const admins = await h.app.inject({
      method: 'GET',
      url: '/api/admin/',
      headers: h.headers.ADMIN,
    });
    expect(admins.statusCode).toBe(403);
    await h.database.db.delete(settings).where(eq(settings.key, 'listingAccess'));
  });
});

describe('GET /api/user/', () => {
  it('pages real users with search and sort', async () => {
    const id = await addRealUser(h, { email: 'findme@example.com' });
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/user/?search=findme&field=sign_up&ordered=-1',
      headers: h.headers.ADMIN,
    });
    expect(response.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(idsOf(response)).toEqual([id]);
  });
});

describe('the kept count of real users', () => {
  const kept = async () => {
    const [row] = await h.database.db
      .select({ total: populationCounts.total })
      .from(populationCounts)
      .where(eq(populationCounts.population, 'real'));
    return row.total;
  };
  const counted = async () => {
    const [row] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.role} is null and ${users.isModerator} = false`);
    return row.n;
  };

  it('follows inserts, deletes and moves in and out of the population', async () => {
    expect(await kept()).toBe(await counted());
    const a = await addRealUser(h);
    const b = await addRealUser(h);
    await addRealUser(h, { role: 'CHATTER' });
    await addRealUser(h, { isModerator: true });
    expect(await kept()).toBe(await counted());
    await h.database.db.update(users).set({ isModerator: true }).where(eq(users.id, a));
    expect(await kept()).toBe(await counted());
    await h.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, b));
    await h.database.db.update(users).set({ role: null }).where(eq(users.id, b));
    // An update that does not move anyone leaves it alone.
    await h.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, b));
    expect(await kept()).toBe(await counted());
    await h.database.db.delete(users).where(inArray(users.id, [a, b]));
    expect(await kept()).toBe(await counted());
    expect(await counted()).toBe(1); // the harness's app user
  });

  it('is what an unfiltered list reports, while a filtered one counts its rows', async () => {
    await addRealUser(h, { gender: 2 });
    // Skewed on purpose to show which count each list uses.
    await h.database.db
      .update(populationCounts)
      .set({ total: 1000 })
      .where(eq(populationCounts.population, 'real'));
    expect((await list('user_role=regular')).json().count).toBe(1000);
    expect((await list('user_role=regular&gender=2')).json().count).toBe(1);
  });
});
