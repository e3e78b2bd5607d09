import mercurius from 'mercurius';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { isRowId } from '../settings/service.js';
import { type NewPost, PostError, type PostKind } from './kinds.js';
import { postsChangedStream } from './live.js';
import { addComment, commentsOf, like, likesOf } from './reactions.js';
import { deletePost, insertMoment, insertStory, listMoments, listStories } from './service.js';

/** Refusals reach the client like the profile rules do: BAD_USER_INPUT with `errors`. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PostError)) throw error;
    throw new mercurius.ErrorWithProps(error.message, {
      code: 'BAD_USER_INPUT',
      errors: [error.message],
    });
  }
}

function rowId(value: unknown, what = 'moderatorId'): number {
  const id = Number(value);
  if (!isRowId(id)) throw new PostError(`${what} is not a valid id.`);
  return id;
}

type UserArgs = { userId: number };
type TargetArgs = { kind: PostKind; id: number };
type PostArgs = Omit<NewPost, 'moderatorId'> & { moderatorId: string };

/** A real user's current user is themself; staff name the user they look at (else their own). */
function currentUserOf(ctx: GraphqlContext, userId: number | null | undefined) {
  const caller = ctx.requireUser();
  return caller.role === null ? caller.id : (userId ?? caller.id);
}

export function postResolvers(mediaDir: string) {
  return {
    Query: {
      allUserStories: (_: unknown, { userId }: UserArgs, ctx: GraphqlContext) =>
        listStories(ctx.db, ctx.origin, ctx.now(), { userId, which: 'published' }),
      userScheduledStories: (_: unknown, { userId }: UserArgs, ctx: GraphqlContext) =>
        listStories(ctx.db, ctx.origin, ctx.now(), { userId, which: 'scheduled' }),
      allUserMoments: (_: unknown, { userId }: UserArgs, ctx: GraphqlContext) =>
        listMoments(ctx.db, ctx.origin, ctx.now(), { userId, which: 'published' }),
      userScheduledMoments: (_: unknown, { userId }: UserArgs, ctx: GraphqlContext) =>
        listMoments(ctx.db, ctx.origin, ctx.now(), { userId, which: 'scheduled' }),
      currentUserStories: (_: unknown, args: { userId?: number | null }, ctx: GraphqlContext) =>
        listStories(ctx.db, ctx.origin, ctx.now(), {
          userId: currentUserOf(ctx, args.userId),
          which: 'published',
        }),
      currentUserMoments: (_: unknown, args: { userId?: number | null }, ctx: GraphqlContext) =>
        listMoments(ctx.db, ctx.origin, ctx.now(), {
          userId: currentUserOf(ctx, args.userId),
          which: 'published',
        }),
      allMoments: (
        _: unknown,
        { limit, offset }: { limit?: number | null; offset?: number | null },
        ctx: GraphqlContext,
      ) =>
        refusing(async () => {
          if ((limit ?? 28) < 1 || (limit ?? 28) > 100 || (offset ?? 0) < 0) {
            throw new PostError('limit must be 1 to 100, offset 0 or more');
          }
          return listMoments(ctx.db, ctx.origin, ctx.now(), {
            which: 'published',
            limit: limit ?? 28,
            offset: offset ?? 0,
          });
        }),
      userStories: (_: unknown, { userId }: UserArgs, ctx: GraphqlContext) =>
        listStories(ctx.db, ctx.origin, ctx.now(), { userId, which: 'published' }),
      allUserMultiStories: (_: unknown, { userIds }: { userIds: number[] }, ctx: GraphqlContext) =>
        refusing(async () => {
          if (userIds.length > 100) throw new PostError('At most 100 users at once.');
          return Promise.all(
            userIds.map(async (userId) => ({
              userId,
              stories: await listStories(ctx.db, ctx.origin, ctx.now(), {
                userId,
                which: 'published',
              }),
            })),
          );
        }),
      getMomentLikes: (_: unknown, { kind, id }: TargetArgs, ctx: GraphqlContext) =>
        likesOf(ctx.db, ctx.origin, kind, id),
      getMomentComments: (_: unknown, { kind, id }: TargetArgs, ctx: GraphqlContext) =>
        commentsOf(ctx.db, ctx.origin, kind, id),
    },
    Mutation: {
      likeMoment: (
        _: unknown,
        args: { id: number; moderatorId?: string | null },
        ctx: GraphqlContext,
      ) => refusing(() => like(ctx.db, 'MOMENT', args.id, rowId(args.moderatorId))),
      commentMoment: (
        _: unknown,
        args: { id: number; comment: string; moderatorId?: string | null },
        ctx: GraphqlContext,
      ) =>
        refusing(() =>
          addComment(ctx.db, ctx.origin, 'MOMENT', args.id, rowId(args.moderatorId), args.comment),
        ),
      insertStory: (_: unknown, args: PostArgs, ctx: GraphqlContext) =>
        refusing(() =>
          insertStory(
            ctx.db,
            mediaDir,
            ctx.origin,
            { ...args, moderatorId: rowId(args.moderatorId) },
            ctx.requireUser().id,
            ctx.now(),
          ),
        ),
      insertMoment: (_: unknown, args: PostArgs, ctx: GraphqlContext) =>
        refusing(() =>
          insertMoment(
            ctx.db,
            mediaDir,
            ctx.origin,
            { ...args, moderatorId: rowId(args.moderatorId) },
            ctx.requireUser().id,
            ctx.now(),
          ),
        ),
      deleteStory: (_: unknown, args: { id: number; moderatorId: string }, ctx: GraphqlContext) =>
        refusing(() => deletePost(ctx.db, mediaDir, 'STORY', args.id, rowId(args.moderatorId))),
      deleteMoment: (_: unknown, args: { id: number; moderatorId: string }, ctx: GraphqlContext) =>
        refusing(() => deletePost(ctx.db, mediaDir, 'MOMENT', args.id, rowId(args.moderatorId))),
      genericLike: (
        _: unknown,
        args: TargetArgs & { moderatorId?: string | null },
        ctx: GraphqlContext,
      ) => refusing(() => like(ctx.db, args.kind, args.id, rowId(args.moderatorId))),
      genericComment: (
        _: unknown,
        args: TargetArgs & { comment: string; moderatorId?: string | null },
        ctx: GraphqlContext,
      ) =>
        refusing(() =>
          addComment(ctx.db, ctx.origin, args.kind, args.id, rowId(args.moderatorId), args.comment),
        ),
    },
    Subscription: {
      postsChanged: {
        subscribe: async (_: unknown, args: { userId?: number | null }, ctx: GraphqlContext) =>
          postsChangedStream(ctx, args.userId ?? null),
      },
    },
  } satisfies Resolvers;
}
