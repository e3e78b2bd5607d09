import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { chatQueue, type Role } from '../db/schema.js';
import type { GraphqlContext } from '../graphql/context.js';
import { listingAccess, minMessageLength, workerFlags } from './service.js';

const ADMIN_ROLES: Role[] = ['SUPER_ADMIN', 'ADMIN'];

export async function unassignedQueueCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(chatQueue)
    .where(eq(chatQueue.isAssigned, false));
  return row?.value ?? 0;
}

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
      const workerId = args.workerId ? Number(args.workerId) : ctx.requireUser().id;
      return { isAllowed: (await workerFlags(ctx.db, workerId)).chatAccess };
    },
    chatQueueSettings: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      isAllowed:
        ADMIN_ROLES.includes(ctx.staffRole()) ||
        (await workerFlags(ctx.db, ctx.requireUser().id)).chatAccess,
    }),
    // Pasting is always allowed to admins and super admins (spec section 6).
    chatPasteSettings: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      isAllowed:
        ADMIN_ROLES.includes(ctx.staffRole()) ||
        (await workerFlags(ctx.db, ctx.requireUser().id)).pasteAccess,
    }),
    chatMessageLengthSetting: async (_: unknown, __: unknown, ctx: GraphqlContext) => ({
      minMessageLength: await minMessageLength(ctx.db),
    }),
    chatsInQueueCount: (_: unknown, __: unknown, ctx: GraphqlContext) =>
      unassignedQueueCount(ctx.db),
  },
  Subscription: {
    queueChanged: {
      subscribe: (_: unknown, __: unknown, ctx: GraphqlContext) => ctx.pubsub.subscribe('QUEUE'),
    },
  },
};

/** Tell every subscribed client the new queue size (called by whatever changes the queue). */
export async function publishQueueChanged(ctx: {
  db: Db;
  pubsub: { publish(event: { topic: string; payload: unknown }): unknown };
}) {
  const value = await unassignedQueueCount(ctx.db);
  await ctx.pubsub.publish({ topic: 'QUEUE', payload: { queueChanged: value } });
}
