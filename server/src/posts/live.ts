import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';

/** NOTIFY channel (the posts_changed trigger): the id of the person whose posts changed. */
export const POSTS_CHANNEL = 'posts_changed';
const TOPIC_PREFIX = 'POSTS:';
const postsTopic = (userId: number | null) => `${TOPIC_PREFIX}${userId ?? 'anyone'}`;

/**
 * The person's id each time their stories or moments change (anyone's, without `userId`: the
 * moments feed): the panels that show them read them again then, instead of every 5 s. Nothing
 * at once (the panel has just read them).
 */
export function postsChangedStream(ctx: GraphqlContext, userId: number | null) {
  const changes = ctx.pubsub.subscribe<number>(postsTopic(userId));
  const stream: AsyncIterableIterator<{ postsChanged: number }> = {
    async next() {
      const change = await changes.next();
      if (change.done) return { done: true as const, value: undefined };
      return { done: false as const, value: { postsChanged: change.value } };
    },
    async return() {
      await changes.return?.();
      return { done: true as const, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return stream;
}

/**
 * Relays the trigger's notifications to this instance's `postsChanged` subscribers until the app
 * closes; when the listening connection comes back (it may have missed some), every panel open
 * here is told to read again.
 */
export async function relayPostsNotifications(app: FastifyInstance): Promise<void> {
  const { database } = app.deps;
  const unlisten = await database.listen(POSTS_CHANNEL, (payload) => {
    const userId = Number(payload);
    if (!Number.isSafeInteger(userId)) return;
    app.pubsub.publish({ topic: postsTopic(userId), payload: userId });
    app.pubsub.publish({ topic: postsTopic(null), payload: userId });
  });
  // 0: no one in particular; whoever listens reads again.
  const stopReconnects = database.onListenerReconnect(() =>
    app.pubsub.publishToEvery(TOPIC_PREFIX, 0),
  );
  app.addHook('onClose', async () => {
    stopReconnects();
    await unlisten();
  });
}
