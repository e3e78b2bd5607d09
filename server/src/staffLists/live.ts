import type { FastifyInstance } from 'fastify';
import type { GraphqlContext } from '../graphql/context.js';
import { relayChannel, topicStream } from '../graphql/liveStream.js';
import type { Resolvers } from '../graphql/schema.generated.js';

/** NOTIFY channel (the staff_list_changed trigger): the name of the list that changed. */
const LISTS_CHANNEL = 'staff_list_changed';
const LISTS = ['briefings', 'contact'] as const;
const listTopic = (list: string) => `LIST:${list}`;

/** `true` each time the list changes: the screens that show it read it again then. */
const listChangedStream = <Field extends string>(
  ctx: GraphqlContext,
  list: (typeof LISTS)[number],
  field: Field,
) => topicStream(ctx, listTopic(list), () => ({ [field]: true }) as Record<Field, boolean>);

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

/** The trigger's notifications to this instance's subscribers; after a missed stretch, every list. */
export const relayStaffListNotifications = (app: FastifyInstance) =>
  relayChannel(
    app,
    LISTS_CHANNEL,
    (list) => app.pubsub.publish({ topic: listTopic(list), payload: true }),
    () => {
      for (const list of LISTS) app.pubsub.publish({ topic: listTopic(list), payload: true });
    },
  );
