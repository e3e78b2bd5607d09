import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { users } from '../db/schema.js';
import type { TokenUser } from './tokens.js';

/** A staff member's last seen moves with their requests, written at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Keeps `last_seen` current while a staff member uses the back-office (its screens poll every
 * 15 s), so "online" means the same on the dashboard and the staff cards (contract/presence.ts):
 * a contact in the last 5 minutes.
 */
export async function touchLastSeen(db: Db, user: TokenUser, now: Date): Promise<void> {
  if (user.role === null) return;
  if (user.lastSeen && now.getTime() - user.lastSeen.getTime() < TOUCH_EVERY_MS) return;
  await db.update(users).set({ lastSeen: now }).where(eq(users.id, user.id));
  user.lastSeen = now;
}
