import { count, eq, sql } from 'drizzle-orm';
import { textArray } from '../db/arrays.js';
import type { Database, Db } from '../db/open.js';
import { chatQueue } from '../db/schema.js';

/**
 * PostgreSQL NOTIFY channel: every server instance relays it to its own subscribers. The SQL
 * function queue_publish_changed (server/drizzle/functions/) sends on it.
 */
export const QUEUE_CHANNEL = 'queue_changed';
/** Mercurius pubsub topic of the `queueChanged` subscription. */
export const QUEUE_TOPIC = 'QUEUE';
/** This instance's topic for changes to one room's queue entry (its holder may have changed). */
export const queueRoomTopic = (roomId: string) => `QUEUE_ROOM:${roomId}`;
/** The prefix of every room's queue topic: a change to unknown rooms goes to all of them. */
export const QUEUE_ROOM_TOPICS = 'QUEUE_ROOM:';

export async function unassignedQueueCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatQueue)
    .where(eq(chatQueue.isAssigned, false));
  return row?.value ?? 0;
}

/**
 * Tells every subscribed client, on every server instance, the new number of unassigned chats,
 * and the viewers of the changed rooms (all rooms' when none is named) that their holder may have
 * changed. Call it after any change to the queue, once committed (chat_send does, through
 * queue_after_message).
 */
export async function publishQueueChanged(
  database: Database,
  roomIds: readonly string[] = [],
): Promise<void> {
  await database.db.execute(
    roomIds.length
      ? sql`select queue_publish_room_changed(id) from unnest(${textArray(roomIds)}) id`
      : sql`select queue_publish_changed()`,
  );
}
