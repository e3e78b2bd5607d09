import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chatQueue, rooms, settings, users } from '../db/schema.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { publishQueueChanged } from './resolvers.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/graphql`;
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const CHECKS = `{
  checkUserListingPermission { isAllowed }
  checkAdminListingPermission { isAllowed }
  chatQueueSettings { isAllowed }
  chatPasteSettings { isAllowed }
  chatMessageLengthSetting { minMessageLength }
}`;

describe('permission checks and chat settings', () => {
  it.each([
    ['SUPER_ADMIN', true, true, true],
    ['ADMIN', true, true, true],
    ['CHATTER', true, false, false],
    ['REGULAR', false, false, false],
  ] as const)(
    '%s: user listing %s, admin listing %s, paste %s',
    async (role, users_, admins, paste) => {
      const { data } = await graphql(h.app, h.headers[role], CHECKS);
      expect(data).toMatchObject({
        checkUserListingPermission: { isAllowed: users_ },
        checkAdminListingPermission: { isAllowed: admins },
        chatPasteSettings: { isAllowed: paste },
        chatMessageLengthSetting: { minMessageLength: 50 },
      });
    },
  );

  it('reads the stored settings and the worker flags', async () => {
    await h.database.db
      .update(settings)
      .set({ value: 80 })
      .where(eq(settings.key, 'minMessageLength'));
    await h.database.db
      .update(settings)
      .set({ value: { users: ['REGULAR'], admins: [] } })
      .where(eq(settings.key, 'listingAccess'));
    await h.database.db
      .update(users)
      .set({ pasteAccess: true, chatAccess: false })
      .where(eq(users.id, h.userIds.CHATTER));
    const { data } = await graphql(h.app, h.headers.CHATTER, CHECKS);
    expect(data).toMatchObject({
      checkUserListingPermission: { isAllowed: false },
      chatQueueSettings: { isAllowed: false },
      chatPasteSettings: { isAllowed: true },
      chatMessageLengthSetting: { minMessageLength: 80 },
    });
    const regular = await graphql(
      h.app,
      h.headers.REGULAR,
      '{ checkUserListingPermission { isAllowed } }',
    );
    expect(regular.data).toEqual({ checkUserListingPermission: { isAllowed: true } });
    const worker = await graphql(
      h.app,
      h.headers.ADMIN,
      `{ checkWorkerChatPermission(workerId: ${h.userIds.CHATTER}) { isAllowed } }`,
    );
    expect(worker.data).toEqual({ checkWorkerChatPermission: { isAllowed: false } });
  });
});

describe('the live queue subscription', () => {
  /** Subscribes, publishes once the subscription is in place, and settles on the first event. */
  const subscribe = (authorization: string) =>
    new Promise<unknown>((resolve, reject) => {
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization },
        retryAttempts: 0,
      });
      const publish = setTimeout(
        () => void publishQueueChanged({ db: h.database.db, pubsub: h.app.graphql.pubsub }),
        300,
      );
      const settle = (done: () => void) => {
        clearTimeout(publish);
        void client.dispose();
        done();
      };
      client.subscribe(
        { query: 'subscription { queueChanged }' },
        {
          next: (value) => settle(() => resolve(value)),
          error: (error) => settle(() => reject(error)),
          complete: () => undefined,
        },
      );
    });

  it('refuses a connection without a valid staff token', async () => {
    await expect(subscribe('Token nope')).rejects.toBeDefined();
    await expect(subscribe(h.headers.appUser.authorization)).rejects.toBeDefined();
  });

  it('tells a signed-in staff member the new unassigned count', async () => {
    const [user] = await h.database.db
      .insert(users)
      .values({ email: 'real@test.example' })
      .returning();
    const [moderator] = await h.database.db
      .insert(users)
      .values({ email: 'mod@test.example', isModerator: true })
      .returning();
    await h.database.db.insert(rooms).values({
      id: `${user.id}___m${moderator.id}x0x`,
      userId: user.id,
      moderatorId: moderator.id,
    });
    await h.database.db.insert(chatQueue).values({
      roomId: `${user.id}___m${moderator.id}x0x`,
      userId: user.id,
      moderatorId: moderator.id,
    });
    expect(await subscribe(h.headers.CHATTER.authorization)).toEqual({ data: { queueChanged: 1 } });
    const counted = await graphql(h.app, h.headers.CHATTER, '{ chatsInQueueCount }');
    expect(counted.data).toEqual({ chatsInQueueCount: 1 });
  });
});
