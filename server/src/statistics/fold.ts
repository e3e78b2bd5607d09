import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.js';
import { scheduleJob } from '../lib/jobs.js';

/**
 * Folds the messages stored since the last time into the roll-ups
 * (server/drizzle/functions/fold_message_stats.sql).
 */
export async function foldMessageStats(db: Db): Promise<void> {
  await db.execute(sql`select fold_message_stats()`);
}

/** Every instance folds; they take turns on the database's lock, and a turn with nothing new is one read. */
export function scheduleStatisticsFolding(app: FastifyInstance, intervalMs: number) {
  scheduleJob(app, intervalMs, 'folding messages into the statistics', () =>
    foldMessageStats(app.deps.database.db),
  );
}
