import { eq } from 'drizzle-orm';
import { type AutoOffer, DEFAULT_AUTO_OFFER } from '../../../contract/offers.js';
import type { Database, Db } from '../db/open.js';
import { settings, users } from '../db/schema.js';

import {
  DEFAULT_LISTING_ACCESS,
  DEFAULT_MIN_MESSAGE_LENGTH,
  type ListingAccess,
} from './defaults.js';

export { DEFAULT_LISTING_ACCESS, DEFAULT_MIN_MESSAGE_LENGTH, type ListingAccess };

/** Channel of the `settings_changed` trigger (server/drizzle/functions/settings_changed_trigger.sql). */
export const SETTINGS_CHANNEL = 'settings_changed';

/**
 * Settings remembered per database that this process follows (`followSettings`): a chatter's send
 * checks the minimum length, and reading it is a query each. A change anywhere is heard through
 * the trigger's notification and the values are read again; a reading that overlapped the change
 * goes to the map the change replaced, so it is not kept.
 */
const remembered = new WeakMap<Db, Map<string, Promise<unknown>>>();
/** How many app instances of this process follow each database (tests run two on one). */
const followers = new WeakMap<Db, number>();

async function readSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const values = remembered.get(db);
  const known = values?.get(key);
  if (known) return known as Promise<T>;
  const reading = db
    .select()
    .from(settings)
    .where(eq(settings.key, key))
    .then(([row]) => (row ? (row.value as T) : fallback));
  if (values) {
    values.set(key, reading);
    reading.catch(() => values.delete(key));
  }
  return reading;
}

/** This instance forgets the settings it remembers (it changed one, or may have missed a change). */
export function forgetSettings(db: Db): void {
  if (remembered.has(db)) remembered.set(db, new Map());
}

/** Remembers the database's settings until the returned function is called. */
export async function followSettings(database: Database): Promise<() => Promise<void>> {
  const { db } = database;
  const unlisten = await database.listen(SETTINGS_CHANNEL, () => forgetSettings(db));
  const stopForgetting = database.onListenerReconnect(() => forgetSettings(db));
  followers.set(db, (followers.get(db) ?? 0) + 1);
  remembered.set(db, new Map());
  return async () => {
    const left = (followers.get(db) ?? 1) - 1;
    followers.set(db, left);
    if (left === 0) remembered.delete(db);
    stopForgetting();
    await unlisten();
  };
}

export async function listingAccess(db: Db): Promise<ListingAccess> {
  return readSetting(db, 'listingAccess', DEFAULT_LISTING_ACCESS);
}

export async function minMessageLength(db: Db): Promise<number> {
  return readSetting(db, 'minMessageLength', DEFAULT_MIN_MESSAGE_LENGTH);
}

/** Balanced auto-offer (issue 21): off until an admin turns it on. */
export async function autoOfferSetting(db: Db): Promise<AutoOffer> {
  return { ...DEFAULT_AUTO_OFFER, ...(await readSetting(db, 'autoOffer', DEFAULT_AUTO_OFFER)) };
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
