import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, moments, photos, stockImages, stories } from '../db/schema.js';
import { LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { addPhoto } from '../test/people.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
/** The last entry before each test: a test reads what came after. */
let mark = 0;
beforeEach(async () => {
  await h.reset();
  const [last] = await h.database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  mark = last?.id ?? 0;
});

const entries = () =>
  h.database.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(auditLog.id);

const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: h.headers.ADMIN, payload });

const admin = { actorId: () => h.userIds.ADMIN };

describe('team briefings in the audit log', () => {
  it('keeps who wrote, edited and deleted one, with its text before and after', async () => {
    const created = await asAdmin('POST', '/api/briefings/', {
      title: 'Friday shift',
      body_html: '<p>Be kind</p>',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const edited = await asAdmin('PUT', `/api/briefings/${id}/`, {
      title: 'Friday shift',
      body_html: '<p>Be very kind</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/briefings/${id}/`)).statusCode).toBe(204);
    // A refused write (no text) and a missing briefing change nothing and leave no entry.
    expect((await asAdmin('PUT', `/api/briefings/${id}/`, { title: 'x' })).statusCode).toBe(400);
    expect((await asAdmin('DELETE', `/api/briefings/${id}/`)).statusCode).toBe(404);

    const rows = await entries();
    expect(rows.map((row) => row.action)).toEqual([
      'briefing.create',
      'briefing.update',
      'briefing.delete',
    ]);
    const common = {
      actorId: admin.actorId(),
      actorRole: 'ADMIN',
      targetType: 'briefing',
      targetId: String(id),
    };
    expect(rows[0]).toMatchObject({
      ...common,
      before: null,
      after: { title: 'Friday shift', bodyHtml: '<p>Be kind</p>', authorId: h.userIds.ADMIN },
    });
    expect(rows[1]).toMatchObject({
      ...common,
      before: { bodyHtml: '<p>Be kind</p>' },
      after: { bodyHtml: '<p>Be very kind</p>' },
    });
    expect(rows[2]).toMatchObject({
      ...common,
      before: { title: 'Friday shift', bodyHtml: '<p>Be very kind</p>' },
      after: null,
    });
  });
});

describe('deleted chat messages in the audit log', () => {
  const DELETE = 'mutation($r: ID!, $ids: [ID!]!) { deleteUserMessages(roomId: $r, ids: $ids) }';

  it('keeps the chatter who deleted a real user’s messages, not the user’s own deletions', async () => {
    const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
    const ids: string[] = [];
    for (const clientId of ['one', 'two', 'three']) {
      const sent = await send(h, realUser.headers, { roomId, clientId, content: LONG_ENOUGH });
      expect(sent.errors).toBeUndefined();
      ids.push((sent.data as { sendMessage: { id: string } }).sendMessage.id);
    }
    const byChatter = await graphql(h.app, h.headers.CHATTER, DELETE, {
      r: roomId,
      ids: ids.slice(0, 2),
    });
    expect(byChatter.errors).toBeUndefined();
    // Ids of no message of this room delete nothing: no entry.
    await graphql(h.app, h.headers.CHATTER, DELETE, { r: roomId, ids: ['999999'] });
    const byUser = await graphql(h.app, realUser.headers, DELETE, { r: roomId, ids: [ids[2]] });
    expect(byUser.data?.deleteUserMessages).toEqual([ids[2]]);

    expect(await entries()).toEqual([
      expect.objectContaining({
        action: 'chat.messages_delete',
        actorId: h.userIds.CHATTER,
        actorRole: 'CHATTER',
        targetType: 'chat',
        targetId: roomId,
        before: null,
        after: { messageIds: ids.slice(0, 2) },
      }),
    ]);
  });
});

describe('removed photos, posts and stock images in the audit log', () => {
  it('keeps who removed which one from whose profile', async () => {
    const { moderatorId } = await openChat(h, h.userIds.CHATTER);
    await addPhoto(h, moderatorId, 'a.jpg');
    await addPhoto(h, moderatorId, 'b.jpg');
    await addPhoto(h, moderatorId, 'c.jpg', 'PRIVATE');
    const [first, second, hidden] = await h.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.userId, moderatorId))
      .orderBy(photos.id);
    const [story] = await h.database.db
      .insert(stories)
      .values({ userId: moderatorId, file: 'story.jpg' })
      .returning({ id: stories.id });
    const [moment] = await h.database.db
      .insert(moments)
      .values({ userId: moderatorId, file: 'moment.jpg' })
      .returning({ id: moments.id });
    const [stock] = await h.database.db
      .insert(stockImages)
      .values({ ownerId: h.userIds.ADMIN, file: 'stock.jpg' })
      .returning({ id: stockImages.id });

    const removed = await asAdmin('DELETE', `/api/user/${moderatorId}/photo/?id=${first.id}`);
    expect(removed.statusCode).toBe(204);
    const mutations = [
      ['deleteAvatarPhoto(userId: $u, id: $second)', { second: second.id }],
      ['deletePrivatePhoto(userId: $u, id: $hidden)', { hidden: hidden.id }],
      ['deleteStory(id: $story, moderatorId: $m)', { story: story.id }],
      ['deleteMoment(id: $moment, moderatorId: $m)', { moment: moment.id }],
      ['deleteStockImage(id: $stock)', { stock: stock.id }],
    ] as const;
    for (const [call, variables] of mutations) {
      const names = Object.keys(variables).map((name) => `$${name}: Int!`);
      if (call.includes('$u')) names.push('$u: Int!');
      if (call.includes('$m')) names.push('$m: ID!');
      const response = await graphql(
        h.app,
        h.headers.ADMIN,
        `mutation(${names.join(', ')}) { ${call} }`,
        { ...variables, u: moderatorId, m: String(moderatorId) },
      );
      expect(response.errors, call).toBeUndefined();
    }
    // A photo that is gone already: refused, no entry.
    await asAdmin('DELETE', `/api/user/${moderatorId}/photo/?id=${first.id}`);

    const rows = await entries();
    const person = { targetType: 'person', targetId: String(moderatorId), before: null };
    expect(
      rows.map(({ action, actorId, targetType, targetId, before, after }) => ({
        action,
        actorId,
        targetType,
        targetId,
        before,
        after,
      })),
    ).toEqual([
      { action: 'photo.delete', actorId: h.userIds.ADMIN, ...person, after: { photoId: first.id } },
      {
        action: 'photo.delete',
        actorId: h.userIds.ADMIN,
        ...person,
        after: { photoId: second.id, kind: 'avatar' },
      },
      {
        action: 'photo.delete',
        actorId: h.userIds.ADMIN,
        ...person,
        after: { photoId: hidden.id, kind: 'private' },
      },
      { action: 'story.delete', actorId: h.userIds.ADMIN, ...person, after: { storyId: story.id } },
      {
        action: 'moment.delete',
        actorId: h.userIds.ADMIN,
        ...person,
        after: { momentId: moment.id },
      },
      {
        action: 'stock_image.delete',
        actorId: h.userIds.ADMIN,
        targetType: 'stock_image',
        targetId: String(stock.id),
        before: null,
        after: null,
      },
    ]);
  });
});
