import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens.js';
import { tokens, users } from '../db/schema.js';
import { publishQueueChanged } from '../queue/service.js';
import { listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { openAcknowledged, openRawSocket, type RawSocket } from '../test/rawSocket.js';

let h: Harness;
let wsUrl: string;
const SOCKETS_PER_SESSION = 3;
beforeAll(async () => {
  h = await createHarness({ socketInitTimeoutMs: 300, socketsPerSession: SOCKETS_PER_SESSION });
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const QUEUE = { query: 'subscription { queueChanged }' };
const subscribe = (id: string, payload = QUEUE) => ({ type: 'subscribe', id, payload });

/** The socket's first `next`, queue changes published until it comes. */
async function answerToQueueChanges(raw: RawSocket) {
  const publishing = setInterval(() => void publishQueueChanged(h.database), 100);
  try {
    return await raw.waitFor('next');
  } finally {
    clearInterval(publishing);
  }
}

describe('the graphql-transport-ws protocol', () => {
  it('closes a socket that never sends connection_init with 4408', async () => {
    const raw = await openRawSocket(wsUrl);
    expect(await raw.closed()).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });

  it('closes on a second connection_init with 4429, and keeps the first identity', async () => {
    const raw = await openAcknowledged(wsUrl, h.headers.REGULAR.authorization);
    raw.send({ type: 'connection_init', payload: h.headers.SUPER_ADMIN });
    expect((await raw.closed()).code).toBe(4429);
    expect(raw.received.filter((message) => message.type === 'connection_ack')).toHaveLength(1);
  });

  it('closes on a subscription id already in use with 4409', async () => {
    const raw = await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
    raw.send(subscribe('one'));
    raw.send(subscribe('one'));
    expect((await raw.closed()).code).toBe(4409);
  });

  it('closes on an invalid message with 4400', async () => {
    for (const message of ['not json', '{"id":"1"}', '{"type":"subscribe","id":1}']) {
      const raw = await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
      raw.send(message);
      expect((await raw.closed()).code).toBe(4400);
    }
  });

  it('closes on a subscribe before the acknowledgement with 4401', async () => {
    const raw = await openRawSocket(wsUrl);
    raw.send(subscribe('early'));
    expect((await raw.closed()).code).toBe(4401);
  });

  it('refuses a connection without a valid session with 4403', async () => {
    for (const payload of [{}, { authorization: 'Token nope' }, { authorization: 7 }]) {
      const raw = await openRawSocket(wsUrl);
      raw.send({ type: 'connection_init', payload });
      expect((await raw.closed()).code).toBe(4403);
    }
  });

  it('holds at most the configured number of sockets per session', async () => {
    const { authorization } = h.headers.CHATTER;
    const open = [];
    for (let i = 0; i < SOCKETS_PER_SESSION; i += 1)
      open.push(await openAcknowledged(wsUrl, authorization));
    const extra = await openRawSocket(wsUrl);
    extra.send({ type: 'connection_init', payload: { authorization } });
    expect((await extra.closed()).code).toBe(4429);
    // Another session of the same user, and a freed place, are served.
    await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
    open[0].socket.close();
    await open[0].closed();
    await expect(openAcknowledged(wsUrl, authorization)).resolves.toBeDefined();
  });
});

describe('a session that ends closes its open sockets', () => {
  it('on logout, with 4401', async () => {
    const raw = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    raw.send(subscribe('q'));
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: h.headers.CHATTER,
    });
    expect(out.statusCode).toBe(204);
    expect((await raw.closed(1000)).code).toBe(4401);
  });

  it('when an admin blocks a real user, with 4401', async () => {
    const raw = await openAcknowledged(wsUrl, h.headers.appUser.authorization);
    raw.send(subscribe('m', { query: 'subscription { onNewMessage { id } }' }));
    const blocked = await h.app.inject({
      method: 'PATCH',
      url: `/api/user/${h.userIds.appUser}/`,
      headers: h.headers.ADMIN,
      payload: { is_blocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await raw.closed(1000)).code).toBe(4401);
  });

  it('when a worker is deleted, with 4401', async () => {
    const raw = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: `/api/internal/workers/${h.userIds.CHATTER}`,
      headers: h.headers.SUPER_ADMIN,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await raw.closed(1000)).code).toBe(4401);
  });

  it('when the staff member’s role or permissions change, with 4403', async () => {
    const byRole = await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
    await h.database.db.update(users).set({ role: 'REGULAR' }).where(eq(users.id, h.userIds.ADMIN));
    expect((await byRole.closed(1000)).code).toBe(4403);

    const byAccess = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    const changed = await graphql(
      h.app,
      h.headers.SUPER_ADMIN,
      'mutation($id: ID!) { updateProfile(id: $id, chatAccess: false) { id } }',
      { id: h.userIds.CHATTER },
    );
    expect(changed.errors).toBeUndefined();
    expect((await byAccess.closed(1000)).code).toBe(4403);
  });

  it('when its token expires, with 4401', async () => {
    const key = await issueToken(
      h.database.db,
      h.userIds.CHATTER,
      new Date(h.clock.now().getTime() + 400),
    );
    const raw = await openAcknowledged(wsUrl, `Token ${key}`);
    expect((await raw.closed(2000)).code).toBe(4401);
  });

  it('and a socket never serves an operation for a dead token, even unannounced', async () => {
    const raw = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    // Revoked with the triggers off: no instance hears of it until the next operation.
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(tokens).set({ revokedAt: h.clock.now() });
    });
    raw.send(subscribe('late'));
    const error = await raw.waitFor('error');
    expect(error.payload).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
    expect((await raw.closed()).code).toBe(4401);
    expect(raw.received.some((message) => message.type === 'next')).toBe(false);
  });

  it('and a change of rights no instance heard of closes with 4403 once, not on every reconnect', async () => {
    const before = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ role: 'ADMIN' }).where(eq(users.id, h.userIds.CHATTER));
    });
    before.send(subscribe('q'));
    expect((await before.closed()).code).toBe(4403);
    // The client reconnects, and is judged on its rights as they are now.
    const after = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    after.send(subscribe('q'));
    expect(await answerToQueueChanges(after)).toMatchObject({ id: 'q' });
    expect(after.socket.readyState).toBe(after.socket.OPEN);
  });

  it('leaves the sockets of other sessions and users open', async () => {
    const chatter = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
    const admin = await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
    await h.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: h.headers.CHATTER });
    expect((await chatter.closed(1000)).code).toBe(4401);
    admin.send(subscribe('still'));
    // The subscription answers a queue change: it was accepted and the socket still works.
    expect(await answerToQueueChanges(admin)).toMatchObject({ id: 'still' });
    expect(admin.socket.readyState).toBe(admin.socket.OPEN);
    expect(admin.received.some((message) => message.type === 'error')).toBe(false);
  });
});
