import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
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
 * with them.) A hand-made stream, not a generator: closing the socket ends it at once rather than
 * at the next change.
 */
export function settingsStream(ctx: GraphqlContext) {
  const changes = ctx.pubsub.subscribe<unknown>(SETTINGS_TOPIC);
  let first = true;
  const stream: AsyncIterableIterator<{
    settingsChanged: Awaited<ReturnType<typeof staffSettings>>;
  }> = {
    async next() {
      if (!first) {
        const change = await changes.next();
        if (change.done) return { done: true as const, value: undefined };
      }
      first = false;
      return { done: false as const, value: { settingsChanged: await staffSettings(ctx) } };
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
 * Relays the settings trigger's notifications (and the listening connection's return, which may
 * have missed some) to this instance's `settingsChanged` subscribers until the app closes. The
 * remembered values are forgotten first, so the subscribers read the new ones.
 */
export async function relaySettingsNotifications(app: FastifyInstance): Promise<void> {
  const { database } = app.deps;
  const changed = () => {
    forgetSettings(database.db);
    app.pubsub.publish({ topic: SETTINGS_TOPIC, payload: {} });
  };
  const unlisten = await database.listen(SETTINGS_CHANNEL, changed);
  const stopReconnects = database.onListenerReconnect(changed);
  app.addHook('onClose', async () => {
    stopReconnects();
    await unlisten();
  });
}
