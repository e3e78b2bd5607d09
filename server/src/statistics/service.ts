import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { TeamMemberStatistics, WorkerStatistics } from '../../../contract/statistics.js';
import { presenceFields } from '../auth/presence.js';
import type { Db } from '../db/open.js';
import { chatQueue, users } from '../db/schema.js';
import { avatarsOf } from '../people/avatars.js';
import { displayNameOf, fullNameOf, shownNameOf } from '../people/names.js';
import { maskedEmailOf } from '../people/view.js';
import { chatIsHeld } from '../queue/hold.js';
import { nanoseconds, type Period } from './period.js';
import {
  aboveWatermark,
  inOneSnapshot,
  lastMessages,
  medianResponses,
  periodTotals,
  slotCounts,
} from './queries.js';

/**
 * Statistics show workers' emails masked as their cards do, to every role: figures never need a
 * whole address (an admin edits it on the profile form). A worker without a name goes by it too.
 */
const statisticsNameOf = (
  worker: Parameters<typeof maskedEmailOf>[0] & Parameters<typeof fullNameOf>[0],
) => shownNameOf({ fullName: fullNameOf(worker), email: maskedEmailOf(worker) });

/** A worker: a CHATTER. Null for any other id. */
export async function findWorker(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'CHATTER')));
  return row ?? null;
}

async function activeChats(db: Db, now: Date, workerId?: number) {
  const rows = await db
    .select({ workerId: chatQueue.workerId, value: count() })
    .from(chatQueue)
    .where(
      and(
        chatIsHeld(now),
        workerId === undefined ? isNotNull(chatQueue.workerId) : eq(chatQueue.workerId, workerId),
      ),
    )
    .groupBy(chatQueue.workerId);
  return new Map(rows.map((row) => [row.workerId as number, row.value]));
}

type Worker = NonNullable<Awaited<ReturnType<typeof findWorker>>>;

/** One worker's statistics for the period (spec section 3 'Worker statistics'). */
export async function workerStatistics(
  db: Db,
  worker: Worker,
  period: Period,
  now: Date,
  origin: string,
): Promise<WorkerStatistics> {
  const [slots, medians, lasts, active, moderators] = await inOneSnapshot(db, async (snapshot) => {
    const above = await aboveWatermark(snapshot);
    return Promise.all([
      slotCounts(snapshot, worker.id, period, above),
      medianResponses(snapshot, period, above, worker.id),
      lastMessages(snapshot, [worker.id], above),
      activeChats(snapshot, now, worker.id),
      snapshot
        .select()
        .from(users)
        .where(and(eq(users.isModerator, true), eq(users.workerId, worker.id)))
        .orderBy(asc(users.id)),
    ]);
  });
  const countsOf = (slot: string) => ({
    sentCount: slots.get(slot)?.sent ?? 0,
    receivedCount: slots.get(slot)?.received ?? 0,
  });
  const all = [...slots.values()];
  const lastMessage = lasts.get(worker.id) ?? null;
  const avatars = await avatarsOf(db, moderators, origin);
  const presence = presenceFields(worker, now, lastMessage);
  return {
    workerId: String(worker.id),
    name: statisticsNameOf(worker),
    date: period.date,
    timeZone: period.timeZone,
    days: period.days.map((day) => ({ day, ...countsOf(day) })),
    hours:
      period.kind === 'day'
        ? Array.from({ length: 24 }, (_, hour) => ({ hour, ...countsOf(String(hour)) }))
        : [],
    totals: {
      sentCount: all.reduce((sum, row) => sum + row.sent, 0),
      receivedCount: all.reduce((sum, row) => sum + row.received, 0),
    },
    medianResponseSeconds: medians.get(worker.id) ?? null,
    lastContact: nanoseconds(presence.lastContact),
    isOnline: presence.isOnline,
    lastMessage: nanoseconds(lastMessage),
    activeChats: active.get(worker.id) ?? 0,
    moderators: moderators.map((moderator) => ({
      id: moderator.id,
      // A moderator is named by its display name wherever staff see it (chat, cards, here).
      fullName: displayNameOf(moderator),
      avatar: avatars.get(moderator.id) ?? null,
    })),
  };
}

/** Every worker's totals for the period: the admins' team view. */
export async function teamStatistics(
  db: Db,
  period: Period,
  now: Date,
): Promise<TeamMemberStatistics[]> {
  const [workers, totals, medians, lasts, active] = await inOneSnapshot(db, async (snapshot) => {
    const chatters = await snapshot
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        isOnline: users.isOnline,
        lastSeen: users.lastSeen,
        lastMessageAt: users.lastMessageAt,
      })
      .from(users)
      .where(eq(users.role, 'CHATTER'))
      .orderBy(asc(users.id));
    const above = await aboveWatermark(snapshot);
    return Promise.all([
      chatters,
      periodTotals(snapshot, period, above),
      medianResponses(snapshot, period, above),
      lastMessages(
        snapshot,
        chatters.map((worker) => worker.id),
        above,
      ),
      activeChats(snapshot, now),
    ]);
  });
  return workers.map((worker) => {
    const lastMessage = lasts.get(worker.id) ?? null;
    const presence = presenceFields(worker, now, lastMessage);
    return {
      workerId: String(worker.id),
      name: statisticsNameOf(worker),
      email: maskedEmailOf(worker),
      sentCount: totals.get(worker.id)?.sent ?? 0,
      receivedCount: totals.get(worker.id)?.received ?? 0,
      medianResponseSeconds: medians.get(worker.id) ?? null,
      lastContact: nanoseconds(presence.lastContact),
      isOnline: presence.isOnline,
      lastMessage: nanoseconds(lastMessage),
      activeChats: active.get(worker.id) ?? 0,
    };
  });
}
