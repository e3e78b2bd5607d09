import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/open.js';
import { comments, likes, moments, photos, profileVisits, stories } from '../db/schema.js';
import { insertInBatches } from './batch.js';
import { withThumbnail } from './media.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface ContentInput {
  images: string[];
  /** Private photos' own files: a file is served either openly or by signed links only. */
  privateImages: string[];
  moderatorIds: number[];
  userIds: number[];
}

/**
 * Photos, stories and moments (a quarter of the moderators' ones scheduled in the coming week,
 * unpublished), then real users' likes, comments and profile visits on the moderators.
 */
export async function seedContent(db: Db, faker: Faker, now: Date, input: ContentInput) {
  const { images, privateImages, moderatorIds, userIds } = input;
  const photoRows: (typeof photos.$inferInsert)[] = [];
  const storyRows: (typeof stories.$inferInsert)[] = [];
  const momentRows: (typeof moments.$inferInsert)[] = [];
  const image = () => withThumbnail(faker.helpers.arrayElement(images));
  const ago = (maxDays: number) =>
    new Date(now.getTime() - faker.number.int({ min: HOUR, max: maxDays * DAY }));
  // The first scheduled stories and moments publish minutes after first boot, so a demo sees the
  // server publish them; the rest within the coming week.
  let soon = { story: 6, moment: 6 };
  const ahead = (kind: keyof typeof soon) => {
    const minutes = soon[kind] > 0;
    soon = { ...soon, [kind]: soon[kind] - 1 };
    const [min, max] = minutes ? [2 * MINUTE, 10 * MINUTE] : [HOUR, 7 * DAY];
    return new Date(now.getTime() + faker.number.int({ min, max }));
  };
  const times = (min: number, max: number) => faker.number.int({ min, max });

  for (const userId of moderatorIds) {
    for (let i = times(2, 6); i > 0; i -= 1)
      photoRows.push({ userId, ...image(), type: 'PUBLIC', createdById: userId });
    for (let i = times(1, 3); i > 0; i -= 1)
      photoRows.push({
        userId,
        ...withThumbnail(faker.helpers.arrayElement(privateImages)),
        type: 'PRIVATE',
        createdById: userId,
      });
    for (let i = times(1, 5); i > 0; i -= 1) {
      const scheduled = faker.datatype.boolean(0.25);
      const publishAt = scheduled ? ahead('story') : ago(20);
      storyRows.push({
        userId,
        ...image(),
        publishAt,
        isPublished: !scheduled,
        createdById: userId,
        createdAt: scheduled ? now : publishAt,
      });
    }
    for (let i = times(1, 4); i > 0; i -= 1) {
      const scheduled = faker.datatype.boolean(0.25);
      const publishAt = scheduled ? ahead('moment') : ago(40);
      momentRows.push({
        userId,
        ...image(),
        title: faker.lorem.words({ min: 2, max: 4 }),
        description: faker.lorem.sentence(),
        publishAt,
        isPublished: !scheduled,
        createdById: userId,
        createdAt: scheduled ? now : publishAt,
      });
    }
  }
  for (const userId of userIds) {
    for (let i = times(0, 4); i > 0; i -= 1) photoRows.push({ userId, ...image() });
    if (faker.datatype.boolean(0.1)) storyRows.push({ userId, ...image(), publishAt: ago(10) });
    if (faker.datatype.boolean(0.1))
      momentRows.push({
        userId,
        ...image(),
        description: faker.lorem.sentence(),
        publishAt: ago(30),
      });
  }
  await insertInBatches(db, photos, photoRows);
  const storyIds = await insertInBatches(db, stories, storyRows);
  const momentIds = await insertInBatches(db, moments, momentRows);

  // Reactions go to the moderators' published posts only (the first rows, in insertion order).
  const moderatorSet = new Set(moderatorIds);
  const published = (rows: { userId: number; isPublished?: boolean }[], ids: number[]) =>
    ids.filter((_, i) => moderatorSet.has(rows[i].userId) && rows[i].isPublished !== false);
  const likeRows: (typeof likes.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  for (const [targetType, ids] of [
    ['story', published(storyRows, storyIds)],
    ['moment', published(momentRows, momentIds)],
  ] as const) {
    for (const targetId of ids) {
      for (const userId of faker.helpers.arrayElements(userIds, { min: 0, max: 12 }))
        likeRows.push({ targetType, targetId, userId, createdAt: ago(20) });
      for (let i = times(0, 4); i > 0; i -= 1)
        commentRows.push({
          targetType,
          targetId,
          userId: faker.helpers.arrayElement(userIds),
          text: faker.lorem.sentence({ min: 3, max: 10 }),
          createdAt: ago(20),
        });
    }
  }
  await insertInBatches(db, likes, likeRows);
  await insertInBatches(db, comments, commentRows);
  await insertInBatches(
    db,
    profileVisits,
    Array.from({ length: 600 }, () => ({
      visitorId: faker.helpers.arrayElement(userIds),
      visitedId: faker.helpers.arrayElement(moderatorIds),
      createdAt: ago(30),
    })),
  );
}
