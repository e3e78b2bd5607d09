import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { randomMediaName, thumbnailNameOf } from '../media/names.js';
import { GIFT_DATA } from './referenceData.js';

/** A faceless silhouette: the pool is shared across users, so nothing on it may name anyone. */
function portrait(hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},65%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,38%)"/>
</linearGradient></defs>
<rect width="320" height="400" fill="url(#g)"/>
<circle cx="160" cy="150" r="70" fill="rgba(255,255,255,0.85)"/>
<rect x="60" y="240" width="200" height="160" rx="100" fill="rgba(255,255,255,0.85)"/>
</svg>`;
}

function gift(hue: number, label: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" rx="24" fill="hsl(${hue},70%,92%)"/>
<rect x="28" y="52" width="72" height="52" rx="6" fill="hsl(${hue},65%,55%)"/>
<rect x="22" y="40" width="84" height="16" rx="4" fill="hsl(${hue},65%,45%)"/>
<rect x="58" y="40" width="12" height="64" fill="#fff"/>
<text x="64" y="122" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#333">${label}</text>
</svg>`;
}

/** A pool image's file and thumbnail, as a photo, story, moment or stock-image row holds them. */
export const withThumbnail = (file: string) => ({ file, thumbnail: thumbnailNameOf(file) });

/** The gift catalogue's pictures (`gifts/gift-<n>.svg`, as seedReferenceData stores them). */
export const giftPicture = (index: number) => `gifts/gift-${index + 1}.svg`;

/** Writes the missing gift pictures; cheap enough for every boot, whatever SEED says. */
export function writeGiftPictures(mediaDir: string) {
  mkdirSync(path.join(mediaDir, 'gifts'), { recursive: true });
  GIFT_DATA.forEach(([name], i) => {
    const file = path.join(mediaDir, giftPicture(i));
    if (!existsSync(file)) writeFileSync(file, gift((i * 37) % 360, name));
  });
}

/**
 * Writes a pool of generated portraits (reused across records to keep the data dir small) as
 * uploads end up: a JPEG and its thumbnail (`thumbnailNameOf`), never the SVG they are drawn from.
 * Names are random like uploads', so no two installs share one (the rest of the data set is
 * deterministic, and a known name must not open another install's files).
 */
export async function writeImagePool(mediaDir: string, size: number): Promise<string[]> {
  mkdirSync(path.join(mediaDir, 'thumbs'), { recursive: true });
  const names = Array.from({ length: size }, () => randomMediaName('jpg'));
  await Promise.all(
    names.map(async (name, i) => {
      const image = sharp(Buffer.from(portrait((i * 47) % 360)));
      await image.clone().jpeg({ quality: 80 }).toFile(path.join(mediaDir, name));
      await image
        .clone()
        .resize(200)
        .jpeg({ quality: 75 })
        .toFile(path.join(mediaDir, thumbnailNameOf(name)));
    }),
  );
  return names;
}
