import { and, eq, isNotNull } from 'drizzle-orm';
import { parseRoomId } from '../../../contract/rules/roomIds.js';
import { type Access, conditionsOf, type Facts, RANK } from '../auth/policy.js';
import type { TokenUser } from '../auth/tokens.js';
import { type RoomFacts, roomFacts, roomIdFrom, worksRoom } from '../chat/access.js';
import type { Db } from '../db/open.js';
import { chatQueue, messages, type Role, rooms, users } from '../db/schema.js';
import { chatIsHeld } from '../queue/hold.js';
import { listingAccess } from '../settings/service.js';

/** A param or argument as a row id; null when it cannot be one. */
function rowIdOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** True when `moderatorId` names a moderator (fake user), worked by `workerId` when given. */
export async function isModerator(db: Db, moderatorId: unknown, workerId?: number) {
  const id = rowIdOf(moderatorId);
  if (id === null) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.isModerator, true),
        workerId === undefined ? undefined : eq(users.workerId, workerId),
      ),
    );
  return Boolean(row);
}

/** True when `moderatorId` names a moderator (fake user) that `workerId` works. */
export const worksOnModerator = (db: Db, workerId: number, moderatorId: unknown) =>
  isModerator(db, moderatorId, workerId);

/** True when `workerId` already sent a message with this client id in the room, as its moderator. */
async function sentInRoom(db: Db, room: RoomFacts, workerId: number, clientId: unknown) {
  if (typeof clientId !== 'string' || clientId === '') return false;
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.roomId, room.id),
        eq(messages.senderId, room.moderatorId),
        eq(messages.senderWorkerId, workerId),
        eq(messages.clientId, clientId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** True when `workerId` holds a chat (taken, deadline not passed) of the moderator named. */
async function holdsChatOfModerator(db: Db, workerId: number, moderatorId: unknown, now: Date) {
  const id = rowIdOf(moderatorId);
  if (id === null) return false;
  const [row] = await db
    .select({ roomId: chatQueue.roomId })
    .from(chatQueue)
    .innerJoin(rooms, eq(rooms.id, chatQueue.roomId))
    .where(and(eq(rooms.moderatorId, id), eq(chatQueue.workerId, workerId), chatIsHeld(now)))
    .limit(1);
  return Boolean(row);
}

/** True when `targetId` names a staff member ranked above `role`. */
async function outranks(db: Db, targetId: unknown, role: Role) {
  const id = rowIdOf(targetId);
  if (id === null) return false;
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.role)));
  return Boolean(row?.role && RANK[row.role] > RANK[role]);
}

/** True when `targetId` names a staff member ranked strictly below `role`. */
async function ranksBelow(db: Db, targetId: unknown, role: Role) {
  const id = rowIdOf(targetId);
  if (id === null) return false;
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNotNull(users.role), eq(users.isModerator, false)));
  return Boolean(row?.role && RANK[row.role] < RANK[role]);
}

/**
 * What a rule's conditions need to know about this call, looked up only when the rule has them.
 * `values` are the route params (REST) or the field's arguments (GraphQL).
 */
export async function factsFor(
  db: Db,
  access: Access | undefined,
  user: TokenUser | undefined,
  values: Record<string, unknown>,
  now: Date,
): Promise<Facts> {
  const facts: Facts = {};
  if (!user) return facts;
  const {
    listing,
    self,
    worksOn,
    selfWorker,
    holdsChatOf,
    worksRoom: worked,
    ownRoom: owned,
    sentBefore,
    actsAs,
    notAbove,
    below,
  } = conditionsOf(access);
  if (user.role === null) {
    // A room's id names its real user (chat/ids.ts), so no read is needed; for a room that does
    // not exist the operation itself answers 404.
    if (owned) facts.ownRoom = parseRoomId(roomIdFrom(values, owned))?.userId === user.id;
    return facts;
  }
  if (listing) facts.listing = await listingAccess(db);
  if (self) facts.isSelf = String(values[self]) === String(user.id);
  if (selfWorker) facts.isSelfWorker = String(values[selfWorker]) === String(user.id);
  if (worksOn && user.role === 'CHATTER') {
    facts.worksOn = await worksOnModerator(db, user.id, values[worksOn]);
  }
  if (holdsChatOf && user.role === 'CHATTER' && !facts.worksOn) {
    facts.holdsChatOf = await holdsChatOfModerator(db, user.id, values[holdsChatOf], now);
  }
  if (actsAs) facts.actsAsModerator = await isModerator(db, values[actsAs]);
  if (notAbove) facts.targetAbove = await outranks(db, values[notAbove], user.role);
  if (below) facts.targetBelow = await ranksBelow(db, values[below], user.role);
  if (worked && user.role === 'CHATTER') {
    const room = await roomFacts(db, roomIdFrom(values, worked), now);
    facts.worksRoom = Boolean(room && worksRoom(room, user.id));
    if (!facts.worksRoom && sentBefore && room) {
      facts.sentBefore = await sentInRoom(db, room, user.id, values[sentBefore]);
    }
  }
  return facts;
}
