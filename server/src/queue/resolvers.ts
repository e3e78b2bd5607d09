import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import {
  QUEUE_CHANNEL,
  QUEUE_ROOM_TOPICS,
  QUEUE_TOPIC,
  queueRoomTopic,
  unassignedQueueCount,
} from './service.js';

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
 * Most one instance tells its subscribers a new count in a second: every staff socket hears every
 * count, and at a hundred new chats a second the sends cost more than the messages themselves.
 * Two a second keeps the counter live to the eye (the spec polls every 15 s); at four, with 50
 * chatters, the counts were half of all the frames the server wrote.
 */
export const QUEUE_COUNTS_PER_SECOND = 2;
/**
 * And most this many count frames a second in all: with thousands of staff sockets open the
 * counts come less often (every 5 s at 10,000), so that telling them stays a small share of one
 * core and the chat messages keep theirs. The spec's counter read the queue every 15 s.
 */
export const QUEUE_COUNT_FRAMES_PER_SECOND = 2000;

/** How long after a count the next one waits, with this many subscribers on this instance. */
export const queueCountInterval = (subscribers: number) =>
  Math.max(1000 / QUEUE_COUNTS_PER_SECOND, (subscribers * 1000) / QUEUE_COUNT_FRAMES_PER_SECOND);

/**
 * Relays the database's queue notifications to this instance's subscribers until it closes: the
 * changed room's viewers at once (all rooms' when the payload names none), the queue's count to
 * the `queueChanged` subscribers. The count is read here, after the change committed, not taken
 * from the notification: a count taken inside two concurrent transactions misses the other's
 * change, and the last one sent would stay wrong. The first change is counted at once; changes that arrive while a count is read or within
 * the interval after it share one more count at the interval's end, so the last count sent is
 * always the true one.
 */
export async function relayQueueNotifications(app: FastifyInstance): Promise<void> {
  let counting = false;
  let changedMeanwhile = false;
  let closed = false;
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
        const interval = queueCountInterval(app.pubsub.listenerCount(QUEUE_TOPIC));
        await new Promise((resolve) => setTimeout(resolve, interval));
      } while (changedMeanwhile && !closed);
    } catch (error) {
      app.log.error({ err: error }, 'could not count the queue after a change');
    } finally {
      counting = false;
    }
  };
  const unlisten = await app.deps.database.listen(QUEUE_CHANNEL, (roomId) => {
    if (roomId) app.pubsub.publish({ topic: queueRoomTopic(roomId), payload: roomId });
    else app.pubsub.publishToEvery(QUEUE_ROOM_TOPICS, roomId);
    void recount();
  });
  app.addHook('onClose', async () => {
    closed = true;
    await unlisten();
  });
}
