import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TokenUser } from '../auth/tokens.js';
import type { Database, Db } from '../db/open.js';
import {
  chatQueue,
  gifts,
  messages,
  privatePhotoRequests,
  rooms,
  stockImages,
} from '../db/schema.js';
import { claimUpload } from '../media/stock.js';
import { publishQueueChanged } from '../queue/service.js';
import { minMessageLength } from '../settings/service.js';
import { type RoomFacts, roomFacts } from './access.js';
import { type Audience, MESSAGE_CHANNEL, type MessageEvent, type MessageRow } from './events.js';
import { HISTORY_PAGE, messageErrors, type SendInput } from './rules.js';

/** A refusal the caller can act on: `status` 400 (bad input), 404 (no such room), 409 (gone). */
export class ChatError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    readonly errors: string[],
  ) {
    super(errors.join(' '));
  }
}

export const GIFT_COLUMNS = {
  id: gifts.id,
  giftName: gifts.giftName,
  picture: gifts.picture,
  cost: gifts.cost,
  type: gifts.type,
};

/** Every send takes this transaction lock so that messages commit in the order of their ids. */
const SEND_LOCK = 0x63686174; // 'chat'

export function audienceOf(room: RoomFacts, senderWorkerId: number | null): Audience {
  const workers = [senderWorkerId, room.holderId, room.moderatorWorkerId];
  return {
    userId: room.userId,
    moderatorId: room.moderatorId,
    workerIds: [...new Set(workers.filter((id): id is number => id !== null))],
  };
}

/**
 * What the message's kind needs from other tables, checked inside the send's transaction. A 'P'
 * message asks the other side for their private photos: it makes the request it carries.
 */
async function attachments(tx: Db, sender: TokenUser, input: SendInput, room: RoomFacts) {
  if (input.kind === 'P') {
    const fromUser = sender.role === null;
    const requester = fromUser ? room.userId : room.moderatorId;
    const [pending] = await tx
      .select({ id: privatePhotoRequests.id })
      .from(privatePhotoRequests)
      .where(
        and(
          eq(privatePhotoRequests.roomId, room.id),
          eq(privatePhotoRequests.userToViewId, requester),
          eq(privatePhotoRequests.status, 'P'),
        ),
      );
    if (pending) throw new ChatError(409, ['A private photo request is already pending.']);
    const [request] = await tx
      .insert(privatePhotoRequests)
      .values({
        roomId: room.id,
        requestedUserId: fromUser ? room.moderatorId : room.userId,
        userToViewId: requester,
      })
      .returning({ id: privatePhotoRequests.id });
    return { gift: null, url: null, requestId: request.id };
  }
  if (input.kind === 'G') {
    const [gift] = await tx
      .select(GIFT_COLUMNS)
      .from(gifts)
      .where(eq(gifts.id, input.giftId as number));
    if (!gift) throw new ChatError(400, ['There is no such gift.']);
    return { gift, url: null, requestId: null };
  }
  if (input.kind === 'I' && input.uploadId) {
    const upload = await claimUpload(tx, input.uploadId, sender.id, ['image', 'video']);
    if (!upload) throw new ChatError(400, ['The upload is unknown or already used.']);
    return { gift: null, url: upload.file, requestId: null };
  }
  if (input.kind === 'I') {
    const [image] = await tx
      .select({ file: stockImages.file })
      .from(stockImages)
      .where(eq(stockImages.id, input.stockImageId as number));
    if (!image) throw new ChatError(400, ['There is no such stock image.']);
    return { gift: null, url: image.file, requestId: null };
  }
  return { gift: null, url: null, requestId: null };
}

/**
 * Stores a message from either side of a room and publishes it. The caller's side follows from who
 * they are: a real user writes as themself, staff (the policy has checked they work the room) as
 * the moderator. A real user's message queues the chat unless it is held; a moderator's answer
 * takes it out of the queue. Answers the stored message (the earlier one for a repeated clientId).
 */
export async function sendMessage(
  database: Database,
  sender: TokenUser,
  input: SendInput,
  now: Date,
): Promise<MessageEvent> {
  const fromUser = sender.role === null;
  const minimum = fromUser ? 0 : await minMessageLength(database.db);
  const errors = messageErrors(input, minimum);
  if (errors.length) throw new ChatError(400, errors);
  let queueChanged = false;
  const event = await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // PGlite runs one transaction at a time already; on PostgreSQL the lock orders the commits.
    if (database.kind === 'postgres') {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK})`);
    }
    const room = await roomFacts(tx, input.roomId, now);
    if (!room) throw new ChatError(404, ['There is no such chat.']);
    const senderId = fromUser ? room.userId : room.moderatorId;
    if (input.clientId) {
      const [earlier] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, input.clientId)));
      if (earlier) return { repeated: true as const, row: earlier };
    }
    const { gift, url, requestId } = await attachments(tx, sender, input, room);
    const content =
      input.kind === 'GL' ? `${input.latitude},${input.longitude}` : (input.content ?? '').trim();
    const [row] = await tx
      .insert(messages)
      .values({
        roomId: room.id,
        senderId,
        recipientId: fromUser ? room.moderatorId : room.userId,
        content,
        messageType: input.kind,
        url,
        giftId: gift?.id ?? null,
        privatePhotoRequestId: requestId,
        clientId: input.clientId ?? null,
        senderWorkerId: fromUser ? null : sender.id,
        receiverWorkerId: fromUser ? (room.holderId ?? room.moderatorWorkerId) : null,
        createdAt: now,
      })
      .returning();
    await tx.update(rooms).set({ lastMessageAt: now }).where(eq(rooms.id, room.id));
    if (input.kind !== 'N') queueChanged = await updateQueue(tx, room, fromUser, now);
    const event: MessageEvent = {
      message: { ...row, createdAt: row.createdAt.toISOString() },
      audience: audienceOf(room, fromUser ? null : sender.id),
      gift,
      requestStatus: requestId ? 'P' : null,
    };
    // Inside the transaction: delivered at commit, in commit order, to every instance.
    await tx.execute(sql`select pg_notify(${MESSAGE_CHANNEL}, ${JSON.stringify(event)})`);
    return { repeated: false as const, event };
  });
  if (queueChanged) await publishQueueChanged(database);
  if (!event.repeated) return event.event;
  return (await eventsFor(database.db, [event.row]))[0];
}

/** A real user's message queues an unheld chat; a moderator's answer releases it. */
async function updateQueue(tx: Db, room: RoomFacts, fromUser: boolean, now: Date) {
  if (!fromUser) {
    const removed = await tx.delete(chatQueue).where(eq(chatQueue.roomId, room.id)).returning();
    return removed.length > 0;
  }
  const inserted = await tx
    .insert(chatQueue)
    .values({
      roomId: room.id,
      moderatorId: room.moderatorId,
      userId: room.userId,
      dateCreated: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: chatQueue.roomId, set: { updatedAt: now } })
    .returning({ created: sql<boolean>`xmax = 0` });
  return Boolean(inserted[0]?.created);
}

/** Stored rows as events: with their gift, their request's status and their room's audience. */
export async function eventsFor(db: Db, rows: MessageRow[]): Promise<MessageEvent[]> {
  if (rows.length === 0) return [];
  const giftIds = [...new Set(rows.flatMap((row) => (row.giftId ? [row.giftId] : [])))];
  const requestIds = [
    ...new Set(
      rows.flatMap((row) => (row.privatePhotoRequestId ? [row.privatePhotoRequestId] : [])),
    ),
  ];
  const [giftRows, requestRows, roomRows] = await Promise.all([
    giftIds.length ? db.select(GIFT_COLUMNS).from(gifts).where(inArray(gifts.id, giftIds)) : [],
    requestIds.length
      ? db
          .select({ id: privatePhotoRequests.id, status: privatePhotoRequests.status })
          .from(privatePhotoRequests)
          .where(inArray(privatePhotoRequests.id, requestIds))
      : [],
    db
      .select({ id: rooms.id, userId: rooms.userId, moderatorId: rooms.moderatorId })
      .from(rooms)
      .where(inArray(rooms.id, [...new Set(rows.map((row) => row.roomId))])),
  ]);
  const giftById = new Map(giftRows.map((gift) => [gift.id, gift]));
  const statusById = new Map(requestRows.map((request) => [request.id, request.status]));
  const roomById = new Map(roomRows.map((room) => [room.id, room]));
  return rows.map((row) => {
    const room = roomById.get(row.roomId);
    return {
      message: { ...row, createdAt: row.createdAt.toISOString() },
      audience: {
        userId: room?.userId ?? 0,
        moderatorId: room?.moderatorId ?? 0,
        workerIds: [row.senderWorkerId, row.receiverWorkerId].filter(
          (id): id is number => id !== null,
        ),
      },
      gift: row.giftId ? (giftById.get(row.giftId) ?? null) : null,
      requestStatus: row.privatePhotoRequestId
        ? (statusById.get(row.privatePhotoRequestId) ?? null)
        : null,
    };
  });
}

/** A room's messages before `before` (newest first in the query), returned oldest first. */
export async function roomHistory(
  db: Db,
  roomId: string,
  before: number | null,
  limit = HISTORY_PAGE,
): Promise<MessageEvent[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.roomId, roomId), before ? lt(messages.id, before) : undefined))
    .orderBy(desc(messages.id))
    .limit(Math.min(Math.max(limit, 1), HISTORY_PAGE));
  return eventsFor(db, rows.reverse());
}
