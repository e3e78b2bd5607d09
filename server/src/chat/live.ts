import { and, asc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isAdminRole } from '../../../contract/rules/roles.js';
import type { TokenUser } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import { preparedQuery } from '../db/prepared.js';
import { messages, rooms, users } from '../db/schema.js';
import type { LivePubSub } from '../graphql/pubsub.js';
import {
  type Audience,
  CHAT_STARTED_TOPIC,
  MESSAGE_CHANNEL,
  MESSAGE_TOPIC,
  type MessageEvent,
  PHOTO_REQUEST_CHANNEL,
  PHOTO_REQUEST_TOPIC,
  type PhotoRequestEvent,
} from './events.js';
import { eventFromJson, eventsFor } from './messages.js';

const RESUME_BATCH = 500;

/**
 * The pubsub topics of an event's audience: its real user's, each of its workers', and the one
 * admins listen to. A connection subscribes to its own topic only, so an event wakes the few
 * sockets that may see it, not every socket of the instance.
 */
export function audienceTopics(base: string, audience: Audience): string[] {
  return [
    `${base}:user:${audience.userId}`,
    ...audience.workerIds.map((id) => `${base}:worker:${id}`),
    `${base}:admins`,
  ];
}

/** The one topic a connection listens to for `base` events. */
export function ownTopic(base: string, user: TokenUser): string {
  if (user.role === null) return `${base}:user:${user.id}`;
  if (user.role === 'CHATTER') return `${base}:worker:${user.id}`;
  return `${base}:admins`;
}

export function publishToAudience<T extends { audience: Audience }>(
  pubsub: LivePubSub,
  base: string,
  payload: T,
): void {
  for (const topic of audienceTopics(base, payload.audience)) {
    void pubsub.publish({ topic, payload });
  }
}

/** Relays this database's chat notifications to this instance's subscribers until it closes. */
export async function relayChatNotifications(app: FastifyInstance): Promise<void> {
  const relays = [
    // chat_send (server/drizzle/functions/chat_send.sql) publishes the message row as
    // row_to_json writes it.
    [MESSAGE_CHANNEL, MESSAGE_TOPIC, eventFromJson],
    [PHOTO_REQUEST_CHANNEL, PHOTO_REQUEST_TOPIC, (event: PhotoRequestEvent) => event],
  ] as const;
  const { metrics, clock } = app.deps;
  for (const [channel, topic, decode] of relays) {
    const unlisten = await app.deps.database.listen(channel, (payload) => {
      const event = decode(JSON.parse(payload));
      publishToAudience(app.pubsub, topic, event);
      if ('startsChat' in event && event.startsChat) {
        publishToAudience(app.pubsub, CHAT_STARTED_TOPIC, event);
      }
      // Delivery lag: from the message's creation (the sending instance's clock) to its publish
      // to this instance's subscribers.
      if (metrics && 'message' in event) {
        const lag = clock.now().getTime() - Date.parse(event.message.createdAt);
        metrics.deliveryLag.observe(Math.max(0, lag) / 1000);
      }
    });
    app.addHook('onClose', async () => unlisten());
  }
}

export interface StreamFilter {
  roomId?: string | null;
  moderatorId?: number | null;
}

/**
 * May this connection see an event of that audience? Real users see their own rooms, chatters the
 * messages they wrote, received while holding the chat, or of the fake users they work; admins all.
 */
export function sees(user: TokenUser, audience: Audience, filter: StreamFilter): boolean {
  if (filter.moderatorId && audience.moderatorId !== filter.moderatorId) return false;
  if (user.role === null) return audience.userId === user.id;
  if (user.role === 'CHATTER') return audience.workerIds.includes(user.id);
  return isAdminRole(user.role);
}

/**
 * The same rule as `sees`, in SQL, for the messages a reconnecting client missed, with
 * placeholders (`userId`, `roomId`, `moderatorId`) for what varies between callers of one kind.
 */
function visibleWhere(kind: ViewerKind, filter: StreamFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.roomId) conditions.push(eq(messages.roomId, sql.placeholder('roomId')));
  if (filter.moderatorId) conditions.push(eq(rooms.moderatorId, sql.placeholder('moderatorId')));
  if (kind === 'user') conditions.push(eq(rooms.userId, sql.placeholder('userId')));
  if (kind === 'chatter') {
    conditions.push(
      or(
        eq(messages.senderWorkerId, sql.placeholder('userId')),
        eq(messages.receiverWorkerId, sql.placeholder('userId')),
        eq(users.workerId, sql.placeholder('userId')),
      ),
    );
  }
  return and(...conditions);
}

type ViewerKind = 'user' | 'chatter' | 'admin';
const kindOf = (user: TokenUser): ViewerKind =>
  user.role === null ? 'user' : user.role === 'CHATTER' ? 'chatter' : 'admin';

/** The resume read of each kind of caller and filter, by statement name, built once (after a restart every socket asks). */
const missedQueries = new Map<string, ReturnType<typeof missedQuery>>();

function missedQuery(name: string, kind: ViewerKind, filter: StreamFilter) {
  return preparedQuery((db) =>
    db
      .select({ message: messages })
      .from(messages)
      .innerJoin(rooms, eq(rooms.id, messages.roomId))
      .innerJoin(users, eq(users.id, rooms.moderatorId))
      .where(and(gt(messages.id, sql.placeholder('after')), visibleWhere(kind, filter)))
      .orderBy(asc(messages.id))
      .limit(RESUME_BATCH)
      .prepare(name),
  );
}

async function missedSince(db: Db, user: TokenUser, filter: StreamFilter, after: number) {
  const kind = kindOf(user);
  const name = `missed_${kind}_${filter.roomId ? 'r' : ''}${filter.moderatorId ? 'm' : ''}`;
  let query = missedQueries.get(name);
  if (!query) {
    query = missedQuery(name, kind, filter);
    missedQueries.set(name, query);
  }
  const rows = await query(db).execute({
    after,
    userId: user.id,
    roomId: filter.roomId ?? null,
    moderatorId: filter.moderatorId ?? null,
  });
  return eventsFor(
    db,
    rows.map((row) => row.message),
  );
}

/**
 * The messages of `onNewMessage`: with `after` (the last id the client saw), first every visible
 * message stored since, then live ones, each once and in order. The live feed is subscribed
 * before the backlog is read, so nothing falls between; ids already sent are skipped.
 */
export async function* messageStream(
  db: Db,
  pubsub: LivePubSub,
  user: TokenUser,
  filter: StreamFilter,
  after: number | null,
): AsyncGenerator<MessageEvent> {
  const live = pubsub.subscribe<MessageEvent>(ownTopic(MESSAGE_TOPIC, user));
  try {
    let last = after ?? 0;
    if (after !== null) {
      for (;;) {
        const missed = await missedSince(db, user, filter, last);
        for (const event of missed) {
          last = event.message.id;
          yield event;
        }
        if (missed.length < RESUME_BATCH) break;
      }
    }
    for await (const event of live) {
      if (event.message.id <= last) continue;
      if (filter.roomId && event.message.roomId !== filter.roomId) continue;
      if (!sees(user, event.audience, filter)) continue;
      last = event.message.id;
      yield event;
    }
  } finally {
    await live.return?.();
  }
}
