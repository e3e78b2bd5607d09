import { count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/open.js';
import { chatQueue } from '../db/schema.js';

/**
 * PostgreSQL NOTIFY channel: every server instance relays it to its own subscribers. The SQL
 * function queue_publish_changed (server/drizzle/functions/) sends on it.
 */
export const QUEUE_CHANNEL = 'queue_changed';
/** Mercurius pubsub topic of the `queueChanged` subscription. */
export const QUEUE_TOPIC = 'QUEUE';

export async function unassignedQueueCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatQueue)
    .where(eq(chatQueue.isAssigned, false));
  return row?.value ?? 0;
}

/**
 * Tells every subscribed client, on every server instance, the new number of unassigned chats.
 * Call it after any change to the queue (chat_send does, through queue_after_message).
 */
export async function publishQueueChanged(database: Database): Promise<void> {
  await database.db.execute(sql`select queue_publish_changed()`);
}
