import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TICKET_REFUSALS } from '../auth/exportTickets.js';
import { auditLog } from '../db/schema.js';
import { createHarness, type Harness } from '../test/harness.js';
import { addRealUser, addReports } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

async function ticket(identity: 'SUPER_ADMIN' | 'ADMIN' = 'SUPER_ADMIN') {
  return h.app.inject({
    method: 'POST',
    url: '/api/internal/export-ticket/',
    headers: h.headers[identity],
  });
}
const download = (token: string) =>
  h.app.inject({ method: 'GET', url: `/internal/users.csv?token=${encodeURIComponent(token)}` });

describe('GET /internal/users.csv', () => {
  it('streams every real user with a header row, once per ticket', async () => {
    const id = await addRealUser(h, {
      email: 'csv@example.com',
      displayName: '=HYPERLINK("x")',
      city: 'Rome, Italy',
      age: 10,
      gender: 2,
      isBlocked: true,
      lastSeen: new Date('2026-05-31T18:05:09.6Z'),
    });
    await addReports(h, id, 'Spam', 'Spam');
    const issued = await ticket();
    expect(issued.statusCode).toBe(200);
    const { ticket: key, expires_at } = issued.json();
    expect(new Date(expires_at).getTime() - h.clock.now().getTime()).toBe(60_000);
    const response = await download(key);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['x-row-count']).toBe('2');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="users-2026-06-01.csv"',
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(
      'id,email,display_name,first_name,last_name,phone,gender,age,country,city,sign_up_utc,last_seen_utc,is_online,disabled,is_blocked,reports',
    );
    expect(lines).toHaveLength(3); // header, the app user, the new user
    const line = lines.find((l) => l.startsWith(`${id},`));
    expect(line).toContain(`${id},csv@example.com,"'=HYPERLINK(""x"")"`);
    expect(line).toContain(',27,'); // displayed age
    expect(line).toContain('"Rome, Italy"');
    expect(line).toContain(',2026-01-01 00:00:00,'); // sign-up as UTC wall time
    // Labels, not codes: gender, yes/no, and times to the nearest second.
    expect(line).toContain(',Female,27,');
    expect(line).toContain(',2026-05-31 18:05:10,no,no,yes,2');
    expect(line?.endsWith(',2')).toBe(true);
    expect((await download(key)).statusCode).toBe(401);
  });

  it('labels every gender code the spec names, and leaves a missing one empty', async () => {
    const ids = await Promise.all([1, 2, 3, null].map((gender) => addRealUser(h, { gender })));
    const { ticket: key } = (await ticket()).json();
    const lines = (await download(key)).body.split('\n');
    const genderOf = (id: number) => lines.find((l) => l.startsWith(`${id},`))?.split(',')[6];
    expect(ids.map(genderOf)).toEqual(['Male', 'Female', 'Other', '']);
  });

  it.each(['=1+1', '+31 6 1234', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'defuses a formula-like cell %j',
    async (value) => {
      const id = await addRealUser(h, { firstName: value });
      const { ticket: key } = (await ticket()).json();
      const line = (await download(key)).body.split('\n').find((l) => l.startsWith(`${id},`));
      const cell = line?.split(',')[3] ?? '';
      expect(cell.replace(/^"/, '').startsWith(`'${value.slice(0, 1)}`)).toBe(true);
    },
  );

  it('refuses an expired ticket, a session token, and anyone but a super admin', async () => {
    const { ticket: key } = (await ticket()).json();
    h.clock.advance(60_001);
    expect((await download(key)).statusCode).toBe(401);
    const session = h.headers.SUPER_ADMIN.authorization.replace('Token ', '');
    expect((await download(session)).statusCode).toBe(401);
    expect((await ticket('ADMIN')).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/internal/users.csv' })).statusCode).toBe(
      400,
    );
  });
});

describe('a ticket’s purpose', () => {
  const issue = (url: string) =>
    h.app.inject({ method: 'POST', url, headers: h.headers.SUPER_ADMIN });
  const USERS = { ticket: '/api/internal/export-ticket/', download: '/internal/users.csv' };
  const AUDIT = { ticket: '/api/audit/export-ticket/', download: '/internal/audit.csv' };
  const exportsLogged = () =>
    h.database.db
      .select({
        action: auditLog.action,
        actorId: auditLog.actorId,
        targetId: auditLog.targetId,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(inArray(auditLog.action, ['users.export', 'audit.export']))
      .orderBy(auditLog.id);

  it.each([
    ['users', USERS, AUDIT],
    ['audit', AUDIT, USERS],
  ])(
    'a %s ticket is refused by the other export, logs nothing, and still works for its own',
    async (_, own, other) => {
      const { ticket: key } = (await issue(own.ticket)).json();
      const refused = await h.app.inject({
        method: 'GET',
        url: `${other.download}?token=${encodeURIComponent(key)}`,
      });
      expect(refused.statusCode).toBe(403);
      expect(refusalBody(refused)).toEqual({ detail: TICKET_REFUSALS.otherExport.detail });
      expect(refused.headers['content-type']).not.toMatch(/csv/);
      expect(await exportsLogged()).toEqual([]);
      const used = await h.app.inject({
        method: 'GET',
        url: `${own.download}?token=${encodeURIComponent(key)}`,
      });
      expect(used.statusCode).toBe(200);
      expect(used.headers['content-type']).toBe('text/csv; charset=utf-8');
      // Used up: neither export takes it again.
      for (const download of [own.download, other.download]) {
        const again = await h.app.inject({
          method: 'GET',
          url: `${download}?token=${encodeURIComponent(key)}`,
        });
        expect(again.statusCode).toBe(401);
      }
    },
  );

  it('logs what really left, when it left: the users CSV as users.export, the audit CSV as audit.export', async () => {
    await addRealUser(h);
    const users = (await issue(USERS.ticket)).json().ticket as string;
    const audit = (await issue(AUDIT.ticket)).json().ticket as string;
    // Issued, not used: nothing has left yet.
    expect(await exportsLogged()).toEqual([]);
    await h.app.inject({
      method: 'GET',
      url: `${AUDIT.download}?token=${audit}&action=user.block`,
    });
    await h.app.inject({ method: 'GET', url: `${USERS.download}?token=${users}` });
    expect(await exportsLogged()).toEqual([
      {
        action: 'audit.export',
        actorId: h.userIds.SUPER_ADMIN,
        targetId: 'audit.csv',
        after: { action: 'user.block' },
      },
      {
        action: 'users.export',
        actorId: h.userIds.SUPER_ADMIN,
        targetId: 'users.csv',
        after: { rows: 2 },
      },
    ]);
  });
});
