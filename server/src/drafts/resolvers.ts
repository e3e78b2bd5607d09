import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { draftOf, saveDraft } from './service.js';

/** Drafts are the caller's own: every call reads and writes only the caller's row. */
export const draftResolvers = {
  Query: {
    chatDraft: (_: unknown, args: { roomId: string }, ctx: GraphqlContext) =>
      draftOf(ctx.db, ctx.requireUser().id, args.roomId),
  },
  Mutation: {
    saveChatDraft: (_: unknown, args: { roomId: string; text: string }, ctx: GraphqlContext) =>
      saveDraft(ctx.db, ctx.requireUser().id, args.roomId, args.text, ctx.now()),
  },
} satisfies Resolvers;
