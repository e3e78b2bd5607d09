import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readTar, type TarEntry, tarStream } from './tar.js';

/** The PGlite image inside a backup (a `dumpDataDir()` tarball); media files sit under `media/`. */
export const PGDATA_ENTRY = 'pgdata.tar';
const MEDIA_PREFIX = 'media/';

/** A restore that cannot go ahead; its message is for the operator. */
export class RestoreError extends Error {}

/** Every regular file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string, relative = ''): string[] {
  if (!existsSync(path.join(dir, relative))) return [];
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(dir, name);
    return entry.isFile() ? [name] : [];
  });
}

/**
 * The archive's entries: first the database image, taken while no query or transaction runs
 * (PGlite runs one at a time, so the image is one consistent state), then the media files. A
 * file written after the image may come along too (harmless: nothing names it); one deleted
 * meanwhile is skipped.
 */
async function* backupEntries(
  client: PGlite,
  mediaDir: string,
  onImage: (taken: ImageTaken) => void,
): AsyncGenerator<TarEntry> {
  const started = performance.now();
  // Every query waits meanwhile: this is the only part of a backup that holds the database.
  const image = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  onImage({ ms: Math.round(performance.now() - started), bytes: image.size });
  yield { name: PGDATA_ENTRY, data: new Uint8Array(await image.arrayBuffer()) };
  for (const name of filesUnder(mediaDir)) {
    const file = path.join(mediaDir, name);
    try {
      const [data, info] = await Promise.all([readFile(file), stat(file)]);
      yield { name: `${MEDIA_PREFIX}${name}`, data, mtime: info.mtime };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
  }
}

export interface ImageTaken {
  /** How long queries waited while the image was taken. */
  ms: number;
  bytes: number;
}

/** A backup of a running embedded database and its media, as a gzipped tar stream. */
export function backupStream(
  client: PGlite,
  mediaDir: string,
  onImage: (taken: ImageTaken) => void = () => undefined,
): Readable {
  // Gzip's fastest level: a third of the default's CPU for a few per cent more bytes, and the
  // CPU is the running server's.
  return Readable.from(tarStream(backupEntries(client, mediaDir, onImage))).pipe(
    createGzip({ level: 1 }),
  );
}

/** A media entry's path under the media folder, or null if it would leave it. */
function mediaPath(mediaDir: string, name: string): string | null {
  const relative = name.slice(MEDIA_PREFIX.length);
  const target = path.resolve(mediaDir, relative);
  return relative && target.startsWith(`${path.resolve(mediaDir)}${path.sep}`) ? target : null;
}

/**
 * Restores a backup into `dataDir`, which must be empty or absent: the database into `pgdata/`
 * (opened once, so it is checked and left closed cleanly) and the media files into `media/`.
 */
export async function restoreBackup(
  archiveFile: string,
  dataDir: string,
): Promise<{ mediaFiles: number; databaseBytes: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreError(
      `${dataDir} is not empty: a backup is restored into an empty data directory only (move the old one away first).`,
    );
  }
  const archive = await promisify(gunzip)(await readFile(archiveFile)).catch(() => {
    throw new RestoreError(`${archiveFile} is not a backup archive (not gzip).`);
  });
  const entries = [...readTar(archive)];
  const image = entries.find((entry) => entry.name === PGDATA_ENTRY);
  if (!image) throw new RestoreError(`${archiveFile} holds no database image (${PGDATA_ENTRY}).`);
  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  let mediaFiles = 0;
  for (const entry of entries) {
    if (!entry.name.startsWith(MEDIA_PREFIX)) continue;
    const target = mediaPath(mediaDir, entry.name);
    if (!target)
      throw new RestoreError(`Refusing an entry outside the media folder: ${entry.name}`);
    mkdirSync(path.dirname(target), { recursive: true });
    await writeFile(target, entry.data);
    mediaFiles += 1;
  }
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const client = new PGlite({
    dataDir: pgdata,
    loadDataDir: new Blob([image.data]),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  await client.query('select 1');
  await client.close();
  return { mediaFiles, databaseBytes: image.data.byteLength };
}
