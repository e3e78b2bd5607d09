import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments, likes, moments, stories, users } from '../db/schema.js';
import { collectEvents, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { addRealUser, addSignedIn } from '../test/people.js';
import { publishDue } from './publisher.js';

let h: Harness;
let wsUrl: string;
let mia: number;
let zoe: number;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
beforeEach(async () => {
  await h.reset();
  const rows = await h.database.db
    .insert(users)
    .values([
      { email: 'mia@fake.test', firstName: 'Mia', isModerator: true },
      { email: 'zoe@fake.test', firstName: 'Zoe', isModerator: true },
    ])
    .returning({ id: users.id });
  [mia, zoe] = rows.map((row) => row.id);
});
afterAll(() => h.close());

const POSTS_CHANGED = 'subscription($u: Int) { postsChanged(userId: $u) }';
const open: { close(): unknown }[] = [];
beforeEach(async () => {
  for (const subscription of open.splice(0)) await subscription.close();
});

async function watch(userId: number | null, authorization = h.headers.CHATTER.authorization) {
  const events = collectEvents(wsUrl, authorization, POSTS_CHANGED, { u: userId });
  open.push(events);
  await events.ready();
  return events;
}

const ids = (events: unknown[]) =>
  events.map((event) => (event as { data: { postsChanged: number } }).data.postsChanged);

/** Waits a little longer than a notification takes: nothing more arrived meanwhile. */
const quietFor = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('postsChanged', () => {
  it("tells a person's panels each change to their stories and moments, and nobody else's", async () => {
    const miaPanel = await watch(mia);
    const zoePanel = await watch(zoe);
    // Posted through the API, as the moderator screens do.
    const posted = await graphql(
      h.app,
      h.headers.ADMIN,
      'mutation($m: ID!) { insertMoment(moderatorId: $m, description: "Sunny day") { id } }',
      { m: String(mia) },
    );
    expect(posted.errors).toBeUndefined();
    await miaPanel.waitFor(1);
    const [story] = await h.database.db
      .insert(stories)
      .values({ userId: mia, file: 'a.jpg' })
      .returning({ id: stories.id });
    await miaPanel.waitFor(2);
    const someone = await addRealUser(h);
    await h.database.db
      .insert(likes)
      .values({ targetType: 'story', targetId: story.id, userId: someone });
    await miaPanel.waitFor(3);
    const [comment] = await h.database.db
      .insert(comments)
      .values({ targetType: 'story', targetId: story.id, userId: someone, text: 'Nice!' })
      .returning({ id: comments.id });
    await miaPanel.waitFor(4);
    // A like of a comment changes the count shown on the post commented on.
    await h.database.db
      .insert(likes)
      .values({ targetType: 'comment', targetId: comment.id, userId: zoe });
    await miaPanel.waitFor(5);
    await h.database.db.delete(stories).where(eq(stories.id, story.id));
    await miaPanel.waitFor(6);
    await quietFor();
    expect(ids(miaPanel.events).every((id) => id === mia)).toBe(true);
    expect(zoePanel.events).toEqual([]);
  });

  it('tells the panel when a scheduled story or moment goes live at its time', async () => {
    const later = new Date(h.clock.now().getTime() + 60_000);
    await h.database.db
      .insert(moments)
      .values({ userId: zoe, title: 'Soon', publishAt: later, isPublished: false });
    const panel = await watch(zoe);
    await publishDue(h.database.db, h.clock.now());
    await quietFor();
    expect(panel.events).toEqual([]); // not due yet
    h.clock.advance(61_000);
    await publishDue(h.database.db, h.clock.now());
    expect(ids(await panel.waitFor(1))).toEqual([zoe]);
  });

  it("without a person, tells the moments feed anyone's change", async () => {
    const feed = await watch(null, h.headers.ADMIN.authorization);
    await h.database.db.insert(moments).values({ userId: mia, title: 'One' });
    await h.database.db.insert(moments).values({ userId: zoe, title: 'Two' });
    expect(ids(await feed.waitFor(2)).sort()).toEqual([mia, zoe].sort());
  });

  it('is for staff only: a real user of the app and a caller without a session are refused', async () => {
    const appUser = await addSignedIn(h);
    const refused = collectEvents(wsUrl, appUser.headers.authorization, POSTS_CHANGED, { u: mia });
    open.push(refused);
    const started = Date.now();
    while (!refused.errors.length && Date.now() - started < 3000) await quietFor(20);
    expect(JSON.stringify(refused.errors)).toMatch(/permission/i);
    await h.database.db.insert(stories).values({ userId: mia, file: 'b.jpg' });
    await quietFor();
    expect(refused.events).toEqual([]);
  });
});
