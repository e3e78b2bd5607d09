import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { comments, likes, users } from '../db/schema.js';
import { avatarsOf } from '../people/avatars.js';
import { POST_KINDS, PostError, type PostKind, type PostTarget } from './kinds.js';
import { type Counts, commentBody, likeBody, postUserBody } from './serialize.js';

/** Likes and comments of each post of one kind (`target`), by id. */
export async function countsOf(db: Db, target: PostTarget, ids: number[]) {
  const byId = new Map<number, Counts>(ids.map((id) => [id, { likes: 0, comments: 0 }]));
  if (ids.length === 0) return byId;
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

async function requirePost(db: Db, kind: PostKind, id: number) {
  const { table } = POST_KINDS[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw new PostError(POST_KINDS[kind].missing);
}

/** Likes once (again is a no-op); answers the likes count. */
export async function like(db: Db, kind: PostKind, id: number, userId: number) {
  await requirePost(db, kind, id);
  await db
    .insert(likes)
    .values({ targetType: POST_KINDS[kind].target, targetId: id, userId })
    .onConflictDoNothing();
  return (await countsOf(db, POST_KINDS[kind].target, [id])).get(id)?.likes ?? 0;
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
    .values({ targetType: POST_KINDS[kind].target, targetId: id, userId, text: comment })
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
    .where(and(eq(likes.targetType, POST_KINDS[kind].target), eq(likes.targetId, id)))
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
    .where(and(eq(comments.targetType, POST_KINDS[kind].target), eq(comments.targetId, id)))
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
