import type { Db } from '../db/open.js';
import { moments, stories } from '../db/schema.js';
import type { StoredMedia } from '../media/ingest.js';
import { type Author, type Counts, momentBody, storyBody } from './serialize.js';

/** A refused post, like, or comment: the messages go to the client as they are. */
export class PostError extends Error {}

export interface NewPost {
  moderatorId: number;
  uploadId?: number | null;
  stockImageId?: number | null;
  publishAt?: string | null;
  description?: string | null;
}

/** The columns every new post sets, whatever its kind. */
export interface CommonColumns {
  userId: number;
  publishAt: Date;
  isPublished: boolean;
  createdById: number;
  createdAt: Date;
}

export type PostTable = typeof stories | typeof moments;
/** A post's kind in `likes.target_type` and `comments.target_type`. */
export type PostTarget = 'story' | 'moment';

/** What stories and moments differ in; everything else about posts is one implementation. */
export interface PostKindRules<Table extends PostTable, Body> {
  table: Table;
  target: PostTarget;
  /** The refusal when no post of this kind has the id asked for. */
  missing: string;
  /** Refuses a new post that lacks what the kind needs, before any upload is claimed. */
  check(post: NewPost): void;
  /** Stores a new post: the common columns and the kind's own. */
  insert(
    db: Db,
    common: CommonColumns,
    media: StoredMedia | null,
    post: NewPost,
  ): Promise<Table['$inferSelect']>;
  body(origin: string, row: Table['$inferSelect'], counts: Counts, author: Author): Body;
}

const hasMedia = (post: NewPost) => post.uploadId != null || post.stockImageId != null;
const STORY_NEEDS_MEDIA = 'A story needs an image or a video.';

const STORY: PostKindRules<typeof stories, ReturnType<typeof storyBody>> = {
  table: stories,
  target: 'story',
  missing: 'No such story.',
  check(post) {
    if (!hasMedia(post)) throw new PostError(STORY_NEEDS_MEDIA);
  },
  async insert(db, common, media) {
    if (!media) throw new PostError(STORY_NEEDS_MEDIA);
    const [row] = await db
      .insert(stories)
      .values({ ...common, file: media.file, thumbnail: media.thumbnail, fileType: media.kind })
      .returning();
    return row;
  },
  body: storyBody,
};

const MOMENT_DESCRIPTION_MAX = 2000;
const descriptionOf = (post: NewPost) => post.description?.trim() ?? '';

const MOMENT: PostKindRules<typeof moments, ReturnType<typeof momentBody>> = {
  table: moments,
  target: 'moment',
  missing: 'No such moment.',
  check(post) {
    const description = descriptionOf(post);
    if (!description && !hasMedia(post)) {
      throw new PostError('A moment needs a description or an image.');
    }
    if (description.length > MOMENT_DESCRIPTION_MAX) {
      throw new PostError('The description is too long.');
    }
  },
  async insert(db, common, media, post) {
    const [row] = await db
      .insert(moments)
      .values({
        ...common,
        file: media?.file ?? null,
        thumbnail: media?.thumbnail ?? null,
        isVideo: media?.kind === 'video',
        description: descriptionOf(post),
      })
      .returning();
    return row;
  },
  body: momentBody,
};

export const POST_KINDS = { STORY, MOMENT };
export type PostKind = keyof typeof POST_KINDS;
