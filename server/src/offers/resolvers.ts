import type { FastifyInstance } from 'fastify';
import { type AutoOffer, autoOfferProblems, OFFER_MESSAGES } from '../../../contract/offers.js';
import { parseRoomId } from '../../../contract/rules/roomIds.js';
import { settings } from '../db/schema.js';
import type { GraphqlContext } from '../graphql/context.js';
import { topicStream } from '../graphql/liveStream.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { Refusal } from '../lib/refusal.js';
import { requireQueueAccess } from '../queue/access.js';
import { autoOfferSetting, forgetSettings } from '../settings/service.js';
import { acceptOffer, currentOffer, declineOffer, offerTopic } from './service.js';

function requireRoomId(roomId: string) {
  if (!parseRoomId(roomId)) throw Refusal.errors(400, ['Not a room id.']);
}

export function offerResolvers(app: FastifyInstance) {
  const { database, config } = app.deps;
  return {
    Query: {
      autoOfferSetting: (_: unknown, __: unknown, ctx: GraphqlContext) => autoOfferSetting(ctx.db),
      myChatOffer: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        currentOffer(ctx.db, ctx.requireUser().id, ctx.now()),
    },
    Mutation: {
      setAutoOffer: async (_: unknown, args: AutoOffer, ctx: GraphqlContext) => {
        const value = {
          enabled: args.enabled,
          capacity: args.capacity,
          acceptSeconds: args.acceptSeconds,
        };
        const problems = autoOfferProblems(value);
        if (problems.length) throw Refusal.errors(400, problems);
        await ctx.db
          .insert(settings)
          .values({ key: 'autoOffer', value })
          .onConflictDoUpdate({ target: settings.key, set: { value } });
        // This instance offers by the new setting at once; the others hear the trigger.
        forgetSettings(ctx.db);
        app.offerDesk.requestDispatch();
        return value;
      },
      acceptChatOffer: async (_: unknown, args: { roomId: string }, ctx: GraphqlContext) => {
        requireRoomId(args.roomId);
        await requireQueueAccess(ctx);
        const taken = await acceptOffer(
          database,
          args.roomId,
          ctx.requireUser().id,
          ctx.now(),
          config.chatAnswerMs,
        );
        if (!taken) throw Refusal.errors(409, [OFFER_MESSAGES.notOffered]);
        return taken;
      },
      declineChatOffer: async (_: unknown, args: { roomId: string }, ctx: GraphqlContext) => {
        requireRoomId(args.roomId);
        const declined = await declineOffer(ctx.db, args.roomId, ctx.requireUser().id, ctx.now());
        if (declined) app.offerDesk.requestDispatch();
        return declined;
      },
    },
    Subscription: {
      chatOffers: {
        // Closing the socket ends the chatter's availability at once (topicStream's onEnd).
        subscribe: async (_: unknown, __: unknown, ctx: GraphqlContext) => {
          await requireQueueAccess(ctx);
          const worker = ctx.requireUser();
          const leave = await app.offerDesk.join(worker.id);
          const current = async () => ({
            chatOffers: await currentOffer(ctx.db, worker.id, ctx.now()),
          });
          return topicStream(ctx, offerTopic(worker.id), current, { first: current, onEnd: leave });
        },
      },
    },
  } satisfies Resolvers;
}
