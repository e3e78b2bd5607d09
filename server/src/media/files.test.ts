import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaPath, removeMediaFiles } from './files.js';

const NAME = `${'a'.repeat(29)}.jpg`;

describe('media file names', () => {
  it('resolves only names the server makes, inside the media folder', () => {
    expect(mediaPath('/data/media', NAME)).toBe(`/data/media/${NAME}`);
    expect(mediaPath('/data/media', `thumbs/${NAME}`)).toBe(`/data/media/thumbs/${NAME}`);
    for (const bad of [
      '../etc/passwd',
      `../${NAME}`,
      `/abs/${NAME}`,
      'short.jpg',
      `a/../${NAME}`,
    ]) {
      expect(mediaPath('/data/media', bad)).toBeNull();
    }
  });

  it('removes files, skipping missing ones and foreign names', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'media-files-'));
    mkdirSync(path.join(dir, 'thumbs'));
    const outside = path.join(dir, '..', `${path.basename(dir)}-outside.txt`);
    writeFileSync(path.join(dir, NAME), 'x');
    writeFileSync(path.join(dir, 'thumbs', NAME), 'x');
    writeFileSync(outside, 'keep');
    await removeMediaFiles(dir, [NAME, `thumbs/${NAME}`, `${'b'.repeat(29)}.jpg`, null, outside]);
    expect(existsSync(path.join(dir, NAME))).toBe(false);
    expect(existsSync(path.join(dir, 'thumbs', NAME))).toBe(false);
    expect(existsSync(outside)).toBe(true);
  });
});
