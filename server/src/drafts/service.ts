import { and, eq } from 'drizzle-orm';
import { MESSAGE_MAX_LENGTH } from '../../../contract/rules/message.js';
import type { Db } from '../db/open.js';
import { chatDrafts } from '../db/schema.js';
import { Refusal } from '../lib/refusal.js';

const ofWorkerInRoom = (workerId: number, roomId: string) =>
  and(eq(chatDrafts.workerId, workerId), eq(chatDrafts.roomId, roomId));

const answer = (row: { roomId: string; text: string; updatedAt: Date }) => ({
  roomId: row.roomId,
  text: row.text,
  updatedAt: row.updatedAt.toISOString(),
});

export async function draftOf(db: Db, workerId: number, roomId: string) {
  const [row] = await db.select().from(chatDrafts).where(ofWorkerInRoom(workerId, roomId));
  return row ? answer(row) : null;
}

/** Keeps the worker's text for the room (the caller checked they work it); blank text drops it. */
export async function saveDraft(db: Db, workerId: number, roomId: string, text: string, now: Date) {
  if (text.length > MESSAGE_MAX_LENGTH) {
    throw Refusal.errors(400, [`A draft has at most ${MESSAGE_MAX_LENGTH} characters.`]);
  }
  if (text.trim() === '') {
    await dropDraft(db, workerId, roomId);
    return null;
  }
  const [row] = await db
    .insert(chatDrafts)
    .values({ workerId, roomId, text, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatDrafts.workerId, chatDrafts.roomId],
      set: { text, updatedAt: now },
    })
    .returning();
  return answer(row);
}

export async function dropDraft(db: Db, workerId: number, roomId: string) {
  await db.delete(chatDrafts).where(ofWorkerInRoom(workerId, roomId));
}
