import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settings, users } from '../db/schema.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';

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
