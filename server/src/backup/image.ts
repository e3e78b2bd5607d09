import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';

/** The file every PostgreSQL data directory holds at its top: PGlite's image has it too. */
const VERSION_FILE = 'PG_VERSION';
const PGLITE_IMAGE_HINT = 'a PGlite data directory image';

const isGzip = (head: Uint8Array) => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
const topLevelName = (name: string) => name.replace(/^(\.?\/)+/, '');

/**
 * Why a database image cannot be loaded, or null when it can: it must read to its end as a tar
 * (gzipped or not, as `dumpDataDir()` writes it) and hold a data directory. PGlite is never handed
 * anything else: on random bytes its loader fails outside the promise a caller can await (an
 * uncaught `incorrect header check` that ends the process), so the check comes first.
 */
export async function imageFault(image: Blob): Promise<string | null> {
  const bytes = Buffer.from(await image.arrayBuffer());
  if (bytes.length === 0) return `it is empty, not ${PGLITE_IMAGE_HINT}`;
  const names: string[] = [];
  const entries = extract();
  try {
    entries.end(isGzip(bytes) ? gunzipSync(bytes) : bytes);
    for await (const entry of entries) {
      names.push(topLevelName(entry.header.name));
      entry.resume();
    }
  } catch (error) {
    entries.destroy();
    return `it is damaged or not ${PGLITE_IMAGE_HINT} (${(error as Error).message})`;
  }
  if (!names.includes(VERSION_FILE)) return `it is not ${PGLITE_IMAGE_HINT} (no ${VERSION_FILE})`;
  return null;
}
