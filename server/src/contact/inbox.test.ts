import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../db/schema.js';
import { createHarness, type Harness, IDENTITIES, type Identity } from '../test/harness.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** A visitor's message through the public form; answers its id. */
async function contact(name: string, message = `Hello from ${name}`) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/contact-us/',
    payload: { name, email: `${name.toLowerCase()}@example.com`, message },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const call = (
  method: 'GET' | 'PATCH',
  url: string,
  identity: Identity = 'ADMIN',
  payload?: object,
) => h.app.inject({ method, url, headers: h.headers[identity], payload });

const setStatus = (id: number | string, status: unknown, identity: Identity = 'ADMIN') =>
  call('PATCH', `/api/contact-messages/${id}/`, identity, { status });

describe('the contact inbox', () => {
  it('lists the messages newest first, as sent, open until handled', async () => {
    const first = await contact('Pat');
    const second = await contact('Lou', 'I would like to work as a chatter.');
    const response = await call('GET', '/api/contact-messages/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          id: second,
          name: 'Lou',
          email: 'lou@example.com',
          message: 'I would like to work as a chatter.',
          created_at: expect.any(String),
          status: 'open',
          handled_at: null,
          handled_by_id: null,
          handled_by_name: null,
        },
        expect.objectContaining({ id: first, name: 'Pat', status: 'open' }),
      ],
      count: 2,
      next: null,
      previous: null,
    });
  });

  it('marks one handled (who and when), filters open and handled, and opens it again', async () => {
    const pat = await contact('Pat');
    const lou = await contact('Lou');
    const handled = await setStatus(pat, 'handled');
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      id: pat,
      status: 'handled',
      handled_at: h.clock.now().toISOString(),
      handled_by_id: h.userIds.ADMIN,
      handled_by_name: 'ADMIN Test',
    });
    const open = (await call('GET', '/api/contact-messages/?status=open')).json();
    expect(open.count).toBe(1);
    expect(open.results.map((m: { id: number }) => m.id)).toEqual([lou]);
    const done = (await call('GET', '/api/contact-messages/?status=handled')).json();
    expect(done.results.map((m: { id: number }) => m.id)).toEqual([pat]);

    // Handled again by someone else: who handled it first, and when, stay.
    h.clock.advance(60_000);
    const again = await setStatus(pat, 'handled', 'SUPER_ADMIN');
    expect(again.json()).toMatchObject({ handled_by_id: h.userIds.ADMIN });

    const reopened = await setStatus(pat, 'open', 'SUPER_ADMIN');
    expect(reopened.json()).toMatchObject({
      status: 'open',
      handled_at: null,
      handled_by_name: null,
    });
    const one = await call('GET', `/api/contact-messages/${pat}/`);
    expect(one.json()).toMatchObject({ id: pat, status: 'open', message: 'Hello from Pat' });
    expect((await call('GET', '/api/contact-messages/?status=open')).json().count).toBe(2);
  });

  it('pages with limit and offset', async () => {
    const ids = [];
    for (const name of ['Ann', 'Ben', 'Cat']) ids.push(await contact(name));
    const first = (await call('GET', '/api/contact-messages/?limit=2')).json();
    expect(first.results.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(first.next).toMatch(/\/api\/contact-messages\/\?limit=2&offset=2$/);
    const second = (await call('GET', '/api/contact-messages/?limit=2&offset=2')).json();
    expect(second.results.map((m: { id: number }) => m.id)).toEqual([ids[0]]);
    expect(second).toMatchObject({ count: 3, next: null });
  });

  it('keeps a message exactly as written: markup stays text', async () => {
    const id = await contact('Eve', '<img src=x onerror=alert(1)> \u202e «héllo» 😀');
    const one = await call('GET', `/api/contact-messages/${id}/`);
    expect(one.json().message).toBe('<img src=x onerror=alert(1)> \u202e «héllo» 😀');
  });

  it('refuses hostile input with a 4xx and changes nothing', async () => {
    const id = await contact('Pat');
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?status=spam', '?limit=x']) {
      const response = await call('GET', `/api/contact-messages/${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', "1' or 1=1 --"]) {
      const url = `/api/contact-messages/${encodeURIComponent(bad)}/`;
      expect((await call('GET', url)).statusCode, bad).toBe(400);
      expect((await setStatus(encodeURIComponent(bad), 'handled')).statusCode, bad).toBe(400);
    }
    for (const body of [
      { status: 'done' },
      { status: true },
      { status: null },
      {},
      { status: 'handled', handled_by_id: h.userIds.SUPER_ADMIN },
    ]) {
      const response = await call('PATCH', `/api/contact-messages/${id}/`, 'ADMIN', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).not.toMatch(/stack|select|update/i);
    }
    const missing = await setStatus(999999, 'handled');
    expect(missing.statusCode).toBe(404);
    expect(refusalBody(missing)).toEqual({ detail: 'No such contact message.' });
    expect(refusalBody(await call('GET', '/api/contact-messages/999999/'))).toEqual({
      detail: 'No such contact message.',
    });
    const [row] = await h.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row.handledAt).toBeNull();
  });

  it('is for admins and super admins: chatter, regular, app user 403, anonymous 401', async () => {
    const id = await contact('Pat');
    const expected: Record<Identity, number> = {
      anonymous: 401,
      appUser: 403,
      REGULAR: 403,
      CHATTER: 403,
      ADMIN: 200,
      SUPER_ADMIN: 200,
    };
    for (const identity of IDENTITIES) {
      const status = expected[identity];
      expect((await call('GET', '/api/contact-messages/', identity)).statusCode, identity).toBe(
        status,
      );
      expect(
        (await call('GET', `/api/contact-messages/${id}/`, identity)).statusCode,
        identity,
      ).toBe(status);
      expect((await setStatus(id, 'handled', identity)).statusCode, identity).toBe(status);
      const [row] = await h.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      expect(row.handledAt !== null, identity).toBe(status === 200);
      await setStatus(id, 'open');
    }
  });

  it('is audited: contact.handle and contact.reopen with who, and the state before and after', async () => {
    const id = await contact('Pat');
    await setStatus(id, 'handled');
    await setStatus(id, 'open', 'SUPER_ADMIN');
    // A refused change leaves no entry.
    await setStatus(id, 'handled', 'CHATTER');
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'contact_message'))
      .orderBy(desc(auditLog.id));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ['contact.reopen', h.userIds.SUPER_ADMIN],
      ['contact.handle', h.userIds.ADMIN],
    ]);
    expect(entries[1]).toMatchObject({
      targetId: String(id),
      before: { email: 'pat@example.com', handledAt: null, handledById: null },
      after: {
        email: 'pat@example.com',
        handledAt: h.clock.now().toISOString(),
        handledById: h.userIds.ADMIN,
      },
    });
    expect(entries[0]).toMatchObject({ after: { handledAt: null, handledById: null } });
  });
});
