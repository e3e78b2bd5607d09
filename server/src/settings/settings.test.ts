import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { settings, users } from '../db/schema.js';
import {
  createHarness,
  graphql,
  type Harness,
  notificationsDelivered,
  testAppConfig,
} from '../test/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
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
    // Settings are remembered until the change's notification arrives.
    await notificationsDelivered(h.database);
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

  it('answers false, not an error, for a worker id that names no row', async () => {
    for (const workerId of ['abc', '99999999999', '-1', '424242']) {
      const result = await graphql(
        h.app,
        h.headers.ADMIN,
        'query ($id: ID) { checkWorkerChatPermission(workerId: $id) { isAllowed } }',
        { id: workerId },
      );
      expect(result).toEqual({ data: { checkWorkerChatPermission: { isAllowed: false } } });
    }
  });

  it("answers the caller's own chat permission without a worker id", async () => {
    const { data } = await graphql(
      h.app,
      h.headers.CHATTER,
      '{ checkWorkerChatPermission { isAllowed } }',
    );
    expect(data).toEqual({ checkWorkerChatPermission: { isAllowed: true } });
  });
});

describe('remembered settings', () => {
  const minimum = async (app: Harness['app']) =>
    (await graphql(app, h.headers.CHATTER, '{ chatMessageLengthSetting { minMessageLength } }'))
      .data as { chatMessageLengthSetting: { minMessageLength: number } };

  it('are read once, and again after any instance changes them', async () => {
    const other = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
    try {
      expect((await minimum(h.app)).chatMessageLengthSetting.minMessageLength).toBe(50);
      // With the triggers off nobody is told: the remembered value still answers.
      await h.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(settings).set({ value: 70 }).where(eq(settings.key, 'minMessageLength'));
      });
      expect((await minimum(h.app)).chatMessageLengthSetting.minMessageLength).toBe(50);
      // Another instance's change reaches this one by the trigger's notification.
      const saved = await graphql(
        other,
        h.headers.ADMIN,
        'mutation { setChatMessageLength(minMessageLength: 20) { minMessageLength } }',
      );
      expect(saved.data).toEqual({ setChatMessageLength: { minMessageLength: 20 } });
      await notificationsDelivered(h.database);
      expect((await minimum(h.app)).chatMessageLengthSetting.minMessageLength).toBe(20);
    } finally {
      await other.close();
    }
  });

  it('apply a change made on this instance to its very next request', async () => {
    expect((await minimum(h.app)).chatMessageLengthSetting.minMessageLength).toBe(50);
    await graphql(
      h.app,
      h.headers.ADMIN,
      'mutation { setChatMessageLength(minMessageLength: 5) { minMessageLength } }',
    );
    expect((await minimum(h.app)).chatMessageLengthSetting.minMessageLength).toBe(5);
  });
});
