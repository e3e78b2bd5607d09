import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { rooms } from '../db/schema.js';

const BATCH = 100_000;
const DAYS = 60;

export class NoRoomsError extends Error {
  constructor() {
    super('There are no chats to add messages to: seed the demo data first (npm run seed).');
  }
}

/**
 * `npm run seed -- --messages N`: N more messages of chat history over the last 60 days, spread
 * over the existing chats, written by the database itself (generate_series) in batches, with
 * foreign-key checks off (session_replication_role). The answers' waiting times and the roll-ups
 * are rebuilt once at the end: the figures come out as if every message had been sent one by one.
 */
export async function seedMessageHistory(
  database: Database,
  total: number,
  options: { now?: Date; onProgress?: (done: number) => void } = {},
) {
  const { db } = database;
  const now = (options.now ?? new Date()).toISOString();
  const [{ chats }] = await db.select({ chats: count() }).from(rooms);
  if (chats === 0) throw new NoRoomsError();
  for (let done = 0; done < total; done += BATCH) {
    const size = Math.min(BATCH, total - done);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with chats as (
          select array_agg(r.id order by r.id) as ids,
                 array_agg(r.user_id order by r.id) as user_ids,
                 array_agg(r.moderator_id order by r.id) as moderator_ids,
                 array_agg(m.worker_id order by r.id) as worker_ids,
                 count(*)::int as n
            from rooms r join users m on m.id = r.moderator_id
        ), picked as (
          select 1 + floor(random() * chats.n)::int as i, random() < 0.5 as from_user,
                 ${now}::timestamptz - random() * interval '${sql.raw(String(DAYS))} days' as at
            from generate_series(1, ${size}), chats
        )
        insert into messages (room_id, sender_id, recipient_id, content, message_type, is_read,
                              sender_worker_id, receiver_worker_id, created_at)
        select c.ids[p.i],
               case when p.from_user then c.user_ids[p.i] else c.moderator_ids[p.i] end,
               case when p.from_user then c.moderator_ids[p.i] else c.user_ids[p.i] end,
               'Seeded history message', 'C', true,
               case when p.from_user then null else c.worker_ids[p.i] end,
               case when p.from_user then c.worker_ids[p.i] end,
               p.at
          from picked p, chats c
         order by p.at`);
    });
    options.onProgress?.(done + size);
  }
  await db.execute(sql`select rebuild_message_stats()`);
  await db.execute(sql`analyze messages, message_stats, message_stats_daily, response_stats_daily`);
}
