import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
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
} satisfies Resolvers;

/**
 * Relays the database's queue notifications to this instance's subscribers until it closes. The
 * count is read here, after the change committed, not taken from the notification: a count taken
 * inside two concurrent transactions misses the other's change, and the last one sent would stay
 * wrong. Changes that arrive while a count is read are covered by one more count.
 */
export async function relayQueueNotifications(app: FastifyInstance): Promise<void> {
  let counting = false;
  let changedMeanwhile = false;
  const recount = async () => {
    if (counting) {
      changedMeanwhile = true;
      return;
    }
    counting = true;
    try {
      do {
        changedMeanwhile = false;
        const queueChanged = await unassignedQueueCount(app.deps.database.db);
        app.pubsub.publish({ topic: QUEUE_TOPIC, payload: { queueChanged } });
      } while (changedMeanwhile);
    } catch (error) {
      app.log.error({ err: error }, 'could not count the queue after a change');
    } finally {
      counting = false;
    }
  };
  const unlisten = await app.deps.database.listen(QUEUE_CHANNEL, () => void recount());
  app.addHook('onClose', async () => unlisten());
}
