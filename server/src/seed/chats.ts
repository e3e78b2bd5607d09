import type { Faker } from '@faker-js/faker';
import { roomIdOf } from '../../../contract/rules/roomIds.js';
import type { Db } from '../db/open.js';
import {
  chatQueue,
  messages,
  notes,
  privatePhotoRequests,
  rooms,
  type users,
} from '../db/schema.js';
import { insertInBatches } from './batch.js';
import { moderatorLine, personaNote, userLine, userNote } from './talk.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface ChatSeedInput {
  moderatorIds: number[];
  moderatorRows: (typeof users.$inferInsert)[];
  userIds: number[];
  chatterIds: number[];
  images: string[];
  giftIds: number[];
}

/** Rooms with two months of history, queued chats, notes and private-photo requests. */
export async function seedChats(db: Db, faker: Faker, now: Date, input: ChatSeedInput) {
  const { moderatorIds, moderatorRows, userIds } = input;
  const roomRows: (typeof rooms.$inferInsert)[] = [];
  const workerOf = new Map<number, number>();
  const seen = new Set<string>();
  while (roomRows.length < 320) {
    const m = faker.number.int({ min: 0, max: moderatorIds.length - 1 });
    const userId = faker.helpers.arrayElement(userIds);
    const id = roomIdOf(userId, moderatorIds[m]);
    if (seen.has(id)) continue;
    seen.add(id);
    workerOf.set(moderatorIds[m], moderatorRows[m].workerId ?? input.chatterIds[0]);
    roomRows.push({ id, userId, moderatorId: moderatorIds[m] });
  }

  const messageRows: (typeof messages.$inferInsert)[] = [];
  for (const room of roomRows) {
    let at = now.getTime() - faker.number.int({ min: 1, max: 58 }) * DAY;
    room.createdAt = new Date(at);
    const worker = workerOf.get(room.moderatorId) ?? null;
    const length = faker.number.int({ min: 4, max: 16 });
    for (let i = 0; i < length; i += 1) {
      const fromUser = i % 2 === 0;
      // Real users write when they like; a worker answers within minutes (the statistics'
      // response times).
      at += faker.number.int({ min: MINUTE, max: fromUser ? 8 * HOUR : 25 * MINUTE });
      if (at > now.getTime() - 2 * HOUR) break; // the last two hours belong to the queue
      const kind = faker.helpers.weightedArrayElement([
        { value: 'C', weight: 12 },
        { value: 'G', weight: 1 },
        { value: 'I', weight: 1 },
      ]);
      messageRows.push({
        roomId: room.id,
        senderId: fromUser ? room.userId : room.moderatorId,
        recipientId: fromUser ? room.moderatorId : room.userId,
        content: kind !== 'C' ? '' : fromUser ? userLine(faker, i === 0) : moderatorLine(faker),
        messageType: kind,
        giftId: kind === 'G' ? faker.helpers.arrayElement(input.giftIds) : null,
        url: kind === 'I' ? faker.helpers.arrayElement(input.images) : null,
        isRead: true,
        senderWorkerId: fromUser ? null : worker,
        receiverWorkerId: fromUser ? worker : null,
        createdAt: new Date(at),
      });
      room.lastMessageAt = new Date(at);
    }
  }
  // Queued chats: the real user wrote last, a few minutes ago, and waits for an answer.
  const queued = roomRows.slice(0, 24).map((room) => {
    const created = new Date(now.getTime() - faker.number.int({ min: MINUTE, max: 90 * MINUTE }));
    const worker = workerOf.get(room.moderatorId) ?? null;
    messageRows.push({
      roomId: room.id,
      senderId: room.userId,
      recipientId: room.moderatorId,
      content: userLine(faker, false),
      receiverWorkerId: worker,
      createdAt: created,
    });
    room.lastMessageAt = created;
    return { room, created, worker };
  });
  for (let i = 0; i < roomRows.length; i += 500) {
    await db.insert(rooms).values(roomRows.slice(i, i + 500));
  }
  await insertInBatches(db, messages, messageRows, 1000);

  await insertInBatches(
    db,
    chatQueue,
    queued.map(({ room, created, worker }, i) => {
      // A few are held by their fake user's chatter already; never the demo chatter's, whose
      // day (and every spec signing them in) starts with no chat in hand.
      const assigned = i >= 18 && worker !== input.chatterIds[0];
      return {
        roomId: room.id,
        moderatorId: room.moderatorId,
        userId: room.userId,
        workerId: assigned ? worker : null,
        isAssigned: assigned,
        dateCreated: created,
        clearedAt: new Date(created.getTime() + 5 * MINUTE),
        updatedAt: created,
      };
    }),
  );
  await insertInBatches(
    db,
    notes,
    roomRows.slice(30, 90).flatMap((room) => [
      { roomId: room.id, forRealUser: true, content: userNote(faker) },
      { roomId: room.id, forRealUser: false, content: personaNote(faker) },
    ]),
  );
  const statuses = ['P', 'A', 'R', 'C'] as const;
  const requestRooms = roomRows.slice(100, 112);
  const requestIds = await insertInBatches(
    db,
    privatePhotoRequests,
    requestRooms.map((room, i) => ({
      roomId: room.id,
      requestedUserId: room.userId,
      userToViewId: room.moderatorId,
      status: statuses[i % 4],
    })),
  );
  await insertInBatches(
    db,
    messages,
    // The moderator asked the real user for their private photos (the request's userToView).
    requestRooms.map((room, i) => ({
      roomId: room.id,
      senderId: room.moderatorId,
      recipientId: room.userId,
      senderWorkerId: workerOf.get(room.moderatorId) ?? null,
      messageType: 'P',
      privatePhotoRequestId: requestIds[i],
      createdAt: new Date(now.getTime() - faker.number.int({ min: MINUTE, max: DAY })),
    })),
  );
}
