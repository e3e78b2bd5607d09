import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
import { relayChannel, topicStream } from '../graphql/liveStream.js';

/** NOTIFY channel (the posts_changed trigger): the id of the person whose posts changed. */
export const POSTS_CHANNEL = 'posts_changed';
const TOPIC_PREFIX = 'POSTS:';
const postsTopic = (userId: number | null) => `${TOPIC_PREFIX}${userId ?? 'anyone'}`;

/**
 * The person's id each time their stories or moments change (anyone's, without `userId`: the
 * moments feed): the panels that show them read them again then, instead of every 5 s. Nothing
 * at once (the panel has just read them).
 */
export const postsChangedStream = (ctx: GraphqlContext, userId: number | null) =>
  topicStream(ctx, postsTopic(userId), (changed: number) => ({ postsChanged: changed }));

/**
 * The trigger's notifications to this instance's `postsChanged` subscribers; after a missed
 * stretch, 0 to every panel open here (no one in particular: whoever listens reads again).
 */
export const relayPostsNotifications = (app: FastifyInstance) =>
  relayChannel(
    app,
    POSTS_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (!Number.isSafeInteger(userId)) return;
      app.pubsub.publish({ topic: postsTopic(userId), payload: userId });
      app.pubsub.publish({ topic: postsTopic(null), payload: userId });
    },
    () => app.pubsub.publishToEvery(TOPIC_PREFIX, 0),
  );
