import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { QueueItem } from '../../../contract/chat.js';
import { maskEmailDomain } from '../../../contract/emails.js';
import { moderatorUid } from '../../../contract/rules/roomIds.js';
import { appendAudit } from '../audit/record.js';
import type { Database, Db } from '../db/open.js';
import { chatQueue, users } from '../db/schema.js';
import { scheduleJob } from '../lib/jobs.js';
import { chatIsHeld } from './hold.js';
import { publishQueueChanged } from './service.js';

export const CHAT_TAKEN = 'This chat has been taken by another worker.';
export const CHAT_NOT_QUEUED = 'This chat is not in the queue any more.';
export const CHAT_OFFERED = 'This chat is offered to another worker right now.';

const moderator = alias(users, 'moderator');
const realUser = alias(users, 'real_user');

async function itemsWhere(db: Db, where: ReturnType<typeof and>): Promise<QueueItem[]> {
  const rows = await db
    .select({
      entry: chatQueue,
      moderator: {
        id: moderator.id,
        username: moderator.username,
        displayName: moderator.displayName,
      },
      user: { id: realUser.id, email: realUser.email, displayName: realUser.displayName },
    })
    .from(chatQueue)
    .innerJoin(moderator, eq(moderator.id, chatQueue.moderatorId))
    .innerJoin(realUser, eq(realUser.id, chatQueue.userId))
    .where(where)
    .orderBy(asc(chatQueue.dateCreated), asc(chatQueue.id))
    .limit(200);
  return rows.map(({ entry, moderator: m, user }) => ({
    id: entry.id,
    roomId: entry.roomId,
    dateCreated: entry.dateCreated.toISOString(),
    isAssigned: entry.isAssigned,
    clearedAt: entry.clearedAt?.toISOString() ?? null,
    updatedAt: entry.updatedAt?.toISOString() ?? null,
    moderator: {
      id: m.id,
      uid: moderatorUid(m.id),
      username: m.username,
      display_name: m.displayName,
    },
    worker: entry.workerId ? { id: entry.workerId } : null,
    // The queue shows only the part before the @ (spec section 2), and it reaches every chatter.
    userDetails: {
      id: user.id,
      email: maskEmailDomain(user.email),
      display_name: user.displayName,
    },
  }));
}

/** One queue entry as the queue's calls answer it. */
export const queueItem = async (db: Db, id: number): Promise<QueueItem | undefined> =>
  (await itemsWhere(db, and(eq(chatQueue.id, id))))[0];

/** The chats waiting for a worker, oldest first (assigned ones are hidden, spec section 2). */
export const waitingChats = (db: Db) => itemsWhere(db, and(eq(chatQueue.isAssigned, false)));

/** The moderators with chats waiting, most waiting first. */
export async function moderatorsWaiting(db: Db) {
  const rows = await db
    .select({
      id: moderator.id,
      username: moderator.username,
      displayName: moderator.displayName,
      count: count(),
    })
    .from(chatQueue)
    .innerJoin(moderator, eq(moderator.id, chatQueue.moderatorId))
    .where(eq(chatQueue.isAssigned, false))
    .groupBy(moderator.id, moderator.username, moderator.displayName)
    .orderBy(desc(count()), asc(moderator.id));
  return rows.map((row) => ({
    moderator: {
      id: row.id,
      uid: moderatorUid(row.id),
      username: row.username,
      display_name: row.displayName,
    },
    count: row.count,
  }));
}

/** The chats this worker holds now (taken, deadline not passed). */
export const heldChats = (db: Db, workerId: number, now: Date) =>
  itemsWhere(db, and(eq(chatQueue.workerId, workerId), chatIsHeld(now)));

/** A queue entry's columns once `workerId` took it (from the queue or an offer) until its deadline. */
export const takenBy = (workerId: number, now: Date, answerMs: number) => ({
  isAssigned: true,
  workerId,
  clearedAt: new Date(now.getTime() + answerMs),
  updatedAt: now,
  offeredTo: null,
  offerExpiresAt: null,
  declinedBy: [],
});

/**
 * Gives a waiting chat to this worker until `now + answerMs`. One conditional update: when two
 * workers take the same chat at once, exactly one row changes and the other is told it is gone.
 */
export async function takeChat(
  database: Database,
  roomId: string,
  workerId: number,
  now: Date,
  answerMs: number,
): Promise<QueueItem | { error: string }> {
  const { db } = database;
  const at = now.toISOString();
  const [taken] = await db
    .update(chatQueue)
    .set(takenBy(workerId, now, answerMs))
    .where(
      and(
        eq(chatQueue.roomId, roomId),
        eq(chatQueue.isAssigned, false),
        // Offered to another chatter (auto-offer): theirs until the offer lapses.
        sql`(${chatQueue.offeredTo} is null or ${chatQueue.offeredTo} = ${workerId}
          or ${chatQueue.offerExpiresAt} <= ${at}::timestamptz)`,
      ),
    )
    .returning({ id: chatQueue.id });
  if (!taken) {
    const [entry] = await db
      .select({
        id: chatQueue.id,
        workerId: chatQueue.workerId,
        held: chatIsHeld(now),
        offered: sql<boolean>`${chatQueue.offeredTo} is not null`,
      })
      .from(chatQueue)
      .where(eq(chatQueue.roomId, roomId));
    if (entry?.held && entry.workerId === workerId) {
      const item = await queueItem(db, entry.id);
      if (item) return item;
    }
    if (!entry) return { error: CHAT_NOT_QUEUED };
    return { error: entry.offered && !entry.held ? CHAT_OFFERED : CHAT_TAKEN };
  }
  await publishQueueChanged(database, [roomId]);
  return (await queueItem(db, taken.id)) ?? { error: CHAT_NOT_QUEUED };
}

/**
 * A worker who starts a chat holds it until `now + answerMs`, as if taken from the queue: its entry
 * is made, or taken over unless another worker holds it. False when another worker does. Run it
 * in the transaction that makes the room; publish the queue's change after the commit.
 */
export async function holdStartedChat(
  db: Db,
  chat: { roomId: string; moderatorId: number; userId: number },
  workerId: number,
  now: Date,
  answerMs: number,
): Promise<boolean> {
  const hold = {
    workerId,
    isAssigned: true,
    clearedAt: new Date(now.getTime() + answerMs),
    updatedAt: now,
    offeredTo: null,
    offerExpiresAt: null,
  };
  const taken = await db
    .insert(chatQueue)
    .values({ ...chat, ...hold, dateCreated: now })
    .onConflictDoUpdate({
      target: chatQueue.roomId,
      set: hold,
      setWhere: or(sql`${chatIsHeld(now)} is not true`, eq(chatQueue.workerId, workerId)),
    })
    .returning({ roomId: chatQueue.roomId });
  return taken.length > 0;
}

/** The worker gives a chat they hold back to the queue. False when they did not hold it. */
export async function releaseChat(database: Database, roomId: string, workerId: number) {
  const released = await database.db
    .update(chatQueue)
    .set({ isAssigned: false, workerId: null, clearedAt: null })
    .where(and(eq(chatQueue.roomId, roomId), eq(chatQueue.workerId, workerId)))
    .returning({ id: chatQueue.id });
  if (released.length) await publishQueueChanged(database, [roomId]);
  return released.length > 0;
}

/**
 * Returns the chats whose deadline passed unanswered to the queue. Each row is updated once even
 * when several instances run this at the same moment. Answers how many went back.
 */
export async function returnExpiredChats(database: Database, now: Date): Promise<number> {
  const expired = await database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // The holder as it was, for the audit log (RETURNING alone gives the row as it is after).
    const result = await tx.execute(sql`
      with held as (
        select id, worker_id, cleared_at from ${chatQueue}
        where is_assigned and cleared_at <= ${now.toISOString()}::timestamptz
        for update
      )
      update ${chatQueue} queue
      set is_assigned = false, worker_id = null, cleared_at = null,
        updated_at = ${now.toISOString()}::timestamptz
      from held where queue.id = held.id
      returning queue.room_id as "roomId", held.worker_id as "workerId",
        held.cleared_at as "clearedAt"`);
    const rows = (result as unknown as { rows: ExpiredHold[] }).rows;
    await appendAudit(tx, null, rows.map(deadlineReturn), now);
    return rows;
  });
  if (expired.length)
    await publishQueueChanged(
      database,
      expired.map((row) => row.roomId),
    );
  return expired.length;
}

interface ExpiredHold {
  roomId: string;
  workerId: number | null;
  clearedAt: string | Date;
}

/** The server's own audit entry: a held chat's deadline passed and it went back to the queue. */
const deadlineReturn = (hold: ExpiredHold) => ({
  action: 'chat.deadline_return',
  targetType: 'chat',
  targetId: hold.roomId,
  before: {
    isAssigned: true,
    workerId: hold.workerId,
    clearedAt: new Date(hold.clearedAt).toISOString(),
  },
  after: { isAssigned: false, workerId: null, clearedAt: null },
});

/** Returns expired chats to the queue every `intervalMs` while the app is up. */
export function scheduleAssignmentSweep(app: FastifyInstance, intervalMs: number) {
  scheduleJob(app, intervalMs, 'returning expired chats to the queue', () =>
    returnExpiredChats(app.deps.database, app.deps.clock.now()),
  );
}
