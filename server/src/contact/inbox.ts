import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  ContactListQuery,
  ContactMessage,
  ContactStatus,
} from '../../../contract/contactMessages.js';
import type { Db } from '../db/open.js';
import { contactMessages, users } from '../db/schema.js';
import { joinedStaffNameOf } from '../people/names.js';

const columns = {
  message: contactMessages,
  handler: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
  },
};

type Row = {
  message: typeof contactMessages.$inferSelect;
  handler: {
    id: number | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  } | null;
};

function contactMessageOf({ message, handler }: Row): ContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    message: message.message,
    created_at: message.createdAt.toISOString(),
    status: message.handledAt ? 'handled' : 'open',
    handled_at: message.handledAt?.toISOString() ?? null,
    handled_by_id: handler?.id ?? null,
    handled_by_name: joinedStaffNameOf(handler),
  };
}

const WHERE_STATUS = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
} as const;

function selectMessages(db: Db) {
  return db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledById));
}

/** The inbox, newest first (ties by id, so pages never overlap). */
export async function listContactMessages(db: Db, query: ContactListQuery) {
  const where = query.status ? WHERE_STATUS[query.status] : undefined;
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { results: rows.map(contactMessageOf), count: total.n };
}

export async function findContactMessage(db: Db, id: number): Promise<ContactMessage | null> {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
  return row ? contactMessageOf(row) : null;
}

/**
 * Handled by `staffId` now, or open again. Handling a handled message again keeps who handled it
 * first and when.
 */
export async function setContactStatus(
  db: Db,
  id: number,
  status: ContactStatus,
  staffId: number,
  now: Date,
): Promise<ContactMessage | null> {
  const changes =
    status === 'handled'
      ? { handledAt: now, handledById: staffId }
      : { handledAt: null, handledById: null };
  const guard = status === 'handled' ? isNull(contactMessages.handledAt) : undefined;
  const updated = await db
    .update(contactMessages)
    .set(changes)
    .where(guard ? and(eq(contactMessages.id, id), guard) : eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!updated.length && !guard) return null;
  return findContactMessage(db, id);
}
