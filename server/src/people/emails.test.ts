import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatQueue, rooms, users } from '../db/schema.js';
import { createHarness, emailOf, graphql, type Harness, type Identity } from '../test/harness.js';
import { addRealUser } from '../test/people.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const CUSTOMER = 'customer.whole@example.com';
const CUSTOMER_MASKED = 'cus********';
const WORKER = 'worker.whole@staff.example';
const WORKER_MASKED = 'wor********';
const ADMIN_MASKED = 'admin********'; // an admin's email shows 5 characters

/** Who gets the whole address: admins and super admins; chatters and regular staff a mask. */
const ROLES = ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'] as const;
const WHOLE: Record<(typeof ROLES)[number], boolean> = {
  SUPER_ADMIN: true,
  ADMIN: true,
  CHATTER: false,
  REGULAR: false,
};

async function people() {
  const customer = await addRealUser(h, { email: CUSTOMER });
  const [worker] = await h.database.db
    .insert(users)
    .values({ email: WORKER, firstName: '', lastName: '', role: 'CHATTER' })
    .returning({ id: users.id });
  return { customer, worker: worker.id };
}

const get = (url: string, as: Identity) =>
  h.app.inject({ method: 'GET', url, headers: h.headers[as] });

/** The email of row `id` in a REST answer (a page or one body); the status when refused. */
async function restEmail(url: string, as: Identity, id: number) {
  const response = await get(url, as);
  if (response.statusCode !== 200) return response.statusCode;
  const body = response.json();
  const rows: { id: number; email: string }[] = body.results ?? [body];
  return rows.find((row) => row.id === id)?.email;
}

describe('emails: whole to admins, masked on the server for everyone else', () => {
  it('masks a customer on the user lists and the detail for chatters; refuses regular staff', async () => {
    const { customer } = await people();
    for (const role of ROLES) {
      const expected = role === 'REGULAR' ? 403 : WHOLE[role] ? CUSTOMER : CUSTOMER_MASKED;
      for (const url of ['/api/user/user-list/', '/api/user/', `/api/user/${customer}/`]) {
        expect({ role, url, email: await restEmail(url, role, customer) }).toEqual({
          role,
          url,
          email: expected,
        });
      }
      const listing = await graphql(
        h.app,
        h.headers[role],
        'query($id: Int!) { userListing { results { id email } } user(id: $id) { email } }',
        { id: customer },
      );
      if (role === 'REGULAR') {
        expect(listing.errors?.length).toBeGreaterThan(0);
        continue;
      }
      const data = listing.data as {
        userListing: { results: { id: number; email: string }[] };
        user: { email: string };
      };
      expect(data.userListing.results.find((row) => row.id === customer)?.email).toBe(expected);
      expect(data.user.email).toBe(expected);
    }
  });

  it('finds a customer by the whole email for a chatter, and answers the row masked', async () => {
    const { customer } = await people();
    await addRealUser(h, { email: 'someone.else@example.com' });
    const page = (
      await get(`/api/user/user-list/?search=${encodeURIComponent(CUSTOMER)}`, 'CHATTER')
    ).json();
    expect(page.count).toBe(1);
    expect(page.results.map((row: { id: number; email: string }) => [row.id, row.email])).toEqual([
      [customer, CUSTOMER_MASKED],
    ]);
  });

  it('masks workers and admins on the staff cards and profiles, admins at 5 characters', async () => {
    const { worker } = await people();
    for (const role of ROLES) {
      for (const url of ['/api/worker/', `/api/worker/${worker}/`]) {
        expect({ role, url, email: await restEmail(url, role, worker) }).toEqual({
          role,
          url,
          email: WHOLE[role] ? WORKER : WORKER_MASKED,
        });
      }
      const admin = await restEmail(`/api/worker/${h.userIds.ADMIN}/`, role, h.userIds.ADMIN);
      const whole = WHOLE[role] || role === 'ADMIN';
      expect({ role, admin }).toEqual({ role, admin: whole ? emailOf('ADMIN') : ADMIN_MASKED });
      // Everyone sees their own address whole.
      expect(await restEmail(`/api/worker/${h.userIds[role]}/`, role, h.userIds[role])).toBe(
        emailOf(role),
      );
    }
  });

  it('masks workers in the dashboard and team statistics for every role that reads them', async () => {
    const { worker } = await people();
    const day = h.clock.now().toISOString().slice(0, 10);
    for (const role of ['SUPER_ADMIN', 'ADMIN'] as const) {
      const team = await graphql(
        h.app,
        h.headers[role],
        'query($d: String) { teamMessagesStatistics(day: $d) { workerId name email } }',
        { d: day },
      );
      const rows = team.data?.teamMessagesStatistics as {
        workerId: string;
        name: string;
        email: string;
      }[];
      const row = rows.find((item) => Number(item.workerId) === worker);
      // A worker without a name goes by the masked email too.
      expect({ role, row }).toEqual({
        role,
        row: { workerId: String(worker), name: WORKER_MASKED, email: WORKER_MASKED },
      });
      const dashboard = await graphql(
        h.app,
        h.headers[role],
        'query($w: ID!) { sameDayMessagesStatistics(workerId: $w) { name } }',
        { w: worker },
      );
      expect(dashboard.data?.sameDayMessagesStatistics).toEqual({ name: WORKER_MASKED });
    }
    for (const role of ['CHATTER', 'REGULAR'] as const) {
      const team = await graphql(
        h.app,
        h.headers[role],
        'query($d: String) { teamMessagesStatistics(day: $d) { email } }',
        { d: day },
      );
      expect({ role, data: team.data?.teamMessagesStatistics ?? null }).toEqual({
        role,
        data: null,
      });
    }
  });

  it('shows only the part before the @ in the queue, to every role that reads it', async () => {
    const { customer } = await people();
    const [moderator] = await h.database.db
      .insert(users)
      .values({ email: 'mod@test.example', isModerator: true })
      .returning();
    const roomId = `${customer}___m${moderator.id}x0x`;
    await h.database.db
      .insert(rooms)
      .values({ id: roomId, userId: customer, moderatorId: moderator.id });
    await h.database.db
      .insert(chatQueue)
      .values({ roomId, userId: customer, moderatorId: moderator.id });
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'CHATTER'] as const) {
      const queue = await graphql(
        h.app,
        h.headers[role],
        '{ chatsInQueue { userDetails { id email } } }',
      );
      expect({ role, queue: queue.data?.chatsInQueue }).toEqual({
        role,
        queue: [{ userDetails: { id: customer, email: 'customer.whole@****' } }],
      });
    }
  });

  it('exports whole addresses to the super admin, who alone may export', async () => {
    await people();
    const issued = await h.app.inject({
      method: 'POST',
      url: '/api/internal/export-ticket/',
      headers: h.headers.SUPER_ADMIN,
    });
    const csv = (
      await h.app.inject({
        method: 'GET',
        url: `/internal/users.csv?token=${issued.json().ticket}`,
      })
    ).body;
    expect(csv).toContain(`,${CUSTOMER},`);
    for (const role of ['ADMIN', 'CHATTER', 'REGULAR'] as const) {
      const refused = await h.app.inject({
        method: 'POST',
        url: '/api/internal/export-ticket/',
        headers: h.headers[role],
      });
      expect({ role, status: refused.statusCode }).toEqual({ role, status: 403 });
    }
  });
});
