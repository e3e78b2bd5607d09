import { desc, eq } from 'drizzle-orm';
import { isMinimumLength, MESSAGE_MAX_LENGTH } from '../../../contract/rules/message.js';
import { moderatorUid, parseRoomId, roomIdOf } from '../../../contract/rules/roomIds.js';
import type { Db } from '../db/open.js';
import { giftPurchases, gifts, profileVisits, settings, users } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import type { GraphqlContext } from '../graphql/context.js';
import type { MutationSendMessageArgs, Resolvers } from '../graphql/schema.generated.js';
import { Refusal } from '../lib/refusal.js';
import { mediaUrl } from '../media/urls.js';
import { avatarsOf } from '../people/avatars.js';
import { requireQueueAccess } from '../queue/access.js';
import {
  heldChats,
  moderatorsWaiting,
  releaseChat,
  takeChat,
  waitingChats,
} from '../queue/assignment.js';
import { forgetSettings } from '../settings/service.js';
import { roomFacts } from './access.js';
import { PHOTO_REQUEST_TOPIC, type PhotoRequestEvent } from './events.js';
import { messageStream, ownTopic, sees } from './live.js';
import { ChatError, checkMessage, GIFT_COLUMNS, roomHistory, sendMessage } from './messages.js';
import {
  answerPhotoRequest,
  moderatorRequestStatus,
  type PhotoRequestAnswer,
} from './photoRequests.js';
import {
  deleteMessages,
  markRead,
  openChatAsUser,
  roomById,
  roomsOf,
  saveNote,
  startChatAsWorker,
} from './rooms.js';
import type { SendInput, SendKind } from './rules.js';
import { messageBody } from './serialize.js';

/** Runs a chat operation, turning its refusals into GraphQL errors with their status's code. */
async function answer<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ChatError) throw Refusal.errors(error.status, error.errors);
    throw error;
  }
}

/** An id argument as a message id; anything else is no message. */
const messageId = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

async function giftsOf(db: Db, origin: string, type: 'real' | 'virtual') {
  const rows = await db
    .select(GIFT_COLUMNS)
    .from(gifts)
    .where(eq(gifts.type, type))
    .orderBy(gifts.id);
  return rows.map((gift) => ({ ...gift, picture: mediaUrl(origin, gift.picture) }));
}

async function history(
  ctx: GraphqlContext,
  args: { roomId: string; before?: string | null; limit?: number | null },
) {
  const events = await roomHistory(
    ctx.db,
    args.roomId,
    messageId(args.before),
    args.limit ?? undefined,
  );
  return events.map((event) => messageBody(ctx.origin, event, ctx.user));
}

async function appProfiles(ctx: GraphqlContext, limit: number, offset: number) {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(eq(users.isModerator, true))
    .orderBy(desc(users.signUp), desc(users.id))
    .limit(Math.min(Math.max(limit, 1), 100))
    .offset(Math.max(offset, 0));
  const avatars = await avatarsOf(ctx.db, rows, ctx.origin);
  return rows.map((row) => ({
    id: row.id,
    uid: moderatorUid(row.id),
    display_name: row.displayName,
    age: row.age,
    city: row.city,
    avatar: avatars.get(row.id) ?? null,
  }));
}

export function chatResolvers(deps: AppDeps) {
  const { database, config } = deps;
  /** The caller sends in a room (their side follows from who they are). */
  const send = (ctx: GraphqlContext, input: SendInput) =>
    sendMessage(database, ctx.requireUser(), input, ctx.now(), deps.metrics);
  /** The calling worker starts (or reopens) a chat as a moderator; answers the room id. */
  const start = (ctx: GraphqlContext, moderatorId: number, userId: number) =>
    startChatAsWorker(
      database,
      ctx.requireUser(),
      moderatorId,
      userId,
      ctx.now(),
      config.chatAnswerMs,
    );
  return {
    Query: {
      chatsInQueue: async (_: unknown, __: unknown, ctx: GraphqlContext) => {
        await requireQueueAccess(ctx);
        return waitingChats(ctx.db);
      },
      assignedChats: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        heldChats(ctx.db, ctx.requireUser().id, ctx.now()),
      room: (_: unknown, args: { id: string }, ctx: GraphqlContext) =>
        roomById(ctx.db, ctx.origin, ctx.requireUser(), args.id, ctx.now()),
      rooms: (_: unknown, args: { moderatorId?: number | null }, ctx: GraphqlContext) =>
        roomsOf(ctx.db, ctx.origin, ctx.requireUser(), args.moderatorId ?? null, ctx.now()),
      appRooms: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        roomsOf(ctx.db, ctx.origin, ctx.requireUser(), null, ctx.now()),
      messagesForWorkers: (_: unknown, args: { roomId: string }, ctx: GraphqlContext) =>
        history(ctx, args),
      roomMessages: (_: unknown, args: { roomId: string }, ctx: GraphqlContext) =>
        history(ctx, args),
      privatePhotoRequestStatus: async (
        _: unknown,
        args: { roomId: string },
        ctx: GraphqlContext,
      ) => {
        const room = await roomFacts(ctx.db, args.roomId, ctx.now());
        return room ? moderatorRequestStatus(ctx.db, room) : null;
      },
      moderatorsInQueue: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        moderatorsWaiting(ctx.db),
      allVirtualGift: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        giftsOf(ctx.db, ctx.origin, 'virtual'),
      allRealGift: (_: unknown, __: unknown, ctx: GraphqlContext) =>
        giftsOf(ctx.db, ctx.origin, 'real'),
      appProfiles: (
        _: unknown,
        args: { limit?: number | null; offset?: number | null },
        ctx: GraphqlContext,
      ) => appProfiles(ctx, args.limit ?? 28, args.offset ?? 0),
    },
    Mutation: {
      sendMessage: (_: unknown, args: MutationSendMessageArgs, ctx: GraphqlContext) =>
        // The SDL's kind is any String: messageErrors refuses one that is no SendKind.
        answer(async () =>
          messageBody(
            ctx.origin,
            await send(ctx, { ...args, kind: args.kind as SendKind }),
            ctx.user,
          ),
        ),
      sendNotification: (
        _: unknown,
        args: { roomId: string; content: string; clientId?: string | null },
        ctx: GraphqlContext,
      ) =>
        answer(async () =>
          messageBody(ctx.origin, await send(ctx, { ...args, kind: 'N' }), ctx.user),
        ),
      deleteUserMessages: async (
        _: unknown,
        args: { roomId: string; ids: string[] },
        ctx: GraphqlContext,
      ) => {
        const ids = args.ids.map(messageId).filter((id): id is number => id !== null);
        return (await deleteMessages(ctx.db, ctx.requireUser(), args.roomId, ids)).map(String);
      },
      markRoomRead: (_: unknown, args: { roomId: string }, ctx: GraphqlContext) =>
        markRead(ctx.db, ctx.requireUser(), args.roomId),
      createNotes: (
        _: unknown,
        args: { roomId: string; content: string; forRealUser: boolean },
        ctx: GraphqlContext,
      ) =>
        answer(() =>
          saveNote(
            ctx.db,
            ctx.requireUser().id,
            args.roomId,
            args.content,
            args.forRealUser,
            ctx.now(),
          ),
        ),
      takeChat: async (_: unknown, args: { roomId: string }, ctx: GraphqlContext) => {
        await requireQueueAccess(ctx);
        const taken = await takeChat(
          database,
          args.roomId,
          ctx.requireUser().id,
          ctx.now(),
          config.chatAnswerMs,
        );
        if ('error' in taken) throw Refusal.errors(409, [taken.error]);
        return taken;
      },
      releaseChat: (_: unknown, args: { roomId: string }, ctx: GraphqlContext) =>
        releaseChat(database, args.roomId, ctx.requireUser().id),
      createChatAllModerator: (
        _: unknown,
        args: { moderatorId: number; userId: number },
        ctx: GraphqlContext,
      ) =>
        answer(async () => {
          const user = ctx.requireUser();
          const id = await start(ctx, args.moderatorId, args.userId);
          return roomById(ctx.db, ctx.origin, user, id, ctx.now());
        }),
      appStartChat: (_: unknown, args: { moderatorId: number }, ctx: GraphqlContext) =>
        answer(async () => {
          const user = ctx.requireUser();
          const id = await openChatAsUser(ctx.db, user, args.moderatorId, ctx.now());
          return roomById(ctx.db, ctx.origin, user, id, ctx.now());
        }),
      requestUserPrivatePhotos: (
        _: unknown,
        args: { userId: number; moderatorId: number },
        ctx: GraphqlContext,
      ) =>
        answer(async () => {
          const roomId = roomIdOf(args.userId, args.moderatorId);
          const sent = await send(ctx, { roomId, kind: 'P' });
          const room = await roomFacts(ctx.db, roomId, ctx.now());
          const request = room ? await moderatorRequestStatus(ctx.db, room) : null;
          if (!request || request.id !== sent.message.privatePhotoRequestId) {
            throw new ChatError(409, ['The request could not be read back.']);
          }
          return { message: 'created', request };
        }),
      privatePhotoDecision: (
        _: unknown,
        args: { roomId: string; requestId: number; decision: PhotoRequestAnswer },
        ctx: GraphqlContext,
      ) =>
        answer(() =>
          answerPhotoRequest(
            database,
            ctx.requireUser(),
            args.roomId,
            args.requestId,
            args.decision,
            ctx.now(),
          ),
        ),
      cancelPrivatePhotoRequest: (
        _: unknown,
        args: { roomId: string; requestId: number },
        ctx: GraphqlContext,
      ) =>
        answer(() =>
          answerPhotoRequest(
            database,
            ctx.requireUser(),
            args.roomId,
            args.requestId,
            'C',
            ctx.now(),
          ),
        ),
      giftPurchase: (
        _: unknown,
        args: { giftId: number; senderId: number; receiverId: number; clientId?: string | null },
        ctx: GraphqlContext,
      ) =>
        answer(async () => {
          const roomId = roomIdOf(args.receiverId, args.senderId);
          const sent = await send(ctx, {
            roomId,
            kind: 'G',
            giftId: args.giftId,
            clientId: args.clientId,
          });
          await ctx.db.insert(giftPurchases).values({
            giftId: args.giftId,
            senderId: args.senderId,
            receiverId: args.receiverId,
            createdAt: ctx.now(),
          });
          return messageBody(ctx.origin, sent, ctx.user);
        }),
      sendMessageAllModerator: (
        _: unknown,
        args: { moderatorId: number; userId: number; content: string; clientId?: string | null },
        ctx: GraphqlContext,
      ) =>
        answer(async () => {
          const message = { kind: 'C', content: args.content, clientId: args.clientId } as const;
          // A message that would be refused starts no chat.
          await checkMessage(ctx.db, ctx.requireUser(), { roomId: '', ...message });
          const roomId = await start(ctx, args.moderatorId, args.userId);
          const sent = await send(ctx, { roomId, ...message });
          return messageBody(ctx.origin, sent, ctx.user);
        }),
      profileVisit: async (
        _: unknown,
        args: { friendId: number; userId: number },
        ctx: GraphqlContext,
      ) => {
        await ctx.db
          .insert(profileVisits)
          .values({ visitorId: args.userId, visitedId: args.friendId, createdAt: ctx.now() });
        return true;
      },
      setChatMessageLength: async (
        _: unknown,
        args: { minMessageLength: number },
        ctx: GraphqlContext,
      ) => {
        const value = args.minMessageLength;
        if (!isMinimumLength(value)) {
          throw Refusal.errors(400, [
            `The minimum message length is a whole number from 0 to ${MESSAGE_MAX_LENGTH}.`,
          ]);
        }
        await ctx.db
          .insert(settings)
          .values({ key: 'minMessageLength', value })
          .onConflictDoUpdate({ target: settings.key, set: { value } });
        // The next send here checks the new minimum; other instances hear the trigger.
        forgetSettings(ctx.db);
        return { minMessageLength: value };
      },
    },
    Subscription: {
      onNewMessage: {
        subscribe: async function* (
          _: unknown,
          args: { roomId?: string | null; moderatorId?: number | null; after?: string | null },
          ctx: GraphqlContext,
        ) {
          if (args.roomId && !parseRoomId(args.roomId))
            throw Refusal.errors(400, ['Not a room id.']);
          // `after: 0` replays from the first message.
          const after = args.after == null ? null : args.after === '0' ? 0 : messageId(args.after);
          if (args.after != null && after === null)
            throw Refusal.errors(400, ['Not a message id.']);
          const stream = messageStream(ctx.db, ctx.pubsub, ctx.requireUser(), args, after);
          for await (const event of stream)
            yield { onNewMessage: messageBody(ctx.origin, event, ctx.user) };
        },
      },
      privatePhotoRequest: {
        subscribe: async function* (
          _: unknown,
          args: { roomId?: string | null },
          ctx: GraphqlContext,
        ) {
          const user = ctx.requireUser();
          const live = ctx.pubsub.subscribe<PhotoRequestEvent>(ownTopic(PHOTO_REQUEST_TOPIC, user));
          try {
            for await (const event of live) {
              if (args.roomId && event.roomId !== args.roomId) continue;
              if (!sees(user, event.audience, {})) continue;
              const { audience: _audience, ...request } = event;
              yield { privatePhotoRequest: request };
            }
          } finally {
            await live.return?.();
          }
        },
      },
    },
  } satisfies Resolvers;
}
