import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { extract, type Pack, pack } from 'tar-stream';
import { UPLOADS_IN_PROGRESS } from '../media/names.js';
import { imageFault } from './image.js';

/** The PGlite image inside a backup (a `dumpDataDir()` tarball); media files sit under `media/`. */
export const PGDATA_ENTRY = 'pgdata.tar';
const MEDIA_PREFIX = 'media/';

/** A restore that cannot go ahead; its message is for the operator. */
export class RestoreError extends Error {}

/**
 * Every regular file under `dir`, as paths relative to it with `/` separators, but for uploads
 * still being checked (half-written, or refused in a moment: nothing names them).
 */
function filesUnder(dir: string, relative = ''): string[] {
  if (!existsSync(path.join(dir, relative))) return [];
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (name === UPLOADS_IN_PROGRESS) return [];
    if (entry.isDirectory()) return filesUnder(dir, name);
    return entry.isFile() ? [name] : [];
  });
}

/** A media file's bytes: exactly `size`, the size it had when opened. */
async function* fileBytes(file: FileHandle, size: number): AsyncGenerator<Uint8Array> {
  let left = size;
  if (size > 0) {
    for await (const chunk of file.createReadStream({
      start: 0,
      end: size - 1,
      autoClose: false,
    })) {
      left -= (chunk as Buffer).byteLength;
      yield chunk as Buffer;
    }
  }
  // Cut short while read (rewritten in place, which the media store never does: it writes aside
  // and renames): zeros up to the announced size keep the archive whole.
  if (left > 0) yield Buffer.alloc(left);
}

/** Adds one file entry of `size` bytes, waiting while the archive is not read (backpressure). */
function addFile(
  archive: Pack,
  header: { name: string; size: number; mtime?: Date },
  bytes: AsyncIterable<Uint8Array>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = archive.entry({ ...header, type: 'file' }, (error) =>
      error ? reject(error) : resolve(),
    );
    pipeline(Readable.from(bytes), entry as unknown as NodeJS.WritableStream).catch(reject);
  });
}

/**
 * The archive's entries: first the database image, taken while no query or transaction runs
 * (PGlite runs one at a time, so the image is one consistent state), then the media files, each
 * streamed from disk. A file written after the image may come along too (harmless: nothing names
 * it); one deleted meanwhile is skipped. A file is opened, then measured: the entry holds the
 * bytes it had then (an upload still being written under `.tmp/` grows, and the rest is left).
 */
async function fillArchive(
  archive: Pack,
  client: PGlite,
  mediaDir: string,
  onImage: (taken: ImageTaken) => void,
): Promise<void> {
  const started = performance.now();
  // Every query waits meanwhile: this is the only part of a backup that holds the database.
  const image = await client._runExclusiveTransaction(() => client.dumpDataDir('none'));
  onImage({ ms: Math.round(performance.now() - started), bytes: image.size });
  await addFile(
    archive,
    { name: PGDATA_ENTRY, size: image.size },
    image.stream() as unknown as AsyncIterable<Uint8Array>,
  );
  for (const name of filesUnder(mediaDir)) {
    let file: FileHandle;
    try {
      file = await open(path.join(mediaDir, name), 'r');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') continue;
      throw error;
    }
    try {
      const { size, mtime } = await file.stat();
      await addFile(
        archive,
        { name: `${MEDIA_PREFIX}${name}`, size, mtime },
        fileBytes(file, size),
      );
    } finally {
      await file.close();
    }
  }
  archive.finalize();
}

export interface ImageTaken {
  /** How long queries waited while the image was taken. */
  ms: number;
  bytes: number;
}

/**
 * A backup of a running embedded database and its media, as a gzipped tar stream. It is produced
 * as it is read: a slow reader holds the media reads back, and a failure (or a reader gone) ends
 * the stream with an error rather than a short archive.
 */
export function backupStream(
  client: PGlite,
  mediaDir: string,
  onImage: (taken: ImageTaken) => void = () => undefined,
): Readable {
  const archive = pack();
  // Gzip's fastest level: a third of the default's CPU for a few per cent more bytes, and the
  // CPU is the running server's.
  const gzip = createGzip({ level: 1 });
  fillArchive(archive, client, mediaDir, onImage).catch((error) => archive.destroy(error));
  // An error on either side destroys the other; the reply reports it.
  pipeline(archive as unknown as NodeJS.ReadableStream, gzip).catch(() => undefined);
  return gzip;
}

const refuse = (name: string) =>
  new RestoreError(`Refusing an entry outside the media folder: ${name}`);

/**
 * Where an archive entry goes: the database image, a path under the media folder, or nowhere
 * (null: skipped). A name that could lead outside (absolute, or with a `..`) is refused.
 */
function placeOf(name: string, mediaDir: string): typeof PGDATA_ENTRY | string | null {
  if (path.posix.isAbsolute(name) || path.win32.isAbsolute(name)) throw refuse(name);
  if (name.split(/[\\/]/).includes('..')) throw refuse(name);
  const clean = name.replace(/^(\.\/)+/, '');
  if (clean === PGDATA_ENTRY) return PGDATA_ENTRY;
  if (!clean.startsWith(MEDIA_PREFIX)) return null;
  const relative = clean.slice(MEDIA_PREFIX.length);
  const target = path.resolve(mediaDir, relative);
  if (!relative || !target.startsWith(`${path.resolve(mediaDir)}${path.sep}`)) throw refuse(name);
  return target;
}

/** Refuses a file that is not gzip (or cannot be read) before anything is written. */
async function checkGzip(archiveFile: string): Promise<void> {
  let file: FileHandle;
  try {
    file = await open(archiveFile, 'r');
  } catch (error) {
    throw new RestoreError(`${archiveFile} cannot be read (${(error as Error).message}).`);
  }
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(2), 0, 2, 0);
    if (bytesRead < 2 || buffer[0] !== 0x1f || buffer[1] !== 0x8b) {
      throw new RestoreError(`${archiveFile} is not a backup archive (not gzip).`);
    }
  } finally {
    await file.close();
  }
}

/**
 * Streams the archive's entries out: media files into `mediaDir` as they come, the database
 * image into memory (PGlite loads an image from a Blob only). Folders, links and anything else
 * that is not a regular file are skipped, as are files outside `pgdata.tar` and `media/`.
 */
async function extractArchive(
  archiveFile: string,
  mediaDir: string,
): Promise<{ image: Blob | null; mediaFiles: number }> {
  const entries = extract();
  const gunzip = createGunzip();
  // The first error of the chain: gzip's or the tar parser's if the archive is at fault, or a
  // file system error (it has a syscall: reading the archive, writing a file) passed on as it is.
  let fault: Error | undefined;
  gunzip.on('error', (error) => {
    fault ??= error;
  });
  entries.on('error', (error) => {
    fault ??= error;
  });
  const reading = pipeline(
    createReadStream(archiveFile),
    gunzip,
    entries as unknown as NodeJS.WritableStream,
  );
  reading.catch(() => undefined); // its error is the loop's too
  let image: Blob | null = null;
  let mediaFiles = 0;
  try {
    for await (const entry of entries) {
      const { name, type } = entry.header;
      const place = type === 'file' || type === 'contiguous-file' ? placeOf(name, mediaDir) : null;
      if (place === PGDATA_ENTRY) {
        const chunks: Uint8Array[] = [];
        for await (const chunk of entry) chunks.push(chunk as Uint8Array);
        image = new Blob(chunks);
      } else if (place) {
        await mkdir(path.dirname(place), { recursive: true });
        await pipeline(entry as unknown as NodeJS.ReadableStream, createWriteStream(place));
        mediaFiles += 1;
      } else {
        for await (const _ of entry);
      }
    }
    await reading;
  } catch (error) {
    entries.destroy();
    if (error instanceof RestoreError || !fault || 'syscall' in fault) throw error;
    throw new RestoreError(
      `${archiveFile} is truncated or not a backup archive (${fault.message}).`,
    );
  }
  return { image, mediaFiles };
}

/**
 * Restores a backup into `dataDir`, which must be empty or absent: the database into `pgdata/`
 * (opened once, so it is checked and left closed cleanly) and the media files into `media/`. A
 * restore that fails removes what it wrote, so the data dir is as it found it.
 */
export async function restoreBackup(
  archiveFile: string,
  dataDir: string,
): Promise<{ mediaFiles: number; databaseBytes: number }> {
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0) {
    throw new RestoreError(
      `${dataDir} is not empty: a backup is restored into an empty data directory only (move the old one away first).`,
    );
  }
  await checkGzip(archiveFile);
  const mediaDir = path.join(dataDir, 'media');
  const pgdata = path.join(dataDir, 'pgdata');
  try {
    await mkdir(mediaDir, { recursive: true });
    const { image, mediaFiles } = await extractArchive(archiveFile, mediaDir);
    if (!image) throw new RestoreError(`${archiveFile} holds no database image (${PGDATA_ENTRY}).`);
    const fault = await imageFault(image);
    if (fault) {
      throw new RestoreError(
        `${archiveFile} holds a database image that cannot be loaded: ${fault}.`,
      );
    }
    await mkdir(pgdata, { recursive: true });
    const client = new PGlite({ dataDir: pgdata, loadDataDir: image, extensions: { pg_trgm } });
    try {
      await client.waitReady;
      await client.query('select 1');
    } finally {
      await client.close();
    }
    return { mediaFiles, databaseBytes: image.size };
  } catch (error) {
    // Only what this restore wrote: the whole dir if it made it, else the two folders it made.
    if (existed) {
      await rm(mediaDir, { recursive: true, force: true });
      await rm(pgdata, { recursive: true, force: true });
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
    throw error;
  }
}
