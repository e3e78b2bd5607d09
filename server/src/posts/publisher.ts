import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { scheduleJob } from '../lib/jobs.js';

const BATCH = 500;

/**
 * Marks the scheduled stories and moments whose time has come as published. `for update skip
 * locked` gives each due item to exactly one caller, so several server instances on one
 * PostgreSQL may run this at once. Answers the ids each table published.
 */
export async function publishDue(db: Db, now: Date) {
  const at = now.toISOString();
  const run = async (table: 'stories' | 'moments') => {
    const published = await rowsOf<{ id: number }>(
      db,
      sql`
      update ${sql.identifier(table)} set is_published = true
      where id in (
        select id from ${sql.identifier(table)}
        where not is_published and publish_at <= ${at}::timestamptz
        order by publish_at
        for update skip locked
        limit ${BATCH}
      )
      returning id`,
    );
    return published.map((row) => row.id);
  };
  return { stories: await run('stories'), moments: await run('moments') };
}

/** Publishes what is due every `intervalMs` while the app is up. */
export function schedulePublisher(app: FastifyInstance, intervalMs: number) {
  scheduleJob(app, intervalMs, 'publishing scheduled stories and moments', () =>
    publishDue(app.deps.database.db, app.deps.clock.now()),
  );
}
