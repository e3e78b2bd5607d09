/**
 * A small ustar writer and reader: regular files only, which is all a backup holds (the PGlite
 * image and the media files). Archives open with any tar (`tar -xzf backup.tar.gz`).
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  /** Relative path with `/` separators. */
  name: string;
  data: Uint8Array;
  mtime?: Date;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a long path into ustar's prefix (155) and name (100) at a `/`. */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut >= 0; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`Path too long for the archive: ${name}`);
}

export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  const [prefix, short] = splitName(name);
  header.write(short, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return rest === 0 ? Buffer.alloc(0) : Buffer.alloc(BLOCK - rest);
}

/** The archive's bytes, entry by entry (feed it to a gzip stream). */
export async function* tarStream(entries: AsyncIterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield tarHeader(entry.name, entry.data.byteLength, entry.mtime);
    yield Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    yield padding(entry.data.byteLength);
  }
  yield END_OF_ARCHIVE;
}

function field(header: Buffer, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** The regular files of a tar archive, in order (anything else, a folder or a link, is skipped). */
export function* readTar(archive: Buffer): Generator<TarEntry> {
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1);
    const prefix = field(header, 345, 155);
    const short = field(header, 0, 100);
    const name = prefix ? `${prefix}/${short}` : short;
    const start = offset + BLOCK;
    if (!Number.isFinite(size) || start + size > archive.length) {
      throw new Error('The archive is truncated or not a tar archive.');
    }
    if (type === '0' || type === '') {
      yield { name, data: archive.subarray(start, start + size) };
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}
