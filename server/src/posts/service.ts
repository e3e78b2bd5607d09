import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { comments, likes, users } from '../db/schema.js';
import { releaseMediaFiles } from '../media/files.js';
import type { StoredMedia } from '../media/ingest.js';
import { copyStockImage } from '../media/photos.js';
import { claimUpload } from '../media/stock.js';
import {
  type NewPost,
  POST_KINDS,
  PostError,
  type PostKind,
  type PostKindRules,
  type PostTable,
} from './kinds.js';
import { countsOf } from './reactions.js';
import type { Counts } from './serialize.js';

const published = (table: PostTable, now: Date) =>
  or(isNull(table.publishAt), lte(table.publishAt, now)) as SQL;
const scheduled = (table: PostTable, now: Date) =>
  and(isNotNull(table.publishAt), gt(table.publishAt, now)) as SQL;

async function authorsOf(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, never>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface PostQuery {
  which: 'published' | 'scheduled';
  /** One person's posts; all of them when unset. */
  userId?: number;
  limit?: number;
  offset?: number;
}

/** Published posts newest first, scheduled ones soonest first, with their counts and author. */
async function listOf<Table extends PostTable, Body>(
  db: Db,
  origin: string,
  rules: PostKindRules<Table, Body>,
  now: Date,
  query: PostQuery,
): Promise<Body[]> {
  const table: PostTable = rules.table;
  const isPublished = query.which === 'published';
  let select = db
    .select()
    .from(table)
    .where(
      and(
        query.userId === undefined ? undefined : eq(table.userId, query.userId),
        isPublished ? published(table, now) : scheduled(table, now),
      ),
    )
    .orderBy(isPublished ? desc(table.createdAt) : asc(table.publishAt), desc(table.id))
    .$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset !== undefined) select = select.offset(query.offset);
  const rows = (await select) as Table['$inferSelect'][];
  const [counts, authors] = await Promise.all([
    countsOf(
      db,
      rules.target,
      rows.map((row) => row.id),
    ),
    authorsOf(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return rows.map((row) =>
    rules.body(origin, row, counts.get(row.id) as Counts, authors.get(row.userId)),
  );
}

/** Stories, published or scheduled, all at once (a person has few). */
export const listStories = (db: Db, origin: string, now: Date, query: PostQuery) =>
  listOf(db, origin, POST_KINDS.STORY, now, query);

/** Moments: one person's or everyone's, published or scheduled, a page at a time (500 by default). */
export const listMoments = (db: Db, origin: string, now: Date, query: PostQuery) =>
  listOf(db, origin, POST_KINDS.MOMENT, now, {
    ...query,
    limit: query.limit ?? 500,
    offset: query.offset ?? 0,
  });

/** The moderator the post is for: must exist and be a moderator. */
async function requireModerator(db: Db, moderatorId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, moderatorId), eq(users.isModerator, true)));
  if (!row) throw new PostError('Given user is not found');
}

/** A future publish time, or null for now; a time already past is refused. */
function publishTime(publishAt: string | null | undefined, now: Date): Date | null {
  if (!publishAt) return null;
  const at = new Date(publishAt);
  if (Number.isNaN(at.getTime())) throw new PostError('publishAt is not a date.');
  if (at.getTime() <= now.getTime()) throw new PostError('A scheduled time must be in the future.');
  return at;
}

/** The media of a new post: one of the caller's pending uploads, or a copy of a stock image. */
async function mediaFor(
  db: Db,
  mediaDir: string,
  source: { uploadId?: number | null; stockImageId?: number | null; uploaderId: number },
): Promise<StoredMedia | null> {
  if (source.uploadId != null && source.stockImageId != null) {
    throw new PostError('Send either an upload or a stock image, not both.');
  }
  if (source.uploadId != null) {
    const upload = await claimUpload(db, source.uploadId, source.uploaderId, ['image', 'video']);
    if (!upload) throw new PostError('No such pending upload of yours.');
    return upload;
  }
  if (source.stockImageId != null) {
    const copy = await copyStockImage(db, mediaDir, source.stockImageId);
    if (!copy) throw new PostError('No such stock image.');
    return copy;
  }
  return null;
}

/** A moderator's new story or moment, published now or at a future `publishAt`. */
async function insertOf<Table extends PostTable, Body>(
  db: Db,
  mediaDir: string,
  origin: string,
  rules: PostKindRules<Table, Body>,
  post: NewPost,
  callerId: number,
  now: Date,
): Promise<Body> {
  await requireModerator(db, post.moderatorId);
  const publishAt = publishTime(post.publishAt, now);
  rules.check(post);
  const media = await mediaFor(db, mediaDir, { ...post, uploaderId: callerId });
  const row = await rules.insert(
    db,
    {
      userId: post.moderatorId,
      publishAt: publishAt ?? now,
      isPublished: publishAt === null,
      createdById: callerId,
      createdAt: now,
    },
    media,
    post,
  );
  const authors = await authorsOf(db, [row.userId]);
  return rules.body(origin, row, { likes: 0, comments: 0 }, authors.get(row.userId));
}

export const insertStory = (
  db: Db,
  mediaDir: string,
  origin: string,
  post: NewPost,
  callerId: number,
  now: Date,
) => insertOf(db, mediaDir, origin, POST_KINDS.STORY, post, callerId, now);

export const insertMoment = (
  db: Db,
  mediaDir: string,
  origin: string,
  post: NewPost,
  callerId: number,
  now: Date,
) => insertOf(db, mediaDir, origin, POST_KINDS.MOMENT, post, callerId, now);

/** Deletes a moderator's story or moment with its likes, comments and files. */
export async function deletePost(
  db: Db,
  mediaDir: string,
  kind: PostKind,
  id: number,
  moderatorId: number,
) {
  const { table } = POST_KINDS[kind];
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.userId, moderatorId)))
      .returning({ file: table.file, thumbnail: table.thumbnail });
    if (!row) return null;
    await tx
      .delete(likes)
      .where(and(eq(likes.targetType, POST_KINDS[kind].target), eq(likes.targetId, id)));
    await tx
      .delete(comments)
      .where(and(eq(comments.targetType, POST_KINDS[kind].target), eq(comments.targetId, id)));
    return row;
  });
  if (!removed) throw new PostError(POST_KINDS[kind].missing);
  await releaseMediaFiles(db, mediaDir, [removed.file, removed.thumbnail]);
  return true;
}
