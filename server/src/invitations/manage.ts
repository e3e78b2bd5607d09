import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  InvitationEntry,
  InvitationListQuery,
  InvitationState,
} from '../../../contract/invitations.js';
import type { Db } from '../db/open.js';
import { invitations, users } from '../db/schema.js';
import { joinedStaffNameOf } from '../people/names.js';
import { stillPending } from './service.js';

const inviter = alias(users, 'inviter');
const member = alias(users, 'member');
const revoker = alias(users, 'revoker');

/** The state as of `now`, in the order that wins: revoked, used, expired, pending. */
function stateOf(now: Date): SQL<InvitationState> {
  return sql<InvitationState>`case
    when ${invitations.revokedAt} is not null then 'revoked'
    when ${invitations.usedAt} is not null then 'used'
    when ${invitations.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else 'pending' end`;
}

/** A left-joined account: null (or null fields) once it is gone. */
type Person = {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
} | null;

const personOf = (table: typeof inviter | typeof member | typeof revoker) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});

function entryOf(row: {
  invitation: typeof invitations.$inferSelect;
  state: InvitationState;
  inviter: Person;
  member: Person;
  revoker: Person;
}): InvitationEntry {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    is_admin_permission: invitation.isAdminPermission,
    is_chat_admin_permission: invitation.isChatAdminPermission,
    state: row.state,
    created_at: invitation.createdAt.toISOString(),
    created_by_id: row.inviter?.id ?? null,
    created_by_name: joinedStaffNameOf(row.inviter),
    expires_at: invitation.expiresAt.toISOString(),
    used_at: invitation.usedAt?.toISOString() ?? null,
    used_by_id: row.member?.id ?? null,
    used_by_name: joinedStaffNameOf(row.member),
    revoked_at: invitation.revokedAt?.toISOString() ?? null,
    revoked_by_name: joinedStaffNameOf(row.revoker),
  };
}

function selectEntries(db: Db, now: Date) {
  return db
    .select({
      invitation: invitations,
      state: stateOf(now),
      inviter: personOf(inviter),
      member: personOf(member),
      revoker: personOf(revoker),
    })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.createdById))
    .leftJoin(member, eq(member.id, invitations.usedById))
    .leftJoin(revoker, eq(revoker.id, invitations.revokedById));
}

/** Every invitation, newest first (ties by id, so pages never overlap). */
export async function listInvitations(db: Db, query: InvitationListQuery, now: Date) {
  const where = query.state ? eq(stateOf(now), query.state) : undefined;
  const [rows, [total]] = await Promise.all([
    selectEntries(db, now)
      .where(where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(invitations).where(where),
  ]);
  return { results: rows.map(entryOf), count: total.n };
}

export async function findInvitation(db: Db, id: number, now: Date) {
  const [row] = await selectEntries(db, now).where(eq(invitations.id, id));
  return row ? entryOf(row) : null;
}

/**
 * Revokes a pending invitation: one conditional update, so a sign-up racing it either spends the
 * key first (and the revoke finds it used) or finds it revoked.
 */
export async function revokeInvitation(
  db: Db,
  id: number,
  revokedById: number,
  now: Date,
): Promise<'revoked' | 'not_found' | 'not_pending'> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: now, revokedById })
    .where(and(eq(invitations.id, id), stillPending(now)))
    .returning({ id: invitations.id });
  if (revoked.length) return 'revoked';
  const [existing] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.id, id));
  return existing ? 'not_pending' : 'not_found';
}
