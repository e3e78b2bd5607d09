import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import type { Sampled } from './registry.js';

interface Row {
  queueLength: number;
  oldestWaiting: number | null;
  behind: number;
  oldestUnfolded: number | null;
}

/**
 * The queue and the statistics fold, read at scrape time in one query on indexes only: the
 * unassigned chats (chat_queue_assigned_idx), the largest message id and the first one above
 * the fold's watermark (the primary key).
 */
export async function sampleDatabase(database: Database, now: Date): Promise<Sampled> {
  const result = await database.db.execute(sql`
    select
      (select count(*) from chat_queue where is_assigned = false)::int as "queueLength",
      (select extract(epoch from min(created_at)) from chat_queue where is_assigned = false)::float8
        as "oldestWaiting",
      ((select coalesce(max(id), 0) from messages) - w.last_id)::float8 as "behind",
      (select extract(epoch from created_at) from messages where id > w.last_id order by id limit 1)::float8
        as "oldestUnfolded"
    from (select coalesce((select last_id from stats_watermark where id = 1), 0) as last_id) w`);
  const [row] = (result as unknown as { rows: Row[] }).rows;
  const seconds = now.getTime() / 1000;
  const age = (epoch: number | null) => (epoch === null ? 0 : Math.max(0, seconds - epoch));
  return {
    queueLength: Number(row.queueLength),
    oldestWaitingSeconds: age(row.oldestWaiting),
    foldLagSeconds: age(row.oldestUnfolded),
    foldLagMessages: Math.max(0, Number(row.behind)),
  };
}
