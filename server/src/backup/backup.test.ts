import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { extract, pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.js';
import { createHarness, type Harness, TEST_MEDIA_DIR } from '../test/harness.js';
import { backupStream, RestoreError, restoreBackup } from './archive.js';

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
    // An upload still being checked is nobody's file yet: left out.
    mkdirSync(path.join(TEST_MEDIA_DIR, '.tmp'), { recursive: true });
    writeFileSync(path.join(TEST_MEDIA_DIR, '.tmp', 'half-written-upload'), 'partial');
    // Several MB: many chunks through the archive, both ways.
    const video = randomBytes(3 * 1024 * 1024 + 123);
    writeFileSync(path.join(TEST_MEDIA_DIR, 'aVideo.mp4'), video);

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
    expect(outcome.mediaFiles).toBe(3);
    expect(readFileSync(path.join(restored, 'media/aVideo.mp4')).equals(video)).toBe(true);
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

  /** A tar.gz made with tar-stream, entry by entry: how a hostile or odd archive is written. */
  async function tarOf(entries: { name: string; data: string | Buffer }[]): Promise<Buffer> {
    const archive = pack();
    for (const entry of entries) archive.entry({ name: entry.name }, entry.data);
    archive.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of archive) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function craftedArchive(
    name: string,
    entries: { name: string; data: string | Buffer }[],
  ): Promise<string> {
    const file = path.join(scratch, name);
    writeFileSync(file, gzipSync(await tarOf(entries)));
    return file;
  }

  const nothingIn = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

  it('restores an archive made by the system tar (GNU long names too)', async () => {
    const unpacked = path.join(scratch, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', path.join(scratch, 'backup.tar.gz'), '-C', unpacked]);
    expect(readdirSync(unpacked).sort()).toEqual(['media', 'pgdata.tar']);
    // Over ustar's 100 + 155: GNU tar writes a longname header for it.
    const longName = `${'a-folder-with-a-long-name/'.repeat(8)}${'x'.repeat(120)}.jpg`;
    mkdirSync(path.join(unpacked, 'media', path.dirname(longName)), { recursive: true });
    writeFileSync(path.join(unpacked, 'media', longName), 'long');
    const archive = path.join(scratch, 'gnu.tar.gz');
    execFileSync('tar', ['--format=gnu', '-czf', archive, '-C', unpacked, 'media', 'pgdata.tar']);

    const restored = path.join(scratch, 'restored-gnu');
    const outcome = await restoreBackup(archive, restored);
    expect(outcome.mediaFiles).toBe(4);
    expect(readFileSync(path.join(restored, 'media', longName), 'utf8')).toBe('long');
    expect(readFileSync(path.join(restored, 'media/gifts/rose.svg'), 'utf8')).toBe('<svg/>');
    expect(existsSync(path.join(restored, 'pgdata', 'PG_VERSION'))).toBe(true);
  });

  it('refuses an entry that leads outside the media folder, and writes nothing', async () => {
    const outside = path.join(scratch, 'escape');
    for (const hostile of ['media/../../escape', outside, '../escape']) {
      const archive = await craftedArchive('hostile.tar.gz', [
        { name: 'media/first.jpg', data: 'written, then removed' },
        { name: hostile, data: 'should never land' },
        { name: 'pgdata.tar', data: 'not reached' },
      ]);
      const target = path.join(scratch, 'hostile');
      await expect(restoreBackup(archive, target)).rejects.toThrow(
        new RestoreError(`Refusing an entry outside the media folder: ${hostile}`),
      );
      expect(existsSync(outside), hostile).toBe(false);
      expect(existsSync(path.join(scratch, 'hostile', 'escape'))).toBe(false);
      expect(existsSync(target), hostile).toBe(false);
    }
  });

  it('refuses an archive that is not gzip, not tar, truncated, or without a database', async () => {
    const target = path.join(scratch, 'refused');
    const notGzip = path.join(scratch, 'notes.txt');
    writeFileSync(notGzip, 'just some text');
    await expect(restoreBackup(notGzip, target)).rejects.toThrow(
      /is not a backup archive \(not gzip\)/,
    );

    const notTar = path.join(scratch, 'notes.txt.gz');
    writeFileSync(notTar, gzipSync(Buffer.from('just some text, '.repeat(100))));
    await expect(restoreBackup(notTar, target)).rejects.toThrow(
      /is truncated or not a backup archive/,
    );

    // Cut in the middle of the media, after the database image.
    const whole = readFileSync(path.join(scratch, 'backup.tar.gz'));
    const truncated = path.join(scratch, 'truncated.tar.gz');
    writeFileSync(truncated, whole.subarray(0, whole.length - 100_000));
    await expect(restoreBackup(truncated, target)).rejects.toThrow(
      /is truncated or not a backup archive/,
    );

    const noImage = await craftedArchive('no-image.tar.gz', [
      { name: 'media/photo.jpg', data: 'a photo' },
    ]);
    await expect(restoreBackup(noImage, target)).rejects.toThrow(
      /holds no database image \(pgdata\.tar\)/,
    );
    for (const archive of [notGzip, notTar, truncated, noImage]) {
      await expect(restoreBackup(archive, target)).rejects.toThrow(RestoreError);
    }
    expect(existsSync(target)).toBe(false);

    // A folder made empty beforehand is left empty, so the next restore goes ahead.
    mkdirSync(target);
    await expect(restoreBackup(truncated, target)).rejects.toThrow(RestoreError);
    expect(nothingIn(target)).toBe(true);
    expect(existsSync(target)).toBe(true);
    const outcome = await restoreBackup(path.join(scratch, 'backup.tar.gz'), target);
    expect(outcome.mediaFiles).toBe(3);
  });

  /** The database image of the archive the first test took. */
  async function goodImage(): Promise<Buffer> {
    const entries = extract();
    entries.end(gunzipSync(readFileSync(path.join(scratch, 'backup.tar.gz'))));
    for await (const entry of entries) {
      const parts: Buffer[] = [];
      for await (const part of entry) parts.push(part as Buffer);
      if (entry.header.name === 'pgdata.tar') return Buffer.concat(parts);
    }
    throw new Error('the first test’s archive holds no image');
  }

  it('refuses a damaged database image, leaves the folder as it was, and restores next time', async () => {
    const image = await goodImage();
    const damaged = {
      random: randomBytes(200_000),
      truncated: image.subarray(0, Math.floor(image.length / 2)),
      'not a tar': gzipSync(Buffer.from('just some text, '.repeat(100))),
      'a tar of something else': await tarOf([{ name: 'notes.txt', data: 'no database' }]),
    };
    const missing = path.join(scratch, 'damaged-missing');
    const empty = path.join(scratch, 'damaged-empty');
    mkdirSync(empty);
    for (const [kind, bytes] of Object.entries(damaged)) {
      const archive = await craftedArchive(`damaged-${kind.replace(/ /g, '-')}.tar.gz`, [
        { name: 'pgdata.tar', data: bytes },
        { name: 'media/photo.jpg', data: 'a photo' },
      ]);
      await expect(restoreBackup(archive, missing), kind).rejects.toThrow(
        /holds a database image that cannot be loaded/,
      );
      expect(existsSync(missing), kind).toBe(false);
      await expect(restoreBackup(archive, empty), kind).rejects.toThrow(RestoreError);
      expect(readdirSync(empty), kind).toEqual([]);
    }
    const outcome = await restoreBackup(path.join(scratch, 'backup.tar.gz'), empty);
    expect(outcome.mediaFiles).toBe(3);
  });

  it('says why through the command line: exit 1, a message and no stack', async () => {
    const archive = await craftedArchive('cli-damaged.tar.gz', [
      { name: 'pgdata.tar', data: randomBytes(50_000) },
      { name: 'media/photo.jpg', data: 'a photo' },
    ]);
    const dataDir = path.join(scratch, 'cli-target');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/src/backup/cli.ts', 'restore', archive],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/holds a database image that cannot be loaded/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('archives a file that grows meanwhile as it was when opened, and stops when the reader leaves', async () => {
    const driver = h.app.deps.database.driver as PGlite;
    const mediaDir = path.join(scratch, 'growing-media');
    mkdirSync(mediaDir);
    const first = randomBytes(200_000);
    writeFileSync(path.join(mediaDir, 'upload.part'), first);
    writeFileSync(path.join(mediaDir, 'zz-after.bin'), randomBytes(500_000));
    const grower = setInterval(
      () => appendFileSync(path.join(mediaDir, 'upload.part'), randomBytes(10_000)),
      5,
    );
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of backupStream(driver, mediaDir)) chunks.push(chunk as Buffer);
    } finally {
      clearInterval(grower);
    }
    const entries = extract();
    const files = new Map<string, Buffer>();
    entries.end(gunzipSync(Buffer.concat(chunks)));
    for await (const entry of entries) {
      const parts: Buffer[] = [];
      for await (const part of entry) parts.push(part as Buffer);
      files.set(entry.header.name, Buffer.concat(parts));
    }
    expect([...files.keys()].sort()).toEqual([
      'media/upload.part',
      'media/zz-after.bin',
      'pgdata.tar',
    ]);
    // Whole and in place: what the file held at some moment, its first bytes those written first.
    const archived = files.get('media/upload.part') as Buffer;
    expect(archived.subarray(0, first.length).equals(first)).toBe(true);
    const now = readFileSync(path.join(mediaDir, 'upload.part'));
    expect(now.subarray(0, archived.length).equals(archived)).toBe(true);

    // A reader gone after the first bytes: the stream ends, nothing is left running or thrown.
    const stream = backupStream(driver, mediaDir);
    for await (const _ of stream) break;
    expect(stream.destroyed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
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
