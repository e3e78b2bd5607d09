import { eq, type SQL, sql } from 'drizzle-orm';
import { lastContactOf, ONLINE_WITHIN_MS, presenceOf } from '../../../contract/presence.js';
import type { Db } from '../db/open.js';
import { users } from '../db/schema.js';
import type { TokenUser } from './tokens.js';

/** A staff member's last seen moves with their requests, written at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Keeps a staff member's `last_seen` current while they make requests (the back-office polls
 * every 15 s), and marks them signed in: a request with a live token is one, whatever another
 * device's sign-out said. Real users' presence is the app's business. Presence is then the one
 * rule of contract/presence.ts.
 */
export async function touchLastSeen(db: Db, user: TokenUser, now: Date): Promise<void> {
  if (user.role === null) return;
  if (user.lastSeen && now.getTime() - user.lastSeen.getTime() < TOUCH_EVERY_MS) return;
  await db.update(users).set({ lastSeen: now, isOnline: true }).where(eq(users.id, user.id));
  user.lastSeen = now;
}

/** The columns presence reads: signed in (is_online), last request, last message sent. */
export interface PresenceColumns {
  isOnline: boolean;
  lastSeen: Date | null;
  lastMessageAt?: Date | null;
}

/**
 * What every serializer writes for a person's presence: `isOnline` by the one rule and the last
 * contact as `user_last_seen`. `lastMessage` adds a later message known apart from the row.
 */
export function presenceFields(person: PresenceColumns, now: Date, lastMessage?: Date | null) {
  const lastContact = lastContactOf(person.lastSeen, person.lastMessageAt, lastMessage);
  const presence = presenceOf(lastContact?.getTime() ?? null, now.getTime(), person.isOnline);
  return { isOnline: presence === 'online', lastContact };
}

/** The same rule in SQL (the user list's online filter). */
export function onlineCondition(now: Date): SQL {
  const since = new Date(now.getTime() - ONLINE_WITHIN_MS).toISOString();
  return sql`(${users.isOnline} and greatest(${users.lastSeen}, ${users.lastMessageAt}) > ${since}::timestamptz)`;
}
