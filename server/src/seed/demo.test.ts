import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import {
  chatQueue,
  comments,
  likes,
  messages,
  moments,
  notes,
  photos,
  privatePhotoRequests,
  reports,
  rooms,
  stockImages,
  stories,
  users,
} from '../db/schema.js';
import { derivedName, displayNameFor } from '../moderators/rules.js';
import { fullNameOf } from '../people/names.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedBulkUsers, seedDemoData } from './demo.js';
import { seedReferenceData } from './reference.js';
import { DEMO_LINES } from './talk.js';

const now = new Date('2026-06-01T12:00:00Z');
const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-'));
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
  expect(await seedDemoData(database, { mediaDir, now, realUsers: 200 })).toBe(true);
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

  it('names moderators as their form saves them, so a save without changes changes nothing', async () => {
    const moderators = await database.db.select().from(users).where(eq(users.isModerator, true));
    for (const moderator of moderators) {
      const name = fullNameOf(moderator);
      expect(derivedName(name, false)).toBe(name);
      expect(derivedName(name, true)).toBe(name);
      expect(moderator.displayName).toBe(displayNameFor(name, moderator.age));
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
      db.select({ email: users.email }).from(users).orderBy(users.id);
    const roomIds = (db: typeof other.db) =>
      db.select({ id: rooms.id }).from(rooms).orderBy(rooms.id);
    const mine = await emails(database.db);
    expect(mine.filter((u) => u.email.endsWith('@example.com')).length).toBeGreaterThan(190);
    expect(await emails(other.db)).toEqual(mine);
    expect(await roomIds(other.db)).toEqual(await roomIds(database.db));
    // Except the media names: random per install, as uploads', so no name opens another's files.
    const files = async (db: typeof other.db) =>
      new Set(
        (await db.select({ file: photos.file }).from(photos).orderBy(photos.id)).map((p) => p.file),
      );
    const theirs = await files(other.db);
    expect(theirs.size).toBeGreaterThan(100);
    expect([...(await files(database.db))].filter((file) => theirs.has(file))).toEqual([]);
    await other.dispose();
  }, 60_000);

  it('gives private photos files of their own, which nothing public shows', async () => {
    const { rows } = (await database.db.execute(sql`
      select count(*)::int as shared from photos p
      where p.type = 'PRIVATE' and (
        exists (select 1 from photos o where o.type = 'PUBLIC' and o.file = p.file)
        or exists (select 1 from stories s where s.file = p.file)
        or exists (select 1 from moments m where m.file = p.file)
        or exists (select 1 from stock_images i where i.file = p.file)
        or exists (select 1 from messages x where x.url = p.file))`)) as unknown as {
      rows: { shared: number }[];
    };
    expect(rows[0].shared).toBe(0);
    const [privateCount] = await database.db
      .select({ value: count() })
      .from(photos)
      .where(eq(photos.type, 'PRIVATE'));
    expect(privateCount.value).toBeGreaterThan(60);
  });

  it('seeds once: a second run finds the demo accounts and adds nothing, not even files', async () => {
    const before = await total(database.db.select({ value: count() }).from(users));
    const filesBefore = readdirSync(mediaDir, { recursive: true }).length;
    expect(await seedDemoData(database, { mediaDir, now, realUsers: 200 })).toBe(false);
    expect(await total(database.db.select({ value: count() }).from(users))).toBe(before);
    expect(readdirSync(mediaDir, { recursive: true }).length).toBe(filesBefore);
  });

  it('gives the demo chatter at least 6 moderators', async () => {
    const [chatter] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'chatter@demo.test'));
    const worked = await total(
      database.db.select({ value: count() }).from(users).where(eq(users.workerId, chatter.id)),
    );
    expect(worked).toBeGreaterThanOrEqual(6);
  });

  it('starts the demo chatter with no chat in hand, while others hold a few', async () => {
    const [chatter] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'chatter@demo.test'));
    const held = await database.db.select().from(chatQueue).where(eq(chatQueue.isAssigned, true));
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((entry) => entry.workerId === chatter.id)).toEqual([]);
  });

  it('writes the chats and notes as people do, in English', async () => {
    const texts = await database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.messageType, 'C'), gt(messages.content, '')));
    const noteRows = await database.db.select({ content: notes.content }).from(notes);
    expect(texts.length).toBeGreaterThan(100);
    expect(noteRows.length).toBeGreaterThan(0);
    const strays = [...texts, ...noteRows].filter((row) => !DEMO_LINES.has(row.content));
    expect(strays).toEqual([]);
  });

  it('schedules some moments in the future, unpublished, and has reactions on stories', async () => {
    const scheduled = await database.db.select().from(moments).where(gt(moments.publishAt, now));
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((m) => !m.isPublished)).toBe(true);
    expect(await total(database.db.select({ value: count() }).from(likes))).toBeGreaterThan(0);
    expect(await total(database.db.select({ value: count() }).from(comments))).toBeGreaterThan(0);
  });

  it("queues chats whose last message is the real user's, with a deadline after creation", async () => {
    const queue = await database.db.select().from(chatQueue);
    expect(queue.every((q) => (q.clearedAt?.getTime() ?? 0) > q.dateCreated.getTime())).toBe(true);
    for (const entry of queue.slice(0, 5)) {
      const [last] = await database.db
        .select()
        .from(messages)
        .where(eq(messages.roomId, entry.roomId))
        .orderBy(desc(messages.createdAt))
        .limit(1);
      expect(last.senderId).toBe(entry.userId);
    }
    const statuses = await database.db
      .selectDistinct({ status: privatePhotoRequests.status })
      .from(privatePhotoRequests);
    expect(statuses.map((s) => s.status).sort()).toEqual(['A', 'C', 'P', 'R']);
    const [late] = await database.db
      .select({ value: count() })
      .from(messages)
      .where(sql`${messages.createdAt} > ${now.toISOString()}::timestamptz`);
    expect(late.value).toBe(0);
  });

  it('writes small JPEG images named by 29 alphanumeric characters with thumbnails, and every photo has its files', async () => {
    const files = readdirSync(mediaDir).filter((f) => f.endsWith('.jpg'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.every((f) => /^[A-Za-z0-9]{29}\.jpg$/.test(f))).toBe(true);
    const bytes = files.reduce((sum, f) => sum + statSync(path.join(mediaDir, f)).size, 0);
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
    const names = new Set(files);
    const used = await database.db
      .selectDistinct({ file: photos.file, thumbnail: photos.thumbnail })
      .from(photos);
    expect(used.every((p) => names.has(p.file))).toBe(true);
    expect(used.every((p) => p.thumbnail && existsSync(path.join(mediaDir, p.thumbnail)))).toBe(
      true,
    );
    const stock = await database.db.select().from(stockImages);
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.every((s) => s.thumbnail && existsSync(path.join(mediaDir, s.thumbnail)))).toBe(
      true,
    );
  });

  it('schedules stories and moments to publish minutes after first boot', async () => {
    for (const table of [stories, moments]) {
      const soon = await database.db
        .select({ value: count() })
        .from(table)
        .where(
          and(
            eq(table.isPublished, false),
            sql`${table.publishAt} <= ${new Date(now.getTime() + 10 * 60_000).toISOString()}::timestamptz`,
          ),
        );
      expect(soon[0].value).toBeGreaterThanOrEqual(3);
    }
  });

  it('adds bulk real users with reports and photos reusing the demo images', async () => {
    const before = await total(database.db.select({ value: count() }).from(users));
    const progress: number[] = [];
    await seedBulkUsers(database, 600, { mediaDir, now, onProgress: (n) => progress.push(n) });
    expect(progress.at(-1)).toBe(600);
    expect(await total(database.db.select({ value: count() }).from(users))).toBe(before + 600);
    const bulk = await database.db
      .select({ id: users.id, uid: users.uid, role: users.role })
      .from(users)
      .orderBy(desc(users.id))
      .limit(600);
    expect(bulk.every((u) => u.role === null && u.uid === String(u.id))).toBe(true);
    const newest = bulk[bulk.length - 1].id;
    const reported = await total(
      database.db
        .select({ value: count() })
        .from(reports)
        .where(gt(reports.userId, newest - 1)),
    );
    expect(reported).toBeGreaterThan(0);
    const files = new Set(readdirSync(mediaDir));
    const bulkPhotos = await database.db
      .selectDistinct({ file: photos.file })
      .from(photos)
      .where(gt(photos.userId, newest - 1));
    expect(bulkPhotos.length).toBeGreaterThan(0);
    expect(bulkPhotos.every((p) => files.has(p.file))).toBe(true);
    const privateFiles = await database.db
      .selectDistinct({ file: photos.file })
      .from(photos)
      .where(eq(photos.type, 'PRIVATE'));
    const reused = new Set(bulkPhotos.map((p) => p.file));
    expect(privateFiles.filter((p) => reused.has(p.file))).toEqual([]);
  });
});
