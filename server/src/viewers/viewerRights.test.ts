import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { chatQueue, chatViewers, users } from '../db/schema.js';
import { returnExpiredChats } from '../queue/assignment.js';
import { listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness, testAppConfig } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';
import { heldChat, viewerIds, watchViewers } from '../test/viewerWatch.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const watch = (authorization: string, roomId: string, url = wsUrl) =>
  watchViewers(url, authorization, roomId);
const viewingStaff = async () =>
  (await h.database.db.select().from(chatViewers)).map((row) => row.staffId).sort();
const release = (roomId: string) =>
  graphql(h.app, h.headers.CHATTER, 'mutation($r: ID!) { releaseChat(roomId: $r) }', {
    r: roomId,
  });

describe('a viewer’s right is asked again when the chat’s holder changes', () => {
  it('ends the stream of the chatter who released the chat, at once; admins keep theirs', async () => {
    const { roomId } = await heldChat(h);
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    const superAdmin = watch(h.headers.SUPER_ADMIN.authorization, roomId);
    await admin.until((viewers) => viewers.length === 3);
    expect((await release(roomId)).data?.releaseChat).toBe(true);

    expect(await chatter.refusal()).toBe('FORBIDDEN');
    // The others see the chatter gone (neither holding nor viewing), without anyone else moving.
    for (const stream of [admin, superAdmin]) {
      expect(
        await stream.until((viewers) => !viewerIds(viewers).includes(String(h.userIds.CHATTER))),
      ).toMatchObject([{ holdsChat: false }, { holdsChat: false }]);
    }
    expect(await viewingStaff()).toEqual([h.userIds.ADMIN, h.userIds.SUPER_ADMIN].sort());
    await Promise.all([chatter.close(), admin.close(), superAdmin.close()]);
  });

  it('ends it when the deadline passes and another chatter takes the chat', async () => {
    const { roomId } = await heldChat(h);
    const other = await addSignedIn(h, { role: 'CHATTER' });
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    await admin.until((viewers) => viewers.length === 2);

    // The answer deadline just passed (the clock stays: the viewers' rows must not expire).
    await h.database.db
      .update(chatQueue)
      .set({ clearedAt: new Date(h.clock.now().getTime() - 1) })
      .where(eq(chatQueue.roomId, roomId));
    expect(await returnExpiredChats(h.database, h.clock.now())).toBe(1);
    expect(await chatter.refusal()).toBe('FORBIDDEN');
    const taken = await graphql(
      h.app,
      other.headers,
      'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }',
      { r: roomId },
    );
    expect(taken.errors).toBeUndefined();
    expect(await admin.until((viewers) => viewers.length === 2)).toMatchObject([
      { id: String(other.id), holdsChat: true, viewing: false },
      { id: String(h.userIds.ADMIN), holdsChat: false, viewing: true },
    ]);
    // The new holder may watch now.
    const newHolder = watch(other.headers.authorization, roomId);
    await newHolder.until((viewers) => viewers[0]?.viewing === true);
    await Promise.all([chatter.close(), admin.close(), newHolder.close()]);
  });

  it('keeps the stream of a chatter who still works the fake user after releasing', async () => {
    const { roomId, moderatorId } = await heldChat(h);
    await h.database.db
      .update(users)
      .set({ workerId: h.userIds.CHATTER })
      .where(eq(users.id, moderatorId));
    const chatter = watch(h.headers.CHATTER.authorization, roomId);
    await chatter.until((viewers) => viewers[0]?.holdsChat === true);
    expect((await release(roomId)).data?.releaseChat).toBe(true);
    expect(await chatter.until((viewers) => !viewers[0]?.holdsChat)).toMatchObject([
      { id: String(h.userIds.CHATTER), holdsChat: false, viewing: true },
    ]);
    expect(chatter.errors).toEqual([]);

    // Its fake user given to nobody: the right is gone, and so is the stream.
    await h.database.db.update(users).set({ workerId: null }).where(eq(users.id, moderatorId));
    expect(await chatter.refusal()).toBe('FORBIDDEN');
    expect(await viewingStaff()).toEqual([]);
    await chatter.close();
  });
});

describe('a staff member whose session changes leaves every viewer list at once', () => {
  it('deleted: gone from the lists of both instances on the database', async () => {
    const { roomId, moderatorId } = await heldChat(h);
    const other = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
    try {
      const otherUrl = await listenWs(other);
      // A chatter who works the chat's fake user, watching through the other instance.
      const goner = await addSignedIn(h, { role: 'CHATTER' });
      await h.database.db
        .update(users)
        .set({ workerId: goner.id })
        .where(eq(users.id, moderatorId));
      const here = watch(h.headers.ADMIN.authorization, roomId);
      const there = watch(h.headers.SUPER_ADMIN.authorization, roomId, otherUrl);
      const gonerStream = watch(goner.headers.authorization, roomId, otherUrl);
      for (const stream of [here, there]) {
        await stream.until((viewers) => viewerIds(viewers).includes(String(goner.id)));
      }
      const deleted = await h.app.inject({
        method: 'DELETE',
        url: `/api/internal/workers/${goner.id}`,
        headers: h.headers.SUPER_ADMIN,
      });
      expect(deleted.statusCode).toBe(204);
      for (const stream of [here, there]) {
        await stream.until((viewers) => !viewerIds(viewers).includes(String(goner.id)), 1000);
      }
      expect(await viewingStaff()).toEqual([h.userIds.ADMIN, h.userIds.SUPER_ADMIN].sort());
      await Promise.all([here.close(), there.close(), gonerStream.close()]);
    } finally {
      await other.close();
    }
  });

  it('deleted while its viewer row had no live socket (a crashed instance’s): gone at once', async () => {
    const { roomId } = await heldChat(h);
    const goner = await addSignedIn(h, { role: 'ADMIN' });
    await h.database.db
      .insert(chatViewers)
      .values({ id: 'crashed', roomId, staffId: goner.id, seenAt: h.clock.now() });
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    await admin.until((viewers) => viewerIds(viewers).includes(String(goner.id)));
    await h.database.db.delete(users).where(eq(users.id, goner.id));
    await admin.until((viewers) => !viewerIds(viewers).includes(String(goner.id)), 1000);
    await admin.close();
  });

  it('the holder deleted: the chat shows no holder at once', async () => {
    const holder = await addSignedIn(h, { role: 'CHATTER' });
    const { roomId } = await heldChat(h, holder.headers);
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    await admin.until((viewers) => viewers[0]?.id === String(holder.id));
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: `/api/internal/workers/${holder.id}`,
      headers: h.headers.SUPER_ADMIN,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await admin.until((viewers) => viewers.length === 1, 1000)).toMatchObject([
      { id: String(h.userIds.ADMIN), holdsChat: false },
    ]);
    await admin.close();
  });

  it('blocked, or demoted: its own stream ends and the others see it go', async () => {
    const { roomId } = await heldChat(h);
    const admin = watch(h.headers.ADMIN.authorization, roomId);
    const changes = [
      { isBlocked: true },
      { role: 'REGULAR' as const },
      { chatAccess: false, role: 'CHATTER' as const },
    ];
    for (const change of changes) {
      const person = await addSignedIn(h, { role: 'ADMIN' });
      const stream = watch(person.headers.authorization, roomId);
      await admin.until((viewers) => viewerIds(viewers).includes(String(person.id)));
      await h.database.db.update(users).set(change).where(eq(users.id, person.id));
      await admin.until((viewers) => !viewerIds(viewers).includes(String(person.id)), 1000);
      expect(await viewingStaff()).not.toContain(person.id);
      await stream.close();
    }
    await admin.close();
  });
});
