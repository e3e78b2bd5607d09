import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AutoOffer } from '../../../contract/offers.js';
import type { Database, Db } from '../db/open.js';
import { chatOfferReadiness, chatQueue } from '../db/schema.js';
import { queueItem, takenBy } from '../queue/assignment.js';
import { publishQueueChanged } from '../queue/service.js';
import { autoOfferSetting } from '../settings/service.js';

/** NOTIFY channel: the ids (comma-separated) of the chatters whose offer changed. */
export const OFFER_CHANNEL = 'chat_offers';
/** The pubsub topic of one chatter's `chatOffers` subscription. */
export const offerTopic = (workerId: number) => `OFFER:worker:${workerId}`;

/** One transaction-scoped advisory lock: dispatches on every instance run one at a time. */
const DISPATCH_LOCK = 7_210_021;

interface Candidate {
  workerId: number;
  held: number;
  hasOffer: boolean;
  lastOfferAt: string | null;
}

interface WaitingChat {
  roomId: string;
  declinedBy: number[];
  givenBackAt: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function notifyWorkers(db: Db, workerIds: Iterable<number>) {
  const ids = [...new Set(workerIds)];
  if (ids.length) await db.execute(sql`select pg_notify(${OFFER_CHANNEL}, ${ids.join(',')})`);
}

/**
 * Offers that lapsed go back: their time ran out, their chatter stopped being available, or
 * auto-offer was turned off. The chat keeps its place in the queue and goes to others first.
 * Answers the chatters whose offer went.
 */
async function takeBackLapsed(db: Db, now: Date, enabled: boolean): Promise<number[]> {
  const at = now.toISOString();
  const lapsed = rowsOf<{ workerId: number }>(
    await db.execute(sql`
      with lapsed as (
        select q.id, q.offered_to from ${chatQueue} q
        left join ${chatOfferReadiness} r on r.worker_id = q.offered_to
        where q.offered_to is not null and (
          ${!enabled}::boolean or q.is_assigned or q.offer_expires_at <= ${at}::timestamptz
          or r.ready_until is null or r.ready_until <= ${at}::timestamptz)
        for update of q
      )
      update ${chatQueue} q
      set offered_to = null, offer_expires_at = ${at}::timestamptz,
        declined_by = array_append(q.declined_by, lapsed.offered_to)
      from lapsed where q.id = lapsed.id
      returning lapsed.offered_to as "workerId"`),
  );
  return lapsed.map((row) => row.workerId);
}

/** Chatters who may get an offer now, least loaded first; ties go to the longest without one. */
async function candidates(db: Db, now: Date, capacity: number): Promise<Candidate[]> {
  const at = now.toISOString();
  const rows = rowsOf<Candidate>(
    await db.execute(sql`
      select r.worker_id as "workerId",
        (select count(*)::int from ${chatQueue} q where q.worker_id = r.worker_id
          and chat_is_held(q.is_assigned, q.cleared_at, ${at}::timestamptz)) as held,
        exists (select 1 from ${chatQueue} q where q.offered_to = r.worker_id) as "hasOffer",
        r.last_offer_at as "lastOfferAt"
      from ${chatOfferReadiness} r join users u on u.id = r.worker_id
      where r.ready_until > ${at}::timestamptz and u.role = 'CHATTER' and u.chat_access
        and not u.is_blocked`),
  );
  return rows
    .filter((row) => !row.hasOffer && row.held + 1 <= capacity)
    .sort(
      (a, b) =>
        a.held - b.held || timeOf(a.lastOfferAt) - timeOf(b.lastOfferAt) || a.workerId - b.workerId,
    );
}

const timeOf = (value: string | Date | null) => (value === null ? 0 : new Date(value).getTime());

/**
 * The chatter for this chat: the least loaded who has not given it back; when only those who did
 * are left, one of them, but not sooner than the time to accept after it was given back (a
 * declined chat does not bounce straight back).
 */
function chooseFor(chat: WaitingChat, free: Candidate[], now: Date, setting: AutoOffer) {
  const fresh = free.find((worker) => !chat.declinedBy.includes(worker.workerId));
  if (fresh) return fresh;
  const rested =
    chat.givenBackAt === null ||
    now.getTime() - timeOf(chat.givenBackAt) >= setting.acceptSeconds * 1000;
  return rested ? free[0] : undefined;
}

/**
 * Offers the oldest waiting chats to the available chatters with the fewest open chats, one
 * offer per chatter at a time. Every instance may call it at any moment: the advisory lock runs
 * them one after the other, and each offer is a conditional update of a chat nobody holds or is
 * offered, so a chat is never offered to two chatters at once.
 */
export async function dispatchOffers(database: Database, now: Date): Promise<number> {
  const setting = await autoOfferSetting(database.db);
  if (!setting.enabled) {
    const lapsed = await takeBackLapsed(database.db, now, false);
    await notifyWorkers(database.db, lapsed);
    return 0;
  }
  return database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${DISPATCH_LOCK})`);
    const touched = await takeBackLapsed(tx, now, true);
    const free = await candidates(tx, now, setting.capacity);
    const offeredTo: number[] = [];
    if (free.length) {
      const freeIds = sql`array[${sql.join(
        free.map((worker) => sql`${worker.workerId}::integer`),
        sql`, `,
      )}]`;
      const restedBefore = new Date(now.getTime() - setting.acceptSeconds * 1000).toISOString();
      // Chats some free chatter may get: one of them has not given it back, or it has rested.
      const chats = rowsOf<WaitingChat>(
        await tx.execute(sql`
          select room_id as "roomId", declined_by as "declinedBy",
            offer_expires_at as "givenBackAt"
          from ${chatQueue} where not is_assigned and offered_to is null
            and (not declined_by @> ${freeIds} or offer_expires_at is null
              or offer_expires_at <= ${restedBefore}::timestamptz)
          order by created_at, id limit ${free.length * 4}`),
      );
      const expiresAt = new Date(now.getTime() + setting.acceptSeconds * 1000);
      for (const chat of chats) {
        if (!free.length) break;
        const worker = chooseFor(chat, free, now, setting);
        if (!worker) continue;
        const made = await tx
          .update(chatQueue)
          .set({ offeredTo: worker.workerId, offerExpiresAt: expiresAt })
          .where(
            and(
              eq(chatQueue.roomId, chat.roomId),
              eq(chatQueue.isAssigned, false),
              sql`${chatQueue.offeredTo} is null`,
            ),
          )
          .returning({ id: chatQueue.id });
        if (!made.length) continue;
        free.splice(free.indexOf(worker), 1);
        offeredTo.push(worker.workerId);
      }
      if (offeredTo.length) {
        await tx
          .update(chatOfferReadiness)
          .set({ lastOfferAt: now })
          .where(inArray(chatOfferReadiness.workerId, offeredTo));
      }
    }
    await notifyWorkers(tx, [...touched, ...offeredTo]);
    return offeredTo.length;
  });
}

/** The chat offered to this chatter now, if any (a lapsed one is not: the sweep takes it back). */
export async function currentOffer(db: Db, workerId: number, now: Date) {
  const [entry] = await db
    .select({ id: chatQueue.id, roomId: chatQueue.roomId, expiresAt: chatQueue.offerExpiresAt })
    .from(chatQueue)
    .where(
      and(
        eq(chatQueue.offeredTo, workerId),
        eq(chatQueue.isAssigned, false),
        sql`${chatQueue.offerExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  if (!entry?.expiresAt) return null;
  const chat = await queueItem(db, entry.id);
  return chat ? { roomId: entry.roomId, expiresAt: entry.expiresAt.toISOString(), chat } : null;
}

/**
 * The chatter takes the chat offered to them, until `now + answerMs`, as a take from the queue
 * does. Null when it is not offered to them (any more).
 */
export async function acceptOffer(
  database: Database,
  roomId: string,
  workerId: number,
  now: Date,
  answerMs: number,
) {
  const [taken] = await database.db
    .update(chatQueue)
    .set(takenBy(workerId, now, answerMs))
    .where(
      and(
        eq(chatQueue.roomId, roomId),
        eq(chatQueue.offeredTo, workerId),
        eq(chatQueue.isAssigned, false),
        sql`${chatQueue.offerExpiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: chatQueue.id });
  if (!taken) return null;
  await notifyWorkers(database.db, [workerId]);
  await publishQueueChanged(database, [roomId]);
  return queueItem(database.db, taken.id);
}

/**
 * The chatter gives back the chat offered to them (all of them when `roomId` is null: they stopped
 * being available). It keeps its place and goes to another chatter first. False when nothing was
 * offered to them.
 */
export async function declineOffer(
  db: Db,
  roomId: string | null,
  workerId: number,
  now: Date,
): Promise<boolean> {
  const declined = await db
    .update(chatQueue)
    .set({
      offeredTo: null,
      offerExpiresAt: now,
      declinedBy: sql`array_append(${chatQueue.declinedBy}, ${workerId}::integer)`,
    })
    .where(
      and(
        eq(chatQueue.offeredTo, workerId),
        roomId === null ? undefined : eq(chatQueue.roomId, roomId),
      ),
    )
    .returning({ id: chatQueue.id });
  if (declined.length) await notifyWorkers(db, [workerId]);
  return declined.length > 0;
}
