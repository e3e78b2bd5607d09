import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { relayChatNotifications } from '../chat/live.js';
import { chatResolvers } from '../chat/resolvers.js';
import { relayWorkspaceNotifications, workspaceLiveResolvers } from '../chat/workspaceLive.js';
import { draftResolvers } from '../drafts/resolvers.js';
import { registerGraphql } from '../graphql/plugin.js';
import { mediaResolvers } from '../media/resolvers.js';
import { OfferDesk } from '../offers/desk.js';
import { offerResolvers } from '../offers/resolvers.js';
import { relayPostsNotifications } from '../posts/live.js';
import { postResolvers } from '../posts/resolvers.js';
import { queueResolvers, relayQueueNotifications } from '../queue/resolvers.js';
import { relaySettingsNotifications } from '../settings/live.js';
import { settingsResolvers } from '../settings/resolvers.js';
import { staffResolvers } from '../staff/resolvers.js';
import { relayStaffListNotifications, staffListResolvers } from '../staffLists/live.js';
import { statisticsResolvers } from '../statistics/resolvers.js';
import { userResolvers } from '../users/resolvers.js';
import { ViewerHeartbeats } from '../viewers/heartbeats.js';
import { viewerResolvers } from '../viewers/resolvers.js';
import { relayViewerNotifications } from '../viewers/service.js';

/** Every domain's part of `/graphql`: its resolvers, its live relays and the offer desk. */
async function graphqlOfEveryDomain(app: FastifyInstance) {
  const { config, mediaSigner } = app.deps;
  app.decorate('offerDesk', new OfferDesk(app));
  const viewerHeartbeats = new ViewerHeartbeats(app.deps.database.db, () => app.deps.clock.now());
  app.addHook('onClose', async () => viewerHeartbeats.stop());
  await registerGraphql(app, {
    resolvers: [
      settingsResolvers,
      queueResolvers,
      userResolvers,
      staffResolvers,
      statisticsResolvers,
      mediaResolvers(config.mediaDir, mediaSigner),
      postResolvers(config.mediaDir),
      chatResolvers(app.deps),
      draftResolvers,
      offerResolvers(app),
      viewerResolvers(viewerHeartbeats),
      staffListResolvers,
      workspaceLiveResolvers,
    ],
    start: [
      () => relayQueueNotifications(app),
      () => relaySettingsNotifications(app),
      () => relayChatNotifications(app),
      () => app.offerDesk.start(config.offerSweepMs),
      () => relayViewerNotifications(app),
      () => relayPostsNotifications(app),
      () => relayStaffListNotifications(app),
      () => relayWorkspaceNotifications(app),
    ],
  });
}

/** `/graphql` over HTTP and subscription sockets, with the live relays of notifications. */
export const graphql = fastifyPlugin(graphqlOfEveryDomain, { name: 'graphql' });
