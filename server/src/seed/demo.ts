import { en, Faker } from '@faker-js/faker';
import { eq, sql } from 'drizzle-orm';
import { isAdminRole } from '../../../contract/rules/roles.js';
import { hashPassword } from '../auth/password.js';
import type { Database, Db } from '../db/open.js';
import { giftPurchases, gifts, type Role, reports, stockImages, users } from '../db/schema.js';
import { removeMediaFiles } from '../media/files.js';
import { thumbnailNameOf } from '../media/names.js';
import { insertInBatches } from './batch.js';
import { DEMO_PASSWORD } from './bulk.js';
import { seedChats } from './chats.js';
import { seedContent } from './content.js';
import { withThumbnail, writeImagePool } from './media.js';
import { moderator, profileFields, REPORT_REASONS, realUser } from './profiles.js';

export { DEMO_PASSWORD, seedBulkUsers } from './bulk.js';
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
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The demo data set is there when its first account is (the first-boot guard). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0][0]));
  return Boolean(row);
}

export interface DemoOptions {
  /** Where the generated images go (the media root, served at /media/). */
  mediaDir: string;
  /** Dates are relative to this; the data set is deterministic for a given `now`. */
  now?: Date;
  realUsers?: number;
}

/**
 * The demo data set of ARCHITECTURE.md. Seeds only when the demo accounts are absent and answers
 * whether it did. One transaction: a crash half-way leaves nothing, so the next boot seeds again;
 * an advisory lock makes concurrent first boots (several instances on PostgreSQL) seed once.
 */
export async function seedDemoData(database: Database, options: DemoOptions): Promise<boolean> {
  const faker = new Faker({ locale: [en] });
  faker.seed(42);
  const now = options.now ?? new Date();
  const images = await writeImagePool(options.mediaDir, 200);
  const privateImages = await writeImagePool(options.mediaDir, 40);
  const passwordHash = await hashPassword(DEMO_PASSWORD); // once, shared by every demo account
  let seeded = false;
  try {
    seeded = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo'))`);
      if (await hasDemoData(tx)) return false;
      const realUsers = options.realUsers ?? 2000;
      await seedAll(tx, faker, now, { images, privateImages, passwordHash, realUsers });
      // The history was written straight into messages: answers' waiting times and roll-ups now.
      await tx.execute(sql`select rebuild_message_stats()`);
      return true;
    });
    return seeded;
  } finally {
    // Another instance seeded first (or this one failed): its own pool is nobody's.
    if (!seeded) {
      const pool = [...images, ...privateImages];
      await removeMediaFiles(options.mediaDir, [...pool, ...pool.map(thumbnailNameOf)]);
    }
  }
}

async function seedAll(
  db: Db,
  faker: Faker,
  now: Date,
  input: { images: string[]; privateImages: string[]; passwordHash: string; realUsers: number },
) {
  const { images, privateImages, passwordHash } = input;
  const { adminIds, chatterIds } = await seedStaff(db, faker, now, passwordHash);

  // 66 moderators, each owned by an admin and worked by a chatter; the demo chatter works 8.
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
  // Wire quirk (spec section 3): moderators' ids carry the `x0x` marker; ours are `m<id>x0x`.
  await db.execute(
    sql`update users set uid = 'm' || id || 'x0x' where is_moderator and uid is null`,
  );

  const userRows = Array.from({ length: input.realUsers }, (_, n) =>
    realUser(faker, now, n, passwordHash),
  );
  // A known real app user (no role): it may use the API like the app does, never the back-office.
  Object.assign(userRows[0], { email: APP_USER_EMAIL, isBlocked: false, disabled: false });
  const userIds = await insertInBatches(db, users, userRows);
  await db.execute(
    sql`update users set uid = id::text where role is null and not is_moderator and uid is null`,
  );

  await seedContent(db, faker, now, { images, privateImages, moderatorIds, userIds });
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
          createdAt: new Date(now.getTime() - faker.number.int({ min: MINUTE, max: 60 * DAY })),
        })),
      ),
  );
  const giftIds = (await db.select({ id: gifts.id }).from(gifts).orderBy(gifts.id)).map(
    (g) => g.id,
  );
  await seedChats(db, faker, now, {
    moderatorIds,
    moderatorRows,
    userIds,
    chatterIds,
    images,
    giftIds,
  });
  // Workers' last message: what the worker statistics show beside last contact.
  await db.execute(sql`update users set last_message_at = m.at
    from (select sender_worker_id as id, max(created_at) as at from messages
          where sender_worker_id is not null group by sender_worker_id) m
    where users.id = m.id`);
  await insertInBatches(
    db,
    stockImages,
    images.slice(0, 20).map((file, i) => ({
      ...withThumbnail(file),
      createdAt: new Date(now.getTime() - i * DAY),
    })),
  );
  if (giftIds.length > 0)
    await insertInBatches(
      db,
      giftPurchases,
      Array.from({ length: 60 }, () => ({
        giftId: faker.helpers.arrayElement(giftIds),
        senderId: faker.helpers.arrayElement(userIds),
        receiverId: faker.helpers.arrayElement(moderatorIds),
        createdAt: new Date(now.getTime() - faker.number.int({ min: 0, max: 60 * DAY })),
      })),
    );
}

/** The four demo accounts, 4 more admins and 12 more chatters. */
async function seedStaff(db: Db, faker: Faker, now: Date, passwordHash: string) {
  const more = (role: Role, count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({
      email: `${prefix}${i + 2}@demo.test`,
      role,
      name: null,
    }));
  const staffRows = [
    ...DEMO_ACCOUNTS.map(([email, role]) => ({ email, role, name: DEMO_NAMES[role] })),
    ...more('ADMIN', 4, 'admin'),
    ...more('CHATTER', 12, 'chatter'),
  ].map(({ email, role, name }, n) => {
    const profile = profileFields(faker, now, faker.helpers.arrayElement(['male', 'female']));
    // Last contact: never, under 5 minutes (shown green), hours or days ago.
    const contacted = faker.helpers.arrayElement([null, 2 * MINUTE, 3 * 60 * MINUTE, 4 * DAY]);
    const demo = n < DEMO_ACCOUNTS.length;
    return {
      ...profile,
      email,
      role,
      passwordHash,
      firstName: name?.[0] ?? profile.firstName,
      lastName: name?.[1] ?? profile.lastName,
      username: email.split('@')[0],
      isOnline: !demo && contacted !== null && contacted < 5 * MINUTE,
      pasteAccess: role === 'CHATTER' && faker.datatype.boolean(0.3),
      chatAccess: role !== 'CHATTER' || demo || faker.datatype.boolean(0.85),
      allowManualChat: role === 'CHATTER' && faker.datatype.boolean(0.3),
      languageIdCode: 'en',
      lastContactAt: contacted === null ? null : new Date(now.getTime() - contacted),
      lastSeen: contacted === null ? null : new Date(now.getTime() - contacted),
    };
  });
  const staffIds = await insertInBatches(db, users, staffRows);
  const roleOf = (i: number) => staffRows[i].role;
  return {
    adminIds: staffIds.filter((_, i) => isAdminRole(roleOf(i))),
    chatterIds: staffIds.filter((_, i) => roleOf(i) === 'CHATTER'),
  };
}
