import { en, Faker } from '@faker-js/faker';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Database, Db } from '../db/open.js';
import {
  giftPurchases,
  moments,
  photos,
  type Role,
  reports,
  stockImages,
  stories,
  users,
} from '../db/schema.js';
import { insertInBatches } from './batch.js';
import { seedChats } from './chats.js';
import { writeImagePool } from './media.js';
import { moderator, profileFields, realUser } from './profiles.js';

export const DEMO_PASSWORD = 'demo1234';
export const APP_USER_EMAIL = 'app.user@demo.test';
export const DEMO_ACCOUNTS: readonly (readonly [string, Role])[] = [
  ['super@demo.test', 'SUPER_ADMIN'],
  ['admin@demo.test', 'ADMIN'],
  ['chatter@demo.test', 'CHATTER'],
  ['regular@demo.test', 'REGULAR'],
];
const DEMO_NAMES: Record<Role, [string, string]> = {
  SUPER_ADMIN: ['Sam', 'Super'],
  ADMIN: ['Ada', 'Admin'],
  CHATTER: ['Chris', 'Chatter'],
  REGULAR: ['Robin', 'Regular'],
};
const DAY = 24 * 60 * 60 * 1000;
const REPORT_REASONS = [
  'Spam',
  'Fake profile',
  'Offensive messages',
  'Inappropriate photos',
  'Scam attempt',
];

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0][0]));
  return Boolean(row);
}

export interface DemoOptions {
  mediaDir: string;
  now?: Date;
  realUsers?: number;
}

/** The demo data set of ARCHITECTURE.md, deterministic for a given `now`. */
export async function seedDemoData(database: Database, options: DemoOptions) {
  const { db } = database;
  const faker = new Faker({ locale: [en] });
  faker.seed(42);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const images = writeImagePool(faker, options.mediaDir, 120);

  const staffRows = [
    ...DEMO_ACCOUNTS.map(([email, role]) => ({ email, role, name: DEMO_NAMES[role] })),
    ...Array.from({ length: 4 }, (_, i) => ({
      email: `admin${i + 2}@demo.test`,
      role: 'ADMIN' as Role,
      name: null,
    })),
    ...Array.from({ length: 12 }, (_, i) => ({
      email: `chatter${i + 2}@demo.test`,
      role: 'CHATTER' as Role,
      name: null,
    })),
  ].map(({ email, role, name }) => {
    const profile = profileFields(faker, now, faker.helpers.arrayElement(['male', 'female']));
    const contacted = faker.helpers.arrayElement([null, 2 * 60_000, 3 * 3600_000, 4 * DAY]);
    return {
      ...profile,
      email,
      role,
      passwordHash,
      firstName: name?.[0] ?? profile.firstName,
      lastName: name?.[1] ?? profile.lastName,
      username: email.split('@')[0],
      isOnline: false,
      pasteAccess: role === 'CHATTER' && faker.datatype.boolean(0.3),
      chatAccess:
        role !== 'CHATTER' || faker.datatype.boolean(0.85) || email === 'chatter@demo.test',
      languageIdCode: 'en',
      lastContactAt: contacted === null ? null : new Date(now.getTime() - contacted),
    };
  });
  const staffIds = await insertInBatches(db, users, staffRows);
  const adminIds = staffIds.filter(
    (_, i) => staffRows[i].role === 'ADMIN' || staffRows[i].role === 'SUPER_ADMIN',
  );
  const chatterIds = staffIds.filter((_, i) => staffRows[i].role === 'CHATTER');

  // 66 moderators; the demo chatter (first chatter) works at least 6 of them.
  const moderatorRows = Array.from({ length: 66 }, (_, n) =>
    moderator(
      faker,
      now,
      n,
      faker.helpers.arrayElement(adminIds),
      n < 8 ? chatterIds[0] : faker.helpers.arrayElement(chatterIds),
    ),
  );
  const moderatorIds = await insertInBatches(db, users, moderatorRows);
  // Moderators' wire ids carry the `x0x` marker (spec section 3).
  await db.execute(
    sql`update users set uid = 'm' || id || 'x0x' where is_moderator and uid is null`,
  );

  const userRows = Array.from({ length: options.realUsers ?? 2000 }, (_, n) =>
    realUser(faker, now, n, passwordHash),
  );
  // A known real app user (no role): it may use the API like the app does, never the back-office.
  Object.assign(userRows[0], { email: APP_USER_EMAIL, isBlocked: false, disabled: false });
  const userIds = await insertInBatches(db, users, userRows);
  await db.execute(
    sql`update users set uid = id::text where role is null and not is_moderator and uid is null`,
  );

  await seedMedia(db, faker, now, images, moderatorIds, userIds);
  await insertInBatches(
    db,
    reports,
    userIds
      .filter(() => faker.datatype.boolean(0.08))
      .flatMap((userId) =>
        Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, () => ({
          userId,
          reporterId: faker.helpers.arrayElement(userIds),
          reason: faker.helpers.arrayElement(REPORT_REASONS),
        })),
      ),
  );
  await seedChats(db, faker, now, { moderatorIds, moderatorRows, userIds, chatterIds, images });
  await insertInBatches(
    db,
    stockImages,
    images.slice(0, 20).map((file) => ({ file })),
  );
  await insertInBatches(
    db,
    giftPurchases,
    Array.from({ length: 40 }, () => ({
      giftId: faker.number.int({ min: 1, max: 12 }),
      senderId: faker.helpers.arrayElement(userIds),
      receiverId: faker.helpers.arrayElement(moderatorIds),
      createdAt: new Date(now.getTime() - faker.number.int({ min: 0, max: 60 * DAY })),
    })),
  );
}

async function seedMedia(
  db: Db,
  faker: Faker,
  now: Date,
  images: string[],
  moderatorIds: number[],
  userIds: number[],
) {
  const photoRows: (typeof photos.$inferInsert)[] = [];
  const storyRows: (typeof stories.$inferInsert)[] = [];
  const momentRows: (typeof moments.$inferInsert)[] = [];
  const ago = (maxDays: number) =>
    new Date(now.getTime() - faker.number.int({ min: 3600_000, max: maxDays * DAY }));
  const ahead = () => new Date(now.getTime() + faker.number.int({ min: 3600_000, max: 7 * DAY }));
  for (const userId of moderatorIds) {
    for (let i = 0; i < faker.number.int({ min: 2, max: 6 }); i += 1)
      photoRows.push({ userId, file: faker.helpers.arrayElement(images), type: 'PUBLIC' });
    for (let i = 0; i < faker.number.int({ min: 1, max: 3 }); i += 1)
      photoRows.push({ userId, file: faker.helpers.arrayElement(images), type: 'PRIVATE' });
    for (let i = 0; i < faker.number.int({ min: 1, max: 5 }); i += 1) {
      const scheduled = faker.datatype.boolean(0.25);
      storyRows.push({
        userId,
        file: faker.helpers.arrayElement(images),
        publishAt: scheduled ? ahead() : ago(20),
        isPublished: !scheduled,
        createdById: userId,
      });
    }
    for (let i = 0; i < faker.number.int({ min: 1, max: 4 }); i += 1) {
      const scheduled = faker.datatype.boolean(0.25);
      momentRows.push({
        userId,
        file: faker.helpers.arrayElement(images),
        description: faker.lorem.sentence(),
        publishAt: scheduled ? ahead() : ago(40),
        isPublished: !scheduled,
        createdById: userId,
      });
    }
  }
  for (const userId of userIds) {
    for (let i = 0; i < faker.number.int({ min: 0, max: 4 }); i += 1)
      photoRows.push({ userId, file: faker.helpers.arrayElement(images) });
    if (faker.datatype.boolean(0.1))
      storyRows.push({ userId, file: faker.helpers.arrayElement(images), publishAt: ago(10) });
    if (faker.datatype.boolean(0.1))
      momentRows.push({
        userId,
        file: faker.helpers.arrayElement(images),
        description: faker.lorem.sentence(),
        publishAt: ago(30),
      });
  }
  await insertInBatches(db, photos, photoRows);
  await insertInBatches(db, stories, storyRows);
  await insertInBatches(db, moments, momentRows);
}

/** `npm run seed -- --users N`: N more real users with reports and photo metadata. */
export async function seedBulkUsers(
  database: Database,
  count: number,
  onProgress?: (done: number) => void,
) {
  const faker = new Faker({ locale: [en] });
  faker.seed(Date.now());
  const now = new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [{ offset }] = await database.db
    .select({ offset: sql<number>`coalesce(max(${users.id}), 0)::int` })
    .from(users);
  const chunk = 2000;
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done);
    const rows = Array.from({ length: size }, (_, i) =>
      realUser(faker, now, offset + done + i, passwordHash),
    );
    const ids = await insertInBatches(database.db, users, rows, 1000);
    await insertInBatches(
      database.db,
      reports,
      ids
        .filter(() => faker.datatype.boolean(0.08))
        .map((userId) => ({ userId, reason: faker.helpers.arrayElement(REPORT_REASONS) })),
      1000,
    );
    await insertInBatches(
      database.db,
      photos,
      ids.flatMap((userId) =>
        faker.datatype.boolean(0.6) ? [{ userId, file: 'placeholder.svg' }] : [],
      ),
      1000,
    );
    onProgress?.(done + size);
  }
}
