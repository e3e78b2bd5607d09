import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { chatQueue, rooms, users } from '../db/schema.js';
import { LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import { collectEvents, firstEvent, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness, testAppConfig } from '../test/harness.js';
import { QUEUE_COUNTS_PER_SECOND, queueCountInterval } from './resolvers.js';
import { publishQueueChanged, queueRoomTopic } from './service.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** Queues `n` chats of one real user with as many moderators; `assigned` of them taken. */
async function queueChats(n: number, assigned = 0) {
  const { db } = h.database;
  const [user] = await db.insert(users).values({ email: 'real@test.example' }).returning();
  for (let i = 0; i < n; i += 1) {
    const [moderator] = await db
      .insert(users)
      .values({ email: `mod${i}@test.example`, isModerator: true })
      .returning();
    // Room ids are the two participants joined by ___; moderator ids carry x0x (spec).
    const roomId = `${user.id}___m${moderator.id}x0x`;
    await db.insert(rooms).values({ id: roomId, userId: user.id, moderatorId: moderator.id });
    await db
      .insert(chatQueue)
      .values({ roomId, userId: user.id, moderatorId: moderator.id, isAssigned: i < assigned });
  }
}

const QUEUE_CHANGED = 'subscription { queueChanged }';

/** Waits (5 s at most) until the last count the collector heard is `count`. */
async function lastCountIs(collector: { events: unknown[] }, count: number) {
  const started = Date.now();
  const last = JSON.stringify({ data: { queueChanged: count } });
  while (JSON.stringify(collector.events.at(-1)) !== last) {
    if (Date.now() - started > 5000) throw new Error(JSON.stringify(collector.events));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const publish = () => publishQueueChanged(h.database);

/**
 * After `ready()`: lets a count still due from before the test (the reset changed the queue) be
 * told, then forgets what the collector heard, so the test hears only its own changes.
 */
async function quiet(collector: { events: unknown[] }) {
  await new Promise((resolve) => setTimeout(resolve, 1000 / QUEUE_COUNTS_PER_SECOND + 100));
  collector.events.length = 0;
}

describe('the queue counter', () => {
  it('counts the unassigned chats only', async () => {
    await queueChats(3, 1);
    const { data } = await graphql(h.app, h.headers.REGULAR, '{ chatsInQueueCount }');
    expect(data).toEqual({ chatsInQueueCount: 2 });
  });
});

describe('the live queue subscription', () => {
  it('tells a changed room to that room’s listeners only, and a change of unnamed rooms to all', async () => {
    const rooms = ['1___m2x0x', '3___m4x0x'];
    // Each listener's room and what it heard (a room id, or '' for every room).
    const heard: string[] = [];
    const stops = rooms.map((roomId) =>
      h.app.pubsub.listen<string>(queueRoomTopic(roomId), (payload) =>
        heard.push(`${roomId} heard ${payload || 'all'}`),
      ),
    );
    const until = async (entry: string) => {
      for (let i = 0; i < 100 && !heard.includes(entry); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await publishQueueChanged(h.database, [rooms[1]]);
    await until(`${rooms[1]} heard ${rooms[1]}`);
    heard.length = 0;
    await publishQueueChanged(h.database);
    await until(`${rooms[0]} heard all`);
    await until(`${rooms[1]} heard all`);
    // The first room never heard the second's change.
    expect(heard.filter((entry) => entry.startsWith(rooms[0]))).toEqual([`${rooms[0]} heard all`]);
    for (const stop of stops) stop();
  });

  it('counts less often as the subscribers grow, to a share of one core (5 s at 10,000)', () => {
    expect(queueCountInterval(0)).toBe(1000 / QUEUE_COUNTS_PER_SECOND);
    expect(queueCountInterval(50)).toBe(1000 / QUEUE_COUNTS_PER_SECOND);
    expect(queueCountInterval(10_000)).toBe(5000);
  });

  it('refuses a connection without a valid token, and real users the queue', async () => {
    for (const authorization of [undefined, 'Token nope']) {
      await expect(firstEvent(wsUrl, authorization, QUEUE_CHANGED, publish)).rejects.toMatchObject({
        code: 4403,
      });
    }
    await expect(
      firstEvent(wsUrl, h.headers.appUser.authorization, QUEUE_CHANGED, publish),
    ).rejects.toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
  });

  it('refuses a token that has expired since sign-in', async () => {
    h.clock.advance(12 * 60 * 60 * 1000 + 1);
    await expect(
      firstEvent(wsUrl, h.headers.CHATTER.authorization, QUEUE_CHANGED, publish),
    ).rejects.toMatchObject({ code: 4403 });
  });

  it('tells every staff role the new unassigned count', async () => {
    await queueChats(1);
    for (const role of ['REGULAR', 'CHATTER', 'ADMIN', 'SUPER_ADMIN'] as const) {
      const bearer = h.headers[role].authorization.replace('Token', 'Bearer');
      expect(await firstEvent(wsUrl, bearer, QUEUE_CHANGED, publish)).toEqual({
        data: { queueChanged: 1 },
      });
    }
  });

  it('counts a chat a real user writes in, once, and again when a chatter answers it', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const chatter = collectEvents(wsUrl, h.headers.CHATTER.authorization, QUEUE_CHANGED);
    await chatter.ready();
    await quiet(chatter);
    await send(h, realUser.headers, { roomId, content: 'hello?' });
    expect(await chatter.waitFor(1)).toEqual([{ data: { queueChanged: 1 } }]);
    await send(h, realUser.headers, { roomId, content: 'anyone?' }); // already queued: no event
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    expect(await chatter.waitFor(2)).toEqual([
      { data: { queueChanged: 1 } },
      { data: { queueChanged: 0 } },
    ]);
    // Barrier: a new chat's first message is counted after any extra event would have been.
    const next = await openChat(h, h.userIds.CHATTER);
    await send(h, next.realUser.headers, { roomId: next.roomId, content: 'me too' });
    expect(await chatter.waitFor(3)).toEqual([
      { data: { queueChanged: 1 } },
      { data: { queueChanged: 0 } },
      { data: { queueChanged: 1 } },
    ]);
    await chatter.close();
  });

  it('ends on the true count when many chats join the queue at once', async () => {
    const chats = await Promise.all(
      Array.from({ length: 8 }, () => openChat(h, h.userIds.CHATTER)),
    );
    const admin = collectEvents(wsUrl, h.headers.ADMIN.authorization, QUEUE_CHANGED);
    await admin.ready();
    await quiet(admin);
    await Promise.all(
      chats.map((chat) => send(h, chat.realUser.headers, { roomId: chat.roomId, content: 'hi' })),
    );
    // Concurrent changes may share one count; the last one sent is the count after all of them.
    await lastCountIs(admin, 8);
    expect(admin.events.length).toBeLessThanOrEqual(8);
    const { data } = await graphql(h.app, h.headers.ADMIN, '{ chatsInQueueCount }');
    expect(data).toEqual({ chatsInQueueCount: 8 });
    await admin.close();
  });

  it('tells a burst of changes in a few counts, ending on the true one', async () => {
    const chats = await Promise.all(
      Array.from({ length: 12 }, () => openChat(h, h.userIds.CHATTER)),
    );
    const admin = collectEvents(wsUrl, h.headers.ADMIN.authorization, QUEUE_CHANGED);
    await admin.ready();
    await quiet(admin);
    const started = Date.now();
    // One after another: each send is its own change, told apart by the relay.
    for (const chat of chats)
      await send(h, chat.realUser.headers, { roomId: chat.roomId, content: 'hi' });
    await lastCountIs(admin, 12);
    const intervals = (Date.now() - started) / (1000 / QUEUE_COUNTS_PER_SECOND);
    expect(admin.events.length).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
    expect(admin.events.length).toBeLessThan(12);
    await admin.close();
  });

  it('reaches subscribers of another server instance on the same database', async () => {
    const other = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
    try {
      const otherUrl = await listenWs(other);
      await queueChats(2);
      expect(
        await firstEvent(otherUrl, h.headers.ADMIN.authorization, QUEUE_CHANGED, publish),
      ).toEqual({ data: { queueChanged: 2 } });
    } finally {
      await other.close();
    }
  });
});
