import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { MediaKind } from '../../../contract/media.js';
import { Refusal } from '../lib/refusal.js';
import { randomMediaName, thumbnailNameOf, UPLOADS_IN_PROGRESS } from './names.js';

/** What the server keeps of an accepted upload (names relative to the media folder). */
export interface StoredMedia {
  file: string;
  thumbnail: string | null;
  kind: MediaKind;
}

/** A refused upload: 413 (too large) or 415 (not an allowed image or video). */
export class MediaRefused extends Refusal {
  constructor(status: 413 | 415, message: string) {
    super(status, { detail: message });
  }
}

/**
 * Allowed content, by what the bytes are (sniffed), never by the name or the declared type.
 * SVG, HTML and anything else that a browser could run are not on the list.
 */
const ALLOWED: Record<string, MediaKind> = {
  jpg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  avif: 'image',
  mp4: 'video',
  webm: 'video',
};

const THUMBNAIL_EDGE = 400;
// libvips' operation cache keeps decoded images around: uploads are never read twice.
sharp.cache(false);
/** A decompression bomb guard: 50 megapixels is far above any phone photo. */
const MAX_PIXELS = 50_000_000;

export interface IngestOptions {
  mediaDir: string;
  limits: { image: number; video: number };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

async function removeQuietly(file: string) {
  await unlink(file).catch(() => undefined);
}

/**
 * Stores one uploaded file safely. The bytes go to a temporary file first; they are sniffed, size
 * checked, and images re-encoded (orientation applied, EXIF/GPS and every other metadata dropped,
 * JPEG out) with a thumbnail. Only then does anything appear under its served name: a refused or
 * failed upload leaves nothing behind.
 */
export async function ingestUpload(stream: Readable, options: IngestOptions): Promise<StoredMedia> {
  const { mediaDir, limits } = options;
  const tempDir = path.join(mediaDir, UPLOADS_IN_PROGRESS);
  await mkdir(path.join(mediaDir, 'thumbs'), { recursive: true });
  await mkdir(tempDir, { recursive: true });
  const temp = path.join(tempDir, randomUUID());
  const written: string[] = [];
  try {
    await pipeline(stream, createWriteStream(temp));
    // The multipart parser stops at the largest limit and flags the stream as truncated.
    if ((stream as Readable & { truncated?: boolean }).truncated) {
      throw new MediaRefused(413, `The file is larger than ${megabytes(limits.video)}.`);
    }
    const type = await fileTypeFromFile(temp);
    const kind = type ? ALLOWED[type.ext] : undefined;
    if (!type || !kind) {
      throw new MediaRefused(
        415,
        'Only JPEG, PNG, WebP, GIF or AVIF images and MP4 or WebM videos.',
      );
    }
    const { size } = await stat(temp);
    if (size > limits[kind]) {
      throw new MediaRefused(413, `The ${kind} is larger than ${megabytes(limits[kind])}.`);
    }
    if (kind === 'video') {
      const file = randomMediaName(type.ext);
      await rename(temp, path.join(mediaDir, file));
      return { file, thumbnail: null, kind };
    }
    const file = randomMediaName('jpg');
    const thumbnail = thumbnailNameOf(file);
    try {
      const open = () =>
        sharp(temp, { limitInputPixels: MAX_PIXELS, animated: false })
          .rotate()
          .flatten({ background: '#ffffff' });
      written.push(path.join(mediaDir, file), path.join(mediaDir, thumbnail));
      // Two independent decodes: the thumbnail's shrinks on load (JPEG), so it costs little.
      await Promise.all([
        open().jpeg({ quality: 85 }).toFile(written[0]),
        open()
          .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 78 })
          .toFile(written[1]),
      ]);
    } catch {
      throw new MediaRefused(415, 'The image could not be read.');
    }
    return { file, thumbnail, kind };
  } catch (error) {
    await Promise.all(written.map(removeQuietly));
    throw error;
  } finally {
    await removeQuietly(temp);
  }
}
