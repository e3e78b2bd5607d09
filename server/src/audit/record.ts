import { eq } from 'drizzle-orm';
import type { TokenUser } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import { auditLog, users } from '../db/schema.js';
import { AUDITED, type AuditedCall, type AuditRule } from './rules.js';
import { snapshotOf } from './snapshots.js';

export type AuditActor = Pick<TokenUser, 'id' | 'email' | 'role'> | null;

export interface AuditEntry {
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Appends entries (one statement); `actor` null for the server's own work. */
export async function appendAudit(db: Db, actor: AuditActor, entries: AuditEntry[], at: Date) {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      at,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      actorRole: actor?.role ?? null,
      action: entry.action,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

async function accountOf(db: Db, id: unknown): Promise<AuditActor> {
  if (typeof id !== 'number') return null;
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export function auditRuleFor(key: string): AuditRule | undefined {
  return (AUDITED as Record<string, AuditRule>)[key];
}

const idText = (id: unknown) =>
  typeof id === 'string' || typeof id === 'number' ? String(id) : null;

/**
 * One audited call: `begin` reads the target before it runs, `finish` appends the entry once it
 * succeeded (with the target as it is after).
 */
export async function beginAudit(
  db: Db,
  rule: AuditRule,
  caller: TokenUser | undefined,
  call: Omit<AuditedCall, 'answer'>,
) {
  const ownId = rule.target === 'person' && !rule.actorFromAnswer ? caller?.id : undefined;
  const beforeId = idText(rule.id(call) ?? ownId);
  const before = beforeId && !rule.stateless ? await snapshotOf(db, rule.target, beforeId) : null;
  return async (answer: Record<string, unknown>, at: Date) => {
    const done = { ...call, answer };
    const actor: AuditActor = rule.actorFromAnswer
      ? await accountOf(db, rule.actorFromAnswer(answer))
      : (caller ?? null);
    // A real app user (no role) is no staff member: their sign-ins and calls are not kept.
    if (!actor?.role) return;
    if (rule.changed && !rule.changed(done)) return;
    const targetId = idText(rule.id(done) ?? ownId);
    const after =
      rule.after?.(done) ??
      (targetId && !rule.stateless ? await snapshotOf(db, rule.target, targetId) : null);
    const action = typeof rule.action === 'string' ? rule.action : rule.action(done);
    await appendAudit(
      db,
      actor,
      [{ action, targetType: rule.target, targetId, before, after }],
      at,
    );
  };
}
