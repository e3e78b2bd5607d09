import { and, eq, gt, isNull, like } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { tokens, users } from '../db/schema.js';
import { hashKey, issueToken, type TokenUser } from './tokens.js';

/**
 * Download tickets: a super admin's single-use token of kind `export:<purpose>` that opens one
 * export's file (the users' CSV, the audit log's) for a minute, in a link the browser downloads.
 */
export const EXPORT_TICKET_TTL_MS = 60_000;

/** What a ticket lets leave: each export redeems only its own tickets. */
export type ExportPurpose = 'users' | 'audit';

const kindOf = (purpose: ExportPurpose) => `export:${purpose}` as const;

export function issueExportTicket(db: Db, userId: number, now: Date, purpose: ExportPurpose) {
  const expiresAt = new Date(now.getTime() + EXPORT_TICKET_TTL_MS);
  return issueToken(db, userId, expiresAt, kindOf(purpose)).then((ticket) => ({
    ticket,
    expires_at: expiresAt.toISOString(),
  }));
}

/** Why a download was refused: the answer it gets, in the spec's error shape. */
export const TICKET_REFUSALS = {
  invalid: {
    status: 401,
    detail: 'The export link has expired or was already used. Export again.',
  },
  otherExport: {
    status: 403,
    detail: 'This export link is for another export. Export again from the page you want.',
  },
} as const;

export type TicketRedemption =
  | { owner: Pick<TokenUser, 'id' | 'email' | 'role'> }
  | { refused: keyof typeof TICKET_REFUSALS };

/**
 * Uses the ticket up (single use) when it is a live ticket of this export's purpose that belongs
 * to a super admin. A live ticket of another export is refused and left as it is: nothing leaves.
 */
export async function redeemExportTicket(
  db: Db,
  ticket: string,
  now: Date,
  purpose: ExportPurpose,
): Promise<TicketRedemption> {
  const live = and(
    eq(tokens.keyHash, hashKey(ticket)),
    isNull(tokens.revokedAt),
    gt(tokens.expiresAt, now),
  );
  const [used] = await db
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(live, eq(tokens.kind, kindOf(purpose))))
    .returning({ userId: tokens.userId });
  if (!used) {
    const [other] = await db
      .select({ id: tokens.id })
      .from(tokens)
      .where(and(live, like(tokens.kind, 'export:%')));
    return { refused: other ? 'otherExport' : 'invalid' };
  }
  const [owner] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, used.userId));
  return owner?.role === 'SUPER_ADMIN' ? { owner } : { refused: 'invalid' };
}
