import type { SQL } from 'drizzle-orm';
import type { Db } from './open.js';

/** The rows of a raw query, typed by the caller (Drizzle types `execute` per driver as unknown). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
