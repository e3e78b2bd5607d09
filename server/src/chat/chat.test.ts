import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatQueue,
  giftPurchases,
  gifts,
  messages,
  profileVisits,
  rooms,
  stockImages,
  users,
} from '../db/schema.js';
import { returnExpiredChats } from '../queue/assignment.js';
import { addModerator, chatWith, LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import {
  createHarness,
  graphql,
  type Harness,
  notificationsDelivered,
  TEST_MEDIA_DIR,
} from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { addRealUser, addSignedIn } from '../test/people.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const queueRows = () => h.database.db.select().from(chatQueue);
const take = (headers: Record<string, string>, roomId: string) =>
  graphql(
    h.app,
    headers,
    'mutation($r: ID!) { takeChat(roomId: $r) { roomId clearedAt worker { id } } }',
    {
      r: roomId,
    },
  );
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.[0]?.extensions?.code;

describe('a real user writing', () => {
  it('queues the chat once, whatever they add, and any text length goes', async () => {
    const { realUser, roomId } = await openChat(h);
    expect(await queueRows()).toEqual([]); // opening a chat queues nothing
    const first = await send(h, realUser.headers, { roomId, content: 'hi' });
    expect(first.data?.sendMessage).toMatchObject({ content: 'hi', fromModerator: false });
    await send(h, realUser.headers, { roomId, content: 'are you there?' });
    const rows = await queueRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ roomId, isAssigned: false });
    const { data } = await graphql(
      h.app,
      h.headers.CHATTER,
      '{ chatsInQueueCount chatsInQueue { roomId userDetails { id } } }',
    );
    expect(data).toEqual({
      chatsInQueueCount: 1,
      chatsInQueue: [{ roomId, userDetails: { id: realUser.id } }],
    });
  });

  it('refuses another user’s room and a room that does not exist', async () => {
    const { roomId } = await openChat(h);
    const stranger = await addSignedIn(h);
    expect(codeOf(await send(h, stranger.headers, { roomId, content: 'hi' }))).toBe('FORBIDDEN');
    expect(codeOf(await send(h, stranger.headers, { roomId: '1___m2x0x', content: 'hi' }))).toBe(
      'FORBIDDEN',
    );
    expect(await h.database.db.select().from(messages)).toEqual([]);
  });
});

describe('a chatter’s chat list', () => {
  it('holds the chats of their fake users and the chats they hold, nobody else’s', async () => {
    const own = await openChat(h, h.userIds.CHATTER);
    const taken = await openChat(h);
    const expired = await openChat(h);
    const othersFakeUser = await openChat(h, h.userIds.ADMIN);
    for (const chat of [taken, expired, othersFakeUser]) {
      await send(h, chat.realUser.headers, { roomId: chat.roomId, content: 'hi' });
    }
    for (const chat of [taken, expired]) {
      expect((await take(h.headers.CHATTER, chat.roomId)).errors).toBeUndefined();
    }
    // The answer deadline of one of them passed: it is no longer held.
    await h.database.db
      .update(chatQueue)
      .set({ clearedAt: new Date(h.clock.now().getTime() - 1000) })
      .where(eq(chatQueue.roomId, expired.roomId));
    const listed = (await graphql(h.app, h.headers.CHATTER, '{ rooms { id holderId } }')).data
      ?.rooms as { id: string; holderId: number | null }[];
    expect(listed.map((room) => room.id).sort()).toEqual([own.roomId, taken.roomId].sort());
    expect(listed.find((room) => room.id === taken.roomId)?.holderId).toBe(h.userIds.CHATTER);
  });
});

describe('taking a chat from the queue', () => {
  it('gives it to exactly one of two workers taking it at the same instant', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    const other = await addSignedIn(h, { role: 'CHATTER' });
    const results = await Promise.all([
      take(h.headers.CHATTER, roomId),
      take(other.headers, roomId),
    ]);
    const winners = results.filter((result) => result.data?.takeChat);
    const losers = results.filter((result) => codeOf(result) === 'CONFLICT');
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(1);
    expect(losers[0].errors?.[0].message).toBe('This chat has been taken by another worker.');
    const { data } = await graphql(h.app, h.headers.CHATTER, '{ chatsInQueueCount }');
    expect(data).toEqual({ chatsInQueueCount: 0 });
  });

  it('lets the holder answer; under the minimum is refused and stores nothing', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    // Before taking it the chatter may not write in it.
    expect(codeOf(await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH }))).toBe(
      'FORBIDDEN',
    );
    expect((await take(h.headers.CHATTER, roomId)).data?.takeChat).toMatchObject({
      roomId,
      worker: { id: h.userIds.CHATTER },
      clearedAt: new Date(h.clock.now().getTime() + 5 * 60_000).toISOString(),
    });
    const short = await send(h, h.headers.CHATTER, { roomId, content: `${'a b '.repeat(24)}` });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.errors?.[0].extensions).toMatchObject({
      errors: ['Message should be minimum 50 characters long!'],
    });
    const tooLong = await send(h, h.headers.CHATTER, { roomId, content: 'x'.repeat(301) });
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(await h.database.db.select().from(messages)).toHaveLength(1);
    const answer = await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    expect(answer.data?.sendMessage).toMatchObject({ fromModerator: true, content: LONG_ENOUGH });
    // Answered: out of the queue, and the worker no longer holds it.
    expect(await queueRows()).toEqual([]);
    const [stored] = await h.database.db
      .select()
      .from(messages)
      .where(eq(messages.senderWorkerId, h.userIds.CHATTER));
    expect(stored.content).toBe(LONG_ENOUGH);
  });

  it('returns the chat to the queue when the deadline passes unanswered', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    await take(h.headers.CHATTER, roomId);
    h.clock.advance(5 * 60_000 + 1);
    // Past the deadline the worker may not answer any more, even before the sweep runs.
    expect(codeOf(await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH }))).toBe(
      'FORBIDDEN',
    );
    expect(await returnExpiredChats(h.database, h.clock.now())).toBe(1);
    expect(await queueRows()).toMatchObject([{ roomId, isAssigned: false, workerId: null }]);
    const other = await addSignedIn(h, { role: 'CHATTER' });
    expect((await take(other.headers, roomId)).data?.takeChat).toBeTruthy();
  });

  it('needs the chat-queue permission and is for chatters only', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    expect(codeOf(await take(h.headers.ADMIN, roomId))).toBe('FORBIDDEN');
    await h.database.db
      .update(users)
      .set({ chatAccess: false })
      .where(eq(users.id, h.userIds.CHATTER));
    expect(codeOf(await take(h.headers.CHATTER, roomId))).toBe('FORBIDDEN');
    const rest = await h.app.inject({
      method: 'POST',
      url: '/chat/assign-chat/',
      headers: h.headers.CHATTER,
      payload: { room_id: roomId, isAssigned: true },
    });
    expect(rest.statusCode).toBe(403);
  });

  it('takes and gives back over the spec’s REST call', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    const call = (isAssigned: boolean) =>
      h.app.inject({
        method: 'POST',
        url: '/chat/assign-chat/',
        headers: h.headers.CHATTER,
        payload: { room_id: roomId, isAssigned, moderator_id: 1 },
      });
    const taken = await call(true);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ roomId, isAssigned: true });
    expect((await call(false)).statusCode).toBe(200);
    expect(await queueRows()).toMatchObject([{ isAssigned: false }]);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/chat/assign-chat/',
      headers: h.headers.CHATTER,
      payload: { room: roomId },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sending', () => {
  it('makes one message of a send retried with the same clientId', async () => {
    const { realUser, roomId } = await openChat(h);
    const first = await send(h, realUser.headers, { roomId, content: 'hi', clientId: 'c-1' });
    const again = await send(h, realUser.headers, { roomId, content: 'hi', clientId: 'c-1' });
    expect(again.data?.sendMessage).toEqual(first.data?.sendMessage);
    expect(await h.database.db.select().from(messages)).toHaveLength(1);
    // The same for a worker writing as the fake user they work.
    const own = await openChat(h, h.userIds.CHATTER);
    const variables = { roomId: own.roomId, content: LONG_ENOUGH, clientId: 'w-1' };
    const sent = await send(h, h.headers.CHATTER, variables);
    expect((await send(h, h.headers.CHATTER, variables)).data?.sendMessage).toEqual(
      sent.data?.sendMessage,
    );
    expect(await h.database.db.select().from(messages)).toHaveLength(2);
  });

  it('answers a retried answer with the stored message after the answer released the chat', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    await take(h.headers.CHATTER, roomId);
    const answer = { roomId, content: LONG_ENOUGH, clientId: 'a-1' };
    const sent = await send(h, h.headers.CHATTER, answer);
    expect(await queueRows()).toEqual([]); // the answer released the chat
    const retried = await send(h, h.headers.CHATTER, answer);
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.sendMessage).toEqual(sent.data?.sendMessage);
    // Only a retry: a new message, or another worker naming that client id, is still refused.
    const fresh = await send(h, h.headers.CHATTER, { ...answer, clientId: 'a-2' });
    expect(codeOf(fresh)).toBe('FORBIDDEN');
    const other = await addSignedIn(h, { role: 'CHATTER' });
    expect(codeOf(await send(h, other.headers, answer))).toBe('FORBIDDEN');
    const notification = { roomId, content: 'note', clientId: 'a-1' };
    const retriedNote = await graphql(
      h.app,
      other.headers,
      'mutation($roomId: ID!, $content: String!, $clientId: String) { sendNotification(roomId: $roomId, content: $content, clientId: $clientId) { id } }',
      notification,
    );
    expect(codeOf(retriedNote)).toBe('FORBIDDEN');
    expect(await h.database.db.select().from(messages)).toHaveLength(2);
  });

  it('keeps clientIds per room: the same one in another room is that room’s own message', async () => {
    const moderatorId = await addModerator(h, h.userIds.CHATTER);
    const rooms = [
      (await chatWith(h, moderatorId)).roomId,
      (await chatWith(h, moderatorId)).roomId,
    ];
    const answers = [];
    for (const roomId of rooms) {
      const sent = await send(h, h.headers.CHATTER, {
        roomId,
        content: LONG_ENOUGH,
        clientId: 'c',
      });
      answers.push(sent.data?.sendMessage as { roomId: string });
    }
    expect(answers.map((answer) => answer.roomId)).toEqual(rooms);
    expect(await h.database.db.select().from(messages)).toHaveLength(2);
  });

  it('stores one message for a client id sent many times at once, and keeps rooms apart', async () => {
    const moderatorId = await addModerator(h, h.userIds.CHATTER);
    const rooms = [
      (await chatWith(h, moderatorId)).roomId,
      (await chatWith(h, moderatorId)).roomId,
    ];
    const attempts = rooms.flatMap((roomId) =>
      Array.from({ length: 6 }, () =>
        send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH, clientId: 'same' }),
      ),
    );
    const answers = (await Promise.all(attempts)).map(
      (result) => result.data?.sendMessage as { id: string; roomId: string },
    );
    for (const [i, roomId] of rooms.entries()) {
      const mine = answers.slice(i * 6, i * 6 + 6);
      expect(new Set(mine.map((answer) => answer.id)).size).toBe(1);
      expect(mine.every((answer) => answer.roomId === roomId)).toBe(true);
    }
    expect(await h.database.db.select().from(messages)).toHaveLength(2);
  });

  it('refuses a hostile client id with 400 and stores nothing', async () => {
    const { realUser, roomId } = await openChat(h);
    for (const clientId of ['x'.repeat(10_000), 'ключ', 'a b', "'; drop table messages; --", '']) {
      const result = await send(h, realUser.headers, { roomId, content: 'hi', clientId });
      expect(codeOf(result), clientId.slice(0, 20)).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(result)).not.toMatch(/select|insert|stack/i);
    }
    expect(await h.database.db.select().from(messages)).toEqual([]);
  });

  it('sends gifts, locations and stock images as a fake user’s own worker', async () => {
    const moderatorId = await addModerator(h, h.userIds.CHATTER);
    const userId = await addRealUser(h);
    const started = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($m: Int!, $u: Int!) { createChatAllModerator(moderatorId: $m, userId: $u) { id target } }',
      { m: moderatorId, u: userId },
    );
    const roomId = `${userId}___m${moderatorId}x0x`;
    expect(started.data?.createChatAllModerator).toEqual({
      id: roomId,
      target: `m${moderatorId}x0x`,
    });
    const [gift] = await h.database.db.select().from(gifts).limit(1);
    const [image] = await h.database.db
      .insert(stockImages)
      .values({ file: 'stockfile.jpg' })
      .returning();
    const giftSent = await send(h, h.headers.CHATTER, { roomId, kind: 'G', giftId: gift.id });
    expect(giftSent.data?.sendMessage).toMatchObject({
      messageType: 'G',
      gift: { giftName: gift.giftName },
    });
    const place = await send(h, h.headers.CHATTER, {
      roomId,
      kind: 'GL',
      latitude: 48.8566,
      longitude: 2.3522,
    });
    expect(place.data?.sendMessage).toMatchObject({
      content: '48.8566,2.3522',
      latitude: 48.8566,
      longitude: 2.3522,
    });
    const picture = await send(h, h.headers.CHATTER, { roomId, kind: 'I', stockImageId: image.id });
    expect((picture.data as { sendMessage: { url: string } }).sendMessage.url).toMatch(
      /\/media\/stockfile\.jpg$/,
    );
    expect(codeOf(await send(h, h.headers.CHATTER, { roomId, kind: 'G', giftId: 99999 }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      codeOf(await send(h, h.headers.CHATTER, { roomId, kind: 'GL', latitude: 91, longitude: 0 })),
    ).toBe('BAD_USER_INPUT');
    expect(codeOf(await send(h, h.headers.CHATTER, { roomId, kind: 'X' }))).toBe('BAD_USER_INPUT');
    const history = await graphql(
      h.app,
      h.headers.ADMIN,
      'query($r: ID!) { messagesForWorkers(roomId: $r) { messageType } }',
      { r: roomId },
    );
    expect(history.data?.messagesForWorkers).toEqual([
      { messageType: 'G' },
      { messageType: 'GL' },
      { messageType: 'I' },
    ]);
  });

  it('refuses a chat as someone else’s fake user unless manual chats are allowed', async () => {
    const moderatorId = await addModerator(h, null);
    const userId = await addRealUser(h);
    const start = () =>
      graphql(
        h.app,
        h.headers.CHATTER,
        'mutation($m: Int!, $u: Int!) { createChatAllModerator(moderatorId: $m, userId: $u) { id holderId } }',
        {
          m: moderatorId,
          u: userId,
        },
      );
    expect(codeOf(await start())).toBe('FORBIDDEN');
    // The refusal leaves nothing behind: no room, no queue entry.
    expect(await h.database.db.select().from(rooms)).toEqual([]);
    expect(await queueRows()).toEqual([]);
    await h.database.db
      .update(users)
      .set({ allowManualChat: true })
      .where(eq(users.id, h.userIds.CHATTER));
    // The chatter's remembered session learns of a change made straight in the database by its
    // notification (the app's own profile save forgets it at once).
    await notificationsDelivered(h.database);
    expect((await start()).data?.createChatAllModerator).toMatchObject({
      holderId: h.userIds.CHATTER,
    });
  });
});

describe('the other chat calls of the spec', () => {
  it('sends over PUT /api/internal/chats/{id}/send, text or gift, with the same rules', async () => {
    const { roomId } = await openChat(h, h.userIds.CHATTER);
    const [gift] = await h.database.db.select().from(gifts).limit(1);
    const put = (payload: Record<string, unknown>) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/internal/chats/${roomId}/send`,
        headers: h.headers.CHATTER,
        payload,
      });
    const text = await put({ type: 'C', message: LONG_ENOUGH, from_name: 'Mia' });
    expect(text.json()).toMatchObject({ content: LONG_ENOUGH, fromModerator: true });
    expect((await put({ type: 'G', message: gift.id })).json()).toMatchObject({ messageType: 'G' });
    expect((await put({ type: 'C', message: 'short' })).statusCode).toBe(400);
    expect((await put({ type: 'X', message: 'x' })).statusCode).toBe(400);
    const other = await h.app.inject({
      method: 'PUT',
      url: `/api/internal/chats/${roomId}/send`,
      headers: h.headers.ADMIN,
      payload: { message: LONG_ENOUGH },
    });
    expect(other.statusCode).toBe(403);
    expect(await h.database.db.select().from(messages)).toHaveLength(2);
  });

  it('purchases a gift as a message, starts chats with a first text, records visits', async () => {
    const moderatorId = await addModerator(h, h.userIds.CHATTER);
    const userId = await addRealUser(h);
    const [gift] = await h.database.db.select().from(gifts).limit(1);
    const first = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($m: Int!, $u: Int!, $c: String!) { sendMessageAllModerator(moderatorId: $m, userId: $u, content: $c) { roomId content } }',
      { m: moderatorId, u: userId, c: LONG_ENOUGH },
    );
    expect(first.data?.sendMessageAllModerator).toEqual({
      roomId: `${userId}___m${moderatorId}x0x`,
      content: LONG_ENOUGH,
    });
    const bought = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($g: Int!, $s: Int!, $r: Int!) { giftPurchase(giftId: $g, senderId: $s, receiverId: $r) { messageType gift { id } } }',
      { g: gift.id, s: moderatorId, r: userId },
    );
    expect(bought.data?.giftPurchase).toEqual({ messageType: 'G', gift: { id: gift.id } });
    expect(await h.database.db.select().from(giftPurchases)).toMatchObject([
      { giftId: gift.id, senderId: moderatorId, receiverId: userId },
    ]);
    const visit = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($f: Int!, $u: Int!) { profileVisit(friendId: $f, userId: $u) }',
      { f: userId, u: moderatorId },
    );
    expect(visit.data).toEqual({ profileVisit: true });
    expect(await h.database.db.select().from(profileVisits)).toMatchObject([
      { visitorId: moderatorId, visitedId: userId },
    ]);
  });

  it('sends an uploaded image over POST /chat/image_upload, only in a room the caller works', async () => {
    const { roomId } = await openChat(h, h.userIds.CHATTER);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const post = (headers: Record<string, string>, fields: Record<string, string>) => {
      const form = multipart(fields, {
        field: 'image',
        name: 'photo.jpg',
        type: 'image/jpeg',
        content: jpeg,
      });
      return h.app.inject({
        method: 'POST',
        url: '/chat/image_upload',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    const files = () =>
      (existsSync(TEST_MEDIA_DIR) ? readdirSync(TEST_MEDIA_DIR) : []).filter((name) =>
        name.endsWith('.jpg'),
      );
    const before = new Set(files());
    const refused = await post(h.headers.ADMIN, {
      room_id: roomId,
      token: 'x',
      upload_type: 'chat',
    });
    expect(refused.statusCode).toBe(403);
    const other = await addSignedIn(h, { role: 'CHATTER' });
    expect((await post(other.headers, { room_id: roomId })).statusCode).toBe(403);
    expect(files().filter((name) => !before.has(name))).toEqual([]);
    const sent = await post(h.headers.CHATTER, {
      room_id: roomId,
      token: 'x',
      upload_type: 'chat',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ messageType: 'I', fromModerator: true });
    expect(sent.json().url).toMatch(/\/media\/[A-Za-z0-9]{29}\.jpg$/);
  });

  it('sends notifications that neither queue nor answer the chat', async () => {
    const { realUser, roomId } = await openChat(h);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    await take(h.headers.CHATTER, roomId);
    const note = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($r: ID!) { sendNotification(roomId: $r, content: "Mia is typing") { messageType content } }',
      { r: roomId },
    );
    expect(note.data?.sendNotification).toEqual({ messageType: 'N', content: 'Mia is typing' });
    expect(await queueRows()).toMatchObject([{ roomId, isAssigned: true }]); // still held
    const empty = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($r: ID!) { sendNotification(roomId: $r, content: " ") { id } }',
      { r: roomId },
    );
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
  });

  it('lets one of two workers starting the same chat at once hold it', async () => {
    const moderatorId = await addModerator(h, null);
    const userId = await addRealUser(h);
    const workers = await Promise.all(
      [1, 2].map(() => addSignedIn(h, { role: 'CHATTER', allowManualChat: true })),
    );
    const answers = await Promise.all(
      workers.map((worker) =>
        graphql(
          h.app,
          worker.headers,
          'mutation($m: Int!, $u: Int!) { createChatAllModerator(moderatorId: $m, userId: $u) { holderId } }',
          { m: moderatorId, u: userId },
        ),
      ),
    );
    const held = answers.filter((answer) => answer.data?.createChatAllModerator);
    expect(held).toHaveLength(1);
    expect(answers.map(codeOf).filter(Boolean)).toEqual(['CONFLICT']);
    const [entry] = await queueRows();
    expect(held[0].data?.createChatAllModerator).toEqual({ holderId: entry.workerId });
  });

  it('refuses notification lines from the real user of the room', async () => {
    const { realUser, roomId } = await openChat(h);
    const refused = await graphql(
      h.app,
      realUser.headers,
      'mutation($r: ID!) { sendNotification(roomId: $r, content: "Support says hi") { id } }',
      { r: roomId },
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(await h.database.db.select().from(messages)).toEqual([]);
  });

  it('starts no chat when the first message of sendMessageAllModerator is refused', async () => {
    const moderatorId = await addModerator(h, h.userIds.CHATTER);
    const userId = await addRealUser(h);
    const started = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($m: Int!, $u: Int!) { sendMessageAllModerator(moderatorId: $m, userId: $u, content: "too short") { id } }',
      { m: moderatorId, u: userId },
    );
    expect(codeOf(started)).toBe('BAD_USER_INPUT');
    expect(await h.database.db.select().from(rooms)).toEqual([]);
  });

  it('lists the moderators with waiting chats, most first', async () => {
    const a = await openChat(h);
    const b = await openChat(h);
    await send(h, a.realUser.headers, { roomId: a.roomId, content: 'hi' });
    await send(h, b.realUser.headers, { roomId: b.roomId, content: 'hi' });
    const { data } = await graphql(
      h.app,
      h.headers.CHATTER,
      '{ moderatorsInQueue { moderator { id } count } }',
    );
    expect(data?.moderatorsInQueue).toEqual(
      expect.arrayContaining([
        { moderator: { id: a.moderatorId }, count: 1 },
        { moderator: { id: b.moderatorId }, count: 1 },
      ]),
    );
  });
});

describe('history, notes and reading', () => {
  it('pages history 100 at a time, oldest first, and counts unread for each side', async () => {
    const { realUser, roomId, moderatorId } = await openChat(h, h.userIds.CHATTER);
    for (let i = 0; i < 105; i += 1) {
      await h.database.db.insert(messages).values({
        roomId,
        senderId: realUser.id,
        recipientId: moderatorId,
        content: `m${i}`,
      });
    }
    const page = async (before?: string) =>
      (
        await graphql(
          h.app,
          h.headers.CHATTER,
          'query($r: ID!, $b: ID) { messagesForWorkers(roomId: $r, before: $b) { id content } }',
          {
            r: roomId,
            b: before,
          },
        )
      ).data?.messagesForWorkers as { id: string; content: string }[];
    const last = await page();
    expect(last).toHaveLength(100);
    expect(last[0].content).toBe('m5');
    expect(last[99].content).toBe('m104');
    expect((await page(last[0].id)).map((m) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    const rooms = async () =>
      (await graphql(h.app, h.headers.CHATTER, '{ rooms { id unread } }')).data?.rooms;
    expect(await rooms()).toEqual([{ id: roomId, unread: 105 }]);
    const read = await h.app.inject({
      method: 'PUT',
      url: `/api/internal/chats/${roomId}/read`,
      headers: h.headers.CHATTER,
    });
    expect(read.json()).toEqual({ read: 105 });
    expect(await rooms()).toEqual([{ id: roomId, unread: 0 }]);
  });

  it('saves both notes of a chat for the worker who works it', async () => {
    const { roomId } = await openChat(h, h.userIds.CHATTER);
    const save = (headers: Record<string, string>, content: string, forRealUser: boolean) =>
      graphql(
        h.app,
        headers,
        'mutation($r: ID!, $c: String!, $f: Boolean!) { createNotes(roomId: $r, content: $c, forRealUser: $f) { content } }',
        {
          r: roomId,
          c: content,
          f: forRealUser,
        },
      );
    await save(h.headers.CHATTER, 'Likes hiking', true);
    await save(h.headers.CHATTER, 'Mia is shy', false);
    expect(codeOf(await save(h.headers.ADMIN, 'x', true))).toBe('FORBIDDEN');
    const rest = await h.app.inject({
      method: 'PUT',
      url: `/api/internal/chats/${roomId}/notes`,
      headers: h.headers.CHATTER,
      payload: { notes: 'Mia is very shy' },
    });
    expect(rest.statusCode).toBe(200);
    const { data } = await graphql(
      h.app,
      h.headers.ADMIN,
      'query($r: ID!) { room(id: $r) { notes { moderatorNote userNote } } }',
      { r: roomId },
    );
    expect(data?.room).toEqual({
      notes: { moderatorNote: 'Mia is very shy', userNote: 'Likes hiking' },
    });
  });
});

describe('private photo requests', () => {
  it('lets the worker ask, the real user approve once, and nobody else decide', async () => {
    const { realUser, roomId, moderatorId } = await openChat(h, h.userIds.CHATTER);
    const asked = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($u: Int!, $m: Int!) { requestUserPrivatePhotos(userId: $u, moderatorId: $m) { message request { id status } } }',
      { u: realUser.id, m: moderatorId },
    );
    const { request } = (asked.data as { requestUserPrivatePhotos: { request: { id: number } } })
      .requestUserPrivatePhotos;
    expect(asked.data?.requestUserPrivatePhotos).toMatchObject({
      message: 'created',
      request: { status: 'P' },
    });
    const again = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($u: Int!, $m: Int!) { requestUserPrivatePhotos(userId: $u, moderatorId: $m) { message } }',
      { u: realUser.id, m: moderatorId },
    );
    expect(codeOf(again)).toBe('CONFLICT');
    const decide = (headers: Record<string, string>, decision: string) =>
      graphql(
        h.app,
        headers,
        `mutation($r: ID!, $id: Int!) { privatePhotoDecision(roomId: $r, requestId: $id, decision: ${decision}) { status } }`,
        {
          r: roomId,
          id: request.id,
        },
      );
    // The asking side cannot approve its own request; the asked side cannot cancel it.
    expect(codeOf(await decide(h.headers.CHATTER, 'A'))).toBe('FORBIDDEN');
    expect(codeOf(await decide(realUser.headers, 'C'))).toBe('FORBIDDEN');
    expect((await decide(realUser.headers, 'A')).data?.privatePhotoDecision).toEqual({
      status: 'A',
    });
    expect(codeOf(await decide(realUser.headers, 'R'))).toBe('CONFLICT');
    const status = await graphql(
      h.app,
      h.headers.CHATTER,
      'query($r: ID!) { privatePhotoRequestStatus(roomId: $r) { status } messagesForWorkers(roomId: $r) { messageType requestStatus } }',
      { r: roomId },
    );
    expect(status.data).toEqual({
      privatePhotoRequestStatus: { status: 'A' },
      messagesForWorkers: [{ messageType: 'P', requestStatus: 'APPROVE' }],
    });
  });
});

describe('the fake-user online toggle', () => {
  it('switches a worked fake user, refuses others and bad bodies', async () => {
    const own = await addModerator(h, h.userIds.CHATTER);
    const other = await addModerator(h, null);
    const toggle = (id: number, payload: unknown) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/internal/fakeUsers${id}/online`,
        headers: h.headers.CHATTER,
        payload: payload as object,
      });
    expect((await toggle(own, { online: true })).json()).toEqual({ id: own, isOnline: true });
    expect((await toggle(own, { isOnline: false })).json()).toEqual({ id: own, isOnline: false });
    expect((await toggle(other, { online: true })).statusCode).toBe(403);
    expect((await toggle(own, { online: 'yes' })).statusCode).toBe(400);
  });
});

describe('settings', () => {
  it('lets admins set the minimum message length, which sends then follow', async () => {
    const set = (headers: Record<string, string>, n: number) =>
      graphql(
        h.app,
        headers,
        `mutation { setChatMessageLength(minMessageLength: ${n}) { minMessageLength } }`,
      );
    expect(codeOf(await set(h.headers.CHATTER, 3))).toBe('FORBIDDEN');
    expect(codeOf(await set(h.headers.ADMIN, -1))).toBe('BAD_USER_INPUT');
    expect((await set(h.headers.ADMIN, 3)).data).toEqual({
      setChatMessageLength: { minMessageLength: 3 },
    });
    const { roomId } = await openChat(h, h.userIds.CHATTER);
    expect(
      (await send(h, h.headers.CHATTER, { roomId, content: 'Hey you' })).data?.sendMessage,
    ).toBeTruthy();
  });
});
