import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../lib/jobs.js';
import type { Db } from './open.js';
import { rowsOf } from './rows.js';

/** How often the embedded database looks for tables to tidy. */
export const UPKEEP_INTERVAL_MS = 60_000;

interface Tidied {
  table: string;
  vacuumed: boolean;
  analyzed: boolean;
}

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none: every table whose dead rows or
 * changes since its last statistics pass autovacuum's default thresholds is vacuumed and/or
 * analysed, one statement per table. Without it the rows a chat churns (tokens, rooms, the queue,
 * messages marked read) are never reclaimed, and the planner never learns any table's size: a
 * chatter's room list chose full scans of every room. A table that holds rows but was never
 * analysed (statistics counters start at zero on each boot) is analysed too.
 */
export async function tidyTables(db: Db): Promise<Tidied[]> {
  // The counters of this very connection reach the statistics views at its next idle moment.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = await rowsOf<{ table: string; vacuum: boolean; analyze: boolean }>(
    db,
    sql`
    select c.relname as "table",
           s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, s.n_live_tup) as "vacuum",
           (c.reltuples < 0 and pg_relation_size(c.oid) > 0)
             or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, s.n_live_tup) as "analyze"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public'
     order by c.relname`,
  );
  const tidied: Tidied[] = [];
  for (const row of due) {
    if (!row.vacuum && !row.analyze) continue;
    const table = sql.identifier(row.table);
    if (row.vacuum) await db.execute(sql`vacuum ${row.analyze ? sql`(analyze)` : sql``} ${table}`);
    else await db.execute(sql`analyze ${table}`);
    tidied.push({ table: row.table, vacuumed: row.vacuum, analyzed: row.analyze });
  }
  return tidied;
}

/** PGlite only: PostgreSQL's own autovacuum does this there. */
export function scheduleUpkeep(app: FastifyInstance) {
  const { database } = app.deps;
  if (database.kind !== 'pglite') return;
  scheduleJob(app, UPKEEP_INTERVAL_MS, 'tidying the embedded database', async () => {
    const started = performance.now();
    const tidied = await tidyTables(database.db);
    if (tidied.length > 0) {
      const ms = Math.round(performance.now() - started);
      app.log.info({ tidied: tidied.map((each) => each.table), ms }, 'embedded database tidied');
    }
  });
}
