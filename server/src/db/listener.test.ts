import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openChat, SEND } from '../test/chatFixtures.js';
import { collectEvents, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness, testAppConfig } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';
import { openAcknowledged, type RawSocket } from '../test/rawSocket.js';
import { type Database, openDatabase } from './open.js';
import { tokens } from './schema.js';

interface Message {
  id: string;
  content: string;
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Ends a database's listening connection from the server side, as a failover would. */
async function killListener(database: Database) {
  const pool = database.driver as pg.Pool;
  const { rows } = await pool.query(
    'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1',
    [database.listenerName],
  );
  expect(rows).toEqual([{ killed: true }]);
}

// Only PostgreSQL has a listening connection to lose (PGlite notifies in-process).
describe.skipIf(!process.env.DATABASE_URL)('the listening connection', () => {
  let h: Harness;
  let otherDatabase: Database;
  let other: FastifyInstance;
  let wsUrl: string;
  beforeAll(async () => {
    h = await createHarness();
    // Instance B: its own connections to the same database.
    const url = (h.database.driver as pg.Pool).options.connectionString;
    otherDatabase = await openDatabase({ databaseUrl: url });
    other = await buildApp({ database: otherDatabase, config: testAppConfig(), clock: h.clock });
    wsUrl = await listenWs(h.app);
  });
  beforeEach(() => h.reset());
  afterAll(async () => {
    await other.close();
    await otherDatabase.close();
    await h.close();
  });

  it('comes back after pg_terminate_backend and hears notifications again', async () => {
    const heard: string[] = [];
    let reconnected = 0;
    const unlisten = await h.database.listen('listener_test', (payload) => heard.push(payload));
    const stop = h.database.onListenerReconnect(() => {
      reconnected += 1;
    });
    await killListener(h.database);
    await eventually(() => reconnected === 1);
    await otherDatabase.notify('listener_test', 'after');
    await eventually(() => heard.includes('after'));
    stop();
    await unlisten();
  });

  it('forgets the sessions it remembers, since it may have missed their end', async () => {
    const me = () =>
      h.app.inject({ method: 'GET', url: '/api/auth/me/', headers: h.headers.appUser });
    expect((await me()).statusCode).toBe(200);
    // Blocked with the triggers off: no instance is told, A serves the session from memory.
    await h.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(tokens).set({ revokedAt: h.clock.now() });
    });
    expect((await me()).statusCode).toBe(200);
    let reconnected = false;
    const stop = h.database.onListenerReconnect(() => {
      reconnected = true;
    });
    await killListener(h.database);
    await eventually(() => reconnected);
    stop();
    expect((await me()).statusCode).toBe(401);
  });

  it('resyncs its sockets, then a block on instance B closes a socket on instance A', async () => {
    const before = await openAcknowledged(wsUrl, h.headers.appUser.authorization);
    await killListener(h.database);
    // Once listening again, A tells its clients to reconnect and resume (1012).
    expect((await before.closed()).code).toBe(1012);
    const socket = await openAcknowledged(wsUrl, h.headers.appUser.authorization);
    const blocked = await other.inject({
      method: 'PATCH',
      url: `/api/user/${h.userIds.appUser}/`,
      headers: h.headers.ADMIN,
      payload: { is_blocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    const started = Date.now();
    expect((await socket.closed(1000)).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('loses nothing: a chatter resumes after the resync with each message once, in order', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const sendOnB = (content: string) =>
      graphql(other, realUser.headers, SEND, { kind: 'C', roomId, content });
    const contents = (raw: RawSocket) =>
      raw.received
        .filter((message) => message.type === 'next')
        .map(
          (message) => (message.payload as { data: { onNewMessage: Message } }).data.onNewMessage,
        );
    const follow = async (after: string | null) => {
      const raw = await openAcknowledged(wsUrl, h.headers.CHATTER.authorization);
      raw.send({
        type: 'subscribe',
        id: 'feed',
        payload: {
          query:
            'subscription($r: ID, $a: ID) { onNewMessage(roomId: $r, after: $a) { id content } }',
          variables: { r: roomId, a: after },
        },
      });
      return raw;
    };
    const first = await follow(null);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await sendOnB('one');
    await eventually(() => contents(first).length === 1);
    await killListener(h.database);
    await sendOnB('two');
    await sendOnB('three');
    expect((await first.closed()).code).toBe(1012);
    const resumed = await follow(contents(first)[0].id);
    await eventually(() => contents(resumed).length === 2);
    await sendOnB('four');
    await eventually(() => contents(resumed).length === 3);
    // Barrier: one more message arrives after any duplicate would have.
    await sendOnB('five');
    await eventually(() => contents(resumed).length >= 4);
    expect(contents(first).map((m) => m.content)).toEqual(['one']);
    expect(contents(resumed).map((m) => m.content)).toEqual(['two', 'three', 'four', 'five']);
  });

  it('tells a chatter on instance A of a hold taken and a fake user given on instance B', async () => {
    const { realUser, roomId, moderatorId } = await openChat(h, h.userIds.CHATTER);
    await graphql(other, realUser.headers, SEND, { kind: 'C', roomId, content: 'hello' });
    const taker = await addSignedIn(h, { role: 'CHATTER' });
    const rooms = collectEvents(
      wsUrl,
      h.headers.CHATTER.authorization,
      'subscription { chatRoomChanged }',
    );
    const fakeUsers = collectEvents(
      wsUrl,
      taker.headers.authorization,
      'subscription { fakeUserChanged { moderatorId reassigned } }',
    );
    try {
      await rooms.ready();
      await fakeUsers.ready();
      const taken = await graphql(
        other,
        taker.headers,
        'mutation($r: ID!) { takeChat(roomId: $r) { id } }',
        {
          r: roomId,
        },
      );
      expect(taken.errors).toBeUndefined();
      expect(await rooms.waitFor(1)).toEqual([{ data: { chatRoomChanged: roomId } }]);
      const given = await other.inject({
        method: 'PUT',
        url: `/api/moderator/${moderatorId}/`,
        headers: h.headers.ADMIN,
        payload: { worker_id: taker.id },
      });
      expect(given.statusCode).toBe(200);
      expect(await fakeUsers.waitFor(1)).toEqual([
        { data: { fakeUserChanged: { moderatorId, reassigned: true } } },
      ]);
    } finally {
      await rooms.close();
      await fakeUsers.close();
    }
  });
});
