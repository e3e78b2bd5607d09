import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { chatQueue, chatViewers, users } from '../db/schema.js';
import { maskedEmailOf } from '../people/view.js';
import { QUEUE_TOPIC, queueRoomTopic } from '../queue/service.js';
import { openChat } from '../test/chatFixtures.js';
import { firstEvent, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness, testAppConfig } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';
import { openAcknowledged } from '../test/rawSocket.js';
import { heldChat as heldChatOf, VIEWERS, viewerIds, watchViewers } from '../test/viewerWatch.js';
import { ViewerHeartbeats } from './heartbeats.js';
import { addViewer, EXPIRY_MS, refreshViewers, viewersOf } from './service.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** A `chatViewers` subscription on this test's app; `latest()` is the last list it received. */
const watch = (authorization: string, roomId: string, url = wsUrl) =>
  watchViewers(url, authorization, roomId);

/** The first error of a subscription that is refused (or the event it got instead). */
async function refusalOf(authorization: string | undefined, roomId: unknown) {
  return firstEvent(
    wsUrl,
    authorization,
    `subscription { chatViewers(roomId: ${JSON.stringify(roomId)}) { id } }`,
    async () => undefined,
  ).then(
    (event) => ({ event }),
    (error: { code?: number } | { message: string; extensions?: { code?: string } }[]) =>
      Array.isArray(error)
        ? { code: error[0]?.extensions?.code, message: error[0]?.message }
        : { closed: error.code },
  );
}

const heldChat = () => heldChatOf(h);

const rows = () => h.database.db.select().from(chatViewers);
const ids = viewerIds;

describe('who is viewing a chat', () => {
  it('shows an admin looking to the holder, the holder to the admin, and the queue entry stays as it was', async () => {
    const { roomId } = await heldChat();
    const [entryBefore] = await h.database.db
      .select()
      .from(chatQueue)
      .where(eq(chatQueue.roomId, roomId));
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    expect(await chatter.until((viewers) => viewers.length === 1)).toEqual([
      {
        id: String(h.userIds.CHATTER),
        name: 'CHATTER Test',
        role: 'CHATTER',
        holdsChat: true,
        viewing: true,
      },
    ]);

    const admin = watch(h.headers.ADMIN.authorization, roomId);
    const seenByAdmin = await admin.until((viewers) => viewers.length === 2);
    expect(seenByAdmin).toEqual([
      {
        id: String(h.userIds.CHATTER),
        name: 'CHATTER Test',
        role: 'CHATTER',
        holdsChat: true,
        viewing: true,
      },
      {
        id: String(h.userIds.ADMIN),
        name: 'ADMIN Test',
        role: 'ADMIN',
        holdsChat: false,
        viewing: true,
      },
    ]);
    expect(await chatter.until((viewers) => viewers.length === 2)).toEqual(seenByAdmin);

    // Looking took nothing: the chatter still holds the chat, until the same deadline.
    const [entryAfter] = await h.database.db
      .select()
      .from(chatQueue)
      .where(eq(chatQueue.roomId, roomId));
    expect(entryAfter).toEqual(entryBefore);
    await chatter.close();
    await admin.close();
  });

  it('names a staff member without a name by their masked email, to a chatter too', async () => {
    const { roomId } = await heldChat();
    await h.database.db
      .update(users)
      .set({ firstName: '', lastName: '' })
      .where(eq(users.id, h.userIds.ADMIN));
    const [admin] = await h.database.db.select().from(users).where(eq(users.id, h.userIds.ADMIN));
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    const looking = watch(h.headers.ADMIN.authorization, roomId);
    const seen = await chatter.until((viewers) => viewers.length === 2);
    const name = seen.find((viewer) => viewer.id === String(admin.id))?.name;
    expect(name).toBe(maskedEmailOf(admin));
    expect(name).not.toBe(admin.email);
    await chatter.close();
    await looking.close();
  });

  it('lists the holder who does not have the chat open, as not viewing', async () => {
    const { roomId } = await heldChat();
    const admin = watch(h.headers.SUPER_ADMIN.authorization, roomId);
    const viewers = await admin.until((list) => list.length === 2);
    expect(viewers.map(({ role, holdsChat, viewing }) => ({ role, holdsChat, viewing }))).toEqual([
      { role: 'CHATTER', holdsChat: true, viewing: false },
      { role: 'SUPER_ADMIN', holdsChat: false, viewing: true },
    ]);
    await admin.close();
  });

  it('takes a viewer away as soon as their socket closes, or they complete the subscription', async () => {
    const { roomId } = await heldChat();
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    await chatter.until((viewers) => viewers.length === 1);
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    await chatter.until((viewers) => ids(viewers).includes(String(h.userIds.ADMIN)));
    expect(await rows()).toHaveLength(2);

    await admin.close();
    await chatter.until((viewers) => !ids(viewers).includes(String(h.userIds.ADMIN)), 2000);
    expect((await rows()).map((row) => row.staffId)).toEqual([h.userIds.CHATTER]);

    // Completing the operation on a socket that stays open (leaving the chat in the app).
    const raw = await openAcknowledged(wsUrl, h.headers.SUPER_ADMIN.authorization);
    raw.send({ type: 'subscribe', id: 'v', payload: { query: VIEWERS, variables: { r: roomId } } });
    await chatter.until((viewers) => ids(viewers).includes(String(h.userIds.SUPER_ADMIN)));
    raw.send({ type: 'complete', id: 'v' });
    await chatter.until((viewers) => !ids(viewers).includes(String(h.userIds.SUPER_ADMIN)), 2000);
    expect(await rows()).toHaveLength(1);
    raw.socket.close();
    await chatter.close();
  });

  it('ends the viewing when the token of an open socket is revoked', async () => {
    const { roomId } = await heldChat();
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    const raw = await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
    raw.send({ type: 'subscribe', id: 'v', payload: { query: VIEWERS, variables: { r: roomId } } });
    await chatter.until((viewers) => ids(viewers).includes(String(h.userIds.ADMIN)));

    const out = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: h.headers.ADMIN,
    });
    expect(out.statusCode).toBe(204);
    expect((await raw.closed(2000)).code).toBe(4401);
    await chatter.until((viewers) => !ids(viewers).includes(String(h.userIds.ADMIN)), 2000);
    expect((await rows()).map((row) => row.staffId)).toEqual([h.userIds.CHATTER]);
    await chatter.close();
  });

  it('admits admins to any chat and a chatter to the chats they work; refuses everyone else', async () => {
    const { roomId } = await heldChat();
    const otherChatter = await addSignedIn(h, { role: 'CHATTER' });
    expect(await refusalOf(undefined, roomId)).toEqual({ closed: 4403 });
    expect(await refusalOf(h.headers.appUser.authorization, roomId)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusalOf(h.headers.REGULAR.authorization, roomId)).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusalOf(otherChatter.headers.authorization, roomId)).toMatchObject({
      code: 'FORBIDDEN',
    });
    for (const identity of ['CHATTER', 'ADMIN', 'SUPER_ADMIN'] as const) {
      expect(await refusalOf(h.headers[identity].authorization, roomId)).toHaveProperty('event');
    }
    // A chatter working the fake user (not holding the chat) may look too.
    const worked = await openChat(h, otherChatter.id);
    expect(await refusalOf(otherChatter.headers.authorization, worked.roomId)).toHaveProperty(
      'event',
    );
    // The refused left no viewer behind (the allowed ones closed their sockets).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rows()).toEqual([]);
  });

  it('refuses a malformed room id or a room that does not exist clearly, never with a 5xx', async () => {
    for (const roomId of ['nope', '1___m2', '', '99999999999___m1x0x', "1' or 1=1 --"]) {
      expect(await refusalOf(h.headers.ADMIN.authorization, roomId)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Not a room id.',
      });
    }
    expect(await refusalOf(h.headers.ADMIN.authorization, '999999___m2x0x')).toEqual({
      code: 'NOT_FOUND',
      message: 'No such chat.',
    });
    // A chatter is refused before the room is read.
    expect(await refusalOf(h.headers.CHATTER.authorization, 'nope')).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await rows()).toEqual([]);
  });

  it('follows the holder: a chat released shows no holder, without anyone coming or going', async () => {
    const { roomId } = await heldChat();
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    await admin.until((viewers) => viewers.some((viewer) => viewer.holdsChat));
    const released = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($r: ID!) { releaseChat(roomId: $r) }',
      { r: roomId },
    );
    expect(released.data?.releaseChat).toBe(true);
    expect(await admin.until((viewers) => viewers.length === 1)).toMatchObject([
      { id: String(h.userIds.ADMIN), holdsChat: false, viewing: true },
    ]);
    await admin.close();
  });

  it('knows the viewers of every server instance on the database', async () => {
    const { roomId } = await heldChat();
    const other = await buildApp({
      database: h.database,
      config: testAppConfig(),
      clock: h.clock,
    });
    try {
      const otherUrl = await listenWs(other);
      const chatter = watch(h.headers.CHATTER.authorization, roomId);
      await chatter.until((viewers) => viewers.length === 1);
      // The admin's socket is on the other instance.
      const admin = watch(h.headers.ADMIN.authorization, roomId, otherUrl);
      await chatter.until((viewers) => ids(viewers).includes(String(h.userIds.ADMIN)));
      expect(
        await admin.until((viewers) => viewers.length === 2 && viewers[0].viewing),
      ).toMatchObject([{ id: String(h.userIds.CHATTER), holdsChat: true, viewing: true }, {}]);
      await admin.close();
      await chatter.until((viewers) => viewers.length === 1, 2000);
      await chatter.close();
    } finally {
      await other.close();
    }
  });

  it('forgets the viewers of an instance that stopped refreshing them', async () => {
    const { roomId } = await heldChat();
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    await chatter.until((viewers) => viewers.length === 1);
    // An admin viewing through another instance, which then crashes: nobody deletes the row.
    await addViewer(
      h.database.db,
      { id: 'crashed-instance-viewer', roomId, staffId: h.userIds.ADMIN },
      h.clock.now(),
    );
    await chatter.until((viewers) => ids(viewers).includes(String(h.userIds.ADMIN)));

    // No refresh for longer than the expiry: it counts no more, and the next heartbeat anywhere
    // (here the chatter's own) deletes it and tells the room.
    h.clock.advance(EXPIRY_MS + 1);
    expect(ids(await viewersOf(h.database.db, roomId, h.clock.now()))).not.toContain(
      String(h.userIds.ADMIN),
    );
    const [own] = (await rows()).filter((row) => row.staffId === h.userIds.CHATTER);
    await refreshViewers(h.database.db, [own.id], h.clock.now());
    expect((await rows()).map((row) => row.id)).toEqual([own.id]);
    await chatter.until((viewers) => !ids(viewers).includes(String(h.userIds.ADMIN)));
    await chatter.close();
  });

  it('beats once for all of an instance’s open viewers, and hears only its own room’s queue', async () => {
    const { roomId } = await heldChat();
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    await chatter.until((viewers) => viewers.length === 2);
    // The room's queue entry, not every queue count: a change elsewhere costs this viewer nothing.
    expect(h.app.pubsub.listenerCount(queueRoomTopic(roomId))).toBe(2);
    expect(h.app.pubsub.listenerCount(QUEUE_TOPIC)).toBe(0);

    const open = (await rows()).map((row) => row.id);
    await addViewer(
      h.database.db,
      { id: 'crashed-instance-viewer', roomId, staffId: h.userIds.SUPER_ADMIN },
      h.clock.now(),
    );
    const heartbeats = new ViewerHeartbeats(h.database.db, () => h.clock.now(), 60_000);
    for (const id of open) heartbeats.add(id);
    h.clock.advance(EXPIRY_MS + 1);
    await heartbeats.beat();
    const after = await rows();
    // Every open viewer refreshed in the beat; the crashed instance's row gone, its room told.
    expect(after.map((row) => row.id).sort()).toEqual([...open].sort());
    for (const row of after) expect(row.seenAt.getTime()).toBe(h.clock.now().getTime());
    await chatter.until((viewers) => !ids(viewers).includes(String(h.userIds.SUPER_ADMIN)));

    heartbeats.remove(open[0]);
    h.clock.advance(1000);
    await heartbeats.beat();
    const [left] = (await rows()).filter((row) => row.id === open[0]);
    expect(left.seenAt.getTime()).toBe(h.clock.now().getTime() - 1000);
    heartbeats.stop();
    await admin.close();
    await chatter.close();
  });

  it('beats in slices: no statement refreshes more than a slice of viewers', async () => {
    const { roomId } = await heldChat();
    const many = Array.from({ length: 5 }, (_, n) => `instance-viewer-${n}`);
    for (const id of many) {
      await addViewer(h.database.db, { id, roomId, staffId: h.userIds.CHATTER }, h.clock.now());
    }
    const heartbeats = new ViewerHeartbeats(h.database.db, () => h.clock.now(), 60_000, 2);
    for (const id of many) heartbeats.add(id);
    h.clock.advance(EXPIRY_MS - 1);
    // On PGlite a statement runs on the server's one thread: its rows are a stop of every socket.
    const updates = vi.spyOn(h.database.db, 'update');
    await heartbeats.beat();
    heartbeats.stop();
    expect(updates).toHaveBeenCalledTimes(3);
    updates.mockRestore();
    const after = (await rows()).filter((row) => many.includes(row.id));
    expect(after).toHaveLength(5);
    for (const row of after) expect(row.seenAt.getTime()).toBe(h.clock.now().getTime());
  });
});
