import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InvitationLookup } from '../../../contract/invitations.js';
import type { SignUpRequest } from '../../../contract/session.js';
import { hashPassword } from '../auth/password.js';
import { hashKey, newKey } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import { invitations, users } from '../db/schema.js';
import { fullNameOf } from '../people/names.js';

export const INVALID_KEY = 'Your key is invalid or expired';

export class InvitationError extends Error {}

type InvitationRow = typeof invitations.$inferSelect;

function toLookup(row: InvitationRow): InvitationLookup {
  return {
    email: row.email,
    is_admin_permission: row.isAdminPermission,
    is_chat_admin_permission: row.isChatAdminPermission,
    expires_at: row.expiresAt.toISOString(),
  };
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return Boolean(row);
}

export async function createInvitation(
  db: Db,
  input: { email: string; isAdmin: boolean; isChatAdmin: boolean; createdById: number },
  expiresAt: Date,
) {
  const key = newKey();
  const [row] = await db
    .insert(invitations)
    .values({
      keyHash: hashKey(key),
      email: input.email.toLowerCase(),
      isAdminPermission: input.isAdmin,
      isChatAdminPermission: input.isChatAdmin,
      createdById: input.createdById,
      expiresAt,
    })
    .returning();
  return { key, invitation: toLookup(row) };
}

/** Not used, not revoked, not expired: the conditions of a key that still works. */
export function stillPending(now: Date) {
  return and(
    isNull(invitations.usedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, now),
  );
}

function usable(key: string, now: Date) {
  return and(eq(invitations.keyHash, hashKey(key)), stillPending(now));
}

export async function lookupInvitation(db: Db, key: string, now: Date) {
  const [row] = await db.select().from(invitations).where(usable(key, now));
  return row ? toLookup(row) : null;
}

/** Creates the staff account and spends the key, in one transaction: a key works once. */
export async function signUp(db: Db, input: SignUpRequest, now: Date) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(usable(input.invitation_key, now))
      .returning();
    if (!invitation || invitation.email !== input.email.toLowerCase()) {
      throw new InvitationError(INVALID_KEY);
    }
    if (await emailTaken(tx as unknown as Db, input.email)) {
      throw new InvitationError('User with this email already exists');
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        username: invitation.email.split('@')[0],
        firstName: input.first_name,
        lastName: input.last_name,
        displayName: fullNameOf({ firstName: input.first_name, lastName: input.last_name }),
        passwordHash,
        role: invitation.isAdminPermission ? 'ADMIN' : 'CHATTER',
        language: input.language,
        pasteAccess: false,
      })
      .returning({ id: users.id, email: users.email });
    await tx
      .update(invitations)
      .set({ usedById: user.id })
      .where(eq(invitations.id, invitation.id));
    return user;
  });
}
