import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, gt, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { chatQueue, photos, reports, rooms, stories, users } from '../db/schema.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo.js';
import { seedReferenceData } from './reference.js';

const now = new Date('2026-06-01T12:00:00Z');
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  await seedReferenceData(database.db); // idempotent
  await seedDemoData(database, {
    mediaDir: mkdtempSync(path.join(tmpdir(), 'media-')),
    now,
    realUsers: 200,
  });
}, 60_000);
afterAll(() => database.dispose());

const total = async (query: Promise<{ value: number }[]>) => (await query)[0].value;

describe('demo data', () => {
  it('has the four accounts with their roles and the demo password', async () => {
    for (const [email, role] of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user.role).toBe(role);
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    }
  });

  it('has at least 60 moderators with photos and x0x wire ids', async () => {
    const moderators = await database.db.select().from(users).where(eq(users.isModerator, true));
    expect(moderators.length).toBeGreaterThanOrEqual(60);
    expect(moderators.every((m) => /x0x$/.test(m.uid ?? ''))).toBe(true);
    const withoutPhotos = await database.db
      .select({ id: users.id })
      .from(users)
      .leftJoin(photos, eq(photos.userId, users.id))
      .where(and(eq(users.isModerator, true), isNull(photos.id)));
    expect(withoutPhotos).toHaveLength(0);
  });

  it('has rooms named by both participants, queued chats, scheduled stories and reports', async () => {
    const roomRows = await database.db.select().from(rooms);
    expect(roomRows.length).toBeGreaterThanOrEqual(300);
    expect(roomRows.every((r) => r.id === `${r.userId}___m${r.moderatorId}x0x`)).toBe(true);
    expect(
      await total(
        database.db
          .select({ value: count() })
          .from(chatQueue)
          .where(eq(chatQueue.isAssigned, false)),
      ),
    ).toBeGreaterThanOrEqual(15);
    expect(
      await total(
        database.db.select({ value: count() }).from(stories).where(gt(stories.publishAt, now)),
      ),
    ).toBeGreaterThan(0);
    expect(await total(database.db.select({ value: count() }).from(reports))).toBeGreaterThan(0);
    expect(
      await total(
        database.db.select({ value: count() }).from(users).where(eq(users.isBlocked, true)),
      ),
    ).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    const other = await openTestDatabase();
    await seedReferenceData(other.db);
    await seedDemoData(other, {
      mediaDir: mkdtempSync(path.join(tmpdir(), 'media-')),
      now,
      realUsers: 200,
    });
    const emails = (db: typeof other.db) =>
      db
        .select({ email: users.email })
        .from(users)
        .where(like(users.email, '%@example.com'))
        .orderBy(users.id);
    expect(await emails(other.db)).toEqual(await emails(database.db));
    await other.dispose();
  }, 60_000);
});
