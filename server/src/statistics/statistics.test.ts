import { readFileSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import { faker } from '@faker-js/faker';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roomIdOf } from '../../../contract/rules/roomIds.js';
import { sendMessage } from '../chat/messages.js';
import {
  messageStats,
  messageStatsDaily,
  messages,
  responseStatsDaily,
  rooms,
  users,
} from '../db/schema.js';
import { NoRoomsError, seedMessageHistory } from '../seed/history.js';
import { addModerator, LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { addRealUser, addSignedIn } from '../test/people.js';
import { foldMessageStats } from './fold.js';
import { RESPONSE_BINS } from './histogram.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const FIELDS = `workerId name date timeZone days { day sentCount receivedCount }
  hours { hour sentCount receivedCount } totals { sentCount receivedCount }
  medianResponseSeconds lastContact lastMessage activeChats moderators { id fullName }`;
const MONTH = `query($w: ID!, $m: String!, $z: String) {
  messagesStatistics(workerId: $w, month: $m, timeZone: $z) { ${FIELDS} } }`;
const DAY = `query($w: ID!, $d: String, $z: String) {
  sameDayMessagesStatistics(workerId: $w, day: $d, timeZone: $z) { ${FIELDS} } }`;
const WEEK = `query($w: ID!, $z: String) {
  sameWeekMessagesStatistics(workerId: $w, timeZone: $z) { ${FIELDS} } }`;
const TEAM = `query($m: String, $d: String, $z: String) {
  teamMessagesStatistics(month: $m, day: $d, timeZone: $z) {
    workerId name sentCount receivedCount medianResponseSeconds lastMessage activeChats } }`;

interface Slot {
  sentCount: number;
  receivedCount: number;
}
interface Stats {
  days: ({ day: string } & Slot)[];
  hours: ({ hour: number } & Slot)[];
  totals: Slot;
  medianResponseSeconds: number | null;
  lastMessage: string | null;
  lastContact: string | null;
  activeChats: number;
  moderators: { id: number; fullName: string }[];
}

async function ask<T = Stats>(query: string, variables: Record<string, unknown>, as = 'ADMIN') {
  const result = await graphql(h.app, h.headers[as as 'ADMIN'], query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return Object.values(result.data as Record<string, T>)[0];
}

/** Local calendar parts of an instant in a zone. */
function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * Two workers, three rooms, and a few hundred messages around the boundaries that matter: UTC
 * midnights, New York's DST end (2026-11-01 06:00 UTC) and Berlin's (2026-10-25 01:00 UTC).
 */
async function generateHistory() {
  faker.seed(11);
  const { db } = h.database;
  const workers = [h.userIds.CHATTER, (await addSignedIn(h, { role: 'CHATTER' })).id];
  const roomRows: { id: string; userId: number; moderatorId: number; worker: number }[] = [];
  for (const [i, worker] of [...workers, workers[0]].entries()) {
    const moderatorId = await addModerator(h, worker);
    const userId = await addRealUser(h, { email: `real${i}@test.example` });
    const id = roomIdOf(userId, moderatorId);
    await db.insert(rooms).values({ id, userId, moderatorId });
    roomRows.push({ id, userId, moderatorId, worker });
  }
  const anchors = ['2026-10-24T22:00:00Z', '2026-10-31T23:30:00Z', '2026-11-01T04:00:00Z'];
  const times = anchors.flatMap((anchor) =>
    Array.from(
      { length: 120 },
      () => new Date(Date.parse(anchor) + faker.number.int(6 * 3600_000)),
    ),
  );
  times.sort((a, b) => a.getTime() - b.getTime());
  const people = new Map(
    (await db.select().from(users)).map((person) => [person.id, person] as const),
  );
  // Through the real send, in time order: what chat_send records is what is counted.
  for (const at of times) {
    const room = faker.helpers.arrayElement(roomRows);
    const fromUser = faker.datatype.boolean();
    const kind = fromUser
      ? 'C'
      : faker.helpers.weightedArrayElement([
          { value: 'C' as const, weight: 8 },
          { value: 'N' as const, weight: 1 },
        ]);
    const sender = people.get(fromUser ? room.userId : room.worker);
    if (!sender) throw new Error('no such sender');
    await sendMessage(h.database, sender, { roomId: room.id, kind, content: LONG_ENOUGH }, at);
  }
  const rows = await db.select().from(messages).orderBy(asc(messages.id));
  return { workers, rows };
}

type Row = Awaited<ReturnType<typeof generateHistory>>['rows'][number];

/** Counting the messages themselves, the way the figures are defined. */
function direct(rows: Row[], worker: number, keep: (at: Date) => string | null) {
  const slots = new Map<string, Slot>();
  for (const row of rows) {
    if (row.messageType === 'N') continue;
    const slot = keep(row.createdAt);
    if (slot === null) continue;
    const counts = slots.get(slot) ?? { sentCount: 0, receivedCount: 0 };
    if (row.senderWorkerId === worker) counts.sentCount += 1;
    if (row.receiverWorkerId === worker) counts.receivedCount += 1;
    slots.set(slot, counts);
  }
  return slots;
}

describe('worker statistics', () => {
  it('equal counting the messages for any worker, month, day and time zone', async () => {
    const { workers, rows } = await generateHistory();
    const zones = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu'];
    // Read straight from the messages first, then from the roll-ups they were folded into.
    for (const folded of [false, true]) {
      if (folded) await foldMessageStats(h.database.db);
      for (const worker of workers) {
        for (const timeZone of zones) {
          for (const month of ['2026-10', '2026-11']) {
            const stats = await ask(MONTH, { w: worker, m: month, z: timeZone });
            const expected = direct(rows, worker, (at) => {
              const { day } = localParts(at, timeZone);
              return day.startsWith(month) ? day : null;
            });
            expect(stats.days).toHaveLength(month === '2026-10' ? 31 : 30);
            for (const slot of stats.days) {
              const want = expected.get(slot.day) ?? { sentCount: 0, receivedCount: 0 };
              expect({ zone: timeZone, ...slot }).toEqual({
                zone: timeZone,
                day: slot.day,
                ...want,
              });
            }
          }
          for (const day of ['2026-10-25', '2026-11-01']) {
            const stats = await ask(DAY, { w: worker, d: day, z: timeZone });
            const expected = direct(rows, worker, (at) => {
              const local = localParts(at, timeZone);
              return local.day === day ? String(local.hour) : null;
            });
            expect(stats.hours.map((slot) => slot.hour)).toEqual([...Array(24).keys()]);
            for (const slot of stats.hours) {
              const want = expected.get(String(slot.hour)) ?? { sentCount: 0, receivedCount: 0 };
              expect({ zone: timeZone, day, ...slot }).toEqual({
                zone: timeZone,
                day,
                hour: slot.hour,
                ...want,
              });
            }
            const sum = [...expected.values()].reduce(
              (total, slot) => ({
                sentCount: total.sentCount + slot.sentCount,
                receivedCount: total.receivedCount + slot.receivedCount,
              }),
              { sentCount: 0, receivedCount: 0 },
            );
            expect(stats.totals).toEqual(sum);
          }
        }
      }
    }
  });

  it('folds into the same roll-ups, answer times and waits as rebuilding from the messages', async () => {
    await generateHistory();
    const { db } = h.database;
    await foldMessageStats(db);
    const snapshot = async () => ({
      daily: await db
        .select()
        .from(messageStatsDaily)
        .orderBy(asc(messageStatsDaily.workerId), asc(messageStatsDaily.day)),
      stats: await db
        .select()
        .from(messageStats)
        .orderBy(asc(messageStats.workerId), asc(messageStats.bucket)),
      histograms: await db
        .select()
        .from(responseStatsDaily)
        .orderBy(asc(responseStatsDaily.workerId), asc(responseStatsDaily.day)),
      answers: await db
        .select({ id: messages.id, seconds: messages.responseSeconds })
        .from(messages)
        .orderBy(asc(messages.id)),
      waits: await db
        .select({ id: rooms.id, since: rooms.waitingSince })
        .from(rooms)
        .orderBy(asc(rooms.id)),
    });
    const kept = await snapshot();
    expect(kept.stats.length).toBeGreaterThan(10);
    expect(kept.daily.length).toBeGreaterThan(4);
    expect(kept.histograms.length).toBeGreaterThan(2);
    expect(kept.answers.filter((answer) => answer.seconds !== null).length).toBeGreaterThan(10);
    await db.execute(sql`select rebuild_message_stats()`);
    const rebuilt = await snapshot();
    // Seconds computed in two places may differ in the last floating-point digit.
    const rounded = (answers: typeof kept.answers) =>
      answers.map((a) => ({
        ...a,
        seconds: a.seconds === null ? null : Math.round(a.seconds * 1000),
      }));
    expect(rounded(rebuilt.answers)).toEqual(rounded(kept.answers));
    expect({ ...rebuilt, answers: [] }).toEqual({ ...kept, answers: [] });
  });

  it('measures the median wait from a real user’s first waiting message to the answer', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const start = h.clock.now();
    const at = (minutes: number) =>
      h.clock.advance(start.getTime() + minutes * 60_000 - h.clock.now().getTime());
    at(0);
    await send(h, realUser.headers, { roomId, content: 'hello?' });
    at(1);
    await send(h, realUser.headers, { roomId, content: 'still there?' });
    at(5); // answered 5 minutes after the first waiting message
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    at(6); // a second answer with nobody waiting is no response time
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    at(10);
    await send(h, realUser.headers, { roomId, content: 'ok' });
    at(11); // answered after 1 minute
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    const day = start.toISOString().slice(0, 10);
    const stats = await ask(DAY, { w: h.userIds.CHATTER, d: day, z: 'UTC' });
    expect(stats.medianResponseSeconds).toBe(180); // median of 300 s and 60 s
    // Folded, a month's whole days come from the histograms: within 2.5 % of the exact median.
    await foldMessageStats(h.database.db);
    const month = await ask(MONTH, { w: h.userIds.CHATTER, m: day.slice(0, 7), z: 'UTC' });
    expect(Math.abs((month.medianResponseSeconds ?? 0) - 180) / 180).toBeLessThan(0.025);
    const hour = start.getUTCHours(); // the test clock sits at noon: all in one hour
    expect(stats.totals).toEqual({ sentCount: 3, receivedCount: 3 });
    expect(stats.hours[hour]).toEqual({ hour, sentCount: 3, receivedCount: 3 });
    expect(stats.lastMessage).toBe(String(BigInt(start.getTime() + 11 * 60_000) * 1_000_000n));
  });

  it('gives instant answers their sub-second median, folded or not', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const [user, worker] = await Promise.all(
      [realUser.id, h.userIds.CHATTER].map(async (id) => {
        const [row] = await h.database.db.select().from(users).where(eq(users.id, id));
        return row;
      }),
    );
    const waits = Array.from({ length: 126 }, (_, i) => 30 + Math.round((90 * i) / 125));
    // Through the real send (the GraphQL round trip adds nothing here and costs seconds).
    const at = h.clock.now().getTime();
    for (const [i, wait] of waits.entries()) {
      const asked = new Date(at + i * 1_000);
      await sendMessage(h.database, user, { roomId, kind: 'C', content: 'quick?' }, asked);
      const answered = new Date(asked.getTime() + wait);
      await sendMessage(h.database, worker, { roomId, kind: 'C', content: LONG_ENOUGH }, answered);
    }
    const exact = waits.sort((a, b) => a - b)[63] / 1000; // 126 answers: the 63rd and 64th agree
    const day = h.clock.now().toISOString().slice(0, 10);
    const unfolded = await ask(MONTH, { w: h.userIds.CHATTER, m: day.slice(0, 7), z: 'UTC' });
    await foldMessageStats(h.database.db);
    const folded = await ask(MONTH, { w: h.userIds.CHATTER, m: day.slice(0, 7), z: 'UTC' });
    for (const median of [unfolded.medianResponseSeconds, folded.medianResponseSeconds]) {
      expect(Math.abs((median ?? 0) - exact)).toBeLessThanOrEqual(0.1);
    }
  });

  it('keeps a message deleted from its chat in the counts: it was work done', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    await send(h, realUser.headers, { roomId, content: 'hi' });
    h.clock.advance(60_000);
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    await foldMessageStats(h.database.db);
    await send(h, realUser.headers, { roomId, content: 'and again' }); // not folded yet
    const day = h.clock.now().toISOString().slice(0, 10);
    const before = await ask(DAY, { w: h.userIds.CHATTER, d: day, z: 'UTC' });
    expect(before.totals).toEqual({ sentCount: 1, receivedCount: 2 });
    const ids = (await h.database.db.select({ id: messages.id }).from(messages)).map((m) =>
      String(m.id),
    );
    const deleted = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($r: ID!, $ids: [ID!]!) { deleteUserMessages(roomId: $r, ids: $ids) }',
      { r: roomId, ids },
    );
    expect(deleted.data?.deleteUserMessages).toHaveLength(3);
    const after = await ask(DAY, { w: h.userIds.CHATTER, d: day, z: 'UTC' });
    await foldMessageStats(h.database.db);
    const afterFold = await ask(DAY, { w: h.userIds.CHATTER, d: day, z: 'UTC' });
    for (const stats of [after, afterFold]) {
      expect(stats.totals).toEqual(before.totals);
      expect(stats.medianResponseSeconds).toBe(before.medianResponseSeconds);
    }
  });

  it('shows the worker’s moderators, held chats, and their own week to a chatter', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    await send(h, realUser.headers, { roomId, content: 'hi' });
    const taken = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }',
      { r: roomId },
    );
    expect(taken.errors).toBeUndefined();
    const week = await ask(WEEK, { w: h.userIds.CHATTER, z: 'UTC' }, 'CHATTER');
    const today = h.clock.now().toISOString().slice(0, 10);
    const days = week.days.map((d) => d.day);
    expect(days).toHaveLength(7);
    expect(new Date(`${days[0]}T00:00:00Z`).getUTCDay()).toBe(1); // from Monday
    expect(days).toContain(today);
    expect(week.days.find((d) => d.day === today)).toMatchObject({ receivedCount: 1 });
    expect(week.activeChats).toBe(1);
    expect(week.moderators).toEqual([{ id: expect.any(Number), fullName: 'Mia_25' }]);
    expect(week.lastMessage).toBeNull();
  });

  it('lists every worker for the admins’ team view, with the same totals', async () => {
    const { workers } = await generateHistory();
    await foldMessageStats(h.database.db); // (the test above reads them unfolded too)
    for (const timeZone of ['UTC', 'America/New_York', 'Asia/Kathmandu']) {
      for (const [period, one] of [
        [{ m: '2026-11' }, { query: MONTH, vars: { m: '2026-11' } }],
        [{ m: '2026-10' }, { query: MONTH, vars: { m: '2026-10' } }],
        [{ d: '2026-11-01' }, { query: DAY, vars: { d: '2026-11-01' } }],
        [{ d: '2026-10-25' }, { query: DAY, vars: { d: '2026-10-25' } }],
      ] as const) {
        const team = await ask<{ workerId: string; sentCount: number; receivedCount: number }[]>(
          TEAM,
          { ...period, z: timeZone },
        );
        expect(team.map((row) => Number(row.workerId)).sort()).toEqual([...workers].sort());
        for (const worker of workers) {
          const stats = await ask(one.query, { ...one.vars, w: worker, z: timeZone });
          expect({
            timeZone,
            period,
            ...team.find((row) => Number(row.workerId) === worker),
          }).toMatchObject({ timeZone, period, ...stats.totals });
        }
      }
    }
  });

  it('answers the same after the finer-bins migration drops the roll-ups and folds again', async () => {
    const { workers } = await generateHistory();
    await foldMessageStats(h.database.db);
    const read = () =>
      Promise.all(workers.map((w) => ask(MONTH, { w, m: '2026-11', z: 'America/New_York' })));
    const folded = await read();
    const migration = readFileSync(
      new URL('../../drizzle/0014_fine_response_bins.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await h.database.db.execute(sql.raw(statement));
    }
    expect(await h.database.db.select().from(responseStatsDaily)).toEqual([]);
    expect(await read()).toEqual(folded);
    await foldMessageStats(h.database.db);
    expect(await read()).toEqual(folded);
    const histograms = await h.database.db.select().from(responseStatsDaily);
    expect(histograms.length).toBeGreaterThan(0);
    for (const row of histograms) expect(row.bins).toHaveLength(RESPONSE_BINS);
  });

  it('answers from one snapshot while messages arrive and folds commit', async () => {
    const chats = await Promise.all([1, 2, 3, 4].map(() => openChat(h, h.userIds.CHATTER)));
    const senders = chats.map((chat) => chat.realUser.id);
    const day = h.clock.now().toISOString().slice(0, 10);
    const stored = async () => {
      const [row] = await h.database.db
        .select({ n: count() })
        .from(messages)
        .where(inArray(messages.senderId, senders));
      return row.n;
    };
    let sending = true;
    const sends = (async () => {
      try {
        for (let round = 0; round < 30; round++) {
          const sent = await Promise.all(
            chats.map(({ realUser, roomId }) =>
              send(h, realUser.headers, { roomId, content: `message ${round}` }),
            ),
          );
          for (const result of sent) expect(result.errors).toBeUndefined();
        }
      } finally {
        sending = false;
      }
    })();
    const folds = (async () => {
      // Between folds the event loop turns (PGlite answers without one), as the scheduled job's do.
      while (sending) {
        await foldMessageStats(h.database.db);
        await setImmediate();
      }
    })();
    // Messages only ever arrive: each answer lies between the count before it and after it, and
    // never falls below an earlier one.
    const readings: { before: number; received: number; team: number; after: number }[] = [];
    while (sending) {
      const before = await stored();
      const [one, team] = await Promise.all([
        ask(DAY, { w: h.userIds.CHATTER, d: day, z: 'UTC' }),
        ask<{ workerId: string; receivedCount: number }[]>(TEAM, { d: day, z: 'UTC' }),
      ]);
      const after = await stored();
      const mine = team.find((row) => Number(row.workerId) === h.userIds.CHATTER);
      readings.push({
        before,
        received: one.totals.receivedCount,
        team: mine?.receivedCount ?? 0,
        after,
      });
    }
    await Promise.all([sends, folds]);
    expect(readings.length).toBeGreaterThan(3);
    for (const [index, reading] of readings.entries()) {
      for (const figure of [reading.received, reading.team]) {
        expect({ index, ...reading, figure }).toSatisfy(
          () => figure >= reading.before && figure <= reading.after,
        );
      }
    }
    const received = readings.map((reading) => reading.received);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    const final = await ask(DAY, { w: h.userIds.CHATTER, d: day, z: 'UTC' });
    expect(final.totals.receivedCount).toBe(4 * 30);
  });

  it('keeps a worker’s last contact current with their requests, as the cards read it too', async () => {
    const { db } = h.database;
    await db.update(users).set({ lastSeen: null }).where(eq(users.id, h.userIds.CHATTER));
    const lastSeen = async () =>
      (await db.select().from(users).where(eq(users.id, h.userIds.CHATTER)))[0].lastSeen;
    const started = h.clock.now();
    await ask(WEEK, { w: h.userIds.CHATTER, z: 'UTC' }, 'CHATTER'); // any request of theirs
    expect(await lastSeen()).toEqual(started);
    h.clock.advance(30_000);
    await ask(WEEK, { w: h.userIds.CHATTER, z: 'UTC' }, 'CHATTER');
    expect(await lastSeen()).toEqual(started); // at most one write a minute
    h.clock.advance(31_000);
    await ask(WEEK, { w: h.userIds.CHATTER, z: 'UTC' }, 'CHATTER');
    expect(await lastSeen()).toEqual(h.clock.now());
    const day = h.clock.now().toISOString().slice(0, 10);
    const team = await ask<{ workerId: string; lastContact: string }[]>(
      `query($d: String) { teamMessagesStatistics(day: $d) { workerId lastContact } }`,
      { d: day },
    );
    expect(team.find((row) => Number(row.workerId) === h.userIds.CHATTER)).toEqual({
      workerId: String(h.userIds.CHATTER),
      lastContact: String(BigInt(h.clock.now().getTime()) * 1_000_000n),
    });
    // A real user's requests leave their last seen alone (it is the app's business).
    const appUserBefore = (await db.select().from(users).where(eq(users.id, h.userIds.appUser)))[0]
      .lastSeen;
    await graphql(h.app, h.headers.appUser, '{ appRooms { id } }');
    expect(
      (await db.select().from(users).where(eq(users.id, h.userIds.appUser)))[0].lastSeen,
    ).toEqual(appUserBefore);
  });

  it('echoes the time zone as it was asked for', async () => {
    for (const timeZone of ['Asia/Kolkata', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires']) {
      const stats = await ask<{ timeZone: string }>(DAY, { w: h.userIds.CHATTER, z: timeZone });
      expect(stats.timeZone).toBe(timeZone);
    }
  });

  it('answers 400 for a malformed period or zone and 404 for no such worker', async () => {
    const codeOf = async (query: string, variables: Record<string, unknown>) =>
      (await graphql(h.app, h.headers.ADMIN, query, variables)).errors?.[0]?.extensions?.code;
    const w = h.userIds.CHATTER;
    expect(await codeOf(MONTH, { w, m: '2026-13' })).toBe('BAD_USER_INPUT');
    expect(await codeOf(MONTH, { w, m: 'november' })).toBe('BAD_USER_INPUT');
    expect(await codeOf(DAY, { w, d: '2026-02-30' })).toBe('BAD_USER_INPUT');
    expect(await codeOf(MONTH, { w, m: '2026-11', z: 'Mars/Olympus' })).toBe('BAD_USER_INPUT');
    expect(await codeOf(TEAM, { m: '2026-11', d: '2026-11-01' })).toBe('BAD_USER_INPUT');
    expect(await codeOf(MONTH, { w: h.userIds.REGULAR, m: '2026-11' })).toBe('NOT_FOUND');
    expect(await codeOf(MONTH, { w: 'x', m: '2026-11' })).toBe('NOT_FOUND');
  });

  it('answers 400 at once for a period before 2000 or more than a year ahead', async () => {
    // The test clock reads 2026-06-01.
    const refusal = async (query: string, variables: Record<string, unknown>) => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: h.headers.ADMIN,
        payload: { query, variables },
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body.length).toBeLessThan(1_000);
      return response.json().errors?.[0]?.extensions?.code;
    };
    const w = h.userIds.CHATTER;
    for (const m of ['0000-01', '0050-01', '1999-12', '2027-07', '9999-12']) {
      expect(await refusal(MONTH, { w, m }), m).toBe('BAD_USER_INPUT');
      expect(await refusal(TEAM, { m }), m).toBe('BAD_USER_INPUT');
    }
    for (const d of ['0000-01-01', '0099-12-31', '1999-12-31', '2027-06-02', '9999-12-31']) {
      expect(await refusal(DAY, { w, d }), d).toBe('BAD_USER_INPUT');
      expect(await refusal(TEAM, { d }), d).toBe('BAD_USER_INPUT');
    }
    expect((await ask(MONTH, { w, m: '2000-01' })).days).toHaveLength(31);
    expect((await ask(MONTH, { w, m: '2027-06' })).days).toHaveLength(30);
    expect((await ask(DAY, { w, d: '2027-06-01' })).hours).toHaveLength(24);
  });

  it('lets a chatter see only their own, and refuses regular staff and real users', async () => {
    const codeOf = async (as: 'CHATTER' | 'REGULAR' | 'appUser', w: number) =>
      (await graphql(h.app, h.headers[as], MONTH, { w, m: '2026-11' })).errors?.[0]?.extensions
        ?.code;
    const other = await addSignedIn(h, { role: 'CHATTER' });
    expect(await codeOf('CHATTER', h.userIds.CHATTER)).toBeUndefined();
    expect(await codeOf('CHATTER', other.id)).toBe('FORBIDDEN');
    expect(await codeOf('REGULAR', h.userIds.REGULAR)).toBe('FORBIDDEN');
    expect(await codeOf('appUser', h.userIds.appUser)).toBe('FORBIDDEN');
    const team = await graphql(h.app, h.headers.CHATTER, TEAM, { m: '2026-11' });
    expect(team.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('npm run seed -- --messages N', () => {
  it('adds that many messages over the existing chats, the roll-up rebuilt to match', async () => {
    await openChat(h, h.userIds.CHATTER);
    await openChat(h, null);
    const { db } = h.database;
    await seedMessageHistory(h.database, 2500);
    const [counted] = await db
      .select({
        total: count(),
        sent: count(messages.senderWorkerId),
        received: count(messages.receiverWorkerId),
      })
      .from(messages);
    expect(counted.total).toBe(2500);
    expect(counted.sent + counted.received).toBeGreaterThan(1000); // one chat has a worker
    const [rolled] = await db
      .select({
        sent: sql<number>`sum(${messageStats.sentCount})::int`,
        received: sql<number>`sum(${messageStats.receivedCount})::int`,
      })
      .from(messageStats);
    expect(rolled).toEqual({ sent: counted.sent, received: counted.received });
  });

  it('says what to do when there are no chats yet', async () => {
    await expect(seedMessageHistory(h.database, 10)).rejects.toBeInstanceOf(NoRoomsError);
  });
});

describe('chat messages', () => {
  it('tell staff which workers sent and received them, and real users nothing', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    await send(h, realUser.headers, { roomId, content: 'hi' });
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    const query = 'query($r: ID!) { roomMessages(roomId: $r) { senderWorkerId receiverWorkerId } }';
    const staffQuery =
      'query($r: ID!) { messagesForWorkers(roomId: $r) { senderWorkerId receiverWorkerId } }';
    const forUser = await graphql(h.app, realUser.headers, query, { r: roomId });
    expect(forUser.data?.roomMessages).toEqual([
      { senderWorkerId: null, receiverWorkerId: null },
      { senderWorkerId: null, receiverWorkerId: null },
    ]);
    const forStaff = await graphql(h.app, h.headers.CHATTER, staffQuery, { r: roomId });
    expect(forStaff.data?.messagesForWorkers).toEqual([
      { senderWorkerId: null, receiverWorkerId: h.userIds.CHATTER },
      { senderWorkerId: h.userIds.CHATTER, receiverWorkerId: null },
    ]);
  });
});
