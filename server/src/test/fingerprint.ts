import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';

/** Tables a refused request may still write: failed sign-ins are counted on purpose. */
const WRITTEN_ON_REFUSAL = new Set(['login_throttle']);

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql.raw>) {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A function answering a cheap fingerprint of every table (its row count and an md5 of its rows
 * in a fixed order), in one query: equal before and after means no row changed.
 */
export async function fingerprinter(database: Database): Promise<() => Promise<string>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql.raw(`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  );
  const parts = tables
    .map((table) => table.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name))
    .map(
      (name) =>
        `'${name}:' || (select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${name}" t)`,
    );
  const query = sql.raw(`select ${parts.join(" || ' ' || ")} as fingerprint`);
  return async () => (await rowsOf<{ fingerprint: string }>(database, query))[0].fingerprint;
}
