import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import { collectEvents, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness, testAppConfig } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const ON_NEW = `subscription($roomId: ID, $after: ID) {
  onNewMessage(roomId: $roomId, after: $after) { id roomId content fromModerator }
}`;
const contents = (events: unknown[]) =>
  events.map(
    (event) => (event as { data: { onNewMessage: { content: string } } }).data.onNewMessage.content,
  );
const idOf = (event: unknown) =>
  (event as { data: { onNewMessage: { id: string } } }).data.onNewMessage.id;

describe('onNewMessage', () => {
  it('reaches the fake user’s worker, admins and the real user, and no other chatter', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const otherChatter = await addSignedIn(h, { role: 'CHATTER' });
    const worker = collectEvents(wsUrl, h.headers.CHATTER.authorization, ON_NEW);
    const admin = collectEvents(wsUrl, h.headers.ADMIN.authorization, ON_NEW);
    const stranger = collectEvents(wsUrl, otherChatter.headers.authorization, ON_NEW);
    const user = collectEvents(wsUrl, realUser.headers.authorization, ON_NEW);
    const regular = collectEvents(wsUrl, h.headers.REGULAR.authorization, ON_NEW);
    await Promise.all([worker, admin, stranger, user].map((s) => s.ready()));
    await send(h, realUser.headers, { roomId, content: 'hello' });
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    expect(contents(await worker.waitFor(2))).toEqual(['hello', LONG_ENOUGH]);
    expect(contents(await admin.waitFor(2))).toEqual(['hello', LONG_ENOUGH]);
    expect(contents(await user.waitFor(2))).toEqual(['hello', LONG_ENOUGH]);
    // Barrier: a message in the other chatter's own chat reaches them after anything sent before.
    const theirs = await openChat(h, otherChatter.id);
    await send(h, theirs.realUser.headers, { roomId: theirs.roomId, content: 'theirs' });
    expect(contents(await stranger.waitFor(1))).toEqual(['theirs']);
    await expect.poll(() => regular.errors.length).toBeGreaterThan(0);
    expect(regular.events).toEqual([]);
    expect(JSON.stringify(regular.errors)).toContain('FORBIDDEN');
    for (const s of [worker, admin, stranger, user, regular]) await s.close();
  });

  it('resumes after a drop with exactly the messages missed, once and in order', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const first = collectEvents(wsUrl, h.headers.CHATTER.authorization, ON_NEW, { roomId });
    await first.ready();
    for (const text of ['one', 'two']) await send(h, realUser.headers, { roomId, content: text });
    const seen = await first.waitFor(2);
    await first.close(); // the network drops
    for (const text of ['three', 'four', 'five'])
      await send(h, realUser.headers, { roomId, content: text });
    const resumed = collectEvents(wsUrl, h.headers.CHATTER.authorization, ON_NEW, {
      roomId,
      after: idOf(seen[1]),
    });
    expect(contents(await resumed.waitFor(3))).toEqual(['three', 'four', 'five']);
    await send(h, realUser.headers, { roomId, content: 'six' });
    expect(contents(await resumed.waitFor(4))).toEqual(['three', 'four', 'five', 'six']);
    // Barrier: one more message arrives after any duplicate would have.
    await send(h, realUser.headers, { roomId, content: 'seven' });
    await resumed.waitFor(5);
    expect(contents(resumed.events)).toEqual(['three', 'four', 'five', 'six', 'seven']);
    await resumed.close();
  });

  it('keeps a resuming real user to their own rooms', async () => {
    const mine = await openChat(h);
    const theirs = await openChat(h);
    await send(h, theirs.realUser.headers, { roomId: theirs.roomId, content: 'not yours' });
    await send(h, mine.realUser.headers, { roomId: mine.roomId, content: 'yours' });
    const resumed = collectEvents(wsUrl, mine.realUser.headers.authorization, ON_NEW, {
      after: '0',
    });
    expect(contents(await resumed.waitFor(1))).toEqual(['yours']);
    // Barrier: the user's next message arrives after the other room's would have.
    await send(h, mine.realUser.headers, { roomId: mine.roomId, content: 'yours again' });
    await resumed.waitFor(2);
    expect(contents(resumed.events)).toEqual(['yours', 'yours again']);
    await resumed.close();
  });

  it('resumes each kind of caller with what they may see: a chatter their fake users, one fake user, an admin all', async () => {
    const ON_ANY = `subscription($moderatorId: Int, $after: ID) {
      onNewMessage(moderatorId: $moderatorId, after: $after) { id roomId content fromModerator }
    }`;
    const mine = await openChat(h, h.userIds.CHATTER);
    const mineToo = await openChat(h, h.userIds.CHATTER);
    const notMine = await openChat(h, null);
    await send(h, mine.realUser.headers, { roomId: mine.roomId, content: 'to mine' });
    await send(h, notMine.realUser.headers, { roomId: notMine.roomId, content: 'to nobody' });
    await send(h, mineToo.realUser.headers, { roomId: mineToo.roomId, content: 'to mine too' });
    const resume = async (
      authorization: string,
      variables: Record<string, unknown>,
      expected: string[],
    ) => {
      const resumed = collectEvents(wsUrl, authorization, ON_ANY, { after: '0', ...variables });
      await resumed.waitFor(expected.length);
      // Barrier: a message everyone sees arrives after anything they should not have got.
      await send(h, mineToo.realUser.headers, { roomId: mineToo.roomId, content: 'barrier' });
      await resumed.waitFor(expected.length + 1);
      expect(contents(resumed.events)).toEqual([...expected, 'barrier']);
      await resumed.close();
      await h.database.db.execute(sql`delete from messages where content = 'barrier'`);
    };
    await resume(h.headers.CHATTER.authorization, {}, ['to mine', 'to mine too']);
    await resume(h.headers.CHATTER.authorization, { moderatorId: mineToo.moderatorId }, [
      'to mine too',
    ]);
    await resume(h.headers.ADMIN.authorization, {}, ['to mine', 'to nobody', 'to mine too']);
  });

  it('reaches sockets of another server instance on the same database', async () => {
    const other = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
    try {
      const otherUrl = await listenWs(other);
      const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
      const worker = collectEvents(otherUrl, h.headers.CHATTER.authorization, ON_NEW);
      await worker.ready();
      await send(h, realUser.headers, { roomId, content: 'across instances' });
      expect(contents(await worker.waitFor(1))).toEqual(['across instances']);
      await worker.close();
    } finally {
      await other.close();
    }
  });
});

describe('privatePhotoRequest', () => {
  it('tells the worker when the real user decides', async () => {
    const { realUser, roomId, moderatorId } = await openChat(h, h.userIds.CHATTER);
    const asked = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($u: Int!, $m: Int!) { requestUserPrivatePhotos(userId: $u, moderatorId: $m) { request { id } } }',
      { u: realUser.id, m: moderatorId },
    );
    const { id } = (asked.data as { requestUserPrivatePhotos: { request: { id: number } } })
      .requestUserPrivatePhotos.request;
    const worker = collectEvents(
      wsUrl,
      h.headers.CHATTER.authorization,
      'subscription($r: ID) { privatePhotoRequest(roomId: $r) { id status roomId } }',
      { r: roomId },
    );
    await worker.ready();
    await graphql(
      h.app,
      realUser.headers,
      'mutation($r: ID!, $id: Int!) { privatePhotoDecision(roomId: $r, requestId: $id, decision: R) { status } }',
      {
        r: roomId,
        id,
      },
    );
    expect(await worker.waitFor(1)).toEqual([
      { data: { privatePhotoRequest: { id, status: 'R', roomId } } },
    ]);
    await worker.close();
  });
});
