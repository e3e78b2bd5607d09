import { and, desc, eq, sql } from 'drizzle-orm';
import type { TokenUser } from '../auth/tokens.js';
import type { Database, Db } from '../db/open.js';
import { privatePhotoRequests } from '../db/schema.js';
import { type RoomFacts, roomFacts } from './access.js';
import { PHOTO_REQUEST_CHANNEL, type PhotoRequestEvent } from './events.js';
import { audienceOf, ChatError } from './messages.js';

export type PhotoRequestAnswer = 'A' | 'R' | 'C';

export interface PhotoRequestBody {
  id: number;
  roomId: string;
  status: string;
  requestedUserId: number;
  userToViewId: number;
}

const bodyOf = (row: typeof privatePhotoRequests.$inferSelect): PhotoRequestBody => ({
  id: row.id,
  roomId: row.roomId ?? '',
  status: row.status,
  requestedUserId: row.requestedUserId,
  userToViewId: row.userToViewId,
});

/** The moderator side's latest request in a room (the lock icon's state, spec section 4). */
export async function moderatorRequestStatus(db: Db, room: RoomFacts) {
  const [row] = await db
    .select()
    .from(privatePhotoRequests)
    .where(
      and(
        eq(privatePhotoRequests.roomId, room.id),
        eq(privatePhotoRequests.userToViewId, room.moderatorId),
      ),
    )
    .orderBy(desc(privatePhotoRequests.id))
    .limit(1);
  return row ? bodyOf(row) : null;
}

/**
 * Answers a pending request: the side whose photos were asked for approves (A) or rejects (R); the
 * side that asked cancels (C). The caller's side follows from who they are, as for messages.
 */
export async function answerPhotoRequest(
  database: Database,
  caller: TokenUser,
  roomId: string,
  requestId: number,
  answer: PhotoRequestAnswer,
  now: Date,
): Promise<PhotoRequestBody> {
  const room = await roomFacts(database.db, roomId, now);
  if (!room) throw new ChatError(404, ['There is no such chat.']);
  const callerSide = caller.role === null ? room.userId : room.moderatorId;
  return database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [request] = await tx
      .select()
      .from(privatePhotoRequests)
      .where(and(eq(privatePhotoRequests.id, requestId), eq(privatePhotoRequests.roomId, roomId)))
      .for('update');
    if (!request) throw new ChatError(404, ['There is no such request in this chat.']);
    const answering = answer === 'C' ? request.userToViewId : request.requestedUserId;
    if (answering !== callerSide) {
      throw new ChatError(403, [
        answer === 'C'
          ? 'Only the side that asked may cancel a request.'
          : 'Only the side that was asked may approve or reject a request.',
      ]);
    }
    if (request.status !== 'P') throw new ChatError(409, ['This request was already answered.']);
    const [updated] = await tx
      .update(privatePhotoRequests)
      .set({ status: answer, updatedAt: now })
      .where(eq(privatePhotoRequests.id, requestId))
      .returning();
    const event: PhotoRequestEvent = {
      ...bodyOf(updated),
      audience: audienceOf(room, caller.role === null ? null : caller.id),
    };
    await tx.execute(sql`select pg_notify(${PHOTO_REQUEST_CHANNEL}, ${JSON.stringify(event)})`);
    return bodyOf(updated);
  });
}
