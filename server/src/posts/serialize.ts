import type { comments, likes, moments, stories, users } from '../db/schema.js';
import { mediaUrl } from '../media/urls.js';
import { displayNameOf, fullNameOf } from '../people/names.js';

export type Author = { id: number; firstName: string; lastName: string } | undefined;
const iso = (date: Date | null) => date?.toISOString() ?? null;
const authorBody = (author: Author) =>
  author ? { id: author.id, fullName: fullNameOf(author) } : null;

export interface Counts {
  likes: number;
  comments: number;
}

export function storyBody(
  origin: string,
  story: typeof stories.$inferSelect,
  counts: Counts,
  author: Author,
) {
  return {
    id: story.id,
    pk: story.id,
    file: story.file,
    file_url: mediaUrl(origin, story.file),
    fileType: story.fileType,
    thumbnail: mediaUrl(origin, story.thumbnail),
    likesCount: counts.likes,
    commentsCount: counts.comments,
    publishAt: iso(story.publishAt),
    isPublished: story.isPublished,
    createdDate: story.createdAt.toISOString(),
    createdBy: authorBody(author),
    batchNumber: story.batchNumber,
  };
}

export function momentBody(
  origin: string,
  moment: typeof moments.$inferSelect,
  counts: Counts,
  author: Author,
) {
  return {
    id: moment.id,
    pk: moment.id,
    file_url: mediaUrl(origin, moment.file),
    video: moment.isVideo,
    thumbnail: mediaUrl(origin, moment.thumbnail),
    Title: moment.title,
    momentDescription: moment.description,
    likesCount: counts.likes,
    commentsCount: counts.comments,
    publishAt: iso(moment.publishAt),
    isPublished: moment.isPublished,
    createdDate: moment.createdAt.toISOString(),
    createdBy: authorBody(author),
  };
}

type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'firstName' | 'lastName' | 'displayName' | 'lastSeen'
>;

export function postUserBody(user: UserRow, avatar: string | null) {
  return {
    id: user.id,
    username: user.username,
    fullName: displayNameOf(user),
    avatarUrl: avatar,
    lastSeen: iso(user.lastSeen),
  };
}

export const likeBody = (
  like: typeof likes.$inferSelect,
  user: ReturnType<typeof postUserBody>,
) => ({
  id: like.id,
  user,
  createdDate: like.createdAt.toISOString(),
});

export const commentBody = (
  comment: typeof comments.$inferSelect,
  user: ReturnType<typeof postUserBody>,
) => ({
  id: comment.id,
  user,
  commentDescription: comment.text,
  createdDate: comment.createdAt.toISOString(),
});
