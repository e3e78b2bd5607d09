import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../../contract/offers.js';
import { buildApp } from '../app.js';
import { auditLog, chatOfferReadiness, chatQueue, users } from '../db/schema.js';
import { CHAT_OFFERED, returnExpiredChats } from '../queue/assignment.js';
import { LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import { collectEvents, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness, testAppConfig } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';
import { dispatchOffers } from './service.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
const open: { close(): unknown }[] = [];
beforeEach(async () => {
  // Closed subscriptions end their availability after the test: let that finish first.
  for (const subscription of open.splice(0)) await subscription.close();
  await until(
    () => h.database.db.select().from(chatOfferReadiness),
    (rows) => rows.length === 0,
    'every subscription closed',
  );
  await h.app.offerDesk.settled();
  await h.reset();
});

const OFFERS = 'subscription { chatOffers { roomId expiresAt chat { roomId } } }';
const SET = `mutation($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {
  setAutoOffer(enabled: $enabled, capacity: $capacity, acceptSeconds: $acceptSeconds) {
    enabled capacity acceptSeconds } }`;
const ACCEPT =
  'mutation($r: ID!) { acceptChatOffer(roomId: $r) { roomId isAssigned worker { id } } }';
const DECLINE = 'mutation($r: ID!) { declineChatOffer(roomId: $r) }';
const TAKE = 'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }';

type Headers = Record<string, string>;
interface Chatter {
  id: number;
  headers: Headers;
  offers: ReturnType<typeof collectEvents>;
}

async function turnOn(capacity = 3, acceptSeconds = 15) {
  const answer = await graphql(h.app, h.headers.ADMIN, SET, {
    enabled: true,
    capacity,
    acceptSeconds,
  });
  expect(answer.errors).toBeUndefined();
}

/** A chatter with an offers subscription open (available for offers). */
async function availableChatter(url = wsUrl): Promise<Chatter> {
  const chatter = await addSignedIn(h, { role: 'CHATTER' });
  const offers = collectEvents(url, chatter.headers.authorization, OFFERS);
  open.push(offers);
  await offers.waitFor(1);
  return { ...chatter, offers };
}

/** A real user writes to a fresh moderator: the chat is queued. */
async function queuedChat() {
  const { realUser, roomId } = await openChat(h);
  const sent = await send(h, realUser.headers, { roomId, content: 'Hi, anyone there?' });
  expect(sent.errors).toBeUndefined();
  return roomId;
}

async function offeredTo(roomId: string) {
  const [row] = await h.database.db
    .select({ offeredTo: chatQueue.offeredTo })
    .from(chatQueue)
    .where(eq(chatQueue.roomId, roomId));
  return row?.offeredTo ?? null;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() - started > 5000) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const lastOffer = (chatter: Chatter) =>
  (chatter.offers.events.at(-1) as { data: { chatOffers: { roomId: string } | null } }).data
    .chatOffers;

/**
 * A chatter at capacity 1 works a queue of waiting chats as the back-office does: accepts each
 * offer and answers it; answers how long each next offer took to reach their socket after the
 * answer.
 */
async function answerToNextOffer(chatter: Chatter, rounds: number): Promise<number[]> {
  const waits: number[] = [];
  let offer = await until(async () => lastOffer(chatter), Boolean, 'first offer');
  for (let round = 0; round < rounds; round += 1) {
    const roomId = offer?.roomId ?? '';
    expect((await graphql(h.app, chatter.headers, ACCEPT, { r: roomId })).errors).toBeUndefined();
    const seen = chatter.offers.events.length;
    const answeredAt = Date.now();
    const answer = await send(h, chatter.headers, { roomId, content: LONG_ENOUGH });
    expect(answer.errors).toBeUndefined();
    offer = await until(
      async () => (chatter.offers.events.length > seen ? lastOffer(chatter) : null),
      (next) => Boolean(next && next.roomId !== roomId),
      `offer after answer ${round + 1}`,
    );
    waits.push(Date.now() - answeredAt);
  }
  return waits;
}

const myOffer = async (headers: Headers) =>
  (await graphql(h.app, headers, '{ myChatOffer { roomId } }')).data?.myChatOffer ?? null;

describe('the auto-offer setting', () => {
  it('is off by default: a queued chat is offered to nobody and is taken by hand', async () => {
    const chatter = await availableChatter();
    const roomId = await queuedChat();
    await dispatchOffers(h.database, h.clock.now());
    expect(await offeredTo(roomId)).toBeNull();
    expect((await graphql(h.app, chatter.headers, TAKE, { r: roomId })).errors).toBeUndefined();
    chatter.offers.close();
  });

  it('is set by admins only, within its bounds, and audited', async () => {
    const { data } = await graphql(h.app, h.headers.CHATTER, '{ autoOfferSetting { enabled } }');
    expect(data).toEqual({ autoOfferSetting: { enabled: false } });
    const refused = await graphql(h.app, h.headers.CHATTER, SET, {
      enabled: true,
      capacity: 3,
      acceptSeconds: 15,
    });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    for (const [capacity, acceptSeconds] of [
      [0, 15],
      [21, 15],
      [3, 4],
      [3, 121],
      [-1, -1],
    ]) {
      const answer = await graphql(h.app, h.headers.ADMIN, SET, {
        enabled: true,
        capacity,
        acceptSeconds,
      });
      expect(answer.errors?.[0].message).toMatch(/Capacity|time to accept/);
    }
    const floats = await graphql(h.app, h.headers.ADMIN, SET, {
      enabled: true,
      capacity: 2.5,
      acceptSeconds: 15,
    });
    expect(floats.errors).toBeDefined();
    expect(
      (await graphql(h.app, h.headers.ADMIN, '{ autoOfferSetting { enabled } }')).data,
    ).toEqual({ autoOfferSetting: { enabled: false } });
    await turnOn(4, 20);
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.change'));
    expect(entries.at(-1)).toMatchObject({ targetId: 'autoOffer', actorId: h.userIds.ADMIN });
    expect(entries.at(-1)?.after).toMatchObject({ value: { enabled: true, capacity: 4 } });
  });
});

describe('offers', () => {
  it('go to the available chatter with the fewest open chats, live, and are accepted', async () => {
    await turnOn();
    const busy = await availableChatter();
    const idle = await availableChatter();
    const first = await queuedChat();
    const firstTo = await until(() => offeredTo(first), Boolean, 'first offer');
    const holder = firstTo === busy.id ? busy : idle;
    const accepted = await graphql(h.app, holder.headers, ACCEPT, { r: first });
    expect(accepted.data?.acceptChatOffer).toMatchObject({
      roomId: first,
      isAssigned: true,
      worker: { id: holder.id },
    });
    const other = holder === busy ? idle : busy;
    const second = await queuedChat();
    expect(await until(() => offeredTo(second), Boolean, 'second offer')).toBe(other.id);
    await other.offers.waitFor(2);
    await until(
      async () => lastOffer(other)?.roomId,
      (id) => id === second,
      'the live offer',
    );
    expect(await myOffer(other.headers)).toEqual({ roomId: second });
    // Offered to one: nobody else accepts or takes it meanwhile.
    const stolen = await graphql(h.app, holder.headers, ACCEPT, { r: second });
    expect(stolen.errors?.[0].message).toBe(OFFER_MESSAGES.notOffered);
    const taken = await graphql(h.app, holder.headers, TAKE, { r: second });
    expect(taken.errors?.[0].message).toBe(CHAT_OFFERED);
    expect((await graphql(h.app, other.headers, ACCEPT, { r: second })).errors).toBeUndefined();
    await until(
      async () => lastOffer(other),
      (offer) => offer === null,
      'the offer gone',
    );
    const again = await graphql(h.app, other.headers, ACCEPT, { r: second });
    expect(again.errors?.[0].message).toBe(OFFER_MESSAGES.notOffered);
    busy.offers.close();
    idle.offers.close();
  });

  it('stop at the capacity, one offer at a time', async () => {
    await turnOn(1);
    const chatter = await availableChatter();
    const [a, b] = [await queuedChat(), await queuedChat()];
    await until(
      () => offeredTo(a),
      (id) => id === chatter.id,
      'offer of the oldest',
    );
    expect(await offeredTo(b)).toBeNull();
    await graphql(h.app, chatter.headers, ACCEPT, { r: a });
    await dispatchOffers(h.database, h.clock.now());
    // It holds one chat, its capacity.
    expect(await offeredTo(b)).toBeNull();
    chatter.offers.close();
  });

  it('come within a second of each answer that frees the capacity, with chats waiting', async () => {
    await turnOn(1, 15);
    for (let i = 0; i < 20; i += 1) await queuedChat();
    const chatter = await availableChatter();
    const waits = await answerToNextOffer(chatter, 5);
    expect(Math.max(...waits)).toBeLessThan(1000);
    chatter.offers.close();
  });

  it('come within a second of a release or a passed deadline that frees the capacity', async () => {
    await turnOn(1, 15);
    for (let i = 0; i < 3; i += 1) await queuedChat();
    const chatter = await availableChatter();
    /** Accepts the standing offer, then frees the capacity by `free`; answers the next offer's wait. */
    async function nextOfferAfter(free: (roomId: string) => Promise<unknown>) {
      const offer = await until(async () => lastOffer(chatter), Boolean, 'an offer');
      const roomId = offer?.roomId ?? '';
      expect((await graphql(h.app, chatter.headers, ACCEPT, { r: roomId })).errors).toBeUndefined();
      await until(
        async () => lastOffer(chatter),
        (next) => next === null,
        'the offer gone',
      );
      // At capacity: nothing more is offered until the chat is freed.
      await h.app.offerDesk.settled();
      expect(lastOffer(chatter)).toBeNull();
      const seen = chatter.offers.events.length;
      const freedAt = Date.now();
      await free(roomId);
      await until(
        async () => (chatter.offers.events.length > seen ? lastOffer(chatter) : null),
        Boolean,
        'the next offer',
      );
      return Date.now() - freedAt;
    }
    const afterRelease = await nextOfferAfter(async (roomId) => {
      const released = await graphql(
        h.app,
        chatter.headers,
        'mutation($r: ID!) { releaseChat(roomId: $r) }',
        { r: roomId },
      );
      expect(released.errors).toBeUndefined();
    });
    const afterDeadline = await nextOfferAfter(async (roomId) => {
      // The deadline passes (the chat's, not the clock's: the chatter stays available), and the
      // sweep of an instance returns it to the queue.
      await h.database.db
        .update(chatQueue)
        .set({ clearedAt: new Date(h.clock.now().getTime() - 1000) })
        .where(eq(chatQueue.roomId, roomId));
      expect(await returnExpiredChats(h.database, h.clock.now())).toBe(1);
    });
    expect({ afterRelease: afterRelease < 1000, afterDeadline: afterDeadline < 1000 }).toEqual({
      afterRelease: true,
      afterDeadline: true,
    });
    chatter.offers.close();
  });

  it('declined, go to another chatter first and come back only after the time to accept', async () => {
    await turnOn(3, 15);
    const one = await availableChatter();
    const roomId = await queuedChat();
    await until(
      () => offeredTo(roomId),
      (id) => id === one.id,
      'offer',
    );
    expect((await graphql(h.app, one.headers, DECLINE, { r: roomId })).data).toEqual({
      declineChatOffer: true,
    });
    await dispatchOffers(h.database, h.clock.now());
    expect(await offeredTo(roomId)).toBeNull();
    const two = await availableChatter();
    await until(
      () => offeredTo(roomId),
      (id) => id === two.id,
      'offer to the other',
    );
    await graphql(h.app, two.headers, DECLINE, { r: roomId });
    h.clock.advance(15_000);
    await dispatchOffers(h.database, h.clock.now());
    expect([one.id, two.id]).toContain(await offeredTo(roomId));
    const declinedAgain = await graphql(h.app, h.headers.CHATTER, DECLINE, { r: roomId });
    expect(declinedAgain.data).toEqual({ declineChatOffer: false });
    one.offers.close();
    two.offers.close();
  });

  it('declined, leave the chatter the next chats however many came before', async () => {
    await turnOn(3, 60);
    const chatter = await availableChatter();
    const rooms: string[] = [];
    for (let i = 0; i < 7; i += 1) rooms.push(await queuedChat());
    for (const roomId of rooms) {
      await until(
        () => offeredTo(roomId),
        (id) => id === chatter.id,
        `offer of ${roomId}`,
      );
      await graphql(h.app, chatter.headers, DECLINE, { r: roomId });
    }
  });

  it('missed, go to the next chatter; the first hears it is gone', async () => {
    await turnOn(3, 10);
    const one = await availableChatter();
    const roomId = await queuedChat();
    await until(
      () => offeredTo(roomId),
      (id) => id === one.id,
      'offer',
    );
    const two = await availableChatter();
    h.clock.advance(10_000);
    await dispatchOffers(h.database, h.clock.now());
    expect(await offeredTo(roomId)).toBe(two.id);
    await until(
      async () => lastOffer(one),
      (offer) => offer === null,
      'the lapsed offer gone',
    );
    const late = await graphql(h.app, one.headers, ACCEPT, { r: roomId });
    expect(late.errors?.[0].message).toBe(OFFER_MESSAGES.notOffered);
    one.offers.close();
    two.offers.close();
  });

  it('end with the subscription: closing it or signing out passes the offer on', async () => {
    await turnOn();
    const one = await availableChatter();
    const two = await availableChatter();
    const roomId = await queuedChat();
    const first = await until(() => offeredTo(roomId), Boolean, 'offer');
    const [holder, other] = first === one.id ? [one, two] : [two, one];
    await holder.offers.close();
    expect(
      await until(
        () => offeredTo(roomId),
        (id) => id === other.id,
        'offer passed on',
      ),
    ).toBe(other.id);
    const ready = () => h.database.db.select().from(chatOfferReadiness);
    await until(ready, (rows) => rows.length === 1, 'one chatter available');
    const out = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: other.headers,
    });
    expect(out.statusCode).toBe(204);
    await until(ready, (rows) => rows.length === 0, 'nobody available after the sign-out');
    await until(
      () => offeredTo(roomId),
      (id) => id === null,
      'the offer taken back',
    );
  });

  it('are turned off with the setting: outstanding offers are taken back', async () => {
    await turnOn();
    const chatter = await availableChatter();
    const roomId = await queuedChat();
    await until(() => offeredTo(roomId), Boolean, 'offer');
    await graphql(h.app, h.headers.ADMIN, SET, { enabled: false, capacity: 3, acceptSeconds: 15 });
    await until(
      () => offeredTo(roomId),
      (id) => id === null,
      'offer taken back',
    );
    expect((await graphql(h.app, chatter.headers, TAKE, { r: roomId })).errors).toBeUndefined();
    chatter.offers.close();
  });

  it('refuse a chatter without the queue permission and bad room ids', async () => {
    await turnOn();
    const chatter = await addSignedIn(h, { role: 'CHATTER', chatAccess: false });
    const offers = collectEvents(wsUrl, chatter.headers.authorization, OFFERS);
    await until(
      async () => offers.errors.length,
      (n) => n > 0,
      'refusal',
    );
    expect(JSON.stringify(offers.errors)).toContain('chat-queue permission');
    offers.close();
    for (const r of ['', 'x'.repeat(5000), "1'; drop table users; --", '\u0000']) {
      for (const call of [ACCEPT, DECLINE]) {
        const answer = await graphql(h.app, h.headers.CHATTER, call, { r });
        expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        expect(JSON.stringify(answer)).not.toMatch(/select |stack|\n\s+at /i);
      }
    }
  });
});

describe('offers under concurrency, on two instances', () => {
  let other: FastifyInstance;
  let otherWs: string;
  beforeAll(async () => {
    other = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
    otherWs = await listenWs(other);
  });
  afterAll(() => other.close());

  it('offer no chat to two chatters, keep each at one offer, and spread the load', async () => {
    await turnOn(3, 60);
    const chatters = [
      await availableChatter(wsUrl),
      await availableChatter(otherWs),
      await availableChatter(wsUrl),
      await availableChatter(otherWs),
    ];
    const rooms: string[] = [];
    for (let i = 0; i < 12; i += 1) rooms.push(await queuedChat());
    // Every chatter accepts what it is offered, on both instances at once, until the chats run out.
    const accepted = new Map<number, number>();
    const started = Date.now();
    while ([...accepted.values()].reduce((a, b) => a + b, 0) < 12 && Date.now() - started < 8000) {
      await Promise.all([
        dispatchOffers(h.database, h.clock.now()),
        dispatchOffers(h.database, h.clock.now()),
      ]);
      const offers = await h.database.db
        .select({ roomId: chatQueue.roomId, offeredTo: chatQueue.offeredTo })
        .from(chatQueue)
        .where(sql`${chatQueue.offeredTo} is not null`);
      const perChatter = new Map<number, number>();
      for (const offer of offers) {
        perChatter.set(offer.offeredTo ?? 0, (perChatter.get(offer.offeredTo ?? 0) ?? 0) + 1);
      }
      expect(Math.max(0, ...perChatter.values())).toBeLessThanOrEqual(1);
      await Promise.all(
        offers.map(async (offer) => {
          const chatter = chatters.find((c) => c.id === offer.offeredTo);
          if (!chatter) return;
          const answer = await graphql(h.app, chatter.headers, ACCEPT, { r: offer.roomId });
          if (!answer.errors) accepted.set(chatter.id, (accepted.get(chatter.id) ?? 0) + 1);
        }),
      );
    }
    expect([...accepted.values()].sort()).toEqual([3, 3, 3, 3]);
    const held = await h.database.db
      .select({ workerId: chatQueue.workerId })
      .from(chatQueue)
      .where(eq(chatQueue.isAssigned, true));
    expect(held).toHaveLength(12);
    for (const chatter of chatters) chatter.offers.close();
  });

  it('come within a second of each answer sent through the other instance', async () => {
    await turnOn(1, 15);
    for (let i = 0; i < 20; i += 1) await queuedChat();
    // The chatter's socket on one instance; the accept and the answer (HTTP) on the other.
    const chatter = await availableChatter(otherWs);
    const waits = await answerToNextOffer(chatter, 5);
    expect(Math.max(...waits)).toBeLessThan(1000);
    // The other instance's leaving and dispatch end before the next test's reset truncates.
    await chatter.offers.close();
    await until(
      () => h.database.db.select().from(chatOfferReadiness),
      (rows) => rows.length === 0,
      'the chatter gone',
    );
    await other.offerDesk.settled();
  });

  it('one of an accept and a take at once wins', async () => {
    await turnOn(3, 60);
    const chatter = await availableChatter(otherWs);
    const taker = await addSignedIn(h, { role: 'CHATTER' });
    const roomId = await queuedChat();
    await until(() => offeredTo(roomId), Boolean, 'offer');
    h.clock.advance(60_000);
    const [accept, take] = await Promise.all([
      graphql(h.app, chatter.headers, ACCEPT, { r: roomId }),
      graphql(h.app, taker.headers, TAKE, { r: roomId }),
    ]);
    expect([accept.errors, take.errors].filter((errors) => !errors)).toHaveLength(1);
    const [row] = await h.database.db.select().from(chatQueue).where(eq(chatQueue.roomId, roomId));
    expect(row.offeredTo).toBeNull();
    const [worker] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.id, row.workerId ?? 0));
    expect(worker.role).toBe('CHATTER');
    chatter.offers.close();
  });
});
