import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
import { relayChannel, topicStream } from '../graphql/liveStream.js';
import { callerPermissions } from './permissions.js';
import { autoOfferSetting, forgetSettings, minMessageLength, SETTINGS_CHANNEL } from './service.js';

/** The pubsub topic of the `settingsChanged` subscription. */
export const SETTINGS_TOPIC = 'SETTINGS';

const staffSettings = async (ctx: GraphqlContext) => {
  const own = await callerPermissions(ctx);
  return {
    autoOffer: await autoOfferSetting(ctx.db),
    minMessageLength: await minMessageLength(ctx.db),
    queueAllowed: own.queueAllowed,
    pasteAllowed: own.pasteAllowed,
  };
};

/**
 * The settings at once, then read again after each change. (A change of the caller's own queue or
 * paste permission closes their sockets, 4403: the client reconnects and this stream starts anew
 * with them.)
 */
export function settingsStream(ctx: GraphqlContext) {
  const current = async () => ({ settingsChanged: await staffSettings(ctx) });
  return topicStream(ctx, SETTINGS_TOPIC, current, { first: current });
}

/**
 * Relays the settings trigger's notifications (and the listening connection's return, which may
 * have missed some) to this instance's `settingsChanged` subscribers until the app closes. The
 * remembered values are forgotten first, so the subscribers read the new ones.
 */
export function relaySettingsNotifications(app: FastifyInstance): Promise<void> {
  const changed = () => {
    forgetSettings(app.deps.database.db);
    app.pubsub.publish({ topic: SETTINGS_TOPIC, payload: {} });
  };
  return relayChannel(app, SETTINGS_CHANNEL, changed, changed);
}
