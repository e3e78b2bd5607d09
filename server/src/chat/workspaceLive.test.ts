import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema.js';
import { returnExpiredChats } from '../queue/assignment.js';
import { addModerator, LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import { collectEvents, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { addPhoto, addSignedIn } from '../test/people.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const quietFor = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
const ROOM_CHANGED = 'subscription { chatRoomChanged }';
const FAKE_USER_CHANGED = 'subscription { fakeUserChanged { moderatorId reassigned } }';
const CHAT_STARTED =
  'subscription { chatStarted { id name userId moderatorId unread lastMessageId holderId user { display_name } } }';

async function follow(authorization: string, query: string) {
  const events = collectEvents(wsUrl, authorization, query);
  await events.ready();
  return events;
}
type Follower = Awaited<ReturnType<typeof follow>>;

/** Two more chatters besides CHATTER, signed in. */
async function twoChatters() {
  const other = await addSignedIn(h, { role: 'CHATTER' });
  const stranger = await addSignedIn(h, { role: 'CHATTER' });
  return { other, stranger };
}

const take = (headers: Record<string, string>, roomId: string) =>
  graphql(h.app, headers, 'mutation($r: ID!) { takeChat(roomId: $r) { id } }', { r: roomId });
const release = (headers: Record<string, string>, roomId: string) =>
  graphql(h.app, headers, 'mutation($r: ID!) { releaseChat(roomId: $r) }', { r: roomId });

async function closeAll(...followers: Follower[]) {
  for (const follower of followers) await follower.close();
}

describe('chatRoomChanged', () => {
  it('tells the fake user’s worker, the holder and admins of a hold taken and released; no one else, and no message', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const { other, stranger } = await twoChatters();
    const owner = await follow(h.headers.CHATTER.authorization, ROOM_CHANGED);
    const holder = await follow(other.headers.authorization, ROOM_CHANGED);
    const outsider = await follow(stranger.headers.authorization, ROOM_CHANGED);
    const admin = await follow(h.headers.ADMIN.authorization, ROOM_CHANGED);
    try {
      // The messages carry what they change (the queue entry made and removed): no event.
      await send(h, realUser.headers, { roomId, content: 'hello' });
      await quietFor();
      expect(owner.events).toEqual([]);
      expect((await take(other.headers, roomId)).errors).toBeUndefined();
      const taken = { data: { chatRoomChanged: roomId } };
      expect(await owner.waitFor(1)).toEqual([taken]);
      expect(await holder.waitFor(1)).toEqual([taken]);
      await admin.waitFor(1);
      expect((await release(other.headers, roomId)).data?.releaseChat).toBe(true);
      expect(await owner.waitFor(2)).toEqual([taken, taken]);
      // The holder hears it is theirs no more.
      await holder.waitFor(2);
      await admin.waitFor(2);
      const answer = await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
      expect(answer.errors).toBeUndefined();
      await quietFor();
      expect(owner.events).toHaveLength(2);
      expect(outsider.events).toEqual([]);
      expect(outsider.errors).toEqual([]);
    } finally {
      await closeAll(owner, holder, outsider, admin);
    }
  });

  it('tells the holder when the deadline returns the chat to the queue, and a note saved', async () => {
    const { realUser, roomId } = await openChat(h);
    const { other } = await twoChatters();
    await send(h, realUser.headers, { roomId, content: 'hello' });
    await take(other.headers, roomId);
    const holder = await follow(other.headers.authorization, ROOM_CHANGED);
    const unrelated = await follow(h.headers.CHATTER.authorization, ROOM_CHANGED);
    try {
      const note = await graphql(
        h.app,
        other.headers,
        'mutation($r: ID!) { createNotes(roomId: $r, content: "likes tea", forRealUser: true) { content } }',
        { r: roomId },
      );
      expect(note.errors).toBeUndefined();
      await holder.waitFor(1);
      h.clock.advance(5 * 60_000 + 1);
      // The server's own sweep, as its scheduler runs it.
      expect(await returnExpiredChats(h.database, h.clock.now())).toBe(1);
      expect(await holder.waitFor(2)).toEqual([
        { data: { chatRoomChanged: roomId } },
        { data: { chatRoomChanged: roomId } },
      ]);
      await quietFor();
      expect(unrelated.events).toEqual([]);
    } finally {
      await closeAll(holder, unrelated);
    }
  });

  it('tells the chat’s workers of its real user’s new name or photo, and of the chat deleted with them', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const { stranger } = await twoChatters();
    const owner = await follow(h.headers.CHATTER.authorization, ROOM_CHANGED);
    const outsider = await follow(stranger.headers.authorization, ROOM_CHANGED);
    const admin = await follow(h.headers.ADMIN.authorization, ROOM_CHANGED);
    const changed = { data: { chatRoomChanged: roomId } };
    try {
      const renamed = await h.app.inject({
        method: 'PUT',
        url: `/api/user/${realUser.id}/`,
        headers: h.headers.SUPER_ADMIN,
        payload: { display_name: 'renamed_30' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await owner.waitFor(1)).toEqual([changed]);
      await addPhoto(h, realUser.id, 'new-face.jpg');
      expect(await owner.waitFor(2)).toEqual([changed, changed]);
      // A staff member's new name is in no chat list.
      await h.database.db
        .update(users)
        .set({ firstName: 'Renamed' })
        .where(eq(users.id, stranger.id));
      await quietFor();
      expect(owner.events).toHaveLength(2);
      const deleted = await h.app.inject({
        method: 'DELETE',
        url: `/api/user/${realUser.id}`,
        headers: h.headers.SUPER_ADMIN,
      });
      expect(deleted.statusCode).toBeLessThan(300);
      expect(await owner.waitFor(3)).toEqual([changed, changed, changed]);
      await admin.waitFor(3);
      await quietFor();
      expect(outsider.events).toEqual([]);
    } finally {
      await closeAll(owner, outsider, admin);
    }
  });

  it.each([
    ['chatRoomChanged', ROOM_CHANGED],
    ['chatStarted', CHAT_STARTED],
  ])('%s is refused to real users and to staff who work no chats', async (_, query) => {
    const { realUser } = await openChat(h);
    for (const authorization of [realUser.headers.authorization, h.headers.REGULAR.authorization]) {
      const refused = collectEvents(wsUrl, authorization, query);
      try {
        // The refusal, however slow a loaded machine is to answer it.
        await vi.waitFor(() => expect(refused.errors).not.toEqual([]), { timeout: 5000 });
        expect(refused.events).toEqual([]);
        expect(JSON.stringify(refused.errors)).toMatch(/permission|4403|Forbidden/i);
      } finally {
        await refused.close();
      }
    }
  });
});

describe('chatStarted', () => {
  it('brings the card of a chat with its first message to the fake user’s worker and admins, once', async () => {
    const { realUser, roomId, moderatorId } = await openChat(h, h.userIds.CHATTER);
    const { stranger } = await twoChatters();
    const owner = await follow(h.headers.CHATTER.authorization, CHAT_STARTED);
    const outsider = await follow(stranger.headers.authorization, CHAT_STARTED);
    const admin = await follow(h.headers.ADMIN.authorization, CHAT_STARTED);
    const superAdmin = await follow(h.headers.SUPER_ADMIN.authorization, CHAT_STARTED);
    try {
      const first = await send(h, realUser.headers, { roomId, content: 'hello' });
      const [card] = await owner.waitFor(1);
      const firstId = (first.data?.sendMessage as { id: string } | undefined)?.id;
      expect(card).toEqual({
        data: {
          chatStarted: expect.objectContaining({
            id: roomId,
            userId: realUser.id,
            moderatorId,
            unread: 1,
            lastMessageId: firstId ?? expect.any(String),
            holderId: null,
          }),
        },
      });
      expect(await admin.waitFor(1)).toEqual([card]);
      expect(await superAdmin.waitFor(1)).toEqual([card]);
      // Later messages of the chat bring no card.
      await send(h, realUser.headers, { roomId, content: 'still there?' });
      await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
      await quietFor();
      expect(owner.events).toHaveLength(1);
      expect(admin.events).toHaveLength(1);
      expect(outsider.events).toEqual([]);
      expect(outsider.errors).toEqual([]);
    } finally {
      await closeAll(owner, outsider, admin, superAdmin);
    }
  });

  it('answers no card when the card cannot be read, and the stream goes on', async () => {
    const first = await openChat(h, h.userIds.CHATTER);
    const second = await openChat(h, h.userIds.CHATTER);
    const owner = await follow(h.headers.CHATTER.authorization, CHAT_STARTED);
    const { db } = h.app.deps.database;
    const select = db.select.bind(db);
    // The card's read fails (the database went away for it); every other read works.
    const failing = vi.spyOn(db, 'select').mockImplementation(((
      ...args: Parameters<typeof select>
    ) => {
      if (new Error().stack?.includes('startedCard')) throw new Error('connection terminated');
      return select(...args);
    }) as typeof db.select);
    try {
      await send(h, first.realUser.headers, { roomId: first.roomId, content: 'hello' });
      expect(await owner.waitFor(1)).toEqual([{ data: { chatStarted: null } }]);
      failing.mockRestore();
      await send(h, second.realUser.headers, { roomId: second.roomId, content: 'hello' });
      const events = await owner.waitFor(2);
      expect(events[1]).toEqual({
        data: { chatStarted: expect.objectContaining({ id: second.roomId }) },
      });
      expect(owner.errors).toEqual([]);
    } finally {
      failing.mockRestore();
      await closeAll(owner);
    }
  });
});

describe('fakeUserChanged', () => {
  it('tells the workers a fake user leaves and joins, and admins; a card change its worker only', async () => {
    const moderatorId = await addModerator(h, null);
    const { other, stranger } = await twoChatters();
    const chatter = await follow(h.headers.CHATTER.authorization, FAKE_USER_CHANGED);
    const next = await follow(other.headers.authorization, FAKE_USER_CHANGED);
    const outsider = await follow(stranger.headers.authorization, FAKE_USER_CHANGED);
    const admin = await follow(h.headers.ADMIN.authorization, FAKE_USER_CHANGED);
    const assign = (workerId: number) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/moderator/${moderatorId}/`,
        headers: h.headers.ADMIN,
        payload: { worker_id: workerId },
      });
    try {
      expect((await assign(h.userIds.CHATTER)).statusCode).toBe(200);
      const reassigned = { data: { fakeUserChanged: { moderatorId, reassigned: true } } };
      expect(await chatter.waitFor(1)).toEqual([reassigned]);
      expect((await assign(other.id)).statusCode).toBe(200);
      expect(await chatter.waitFor(2)).toEqual([reassigned, reassigned]);
      expect(await next.waitFor(1)).toEqual([reassigned]);
      await admin.waitFor(2);
      const toggled = await h.app.inject({
        method: 'PUT',
        url: `/api/internal/fakeUsers${moderatorId}/online`,
        headers: other.headers,
        payload: { online: true },
      });
      expect(toggled.statusCode).toBe(200);
      const carded = { data: { fakeUserChanged: { moderatorId, reassigned: false } } };
      expect(await next.waitFor(2)).toEqual([reassigned, carded]);
      await addPhoto(h, moderatorId, 'avatar.jpg');
      expect(await next.waitFor(3)).toEqual([reassigned, carded, carded]);
      await admin.waitFor(4);
      await quietFor();
      expect(chatter.events).toHaveLength(2);
      expect(outsider.events).toEqual([]);
    } finally {
      await closeAll(chatter, next, outsider, admin);
    }
  });
});
