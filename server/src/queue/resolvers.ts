import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
import { QUEUE_CHANNEL, QUEUE_TOPIC, unassignedQueueCount } from './service.js';

export const queueResolvers = {
  Query: {
    chatsInQueueCount: (_: unknown, __: unknown, ctx: GraphqlContext) =>
      unassignedQueueCount(ctx.db),
  },
  Subscription: {
    queueChanged: {
      subscribe: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        ctx.pubsub.subscribe(QUEUE_TOPIC),
    },
  },
};

/** Relays the database's queue notifications to this instance's subscribers until it closes. */
export async function relayQueueNotifications(app: FastifyInstance): Promise<void> {
  const unlisten = await app.deps.database.listen(QUEUE_CHANNEL, (payload) => {
    app.pubsub.publish({
      topic: QUEUE_TOPIC,
      payload: { queueChanged: Number(payload) },
    });
  });
  app.addHook('onClose', async () => unlisten());
}
