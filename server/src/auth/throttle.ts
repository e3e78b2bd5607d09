import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { loginThrottle } from '../db/schema.js';

/** Passwords verified per account and window; a success starts the count over. */
export const ACCOUNT_ATTEMPT_LIMIT = 5;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleScope = `${'account' | 'address'}:${string}`;
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt in the scope's current window and says whether it is within the limit. It is
 * one upsert, which holds the row's lock: parallel requests each get a distinct count, so no more
 * than the limit are ever allowed.
 */
export async function countAttempt(
  db: Db,
  scope: ThrottleScope,
  limit: number,
  now: Date,
): Promise<ThrottleVerdict> {
  const windowEnded = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - THROTTLE_WINDOW_MS)}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ scope, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottle.scope,
      set: {
        failures: sql`case when ${windowEnded} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${windowEnded} then ${now} else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ failures: loginThrottle.failures, windowStart: loginThrottle.windowStart });
  if (row.failures <= limit) return { allowed: true };
  const windowEnd = row.windowStart.getTime() + THROTTLE_WINDOW_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/** Forgets finished windows, so guessing many emails cannot grow the table without bound. */
export async function forgetEndedWindows(db: Db, now: Date): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(lte(loginThrottle.windowStart, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

export async function clearAttempts(db: Db, scope: ThrottleScope): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.scope, scope));
}
