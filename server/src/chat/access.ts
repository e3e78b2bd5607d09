import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseRoomId, roomIdOf } from '../../../contract/rules/roomIds.js';
import type { Db } from '../db/open.js';
import { preparedQuery } from '../db/prepared.js';
import { chatQueue, rooms, users } from '../db/schema.js';
import { chatIsHeld } from '../queue/hold.js';

/** Who is in a room and who works it right now. */
export interface RoomFacts {
  id: string;
  userId: number;
  moderatorId: number;
  /** The worker the moderator (fake user) is assigned to, if any. */
  moderatorWorkerId: number | null;
  /** The worker holding the chat: took it from the queue and the deadline has not passed. */
  holderId: number | null;
  /** The open queue entry's deadline when the chat is held. */
  deadline: Date | null;
}

const moderator = alias(users, 'moderator');

/** A room's facts; null when the id is no room id or the room does not exist. */
const roomFactsById = preparedQuery((db) =>
  db
    .select({
      id: rooms.id,
      userId: rooms.userId,
      moderatorId: rooms.moderatorId,
      moderatorWorkerId: moderator.workerId,
      workerId: chatQueue.workerId,
      clearedAt: chatQueue.clearedAt,
      held: chatIsHeld(sql.placeholder('now')),
    })
    .from(rooms)
    .innerJoin(moderator, eq(moderator.id, rooms.moderatorId))
    .leftJoin(chatQueue, eq(chatQueue.roomId, rooms.id))
    .where(eq(rooms.id, sql.placeholder('roomId')))
    .prepare('room_facts'),
);

export async function roomFacts(db: Db, roomId: unknown, now: Date): Promise<RoomFacts | null> {
  if (!parseRoomId(roomId)) return null;
  const [row] = await roomFactsById(db).execute({ roomId, now: now.toISOString() });
  if (!row) return null;
  const held = row.held === true;
  return {
    id: row.id,
    userId: row.userId,
    moderatorId: row.moderatorId,
    moderatorWorkerId: row.moderatorWorkerId,
    holderId: held ? row.workerId : null,
    deadline: held ? row.clearedAt : null,
  };
}

/** A chatter works a room when they hold its chat or its fake user is assigned to them. */
export const worksRoom = (room: RoomFacts, workerId: number) =>
  room.holderId === workerId || room.moderatorWorkerId === workerId;

/**
 * The room an argument names: a room id, or `[userId, moderatorId]` argument names whose values
 * make one (`requestUserPrivatePhotos(userId, moderatorId)`).
 */
export function roomIdFrom(
  values: Record<string, unknown>,
  names: string | readonly [string, string],
): string | null {
  if (typeof names === 'string') return typeof values[names] === 'string' ? values[names] : null;
  const [userId, moderatorId] = names.map((name) => Number(values[name]));
  if (!Number.isInteger(userId) || !Number.isInteger(moderatorId)) return null;
  return roomIdOf(userId, moderatorId);
}
