import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordResetLookup } from '../../../contract/passwordReset.js';
import { hashPassword } from '../auth/password.js';
import { hashKey, newKey, revokeAllTokens } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import { passwordResets, users } from '../db/schema.js';

/**
 * Issues a reset key for the person: one row per person, so the new key's hash replaces the
 * previous one's and the previous link stops working. Answers the key (shown once) and whose it is.
 */
export async function issueReset(db: Db, userId: number, createdById: number, expiresAt: Date) {
  const key = newKey();
  const values = { keyHash: hashKey(key), createdById, expiresAt, usedAt: null };
  await db
    .insert(passwordResets)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: passwordResets.userId, set: values });
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { key, email: person.email };
}

function usable(key: string, now: Date) {
  return and(
    eq(passwordResets.keyHash, hashKey(key)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
}

export async function lookupReset(
  db: Db,
  key: string,
  now: Date,
): Promise<PasswordResetLookup | null> {
  const [row] = await db
    .select({ email: users.email, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(usable(key, now));
  return row ? { email: row.email, expires_at: row.expiresAt.toISOString() } : null;
}

/**
 * Spends the key, sets the password and ends every session of its person, in one transaction: a
 * key works once, and no old session outlives the change. Null when the key is not usable.
 */
export async function resetPassword(db: Db, key: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable(key, now))
      .returning({ userId: passwordResets.userId });
    if (!spent) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await revokeAllTokens(tx as unknown as Db, spent.userId, now);
    return spent.userId;
  });
}

/** Sets one's own password and ends every other session (the one that asked stays). */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  password: string,
  keptSessionKey: string,
  now: Date,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeAllTokens(tx as unknown as Db, userId, now, keptSessionKey);
  });
}
