import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { type Role, settings, users } from '../db/schema.js';

export interface ListingAccess {
  users: Role[];
  admins: Role[];
}

export const DEFAULT_LISTING_ACCESS: ListingAccess = {
  users: ['SUPER_ADMIN', 'ADMIN', 'CHATTER'],
  admins: ['SUPER_ADMIN', 'ADMIN'],
};
export const DEFAULT_MIN_MESSAGE_LENGTH = 50;

async function readSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : fallback;
}

export async function listingAccess(db: Db): Promise<ListingAccess> {
  return readSetting(db, 'listingAccess', DEFAULT_LISTING_ACCESS);
}

export async function minMessageLength(db: Db): Promise<number> {
  return readSetting(db, 'minMessageLength', DEFAULT_MIN_MESSAGE_LENGTH);
}

/** A value that fits a serial primary key. */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}

export async function workerFlags(db: Db, workerId: number) {
  const [row] = await db
    .select({ chatAccess: users.chatAccess, pasteAccess: users.pasteAccess })
    .from(users)
    .where(eq(users.id, workerId));
  return row ?? { chatAccess: false, pasteAccess: false };
}
