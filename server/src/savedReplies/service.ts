import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type {
  SavedReply,
  SavedReplyListQuery,
  SavedReplyRequest,
} from '../../../contract/savedReplies.js';
import type { Db } from '../db/open.js';
import { savedReplies } from '../db/schema.js';

type Row = typeof savedReplies.$inferSelect;

interface Paged<T> {
  results: T[];
  count: number;
}

export const savedReplyOf = (row: Row): SavedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  team: row.ownerId === null,
  owner_id: row.ownerId,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The replies `ownerId` sees: their personal ones and the team's, narrowed by the query. */
function visibleTo(ownerId: number, { search, scope }: SavedReplyListQuery): SQL | undefined {
  const personal = eq(savedReplies.ownerId, ownerId);
  const team = isNull(savedReplies.ownerId);
  const inScope = scope === 'personal' ? personal : scope === 'team' ? team : or(personal, team);
  const text = search?.trim();
  if (!text) return inScope;
  const pattern = likePattern(text);
  return and(inScope, or(ilike(savedReplies.title, pattern), ilike(savedReplies.body, pattern)));
}

/** Personal replies first, then the team's; each by title, ties by id so pages never overlap. */
export async function listSavedReplies(
  db: Db,
  ownerId: number,
  query: SavedReplyListQuery,
): Promise<Paged<SavedReply>> {
  const where = visibleTo(ownerId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedReplies)
      .where(where)
      .orderBy(isNull(savedReplies.ownerId), sql`lower(${savedReplies.title})`, savedReplies.id)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(savedReplies).where(where),
  ]);
  return { results: rows.map(savedReplyOf), count: total.n };
}

export async function findSavedReply(db: Db, id: number): Promise<Row | null> {
  const [row] = await db.select().from(savedReplies).where(eq(savedReplies.id, id));
  return row ?? null;
}

export async function createSavedReply(
  db: Db,
  input: SavedReplyRequest,
  ownerId: number | null,
  authorId: number,
  now: Date,
): Promise<SavedReply> {
  const [row] = await db
    .insert(savedReplies)
    .values({
      title: input.title,
      body: input.body,
      ownerId,
      createdBy: authorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return savedReplyOf(row);
}

/** The updated reply, or null when it is gone. `ownerId` is the owner it has from now on. */
export async function updateSavedReply(
  db: Db,
  id: number,
  input: SavedReplyRequest,
  ownerId: number | null,
  now: Date,
): Promise<SavedReply | null> {
  const [row] = await db
    .update(savedReplies)
    .set({ title: input.title, body: input.body, ownerId, updatedAt: now })
    .where(eq(savedReplies.id, id))
    .returning();
  return row ? savedReplyOf(row) : null;
}

/** False when there was no reply with that id. */
export async function deleteSavedReply(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedReplies)
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id });
  return deleted.length > 0;
}
