import { parseRoomId } from '../../../contract/rules/roomIds.js';
import { roomFacts } from '../chat/access.js';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { Refusal } from '../lib/refusal.js';
import type { ViewerHeartbeats } from './heartbeats.js';
import { ViewerStream } from './stream.js';

/**
 * Who is viewing a chat. The policy admits admins to any room and a chatter to the rooms they
 * work (the rule of the room's messages); viewing changes nothing in the queue.
 */
export const viewerResolvers = (heartbeats: ViewerHeartbeats) =>
  ({
    Subscription: {
      chatViewers: {
        subscribe: async (_: unknown, args: { roomId: string }, ctx: GraphqlContext) => {
          if (!parseRoomId(args.roomId)) throw Refusal.errors(400, ['Not a room id.']);
          if (!(await roomFacts(ctx.db, args.roomId, ctx.now()))) {
            throw Refusal.detail(404, 'No such chat.');
          }
          return new ViewerStream({ ...ctx, heartbeats }, ctx.requireUser().id, args.roomId);
        },
      },
    },
  }) satisfies Resolvers;
