import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { loginThrottle } from '../db/schema.js';

/** Failed sign-ins allowed per window, by scope kind, before a 429. */
export const THROTTLE_LIMITS = { account: 5, address: 20 } as const;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export type ThrottleScope = `${keyof typeof THROTTLE_LIMITS}:${string}`;

function limitOf(scope: ThrottleScope): number {
  return THROTTLE_LIMITS[scope.split(':')[0] as keyof typeof THROTTLE_LIMITS];
}

/** Seconds until the scopes may try again, or 0 when none is locked. */
export async function retryAfterSeconds(db: Db, scopes: ThrottleScope[], now: Date) {
  let wait = 0;
  for (const scope of scopes) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.scope, scope));
    if (row?.lockedUntil && row.lockedUntil > now) {
      wait = Math.max(wait, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
    }
  }
  return wait;
}

export async function recordFailure(db: Db, scopes: ThrottleScope[], now: Date): Promise<void> {
  const windowStartLimit = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  // Forget finished windows, so guessing many emails cannot grow the table without bound.
  await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStart, windowStartLimit),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    );
  for (const scope of scopes) {
    // A window older than THROTTLE_WINDOW_MS starts over; reaching the limit locks until it ends.
    const [row] = await db
      .insert(loginThrottle)
      .values({ scope, failures: 1, windowStart: now })
      .onConflictDoUpdate({
        target: loginThrottle.scope,
        set: {
          failures: sql`case when ${loginThrottle.windowStart} < ${windowStartLimit} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} < ${windowStartLimit} then ${now} else ${loginThrottle.windowStart} end`,
        },
      })
      .returning();
    if (row.failures >= limitOf(scope)) {
      const lockedUntil = new Date(row.windowStart.getTime() + THROTTLE_WINDOW_MS);
      await db.update(loginThrottle).set({ lockedUntil }).where(eq(loginThrottle.scope, scope));
    }
  }
}

export async function clearFailures(db: Db, scope: ThrottleScope): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.scope, scope));
}
