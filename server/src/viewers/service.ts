import { setImmediate as loopTurn } from 'node:timers/promises';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { textArray } from '../db/arrays.js';
import type { Db } from '../db/open.js';
import { chatQueue, chatViewers, type Role, users } from '../db/schema.js';
import { fullNameOf, shownNameOf } from '../people/names.js';
import { maskedEmailOf } from '../people/view.js';
import { chatIsHeld } from '../queue/hold.js';

/**
 * PostgreSQL NOTIFY channel: the payload is the id of a room whose viewers changed (one came or
 * went). Every server instance relays it to its own `chatViewers` subscribers of that room.
 */
export const VIEWERS_CHANNEL = 'chat_viewers_changed';
/** This instance's pubsub topic for one room's viewer changes. */
export const viewersTopic = (roomId: string) => `VIEWERS:${roomId}`;

/** How often an open `chatViewers` subscription tells the database it is still there. */
export const HEARTBEAT_MS = 15_000;
/**
 * A viewer not refreshed for this long counts no more (its instance crashed or lost the
 * database): three heartbeats missed.
 */
export const EXPIRY_MS = 45_000;

/** One line of the `chatViewers` answer (contract/viewers.graphql). */
export interface ChatViewer {
  id: string;
  name: string;
  role: Role;
  holdsChat: boolean;
  viewing: boolean;
}

/** Tells every instance that these rooms' viewers changed. */
async function announce(db: Db, roomIds: Iterable<string>) {
  for (const roomId of new Set(roomIds)) {
    await db.execute(sql`select pg_notify(${VIEWERS_CHANNEL}, ${roomId})`);
  }
}

/** Counts the subscription `id` of `staffId` as viewing the room from now on. */
export async function addViewer(
  db: Db,
  viewer: { id: string; roomId: string; staffId: number },
  now: Date,
): Promise<void> {
  await db.insert(chatViewers).values({ ...viewer, seenAt: now });
  await announce(db, [viewer.roomId]);
}

/**
 * The subscription ended: its staff member views the room no more (unless another tab does). The
 * room is told even when the row had gone already (its staff member deleted: the cascade tells
 * nobody).
 */
export async function removeViewer(db: Db, id: string, roomId: string): Promise<void> {
  await db.delete(chatViewers).where(eq(chatViewers.id, id));
  await announce(db, [roomId]);
}

/**
 * Viewers refreshed per statement. PGlite runs a statement on the server's one thread: ten
 * thousand rows in one were a 300 ms stop of every socket every heartbeat (bench:idle's trace).
 */
export const REFRESH_SLICE = 250;

/**
 * The heartbeat of an instance's open subscriptions: these viewers are still there at `now`, told
 * in slices with a turn of the event loop between them. Also deletes the viewers that stopped
 * refreshing (a crashed instance's), and tells their rooms.
 */
export async function refreshViewers(
  db: Db,
  ids: readonly string[],
  now: Date,
  slice = REFRESH_SLICE,
): Promise<void> {
  for (let from = 0; from < ids.length; from += slice) {
    if (from) await loopTurn();
    await db
      .update(chatViewers)
      .set({ seenAt: now })
      .where(sql`${chatViewers.id} = any(${textArray(ids.slice(from, from + slice))})`);
  }
  const expired = await db
    .delete(chatViewers)
    .where(lt(chatViewers.seenAt, new Date(now.getTime() - EXPIRY_MS)))
    .returning({ roomId: chatViewers.roomId });
  await announce(
    db,
    expired.map((row) => row.roomId),
  );
}

/** The worker holding the room's chat at `now` (taken, deadline not passed), or null. */
export async function holderOf(db: Db, roomId: string, now: Date): Promise<number | null> {
  const [held] = await db
    .select({ workerId: chatQueue.workerId })
    .from(chatQueue)
    .where(and(eq(chatQueue.roomId, roomId), chatIsHeld(now)));
  return held?.workerId ?? null;
}

/**
 * The room's viewers at `now`: each staff member with the room open (once, however many tabs),
 * plus the worker holding its chat whether they have it open or not; the holder first, then by
 * name.
 */
export async function viewersOf(db: Db, roomId: string, now: Date): Promise<ChatViewer[]> {
  const viewing = await db
    .selectDistinct({ staffId: chatViewers.staffId })
    .from(chatViewers)
    .where(
      and(
        eq(chatViewers.roomId, roomId),
        gte(chatViewers.seenAt, new Date(now.getTime() - EXPIRY_MS)),
      ),
    );
  const holderId = await holderOf(db, roomId, now);
  const viewerIds = new Set(viewing.map((row) => row.staffId));
  const ids = [...viewerIds, ...(holderId === null ? [] : [holderId])];
  if (ids.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.role)));
  return people
    .flatMap((person) =>
      person.role
        ? [
            {
              id: String(person.id),
              // The list goes to every viewer, chatters too: a nameless account shows its
              // email masked, as to anyone without the need for the whole address.
              name: shownNameOf({ fullName: fullNameOf(person), email: maskedEmailOf(person) }),
              role: person.role,
              holdsChat: person.id === holderId,
              viewing: viewerIds.has(person.id),
            },
          ]
        : [],
    )
    .sort(
      (a, b) =>
        Number(b.holdsChat) - Number(a.holdsChat) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
}

/** Relays the database's viewer notifications to this instance's subscribers until it closes. */
export async function relayViewerNotifications(app: FastifyInstance): Promise<void> {
  const unlisten = await app.deps.database.listen(VIEWERS_CHANNEL, (roomId) => {
    app.pubsub.publish({ topic: viewersTopic(roomId), payload: roomId });
  });
  app.addHook('onClose', async () => unlisten());
}
