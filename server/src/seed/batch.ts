import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.js';

/** Inserts rows in chunks and answers the inserted ids, in order. Every table here has an `id`. */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const inserted = await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .returning({ id: sql<number>`id` });
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}
