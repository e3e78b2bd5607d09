import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';

/** NOTIFY channel (the staff_list_changed trigger): the name of the list that changed. */
const LISTS_CHANNEL = 'staff_list_changed';
const listTopic = (list: string) => `LIST:${list}`;

/** `true` each time the list changes: the screens that show it read it again then. */
function listChangedStream<Field extends string>(ctx: GraphqlContext, list: string, field: Field) {
  const changes = ctx.pubsub.subscribe<unknown>(listTopic(list));
  const stream: AsyncIterableIterator<Record<Field, boolean>> = {
    async next() {
      const change = await changes.next();
      if (change.done) return { done: true as const, value: undefined };
      return { done: false as const, value: { [field]: true } as Record<Field, boolean> };
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

/** Who may hear which list is the policy table's (briefings: staff; the contact inbox: admins). */
export const staffListResolvers = {
  Subscription: {
    briefingsChanged: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphqlContext) =>
        listChangedStream(ctx, 'briefings', 'briefingsChanged'),
    },
    contactMessagesChanged: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphqlContext) =>
        listChangedStream(ctx, 'contact', 'contactMessagesChanged'),
    },
  },
} satisfies Resolvers;

/**
 * Relays the trigger's notifications to this instance's subscribers until the app closes; when
 * the listening connection comes back (it may have missed some), every list is told to be read.
 */
export async function relayStaffListNotifications(app: FastifyInstance): Promise<void> {
  const { database } = app.deps;
  const unlisten = await database.listen(LISTS_CHANNEL, (list) =>
    app.pubsub.publish({ topic: listTopic(list), payload: true }),
  );
  const stopReconnects = database.onListenerReconnect(() => {
    for (const list of ['briefings', 'contact']) {
      app.pubsub.publish({ topic: listTopic(list), payload: true });
    }
  });
  app.addHook('onClose', async () => {
    stopReconnects();
    await unlisten();
  });
}
