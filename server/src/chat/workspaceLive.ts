import type { FastifyInstance } from 'fastify';
import type { ChatRoom } from '../../../contract/chat.js';
import type { GraphqlContext } from '../graphql/context.js';
import { relayChannel, topicStream } from '../graphql/liveStream.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { CHAT_STARTED_TOPIC, type MessageEvent } from './events.js';
import { ownTopic } from './live.js';
import { roomById } from './rooms.js';

/** NOTIFY channel (chat_room_changed_trigger): a chat's hold or notes changed. */
const ROOM_CHANNEL = 'chat_room_changed';
/** NOTIFY channel (fake_user_changed_trigger): a fake user's worker or card changed. */
const FAKE_USER_CHANNEL = 'fake_user_changed';
const ROOM_TOPIC = 'CHAT_ROOM_CHANGED';
const FAKE_USER_TOPIC = 'FAKE_USER_CHANGED';

interface RoomChange {
  roomId: string;
  workerIds: number[];
}

interface FakeUserChange {
  moderatorId: number;
  reassigned: boolean;
  workerIds: number[];
}

/** What tells subscribers to read everything again (the listener may have missed changes). */
const READ_ALL_ROOMS = '';
const READ_ALL_FAKE_USERS = { moderatorId: 0, reassigned: true };

/**
 * The topics of the workers concerned and the admins' one: a connection listens to its own only
 * (chat/live.ts's `ownTopic`), so a chatter hears their own chats' and fake users' changes.
 */
function publishToWorkers(
  app: FastifyInstance,
  base: string,
  workerIds: readonly number[],
  payload: unknown,
) {
  for (const id of workerIds) app.pubsub.publish({ topic: `${base}:worker:${id}`, payload });
  app.pubsub.publish({ topic: `${base}:admins`, payload });
}

/**
 * A started chat's card, read once per event and origin on this instance however many staff
 * hear it (the card is the same for every staff member: only a real user's own card differs).
 */
const startedCards = new WeakMap<MessageEvent, Map<string, Promise<ChatRoom | null>>>();

function startedCard(ctx: GraphqlContext, event: MessageEvent): Promise<ChatRoom | null> {
  let byOrigin = startedCards.get(event);
  if (!byOrigin) {
    byOrigin = new Map();
    startedCards.set(event, byOrigin);
  }
  let card = byOrigin.get(ctx.origin);
  if (!card) {
    // A failed read is no card, not an error: shared by every listener, an error would end all
    // their streams at once, and those tabs would read each new chat themselves from then on.
    // Without its card, a tab reads the chat alone (the client's CARD_WAIT_MS).
    card = roomById(ctx.db, ctx.origin, ctx.requireUser(), event.message.roomId, ctx.now()).catch(
      (error: unknown) => {
        ctx.log?.error({ err: error }, 'could not read the card of a started chat');
        return null;
      },
    );
    byOrigin.set(ctx.origin, card);
  }
  return card;
}

/** Who may subscribe is the policy table's (staff who work chats: admins and chatters). */
export const workspaceLiveResolvers = {
  Subscription: {
    chatRoomChanged: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphqlContext) =>
        topicStream(ctx, ownTopic(ROOM_TOPIC, ctx.requireUser()), (roomId: string) => ({
          chatRoomChanged: roomId,
        })),
    },
    fakeUserChanged: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphqlContext) =>
        topicStream(
          ctx,
          ownTopic(FAKE_USER_TOPIC, ctx.requireUser()),
          (change: Omit<FakeUserChange, 'workerIds'>) => ({ fakeUserChanged: change }),
        ),
    },
    chatStarted: {
      subscribe: async (_: unknown, __: unknown, ctx: GraphqlContext) =>
        topicStream(
          ctx,
          ownTopic(CHAT_STARTED_TOPIC, ctx.requireUser()),
          async (event: MessageEvent) => ({
            chatStarted: await startedCard(ctx, event),
          }),
        ),
    },
  },
} satisfies Resolvers;

/** The triggers' notifications to this instance's subscribers; after a missed stretch, a re-read. */
export async function relayWorkspaceNotifications(app: FastifyInstance) {
  await relayChannel(
    app,
    ROOM_CHANNEL,
    (payload) => {
      const { roomId, workerIds } = JSON.parse(payload) as RoomChange;
      publishToWorkers(app, ROOM_TOPIC, workerIds, roomId);
    },
    () => app.pubsub.publishToEvery(`${ROOM_TOPIC}:`, READ_ALL_ROOMS),
  );
  await relayChannel(
    app,
    FAKE_USER_CHANNEL,
    (payload) => {
      const { moderatorId, reassigned, workerIds } = JSON.parse(payload) as FakeUserChange;
      publishToWorkers(app, FAKE_USER_TOPIC, workerIds, { moderatorId, reassigned });
    },
    () => app.pubsub.publishToEvery(`${FAKE_USER_TOPIC}:`, READ_ALL_FAKE_USERS),
  );
}
