import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, likes, moments, stories, uploads, users } from '../db/schema.js';
import { chatWith, LONG_ENOUGH, send } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness, type Identity } from '../test/harness.js';
import { addRealUser } from '../test/people.js';
import { publishDue } from './publisher.js';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'posts-'));
let h: Harness;
let own: number;
let others: number;
beforeAll(async () => {
  h = await createHarness({ mediaDir, publishIntervalMs: 25 });
});
beforeEach(async () => {
  await h.reset();
  const rows = await h.database.db
    .insert(users)
    .values([
      { email: 'own@fake.test', firstName: 'Own', isModerator: true, workerId: h.userIds.CHATTER },
      { email: 'other@fake.test', firstName: 'Other', isModerator: true },
    ])
    .returning({ id: users.id });
  [own, others] = rows.map((row) => row.id);
});
afterAll(async () => {
  await h.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

let n = 0;
/** A pending upload of `identity`, as POST /api/media/upload/ leaves it. */
async function pendingUpload(identity: Exclude<Identity, 'anonymous'> = 'ADMIN') {
  n += 1;
  const file = `${String(n).padStart(29, 'u')}.jpg`;
  mkdirSync(path.join(mediaDir, 'thumbs'), { recursive: true });
  writeFileSync(path.join(mediaDir, file), 'jpeg');
  writeFileSync(path.join(mediaDir, 'thumbs', file), 'thumb');
  const [row] = await h.database.db
    .insert(uploads)
    .values({ file, thumbnail: `thumbs/${file}`, kind: 'image', uploaderId: h.userIds[identity] })
    .returning();
  return row;
}

const ask = (identity: Identity, query: string, variables?: Record<string, unknown>) =>
  graphql(h.app, h.headers[identity], query, variables);
const inAnHour = () => new Date(h.clock.now().getTime() + 3_600_000).toISOString();

describe('stories', () => {
  it('publishes now or schedules, and lists them apart', async () => {
    const upload = await pendingUpload();
    const now = await ask(
      'ADMIN',
      `mutation ($m: ID!, $u: Int) { insertStory(moderatorId: $m, uploadId: $u) { id isPublished fileType thumbnail } }`,
      { m: String(own), u: upload.id },
    );
    expect(now.data?.insertStory).toMatchObject({ isPublished: true, fileType: 'image' });
    expect(await h.database.db.select().from(uploads)).toEqual([]);
    const later = await ask(
      'ADMIN',
      `mutation ($m: ID!, $u: Int, $at: String) { insertStory(moderatorId: $m, uploadId: $u, publishAt: $at) { id isPublished } }`,
      { m: String(own), u: (await pendingUpload()).id, at: inAnHour() },
    );
    expect(later.data?.insertStory).toMatchObject({ isPublished: false });
    const lists = async () =>
      (
        await ask(
          'REGULAR',
          `query ($id: Int!) { allUserStories(userId: $id) { id } userScheduledStories(userId: $id) { id } }`,
          { id: own },
        )
      ).data as { allUserStories: { id: number }[]; userScheduledStories: { id: number }[] };
    const before = await lists();
    expect(before.allUserStories.map((s) => s.id)).toEqual([
      (now.data as { insertStory: { id: number } }).insertStory.id,
    ]);
    expect(before.userScheduledStories).toHaveLength(1);
    h.clock.advance(2 * 3_600_000);
    const after = await lists();
    expect(after.allUserStories).toHaveLength(2);
    expect(after.userScheduledStories).toEqual([]);
    const many = await ask(
      'REGULAR',
      `{ allUserMultiStories(userIds: [${others}, ${own}]) { userId stories { id } } userStories(userId: ${own}) { id } }`,
    );
    expect(many.data).toEqual({
      allUserMultiStories: [
        { userId: others, stories: [] },
        { userId: own, stories: after.allUserStories },
      ],
      userStories: after.allUserStories,
    });
  });

  it('refuses a story without media, a past time, and someone else’s upload', async () => {
    const none = await ask('ADMIN', `mutation { insertStory(moderatorId: "${own}") { id } }`);
    expect(none.errors?.[0].extensions?.errors).toEqual(['A story needs an image or a video.']);
    const past = await ask(
      'ADMIN',
      `mutation ($u: Int) { insertStory(moderatorId: "${own}", uploadId: $u, publishAt: "2020-01-01T00:00:00Z") { id } }`,
      { u: (await pendingUpload()).id },
    );
    expect(past.errors?.[0].extensions?.errors).toEqual([
      'A scheduled time must be in the future.',
    ]);
    const foreign = await ask(
      'ADMIN',
      `mutation ($u: Int) { insertStory(moderatorId: "${own}", uploadId: $u) { id } }`,
      { u: (await pendingUpload('SUPER_ADMIN')).id },
    );
    expect(foreign.errors?.[0].extensions?.errors).toEqual(['No such pending upload of yours.']);
    expect(await h.database.db.select().from(stories)).toEqual([]);
  });

  it('lets a chatter post as the fake users they work only; REGULAR reads only', async () => {
    const mine = await ask(
      'CHATTER',
      `mutation ($u: Int) { insertStory(moderatorId: "${own}", uploadId: $u) { id } }`,
      { u: (await pendingUpload('CHATTER')).id },
    );
    expect(mine.errors).toBeUndefined();
    for (const [identity, moderator] of [
      ['CHATTER', others],
      ['REGULAR', own],
    ] as const) {
      const refused = await ask(
        identity,
        `mutation { insertMoment(moderatorId: "${moderator}", description: "x") { id } }`,
      );
      expect(refused.errors?.[0].extensions?.code, identity).toBe('FORBIDDEN');
    }
  });
});

describe('moments, likes and comments', () => {
  async function moment(description = 'Sunset') {
    const result = await ask(
      'ADMIN',
      `mutation { insertMoment(moderatorId: "${own}", description: "${description}") { id momentDescription file_url } }`,
    );
    return result.data?.insertMoment as { id: number; momentDescription: string; file_url: null };
  }

  it('takes a description or an image, and shows in the all-user feed', async () => {
    expect(await moment()).toMatchObject({ momentDescription: 'Sunset', file_url: null });
    const empty = await ask(
      'ADMIN',
      `mutation { insertMoment(moderatorId: "${own}", description: "  ") { id } }`,
    );
    expect(empty.errors?.[0].extensions?.errors).toEqual([
      'A moment needs a description or an image.',
    ]);
    const feed = await ask(
      'REGULAR',
      '{ allMoments(limit: 10) { momentDescription createdBy { id } } }',
    );
    expect(feed.data?.allMoments).toEqual([
      { momentDescription: 'Sunset', createdBy: { id: own } },
    ]);
  });

  it('likes once, comments with text, and lists both', async () => {
    const { id } = await moment();
    const likeIt = () =>
      ask('ADMIN', `mutation { genericLike(kind: MOMENT, id: ${id}, moderatorId: "${own}") }`);
    expect((await likeIt()).data?.genericLike).toBe(1);
    expect((await likeIt()).data?.genericLike).toBe(1);
    expect(
      (
        await ask(
          'ADMIN',
          `mutation { genericLike(kind: MOMENT, id: ${id}, moderatorId: "${others}") }`,
        )
      ).data?.genericLike,
    ).toBe(2);
    const blank = await ask(
      'ADMIN',
      `mutation { genericComment(kind: MOMENT, id: ${id}, comment: "   ", moderatorId: "${own}") { id } }`,
    );
    expect(blank.errors?.[0].extensions?.errors).toEqual(['Comment text is required!']);
    const said = await ask(
      'ADMIN',
      `mutation { genericComment(kind: MOMENT, id: ${id}, comment: "Lovely", moderatorId: "${own}") { commentDescription user { id fullName } } }`,
    );
    expect(said.data?.genericComment).toEqual({
      commentDescription: 'Lovely',
      user: { id: own, fullName: 'Own' },
    });
    const listed = await ask(
      'REGULAR',
      `{ getMomentLikes(kind: MOMENT, id: ${id}) { user { id } } getMomentComments(kind: MOMENT, id: ${id}) { commentDescription } allUserMoments(userId: ${own}) { likesCount commentsCount } }`,
    );
    expect(listed.data).toEqual({
      getMomentLikes: expect.arrayContaining([{ user: { id: own } }, { user: { id: others } }]),
      getMomentComments: [{ commentDescription: 'Lovely' }],
      allUserMoments: [{ likesCount: 2, commentsCount: 1 }],
    });
    // The spec's names for the same calls.
    const aliases = await ask(
      'CHATTER',
      `mutation { likeMoment(id: ${id}, moderatorId: "${own}") commentMoment(id: ${id}, comment: "Again", moderatorId: "${own}") { commentDescription } }`,
    );
    expect(aliases.data).toEqual({ likeMoment: 2, commentMoment: { commentDescription: 'Again' } });
    const chatterElsewhere = await ask(
      'CHATTER',
      `mutation { genericLike(kind: MOMENT, id: ${id}, moderatorId: "${others}") }`,
    );
    expect(chatterElsewhere.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a chatter react as the moderator whose chat they hold, while they hold it', async () => {
    const { id } = await moment();
    const { realUser, roomId } = await chatWith(h, others);
    await send(h, realUser.headers, { roomId, content: 'hello' });
    const likeAsOthers = (identity: Identity) =>
      ask(identity, `mutation { genericLike(kind: MOMENT, id: ${id}, moderatorId: "${others}") }`);
    expect((await likeAsOthers('CHATTER')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const taken = await ask('CHATTER', `mutation { takeChat(roomId: "${roomId}") { roomId } }`);
    expect(taken.errors).toBeUndefined();
    expect((await likeAsOthers('CHATTER')).data?.genericLike).toBe(1);
    const comment = await ask(
      'CHATTER',
      `mutation { genericComment(kind: MOMENT, id: ${id}, comment: "Nice", moderatorId: "${others}") { id } }`,
    );
    expect(comment.errors).toBeUndefined();
    // Answering hands the chat back: no more reacting as that moderator.
    await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH });
    expect((await likeAsOthers('CHATTER')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await likeAsOthers('REGULAR')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('never reacts, posts or deletes as a real user, a staff account or the caller', async () => {
    const { id } = await moment();
    const realUser = await addRealUser(h);
    const [realMoment] = await h.database.db
      .insert(moments)
      .values({
        userId: realUser,
        description: 'mine',
        publishAt: h.clock.now(),
        isPublished: true,
      })
      .returning({ id: moments.id });
    // `as` is the moderatorId argument, or nothing (acting as the caller themself).
    const asSomeone = (as: string | null) =>
      [
        `genericLike(kind: MOMENT, id: ${id}${as ?? ''})`,
        `likeMoment(id: ${id}${as ?? ''})`,
        `genericComment(kind: MOMENT, id: ${id}, comment: "hi"${as ?? ''}) { id }`,
        `commentMoment(id: ${id}, comment: "hi"${as ?? ''}) { id }`,
        `insertMoment(description: "as them"${as ?? ', moderatorId: ""'}) { id }`,
        `deleteMoment(id: ${realMoment.id}${as ?? ', moderatorId: ""'})`,
      ].map((call) => `mutation { ${call} }`);
    const notModerators = [realUser, h.userIds.SUPER_ADMIN, h.userIds.ADMIN, h.userIds.CHATTER];
    for (const identity of ['ADMIN', 'SUPER_ADMIN', 'CHATTER'] as const) {
      const attempts = [
        ...notModerators.map((userId) => `, moderatorId: "${userId}"`),
        null, // left out: the caller themself
      ].flatMap(asSomeone);
      for (const attempt of attempts) {
        const answer = await ask(identity, attempt);
        expect(answer.errors?.[0].extensions?.code, `${identity}: ${attempt}`).toBe('FORBIDDEN');
      }
    }
    const { db } = h.database;
    expect(await db.select().from(likes)).toEqual([]);
    expect(await db.select().from(comments)).toEqual([]);
    expect(await db.select({ id: moments.id }).from(moments)).toHaveLength(2);
  });

  it('deletes only the moderator’s own post, with its likes, comments and files', async () => {
    const upload = await pendingUpload();
    const created = await ask(
      'ADMIN',
      `mutation ($u: Int) { insertMoment(moderatorId: "${own}", uploadId: $u) { id } }`,
      { u: upload.id },
    );
    const { id } = (created.data as { insertMoment: { id: number } }).insertMoment;
    await ask('ADMIN', `mutation { genericLike(kind: MOMENT, id: ${id}) }`);
    await ask('ADMIN', `mutation { genericComment(kind: MOMENT, id: ${id}, comment: "x") { id } }`);
    const wrong = await ask(
      'ADMIN',
      `mutation { deleteMoment(id: ${id}, moderatorId: "${others}") }`,
    );
    expect(wrong.errors?.[0].extensions?.errors).toEqual(['No such moment.']);
    const done = await ask('ADMIN', `mutation { deleteMoment(id: ${id}, moderatorId: "${own}") }`);
    expect(done.data?.deleteMoment).toBe(true);
    expect(await h.database.db.select().from(moments)).toEqual([]);
    expect(await h.database.db.select().from(likes)).toEqual([]);
    expect(await h.database.db.select().from(comments)).toEqual([]);
    expect(existsSync(path.join(mediaDir, upload.file))).toBe(false);
  });
});

describe('the publisher', () => {
  it('publishes each due item once, even with two running at the same moment', async () => {
    const at = (minutes: number) => new Date(h.clock.now().getTime() + minutes * 60_000);
    await h.database.db.insert(stories).values(
      [5, 10, 20, 120].map((minutes) => ({
        userId: own,
        file: 'x.jpg',
        publishAt: at(minutes),
        isPublished: false,
      })),
    );
    await h.database.db
      .insert(moments)
      .values({ userId: own, description: 'soon', publishAt: at(15), isPublished: false });
    const when = at(30);
    const [first, second] = await Promise.all([
      publishDue(h.database.db, when),
      publishDue(h.database.db, when),
    ]);
    const storyIds = [...first.stories, ...second.stories];
    expect(storyIds).toHaveLength(3);
    expect(new Set(storyIds).size).toBe(3);
    expect([...first.moments, ...second.moments]).toHaveLength(1);
    expect((await publishDue(h.database.db, when)).stories).toEqual([]);
    const waiting = await h.database.db
      .select()
      .from(stories)
      .where(eq(stories.isPublished, false));
    expect(waiting).toHaveLength(1);
  });

  it('runs inside the server on its own: no client asks', async () => {
    await h.app.ready();
    const publishAt = new Date(h.clock.now().getTime() + 2_000);
    const [row, due] = await h.database.db
      .insert(stories)
      .values([
        { userId: own, file: 'y.jpg', publishAt, isPublished: false },
        { userId: own, file: 'due.jpg', publishAt: h.clock.now(), isPublished: false },
      ])
      .returning();
    const published = async (id: number) =>
      (await h.database.db.select().from(stories).where(eq(stories.id, id)))[0].isPublished;
    // Barrier: the story due now is published by a run that left the later one alone.
    await expect.poll(() => published(due.id), { timeout: 3_000 }).toBe(true);
    const [still] = await h.database.db.select().from(stories).where(eq(stories.id, row.id));
    expect(still.isPublished).toBe(false);
    h.clock.advance(3_000);
    await expect
      .poll(
        async () =>
          (await h.database.db.select().from(stories).where(eq(stories.id, row.id)))[0].isPublished,
        { timeout: 3_000 },
      )
      .toBe(true);
  });
});

describe("the current user's posts", () => {
  it('are a real user’s own, whatever id they name, and the named user’s for staff', async () => {
    const other = h.userIds.ADMIN;
    const me = h.userIds.appUser;
    await h.database.db.insert(stories).values([
      { userId: me, file: 'mine.jpg' },
      { userId: other, file: 'theirs.jpg' },
    ]);
    await h.database.db.insert(moments).values({ userId: me, description: 'My moment' });
    const QUERY =
      'query($u: Int) { currentUserStories(userId: $u) { file } currentUserMoments(userId: $u) { momentDescription } }';
    const own = await ask('appUser', QUERY, { u: other });
    expect(own.data).toEqual({
      currentUserStories: [{ file: 'mine.jpg' }],
      currentUserMoments: [{ momentDescription: 'My moment' }],
    });
    const staff = await ask('CHATTER', QUERY, { u: me });
    expect(staff.data?.currentUserStories).toEqual([{ file: 'mine.jpg' }]);
  });
});
