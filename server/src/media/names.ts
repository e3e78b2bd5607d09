import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Upload names are 29 random alphanumeric characters plus the extension (spec section 9). */
export function randomMediaName(extension: string): string {
  let name = '';
  for (let i = 0; i < 29; i += 1) name += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${name}.${extension}`;
}

/** Thumbnails sit in `thumbs/` under the same 29 characters, always JPEG. */
export function thumbnailNameOf(file: string): string {
  return `thumbs/${file.replace(/\.[a-z0-9]+$/, '')}.jpg`;
}

/** Where uploads are written before they are checked (under the media folder; never served). */
export const UPLOADS_IN_PROGRESS = '.tmp';
