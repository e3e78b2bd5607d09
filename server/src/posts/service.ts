import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { comments, likes, moments, stories, users } from '../db/schema.js';
import { releaseMediaFiles } from '../media/files.js';
import type { StoredMedia } from '../media/ingest.js';
import { copyStockImage } from '../media/photos.js';
import { claimUpload } from '../media/stock.js';
import { avatarsOf } from '../people/avatars.js';
import {
  type Counts,
  commentBody,
  likeBody,
  momentBody,
  postUserBody,
  storyBody,
} from './serialize.js';

export type PostKind = 'STORY' | 'MOMENT';
const TARGET = { STORY: 'story', MOMENT: 'moment' } as const;
const TABLE = { STORY: stories, MOMENT: moments } as const;

/** A refused post, like, or comment: the messages go to the client as they are. */
export class PostError extends Error {}

const published = (table: typeof stories | typeof moments, now: Date) =>
  or(isNull(table.publishAt), lte(table.publishAt, now)) as SQL;
const scheduled = (table: typeof stories | typeof moments, now: Date) =>
  and(isNotNull(table.publishAt), gt(table.publishAt, now)) as SQL;

async function countsOf(db: Db, kind: PostKind, ids: number[]) {
  const byId = new Map<number, Counts>(ids.map((id) => [id, { likes: 0, comments: 0 }]));
  if (ids.length === 0) return byId;
  const target = TARGET[kind];
  const [likeRows, commentRows] = await Promise.all([
    db
      .select({ id: likes.targetId, total: count() })
      .from(likes)
      .where(and(eq(likes.targetType, target), inArray(likes.targetId, ids)))
      .groupBy(likes.targetId),
    db
      .select({ id: comments.targetId, total: count() })
      .from(comments)
      .where(and(eq(comments.targetType, target), inArray(comments.targetId, ids)))
      .groupBy(comments.targetId),
  ]);
  for (const row of likeRows) (byId.get(row.id) as Counts).likes = row.total;
  for (const row of commentRows) (byId.get(row.id) as Counts).comments = row.total;
  return byId;
}

async function authorsOf(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, never>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function listStories(
  db: Db,
  origin: string,
  userId: number,
  now: Date,
  which: 'published' | 'scheduled',
) {
  const rows = await db
    .select()
    .from(stories)
    .where(
      and(
        eq(stories.userId, userId),
        which === 'published' ? published(stories, now) : scheduled(stories, now),
      ),
    )
    .orderBy(
      which === 'published' ? desc(stories.createdAt) : asc(stories.publishAt),
      desc(stories.id),
    );
  const [counts, authors] = await Promise.all([
    countsOf(
      db,
      'STORY',
      rows.map((row) => row.id),
    ),
    authorsOf(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return rows.map((row) =>
    storyBody(origin, row, counts.get(row.id) as Counts, authors.get(row.userId)),
  );
}

export async function listMoments(
  db: Db,
  origin: string,
  now: Date,
  options: { userId?: number; which: 'published' | 'scheduled'; limit?: number; offset?: number },
) {
  const conditions = [
    options.which === 'published' ? published(moments, now) : scheduled(moments, now),
  ];
  if (options.userId !== undefined) conditions.push(eq(moments.userId, options.userId));
  const rows = await db
    .select()
    .from(moments)
    .where(and(...conditions))
    .orderBy(
      options.which === 'published' ? desc(moments.createdAt) : asc(moments.publishAt),
      desc(moments.id),
    )
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0);
  const [counts, authors] = await Promise.all([
    countsOf(
      db,
      'MOMENT',
      rows.map((row) => row.id),
    ),
    authorsOf(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return rows.map((row) =>
    momentBody(origin, row, counts.get(row.id) as Counts, authors.get(row.userId)),
  );
}

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

export interface NewPost {
  moderatorId: number;
  uploadId?: number | null;
  stockImageId?: number | null;
  publishAt?: string | null;
  description?: string | null;
}

export async function insertStory(
  db: Db,
  mediaDir: string,
  origin: string,
  post: NewPost,
  callerId: number,
  now: Date,
) {
  await requireModerator(db, post.moderatorId);
  const publishAt = publishTime(post.publishAt, now);
  if (post.uploadId == null && post.stockImageId == null) {
    throw new PostError('A story needs an image or a video.');
  }
  const media = (await mediaFor(db, mediaDir, { ...post, uploaderId: callerId })) as StoredMedia;
  const [row] = await db
    .insert(stories)
    .values({
      userId: post.moderatorId,
      file: media.file,
      thumbnail: media.thumbnail,
      fileType: media.kind,
      publishAt: publishAt ?? now,
      isPublished: publishAt === null,
      createdById: callerId,
      createdAt: now,
    })
    .returning();
  const authors = await authorsOf(db, [row.userId]);
  return storyBody(origin, row, { likes: 0, comments: 0 }, authors.get(row.userId));
}

export async function insertMoment(
  db: Db,
  mediaDir: string,
  origin: string,
  post: NewPost,
  callerId: number,
  now: Date,
) {
  await requireModerator(db, post.moderatorId);
  const publishAt = publishTime(post.publishAt, now);
  const description = post.description?.trim() ?? '';
  if (!description && post.uploadId == null && post.stockImageId == null) {
    throw new PostError('A moment needs a description or an image.');
  }
  if (description.length > 2000) throw new PostError('The description is too long.');
  const media = await mediaFor(db, mediaDir, { ...post, uploaderId: callerId });
  const [row] = await db
    .insert(moments)
    .values({
      userId: post.moderatorId,
      file: media?.file ?? null,
      thumbnail: media?.thumbnail ?? null,
      isVideo: media?.kind === 'video',
      description,
      publishAt: publishAt ?? now,
      isPublished: publishAt === null,
      createdById: callerId,
      createdAt: now,
    })
    .returning();
  const authors = await authorsOf(db, [row.userId]);
  return momentBody(origin, row, { likes: 0, comments: 0 }, authors.get(row.userId));
}

/** Deletes a moderator's story or moment with its likes, comments and files. */
export async function deletePost(
  db: Db,
  mediaDir: string,
  kind: PostKind,
  id: number,
  moderatorId: number,
) {
  const table = TABLE[kind];
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.userId, moderatorId)))
      .returning({ file: table.file, thumbnail: table.thumbnail });
    if (!row) return null;
    await tx.delete(likes).where(and(eq(likes.targetType, TARGET[kind]), eq(likes.targetId, id)));
    await tx
      .delete(comments)
      .where(and(eq(comments.targetType, TARGET[kind]), eq(comments.targetId, id)));
    return row;
  });
  if (!removed) throw new PostError(kind === 'STORY' ? 'No such story.' : 'No such moment.');
  await releaseMediaFiles(db, mediaDir, [removed.file, removed.thumbnail]);
  return true;
}

async function requirePost(db: Db, kind: PostKind, id: number) {
  const table = TABLE[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw new PostError(kind === 'STORY' ? 'No such story.' : 'No such moment.');
}

/** Likes once (again is a no-op); answers the likes count. */
export async function like(db: Db, kind: PostKind, id: number, userId: number) {
  await requirePost(db, kind, id);
  await db
    .insert(likes)
    .values({ targetType: TARGET[kind], targetId: id, userId })
    .onConflictDoNothing();
  return (await countsOf(db, kind, [id])).get(id)?.likes ?? 0;
}

export const COMMENT_REQUIRED = 'Comment text is required!';

export async function addComment(
  db: Db,
  origin: string,
  kind: PostKind,
  id: number,
  userId: number,
  text: string,
) {
  const comment = text.trim();
  if (!comment) throw new PostError(COMMENT_REQUIRED);
  if (comment.length > 1000) throw new PostError('The comment is too long.');
  await requirePost(db, kind, id);
  const [row] = await db
    .insert(comments)
    .values({ targetType: TARGET[kind], targetId: id, userId, text: comment })
    .returning();
  const [user] = await reactionUsers(db, [userId], origin);
  return commentBody(row, user);
}

/** The people behind likes and comments, with their main photo. */
async function reactionUsers(db: Db, ids: number[], origin = '') {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      lastSeen: users.lastSeen,
      avatarIndex: users.avatarIndex,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const avatars = await avatarsOf(db, rows, origin);
  const byId = new Map(rows.map((row) => [row.id, postUserBody(row, avatars.get(row.id) ?? null)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function likesOf(db: Db, origin: string, kind: PostKind, id: number) {
  const rows = await db
    .select()
    .from(likes)
    .where(and(eq(likes.targetType, TARGET[kind]), eq(likes.targetId, id)))
    .orderBy(desc(likes.createdAt));
  const people = new Map(
    (await reactionUsers(db, [...new Set(rows.map((r) => r.userId))], origin)).map((u) => [
      u.id,
      u,
    ]),
  );
  return rows.flatMap((row) => {
    const user = people.get(row.userId);
    return user ? [likeBody(row, user)] : [];
  });
}

export async function commentsOf(db: Db, origin: string, kind: PostKind, id: number) {
  const rows = await db
    .select()
    .from(comments)
    .where(and(eq(comments.targetType, TARGET[kind]), eq(comments.targetId, id)))
    .orderBy(asc(comments.createdAt));
  const people = new Map(
    (await reactionUsers(db, [...new Set(rows.map((r) => r.userId))], origin)).map((u) => [
      u.id,
      u,
    ]),
  );
  return rows.flatMap((row) => {
    const user = people.get(row.userId);
    return user ? [commentBody(row, user)] : [];
  });
}
