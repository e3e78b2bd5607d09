import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { settingsStream } from './live.js';
import { callerPermissions } from './permissions.js';
import { isRowId, listingAccess, minMessageLength, workerFlags } from './service.js';

export const settingsResolvers = {
  Query: {
    checkUserListingPermission: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      isAllowed: (await listingAccess(ctx.db)).users.includes(ctx.staffRole()),
    }),
    checkAdminListingPermission: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      isAllowed: (await listingAccess(ctx.db)).admins.includes(ctx.staffRole()),
    }),
    checkWorkerChatPermission: async (
      _: unknown,
      args: { workerId?: string | null },
      ctx: GraphqlContext,
    ) => {
      // An id that is no row id (text, out of int range) names no worker: not allowed.
      const workerId = args.workerId ? Number(args.workerId) : ctx.requireUser().id;
      if (!isRowId(workerId)) return { isAllowed: false };
      return { isAllowed: (await workerFlags(ctx.db, workerId)).chatAccess };
    },
    chatQueueSettings: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      isAllowed: (await callerPermissions(ctx)).queueAllowed,
    }),
    chatPasteSettings: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      isAllowed: (await callerPermissions(ctx)).pasteAllowed,
    }),
    chatMessageLengthSetting: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      minMessageLength: await minMessageLength(ctx.db),
    }),
  },
  Subscription: {
    settingsChanged: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphqlContext) => settingsStream(ctx),
    },
  },
} satisfies Resolvers;
