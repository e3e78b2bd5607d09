import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGE_TOPIC, PHOTO_REQUEST_TOPIC } from '../chat/events.js';
import { chatOfferReadiness, chatViewers } from '../db/schema.js';
import { QUEUE_TOPIC } from '../queue/service.js';
import { SETTINGS_TOPIC } from '../settings/live.js';
import { openChat, send } from '../test/chatFixtures.js';
import { listenWs } from '../test/graphqlWs.js';
import { createHarness, type Harness } from '../test/harness.js';
import { openAcknowledged, type RawSocket } from '../test/rawSocket.js';

let h: Harness;
let wsUrl: string;
/** Short, so that a peer that stops answering pings is ended within the test's patience. */
const KEEP_ALIVE_MS = 300;
beforeAll(async () => {
  h = await createHarness({ socketKeepAliveMs: KEEP_ALIVE_MS });
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

/** The socket and subscription gauges, as the metrics read them. */
function gauges() {
  const metrics = h.app.deps.metrics;
  if (!metrics) throw new Error('the test app has metrics on');
  return { sockets: metrics.openSockets(), subscriptions: metrics.openSubscriptions() };
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 2000) {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const NEW_MESSAGES = 'subscription($r: ID) { onNewMessage(roomId: $r) { id content } }';

/** A real user's socket with `onNewMessage(roomId)` running (its listener added). */
async function watchRoom(authorization: string, roomId: string, topic: string) {
  const listeners = h.app.pubsub.listenerCount(topic);
  const raw = await openAcknowledged(wsUrl, authorization);
  raw.send({
    type: 'subscribe',
    id: 'm',
    payload: { query: NEW_MESSAGES, variables: { r: roomId } },
  });
  await until(() => h.app.pubsub.listenerCount(topic) === listeners + 1, 'the subscription');
  return raw;
}

type Drop = 'close' | 'terminate' | 'complete';
function drop(raw: RawSocket, how: Drop) {
  if (how === 'terminate') return raw.socket.terminate();
  if (how === 'complete') raw.send({ type: 'complete', id: 'm' });
  raw.socket.close(1000);
}

describe('a socket that goes ends its subscriptions at once', () => {
  it('100 reloads of a real user in a quiet room (close 1000, no close frame, complete then close) leave nothing behind', async () => {
    const { realUser, roomId } = await openChat(h);
    const { authorization } = realUser.headers;
    const topic = `${MESSAGE_TOPIC}:user:${realUser.id}`;
    const ways: Drop[] = ['close', 'terminate', 'complete'];
    let slowest = 0;
    for (let cycle = 0; cycle < 100; cycle += 1) {
      const raw = await watchRoom(authorization, roomId, topic);
      expect(gauges()).toEqual({ sockets: 1, subscriptions: 1 });
      drop(raw, ways[cycle % ways.length]);
      // No message comes to the room: nothing but the socket's end may end the stream.
      const took = await until(
        () =>
          h.app.pubsub.listenerCount(topic) === 0 &&
          gauges().sockets === 0 &&
          gauges().subscriptions === 0,
        `cycle ${cycle} to be cleaned up`,
        1000,
      );
      slowest = Math.max(slowest, took);
    }
    console.info(`slowest cleanup over 100 cycles: ${slowest} ms`);

    const fresh = await watchRoom(authorization, roomId, topic);
    expect(gauges()).toEqual({ sockets: 1, subscriptions: 1 });
    expect(h.app.pubsub.listenerCount(topic)).toBe(1);
    // And it is served: the room's next message reaches it.
    const sent = await send(h, realUser.headers, { roomId, content: 'still live' });
    expect(sent.errors).toBeUndefined();
    expect(await fresh.waitFor('next')).toMatchObject({
      id: 'm',
      payload: { data: { onNewMessage: { content: 'still live' } } },
    });
    fresh.socket.close(1000);
  });

  it('ends a peer that stops answering pings within the keep-alive window', async () => {
    const { realUser, roomId } = await openChat(h);
    const topic = `${MESSAGE_TOPIC}:user:${realUser.id}`;
    // A peer gone without a word: its socket stays open on our side and never answers a ping.
    const raw = await openAcknowledged(wsUrl, realUser.headers.authorization, { autoPong: false });
    const started = Date.now();
    raw.send({
      type: 'subscribe',
      id: 'm',
      payload: { query: NEW_MESSAGES, variables: { r: roomId } },
    });
    await until(() => h.app.pubsub.listenerCount(topic) === 1, 'the subscription');
    await until(
      () => h.app.pubsub.listenerCount(topic) === 0 && gauges().sockets === 0,
      'the vanished peer to be ended',
      4 * KEEP_ALIVE_MS,
    );
    const took = Date.now() - started;
    console.info(`vanished peer ended after ${took} ms (keep-alive ${KEEP_ALIVE_MS} ms)`);
    expect(took).toBeLessThanOrEqual(2 * KEEP_ALIVE_MS + 200);
    expect(gauges()).toEqual({ sockets: 0, subscriptions: 0 });
    expect((await raw.closed()).code).toBe(1006);
  });

  it('keeps a peer that answers pings', async () => {
    const raw = await openAcknowledged(wsUrl, h.headers.ADMIN.authorization);
    await new Promise((resolve) => setTimeout(resolve, 3 * KEEP_ALIVE_MS));
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    expect(gauges().sockets).toBe(1);
    raw.socket.close(1000);
  });

  it('ends every other subscription too when its socket closes, with what it held', async () => {
    const { realUser, roomId } = await openChat(h);
    const cases = [
      {
        authorization: realUser.headers.authorization,
        query: 'subscription { privatePhotoRequest { id } }',
        listening: () => h.app.pubsub.listenerCount(`${PHOTO_REQUEST_TOPIC}:user:${realUser.id}`),
      },
      {
        authorization: h.headers.ADMIN.authorization,
        query: 'subscription { queueChanged }',
        listening: () => h.app.pubsub.listenerCount(QUEUE_TOPIC),
      },
      {
        authorization: h.headers.CHATTER.authorization,
        query: 'subscription { chatOffers { roomId } }',
        listening: async () => (await h.database.db.select().from(chatOfferReadiness)).length,
      },
      {
        authorization: h.headers.CHATTER.authorization,
        query: 'subscription { postsChanged(userId: 7) }',
        listening: () => h.app.pubsub.listenerCount('POSTS:7'),
      },
      {
        authorization: h.headers.REGULAR.authorization,
        query: 'subscription { settingsChanged { minMessageLength } }',
        listening: () => h.app.pubsub.listenerCount(SETTINGS_TOPIC),
      },
      {
        authorization: h.headers.CHATTER.authorization,
        query: 'subscription { chatRoomChanged }',
        listening: () =>
          h.app.pubsub.listenerCount(`CHAT_ROOM_CHANGED:worker:${h.userIds.CHATTER}`),
      },
      {
        authorization: h.headers.ADMIN.authorization,
        query: 'subscription { fakeUserChanged { moderatorId } }',
        listening: () => h.app.pubsub.listenerCount('FAKE_USER_CHANGED:admins'),
      },
      {
        authorization: h.headers.ADMIN.authorization,
        query: `subscription { chatViewers(roomId: "${roomId}") { id } }`,
        listening: async () => (await h.database.db.select().from(chatViewers)).length,
      },
    ];
    for (const { authorization, query, listening } of cases) {
      for (const how of ['close', 'terminate', 'complete'] as const) {
        const raw = await openAcknowledged(wsUrl, authorization);
        raw.send({ type: 'subscribe', id: 'm', payload: { query } });
        await until(async () => (await listening()) === 1, `${query} to run`);
        expect(gauges()).toEqual({ sockets: 1, subscriptions: 1 });
        drop(raw, how);
        await until(
          async () => (await listening()) === 0 && gauges().sockets === 0,
          `${query} to end (${how})`,
          1000,
        );
        expect(gauges()).toEqual({ sockets: 0, subscriptions: 0 });
      }
    }
  });
});
