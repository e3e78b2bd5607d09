import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  Briefing,
  BriefingListQuery,
  BriefingRequest,
  MyBriefing,
  UnreadBriefing,
  UnreadQuery,
} from '../../../contract/briefings.js';
import type { Db } from '../db/open.js';
import { briefingReads, briefings, users } from '../db/schema.js';
import { staffNameOf } from '../people/names.js';

interface Paged<T> {
  results: T[];
  count: number;
}

const readCount = sql<number>`(select count(*)::int from ${briefingReads}
  where ${briefingReads.briefingId} = ${briefings.id})`;

const columns = {
  id: briefings.id,
  title: briefings.title,
  bodyHtml: briefings.bodyHtml,
  authorId: briefings.authorId,
  createdAt: briefings.createdAt,
  updatedAt: briefings.updatedAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorEmail: users.email,
};

type Row = {
  id: number;
  title: string;
  bodyHtml: string;
  authorId: number | null;
  createdAt: Date;
  updatedAt: Date;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
};

function unreadBriefingOf(row: Row): UnreadBriefing {
  const author =
    row.authorEmail === null
      ? null
      : staffNameOf({
          firstName: row.authorFirstName ?? '',
          lastName: row.authorLastName ?? '',
          email: row.authorEmail,
        });
  return {
    id: row.id,
    title: row.title,
    body_html: row.bodyHtml,
    author_id: row.authorId,
    author_name: author,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const briefingOf = (row: Row & { readCount: number }): Briefing => ({
  ...unreadBriefingOf(row),
  readCount: row.readCount,
});

const SORT_COLUMNS = { title: briefings.title, created_at: briefings.createdAt, readCount };

/** Newest first unless the list asks for a column; ties by id, so pages never overlap. */
function orderOf(query: Pick<BriefingListQuery, 'field' | 'ordered'>): SQL[] {
  if (!query.field || query.ordered === 0) return [desc(briefings.createdAt), desc(briefings.id)];
  const direction = query.ordered === 1 ? asc : desc;
  return [direction(SORT_COLUMNS[query.field]), direction(briefings.id)];
}

export async function listBriefings(db: Db, query: BriefingListQuery): Promise<Paged<Briefing>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, readCount })
      .from(briefings)
      .leftJoin(users, eq(users.id, briefings.authorId))
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(briefings),
  ]);
  return { results: rows.map(briefingOf), count: total.n };
}

export async function findBriefing(db: Db, id: number): Promise<Briefing | null> {
  const [row] = await db
    .select({ ...columns, readCount })
    .from(briefings)
    .leftJoin(users, eq(users.id, briefings.authorId))
    .where(eq(briefings.id, id));
  return row ? briefingOf(row) : null;
}

export async function createBriefing(
  db: Db,
  input: BriefingRequest,
  authorId: number,
  now: Date,
): Promise<Briefing> {
  const [row] = await db
    .insert(briefings)
    .values({
      title: input.title,
      bodyHtml: input.body_html,
      authorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: briefings.id });
  return (await findBriefing(db, row.id)) as Briefing;
}

/** The updated briefing, or null when there is none with that id. */
export async function updateBriefing(
  db: Db,
  id: number,
  input: BriefingRequest,
  now: Date,
): Promise<Briefing | null> {
  const updated = await db
    .update(briefings)
    .set({ title: input.title, bodyHtml: input.body_html, updatedAt: now })
    .where(eq(briefings.id, id))
    .returning({ id: briefings.id });
  return updated.length ? findBriefing(db, id) : null;
}

/** False when there was no briefing with that id. Its reads go with it (cascade). */
export async function deleteBriefing(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(briefings)
    .where(eq(briefings.id, id))
    .returning({ id: briefings.id });
  return deleted.length > 0;
}

/** The briefings `workerId` has not read, newest first. */
export async function listUnread(
  db: Db,
  workerId: number,
  query: UnreadQuery,
): Promise<Paged<UnreadBriefing>> {
  const unread = isNull(briefingReads.workerId);
  const readByWorker = and(
    eq(briefingReads.briefingId, briefings.id),
    eq(briefingReads.workerId, workerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(briefings)
      .leftJoin(briefingReads, readByWorker)
      .leftJoin(users, eq(users.id, briefings.authorId))
      .where(unread)
      .orderBy(desc(briefings.createdAt), desc(briefings.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(briefings).leftJoin(briefingReads, readByWorker).where(unread),
  ]);
  return { results: rows.map(unreadBriefingOf), count: total.n };
}

/** Every briefing to `workerId`, read or not (when they read it), newest first: to read again. */
export async function listMine(
  db: Db,
  workerId: number,
  query: UnreadQuery,
): Promise<Paged<MyBriefing>> {
  const readByWorker = and(
    eq(briefingReads.briefingId, briefings.id),
    eq(briefingReads.workerId, workerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columns, readAt: briefingReads.readAt })
      .from(briefings)
      .leftJoin(briefingReads, readByWorker)
      .leftJoin(users, eq(users.id, briefings.authorId))
      .orderBy(desc(briefings.createdAt), desc(briefings.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(briefings),
  ]);
  return {
    results: rows.map((row) => ({
      ...unreadBriefingOf(row),
      read_at: row.readAt?.toISOString() ?? null,
    })),
    count: total.n,
  };
}

/**
 * Marks the briefing read by `workerId` (a second call keeps the first time). False when there is
 * no briefing with that id: the insert takes its id from the briefing itself, so a briefing
 * deleted meanwhile is never a foreign-key failure.
 */
export async function markRead(
  db: Db,
  briefingId: number,
  workerId: number,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(briefingReads)
    .select(
      db
        .select({
          briefingId: briefings.id,
          workerId: sql<number>`${workerId}::int`.as('worker_id'),
          readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(briefings)
        .where(eq(briefings.id, briefingId)),
    )
    .onConflictDoNothing()
    .returning({ briefingId: briefingReads.briefingId });
  if (inserted.length > 0) return true;
  const [existing] = await db
    .select({ id: briefings.id })
    .from(briefings)
    .where(eq(briefings.id, briefingId));
  return Boolean(existing);
}
