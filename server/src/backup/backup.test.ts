import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.js';
import { createHarness, type Harness, TEST_MEDIA_DIR } from '../test/harness.js';
import { RestoreError, restoreBackup } from './archive.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let h: Harness;
let scratch: string;

beforeAll(async () => {
  h = await createHarness();
  scratch = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await h.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The audit log's backup entries, newest first. */
const backupsAudited = async () =>
  (
    await h.app.inject({
      method: 'GET',
      url: '/api/audit/?action=system.backup',
      headers: h.headers.SUPER_ADMIN,
    })
  ).json().results as { actorId: number; action: string; targetType: string }[];

const contact = (message: string) =>
  h.app.inject({
    method: 'POST',
    url: '/api/contact-us/',
    payload: { name: 'Pat', email: 'pat@example.com', message },
  });

describe.skipIf(onPostgres)('a backup of the embedded database', () => {
  it('is taken while the server runs and restores into an empty folder, data and media', async () => {
    expect((await contact('Written before the backup')).statusCode).toBe(201);
    mkdirSync(path.join(TEST_MEDIA_DIR, 'gifts'), { recursive: true });
    const photo = Buffer.from([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...Array.from({ length: 5000 }, (_, i) => i % 256),
    ]);
    writeFileSync(path.join(TEST_MEDIA_DIR, 'aPhotoNameOf29Characters0123.jpg'), photo);
    writeFileSync(path.join(TEST_MEDIA_DIR, 'gifts', 'rose.svg'), '<svg/>');

    // Writes keep arriving while the backup is taken.
    const [backup, ...during] = await Promise.all([
      h.app.inject({ method: 'GET', url: '/api/internal/backup/', headers: h.headers.SUPER_ADMIN }),
      ...Array.from({ length: 5 }, (_, i) => contact(`Written during the backup ${i}`)),
    ]);
    expect(backup.statusCode).toBe(200);
    expect(backup.headers['content-type']).toBe('application/gzip');
    // Who took the whole database away is kept, like an export.
    expect(await backupsAudited()).toEqual([
      expect.objectContaining({ actorId: h.userIds.SUPER_ADMIN, targetType: 'export' }),
    ]);
    for (const response of during) expect(response.statusCode).toBe(201);
    const archive = path.join(scratch, 'backup.tar.gz');
    writeFileSync(archive, backup.rawPayload);

    const restored = path.join(scratch, 'restored');
    const outcome = await restoreBackup(archive, restored);
    expect(outcome.mediaFiles).toBe(2);
    expect(readFileSync(path.join(restored, 'media/aPhotoNameOf29Characters0123.jpg'))).toEqual(
      photo,
    );
    expect(readFileSync(path.join(restored, 'media/gifts/rose.svg'), 'utf8')).toBe('<svg/>');

    const database = await openDatabase({ pgliteDir: path.join(restored, 'pgdata') });
    try {
      const result = (await database.db.execute(
        sql`select message from contact_messages order by id`,
      )) as unknown as { rows: { message: string }[] };
      const messages = result.rows.map((row) => row.message);
      expect(messages[0]).toBe('Written before the backup');
      // Each write during the backup is in it whole or not at all.
      expect(messages.slice(1).every((m) => m.startsWith('Written during the backup'))).toBe(true);
      const staff = (await database.db.execute(
        sql`select count(*)::int as n from users where role = 'SUPER_ADMIN'`,
      )) as unknown as { rows: { n: number }[] };
      expect(staff.rows[0].n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('refuses to restore into a folder that is not empty', async () => {
    const archive = path.join(scratch, 'backup.tar.gz');
    const occupied = path.join(scratch, 'occupied');
    mkdirSync(occupied, { recursive: true });
    writeFileSync(path.join(occupied, 'something'), 'kept');
    await expect(restoreBackup(archive, occupied)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(archive, occupied)).rejects.toThrow(/is not empty/);
    expect(readFileSync(path.join(occupied, 'something'), 'utf8')).toBe('kept');
  });

  it('is for super admins only', async () => {
    for (const identity of ['anonymous', 'appUser', 'REGULAR', 'CHATTER', 'ADMIN'] as const) {
      const response = await h.app.inject({
        method: 'GET',
        url: '/api/internal/backup/',
        headers: h.headers[identity],
      });
      expect(response.statusCode, identity).toBe(identity === 'anonymous' ? 401 : 403);
    }
    expect(await backupsAudited()).toHaveLength(1); // the one taken above, none refused
  });
});

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('answers that pg_dump backs it up', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/internal/backup/',
      headers: h.headers.SUPER_ADMIN,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/pg_dump/);
    expect(await backupsAudited()).toEqual([]);
  });
});
