import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.js';

/** Inserts rows in chunks and answers the inserted ids in order. */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .returning()) as { id: number }[];
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
