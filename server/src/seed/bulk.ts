import { en, Faker } from '@faker-js/faker';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Database } from '../db/open.js';
import { photos, reports, users } from '../db/schema.js';
import { insertInBatches } from './batch.js';
import { withThumbnail, writeImagePool } from './media.js';
import { REPORT_REASONS, realUser } from './profiles.js';

export const DEMO_PASSWORD = 'demo1234';

export interface BulkOptions {
  /** Where the photos' images live (only written when the database has none to reuse). */
  mediaDir: string;
  now?: Date;
  /** Called after each chunk with the number of users added so far. */
  onProgress?: (done: number) => void;
}

/**
 * `npm run seed -- --users N`: N more real users with reports, photo metadata and varied filter
 * values, for benchmarks. Photos reuse the images already in the data set. Deterministic for a
 * given database state (the RNG is seeded from the current highest user id).
 */
export async function seedBulkUsers(database: Database, count: number, options: BulkOptions) {
  const { db } = database;
  const now = options.now ?? new Date();
  const [{ offset }] = await db
    .select({ offset: sql<number>`coalesce(max(${users.id}), 0)::int` })
    .from(users);
  const faker = new Faker({ locale: [en] });
  faker.seed(offset + 1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pool = await db
    .selectDistinct({ file: photos.file })
    .from(photos)
    .innerJoin(users, eq(users.id, photos.userId))
    .where(and(eq(users.isModerator, true), eq(photos.type, 'PUBLIC')))
    .limit(200);
  const images =
    pool.length > 0 ? pool.map((p) => p.file) : await writeImagePool(options.mediaDir, 50);

  const chunk = 5000;
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done);
    const rows = Array.from({ length: size }, (_, i) =>
      realUser(faker, now, offset + done + i, passwordHash),
    );
    const ids = await insertInBatches(db, users, rows, 1000);
    await db.execute(
      sql`update users set uid = id::text where id > ${ids[0] - 1} and id <= ${ids[ids.length - 1]} and uid is null`,
    );
    await insertInBatches(
      db,
      reports,
      ids
        .filter(() => faker.datatype.boolean(0.08))
        .flatMap((userId) =>
          Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, () => ({
            userId,
            reason: faker.helpers.arrayElement(REPORT_REASONS),
            createdAt: new Date(now.getTime() - faker.number.int({ min: 0, max: 90 * 86_400_000 })),
          })),
        ),
      5000,
    );
    await insertInBatches(
      db,
      photos,
      ids.flatMap((userId) =>
        Array.from({ length: faker.number.int({ min: 0, max: 4 }) }, () => ({
          userId,
          ...withThumbnail(faker.helpers.arrayElement(images)),
        })),
      ),
      5000,
    );
    options.onProgress?.(done + size);
  }
  // Fresh statistics and visibility map, so the lists plan well and count with index-only scans
  // (PGlite has no autovacuum).
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze reports`);
  await db.execute(sql`vacuum analyze photos`);
}
