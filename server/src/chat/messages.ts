import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { TokenUser } from '../auth/tokens.js';
import type { Database, Db } from '../db/open.js';
import { gifts, messages, privatePhotoRequests, rooms, stockImages } from '../db/schema.js';
import { dropDraft } from '../drafts/service.js';
import { Refusal } from '../lib/refusal.js';
import { claimUpload } from '../media/stock.js';
import type { AppMetrics } from '../metrics/registry.js';
import { minMessageLength } from '../settings/service.js';
import { type RoomFacts, roomFacts } from './access.js';
import type { Audience, MessageEvent, MessageRow } from './events.js';
import { HISTORY_PAGE, messageErrors, type SendInput } from './rules.js';

/** A refusal the caller can act on: `status` 400 (bad input), 404 (no such room), 409 (gone). */
export class ChatError extends Refusal {
  constructor(
    status: 400 | 403 | 404 | 409,
    readonly errors: string[],
  ) {
    super(status, { errors });
  }
}

export const GIFT_COLUMNS = {
  id: gifts.id,
  giftName: gifts.giftName,
  picture: gifts.picture,
  cost: gifts.cost,
  type: gifts.type,
};

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
interface Attached {
  gift: MessageEvent['gift'];
  url: string | null;
  requestId: number | null;
}
const NOTHING_ATTACHED: Attached = { gift: null, url: null, requestId: null };

async function attachments(
  tx: Db,
  sender: TokenUser,
  input: SendInput,
  room: RoomFacts,
): Promise<Attached> {
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
  return NOTHING_ATTACHED;
}

/** A row as `row_to_json` writes it (column names, dates as strings), as Drizzle would read it. */
function rowFromJson(json: Record<string, unknown>): MessageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(messages))) {
    row[key] = json[column.name] ?? null;
  }
  return { ...row, createdAt: new Date(json.created_at as string) } as MessageRow;
}

/** A `chat_send` event as it travels (NOTIFY payload or the function's answer). */
export function eventFromJson(json: MessageEventJson): MessageEvent {
  const row = rowFromJson(json.message);
  return { ...json, message: { ...row, createdAt: row.createdAt.toISOString() } };
}

interface MessageEventJson extends Omit<MessageEvent, 'message'> {
  message: Record<string, unknown>;
}

/** What `chat_send` answers, decoded. */
type Stored = { missing: true } | { repeated: MessageRow } | { event: MessageEvent };

function storedFromJson(json: Record<string, unknown>): Stored {
  if (json.missing) return { missing: true };
  if (json.repeated) return { repeated: rowFromJson(json.repeated as Record<string, unknown>) };
  return { event: eventFromJson(json.event as MessageEventJson) };
}

/** Refuses (400) a message its sender may not send as it is, before anything is looked up. */
export async function checkMessage(db: Db, sender: TokenUser, input: SendInput) {
  const minimum = sender.role === null ? 0 : await minMessageLength(db);
  const errors = messageErrors(input, minimum);
  if (errors.length) throw new ChatError(400, errors);
}

/**
 * Stores a message from either side of a room and publishes it. The caller's side follows from who
 * they are: a real user writes as themself, staff (the policy has checked they work the room) as
 * the moderator. A real user's message queues the chat unless it is held; a moderator's answer
 * takes it out of the queue. Answers the stored message (the earlier one for a repeated clientId).
 *
 * The storing is the database function `chat_send` (server/drizzle/functions/chat_send.sql), one
 * round trip: the send is the hottest path of the server. Kinds that need other tables (gift,
 * image, photo request) first resolve them in a transaction around it.
 */
export async function sendMessage(
  database: Database,
  sender: TokenUser,
  input: SendInput,
  now: Date,
  /** Counts the message by kind (a repeated client id is not a new message). */
  metrics: AppMetrics | null = null,
): Promise<MessageEvent> {
  const fromUser = sender.role === null;
  await checkMessage(database.db, sender, input);
  const content =
    input.kind === 'GL' ? `${input.latitude},${input.longitude}` : (input.content ?? '').trim();
  const store = async (db: Db, attached: Attached): Promise<Stored> => {
    const gift = attached.gift ? JSON.stringify(attached.gift) : null;
    const result = await db.execute(sql`select chat_send(
      ${input.roomId}, ${fromUser}, ${fromUser ? null : sender.id}, ${input.kind}, ${content},
      ${attached.url}, ${gift}::json, ${attached.requestId}, ${input.clientId ?? null},
      ${now.toISOString()}::timestamptz, ${database.kind === 'postgres'}) as answer`);
    const [{ answer }] = (result as unknown as { rows: { answer: object | string }[] }).rows;
    return storedFromJson(typeof answer === 'string' ? JSON.parse(answer) : answer);
  };
  const stored: Stored = needsAttachments(input.kind)
    ? await database.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const room = await roomFacts(tx, input.roomId, now);
        if (!room) return { missing: true };
        const earlier = await earlierMessage(tx, room, fromUser, input.clientId);
        if (earlier) return { repeated: earlier };
        return store(tx, await attachments(tx, sender, input, room));
      })
    : await store(database.db, NOTHING_ATTACHED);
  if ('missing' in stored) throw new ChatError(404, ['There is no such chat.']);
  if ('repeated' in stored) return (await eventsFor(database.db, [stored.repeated]))[0];
  metrics?.messagesSent.inc({ kind: input.kind });
  // The text is sent (as a text, or with the gift or photo it went with): the worker's draft of it
  // is done with (on every device).
  if (!fromUser && carriesText(input.kind, content)) {
    await dropDraft(database.db, sender.id, input.roomId);
  }
  return stored.event;
}

/** A staff message that took the message box's text along (a location's content is its pin). */
const carriesText = (kind: SendInput['kind'], content: string) =>
  kind === 'C' || ((kind === 'G' || kind === 'I') && content !== '');

const needsAttachments = (kind: SendInput['kind']) => kind === 'G' || kind === 'I' || kind === 'P';

async function earlierMessage(
  tx: Db,
  room: RoomFacts,
  fromUser: boolean,
  clientId: string | null | undefined,
) {
  if (!clientId) return null;
  const senderId = fromUser ? room.userId : room.moderatorId;
  const [earlier] = await tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.roomId, room.id),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    );
  return earlier ?? null;
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
