import { and, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, AuditFilters } from '../../../contract/audit.js';
import type { Db } from '../db/open.js';
import { auditLog, users } from '../db/schema.js';

function conditions(filters: AuditFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.actor !== undefined) parts.push(eq(auditLog.actorId, filters.actor));
  if (filters.action !== undefined) parts.push(eq(auditLog.action, filters.action));
  if (filters.from !== undefined) parts.push(gte(auditLog.at, filters.from));
  if (filters.to !== undefined) parts.push(lt(auditLog.at, filters.to));
  return parts.length ? and(...parts) : undefined;
}

const entryOf = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  ...row,
  at: row.at.toISOString(),
  action: row.action as AuditEntry['action'],
  before: row.before as AuditEntry['before'],
  after: row.after as AuditEntry['after'],
});

/**
 * A page of entries, newest first, read in the order of an index for each filter (who, what,
 * or neither, then time). One row more than asked tells whether there is a next page: counting
 * millions of entries on every page would cost more than the page.
 */
export async function listAudit(
  db: Db,
  filters: AuditFilters,
  { limit, offset }: { limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1)
    .offset(offset);
  return { entries: rows.slice(0, limit).map(entryOf), more: rows.length > limit };
}

export async function auditEntry(db: Db, id: number) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return row ? entryOf(row) : null;
}

/** Whom the "who" filter offers: every staff member, by email. */
export function auditActors(db: Db) {
  return db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(isNotNull(users.role))
    .orderBy(users.email);
}

/**
 * Every entry the filters keep, newest first, in batches read by keyset (time, id), so memory
 * stays flat however long the log is.
 */
export async function* auditBatches(db: Db, filters: AuditFilters, batch = 2_000) {
  let edge: { at: Date; id: number } | null = null;
  for (;;) {
    // Entries are written with millisecond times (appendAudit), so a Date holds the edge exactly.
    const after: SQL | undefined = edge
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${edge.at.toISOString()}::timestamptz, ${edge.id})`
      : undefined;
    const rows: (typeof auditLog.$inferSelect)[] = await db
      .select()
      .from(auditLog)
      .where(and(conditions(filters), after))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(batch);
    if (!rows.length) return;
    yield rows.map(entryOf);
    const last = rows[rows.length - 1];
    edge = { at: last.at, id: last.id };
    if (rows.length < batch) return;
  }
}
