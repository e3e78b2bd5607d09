import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatPerson, ChatRoom } from '../../../contract/chat.js';
import { moderatorUid, roomIdOf } from '../../../contract/rules/roomIds.js';
import { presenceFields } from '../auth/presence.js';
import type { TokenUser } from '../auth/tokens.js';
import type { Database, Db } from '../db/open.js';
import { chatQueue, messages, notes, rooms, users } from '../db/schema.js';
import { avatarsOf } from '../people/avatars.js';
import { displayNameOf, fullNameOf } from '../people/names.js';
import { holdStartedChat } from '../queue/assignment.js';
import { chatIsHeld } from '../queue/hold.js';
import { publishQueueChanged } from '../queue/service.js';
import { roomFacts } from './access.js';
import { ChatError } from './messages.js';

const moderator = alias(users, 'moderator');
const realUser = alias(users, 'real_user');
const ROOMS_LIMIT = 100;

/** What a room shows of each person: a room list read full user rows (sixty columns) twice a row. */
const personColumns = (person: typeof moderator | typeof realUser) => ({
  id: person.id,
  displayName: person.displayName,
  firstName: person.firstName,
  lastName: person.lastName,
  isOnline: person.isOnline,
  lastSeen: person.lastSeen,
  lastMessageAt: person.lastMessageAt,
  avatarIndex: person.avatarIndex,
});
type PersonRow = { [K in keyof ReturnType<typeof personColumns>]: (typeof users.$inferSelect)[K] };

/**
 * A fake user is online as an admin set it (a toggle); a real user by the one presence rule, as on
 * every other screen.
 */
const personOf = (
  row: PersonRow,
  avatar: string | null,
  isModerator: boolean,
  now: Date,
): ChatPerson => ({
  id: row.id,
  uid: isModerator ? moderatorUid(row.id) : String(row.id),
  display_name: row.displayName,
  fullName: fullNameOf(row),
  avatar,
  isOnline: isModerator ? row.isOnline : presenceFields(row, now).isOnline,
});

/** Rooms as the spec's room shape, with unread counts for the caller's side and both notes. */
async function roomsWhere(
  db: Db,
  origin: string,
  viewer: TokenUser,
  where: ReturnType<typeof and>,
  now: Date,
): Promise<ChatRoom[]> {
  const rows = await db
    .select({
      room: rooms,
      moderator: personColumns(moderator),
      user: personColumns(realUser),
      entry: { workerId: chatQueue.workerId, clearedAt: chatQueue.clearedAt },
      held: chatIsHeld(now),
    })
    .from(rooms)
    .innerJoin(moderator, eq(moderator.id, rooms.moderatorId))
    .innerJoin(realUser, eq(realUser.id, rooms.userId))
    .leftJoin(chatQueue, eq(chatQueue.roomId, rooms.id))
    .where(where)
    .orderBy(sql`${rooms.lastMessageAt} desc nulls last`, desc(rooms.createdAt))
    .limit(ROOMS_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.room.id);
  // The caller's side of each room is known from the rows: no join back to rooms (which read them
  // all). A room's messages go between its real user and its fake user, so a recipient among the
  // callers' side ids is that room's side.
  const sides = [
    ...new Set(rows.map(({ room }) => (viewer.role === null ? room.userId : room.moderatorId))),
  ];
  const [unreadRows, noteRows, avatars] = await Promise.all([
    db
      .select({
        roomId: messages.roomId,
        unread: sql<number>`(count(*) filter (where ${inArray(messages.recipientId, sides)} and not ${messages.isRead} and not ${messages.isDeleted}))::int`,
        lastId: sql<string>`max(${messages.id})::text`,
      })
      .from(messages)
      .where(inArray(messages.roomId, ids))
      .groupBy(messages.roomId),
    viewer.role === null ? [] : db.select().from(notes).where(inArray(notes.roomId, ids)),
    avatarsOf(
      db,
      rows.flatMap((row) => [row.moderator, row.user]),
      origin,
    ),
  ]);
  const counts = new Map(unreadRows.map((row) => [row.roomId, row]));
  return rows.map(({ room, moderator: m, user, entry, held }) => {
    const note = (forRealUser: boolean) =>
      noteRows.find((n) => n.roomId === room.id && n.forRealUser === forRealUser)?.content ?? '';
    return {
      id: room.id,
      name: displayNameOf(user),
      userId: user.id,
      moderatorId: m.id,
      target: moderatorUid(m.id),
      user: personOf(user, avatars.get(user.id) ?? null, false, now),
      moderator: personOf(m, avatars.get(m.id) ?? null, true, now),
      unread: counts.get(room.id)?.unread ?? 0,
      lastMessageId: counts.get(room.id)?.lastId ?? null,
      latestTime: room.lastMessageAt?.toISOString() ?? null,
      holderId: held ? (entry?.workerId ?? null) : null,
      deadline: held ? (entry?.clearedAt?.toISOString() ?? null) : null,
      notes: { moderatorNote: note(false), userNote: note(true) },
    };
  });
}

/** One room, for anyone the policy let through. */
export async function roomById(db: Db, origin: string, viewer: TokenUser, id: string, now: Date) {
  const [room] = await roomsWhere(db, origin, viewer, and(eq(rooms.id, id)), now);
  return room ?? null;
}

/**
 * The rooms the caller works, newest activity first: a chatter's held chats and the rooms of their
 * fake users; an admin's view of any moderator's rooms; a real user's own rooms.
 */
export async function roomsOf(
  db: Db,
  origin: string,
  viewer: TokenUser,
  moderatorId: number | null,
  now: Date,
) {
  const conditions = [moderatorId ? eq(rooms.moderatorId, moderatorId) : undefined];
  if (viewer.role === null) conditions.push(eq(rooms.userId, viewer.id));
  if (viewer.role === 'CHATTER') {
    // Two indexed look-ups joined by id, not one condition across the joins (which reads every
    // room): each chatter's list is polled every 15 s.
    const ofOwnFakeUsers = db
      .select({ id: rooms.id })
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.moderatorId))
      .where(eq(users.workerId, viewer.id));
    const held = db
      .select({ id: chatQueue.roomId })
      .from(chatQueue)
      .where(and(eq(chatQueue.workerId, viewer.id), chatIsHeld(now)));
    conditions.push(sql`${rooms.id} in (${ofOwnFakeUsers} union all ${held})`);
  }
  return roomsWhere(db, origin, viewer, and(...conditions), now);
}

/** Marks what the caller's side received in a room as read; answers how many changed. */
export async function markRead(db: Db, viewer: TokenUser, roomId: string) {
  const room = await db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room[0]) return 0;
  const recipient = viewer.role === null ? room[0].userId : room[0].moderatorId;
  const changed = await db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.roomId, roomId),
        eq(messages.recipientId, recipient),
        eq(messages.isRead, false),
      ),
    )
    .returning({ id: messages.id });
  return changed.length;
}

/**
 * Deletes messages of a room (they stay as 'deleted' for the history): staff working the room may
 * delete any of its messages, a real user only their own. Answers the ids deleted. A deleted
 * message stays in the statistics: receiving and answering it was work done.
 */
export async function deleteMessages(db: Db, viewer: TokenUser, roomId: string, ids: number[]) {
  const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0);
  if (valid.length === 0) return [];
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room) return [];
  const deleted = await db
    .update(messages)
    .set({ isDeleted: true })
    .where(
      and(
        eq(messages.roomId, roomId),
        inArray(messages.id, valid),
        viewer.role === null ? eq(messages.senderId, room.userId) : undefined,
      ),
    )
    .returning({ id: messages.id });
  return deleted.map((row) => row.id);
}

export const NOTE_MAX_LENGTH = 2000;

/** Saves the moderator-side or user-side note of a room. */
export async function saveNote(
  db: Db,
  authorId: number,
  roomId: string,
  content: string,
  forRealUser: boolean,
  now: Date,
) {
  if (content.length > NOTE_MAX_LENGTH) {
    throw new ChatError(400, [`A note has at most ${NOTE_MAX_LENGTH} characters.`]);
  }
  const [note] = await db
    .insert(notes)
    .values({ roomId, forRealUser, content, authorId, updatedAt: now })
    .onConflictDoUpdate({
      target: [notes.roomId, notes.forRealUser],
      set: { content, authorId, updatedAt: now },
    })
    .returning();
  return { roomId, content: note.content, forRealUser: note.forRealUser };
}

/** The real user and moderator of a room to be; refused (404) when either is not one. */
async function roomPeople(db: Db, userId: number, moderatorId: number) {
  const [person, fake] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)),
    db
      .select()
      .from(users)
      .where(and(eq(users.id, moderatorId), eq(users.isModerator, true))),
  ]);
  const real = person[0];
  if (!real || real.isModerator || real.role !== null) {
    throw new ChatError(404, ['There is no such real user.']);
  }
  if (!fake[0]) throw new ChatError(404, ['There is no such moderator.']);
  return { id: roomIdOf(userId, moderatorId), moderatorWorkerId: fake[0].workerId };
}

/** Makes the room of a real user and a moderator if it does not exist yet. */
async function ensureRoom(db: Db, id: string, userId: number, moderatorId: number, now: Date) {
  await db.insert(rooms).values({ id, userId, moderatorId, createdAt: now }).onConflictDoNothing();
}

/** A real user opens (or reopens) a chat with a moderator; nothing is queued until they write. */
export async function openChatAsUser(db: Db, viewer: TokenUser, moderatorId: number, now: Date) {
  const { id } = await roomPeople(db, viewer.id, moderatorId);
  await ensureRoom(db, id, viewer.id, moderatorId, now);
  return id;
}

/**
 * A chatter starts a chat with a real user as a moderator (spec: the start-chat icon, 'Select
 * MODERATOR'): allowed for the fake users they work, and for any moderator when their manual-chat
 * permission is on. They hold it like a chat taken from the queue, unless another worker does.
 * Everything is checked before anything is written: a refusal leaves no room behind.
 */
export async function startChatAsWorker(
  database: Database,
  worker: TokenUser,
  moderatorId: number,
  userId: number,
  now: Date,
  answerMs: number,
) {
  const { db } = database;
  const { id, moderatorWorkerId } = await roomPeople(db, userId, moderatorId);
  if (moderatorWorkerId !== worker.id && !worker.allowManualChat) {
    throw new ChatError(403, ['You may start chats only as the fake users you work.']);
  }
  const heldByAnother = new ChatError(409, ['Another worker holds this chat.']);
  const room = await roomFacts(db, id, now);
  if (room?.holderId && room.holderId !== worker.id) throw heldByAnother;
  const holds = moderatorWorkerId !== worker.id;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await ensureRoom(tx, id, userId, moderatorId, now);
    if (!holds) return;
    // Unless another worker took it since the check above (the room is then rolled back too).
    const chat = { roomId: id, moderatorId, userId };
    if (!(await holdStartedChat(tx, chat, worker.id, now, answerMs))) throw heldByAnother;
  });
  if (holds) await publishQueueChanged(database, [id]);
  return id;
}
