// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fileExtension, IMAGE_EXTENSIONS, isImageFile, mediaUrl } from './mediaKind';

describe('isImageFile', () => {
  it.each(IMAGE_EXTENSIONS)('treats .%s as an image', (ext) => {
    expect(isImageFile(`photo.${ext}`)).toBe(true);
    expect(isImageFile(`/media/PHOTO.${ext.toUpperCase()}`)).toBe(true);
  });

  it.each(['clip.mp4', 'clip.mov', 'clip.webm', 'file.bmp', 'noextension', '', 'dir.png/clip'])(
    'treats %j as a video',
    (name) => {
      expect(isImageFile(name)).toBe(false);
    },
  );

  it('reads the extension of a URL without its query string or fragment', () => {
    expect(isImageFile('https://cdn.test/media/a.jpg?size=2#x')).toBe(true);
    expect(isImageFile('https://cdn.test/media/a.mp4?name=b.jpg')).toBe(false);
    expect(fileExtension('https://cdn.test/a.b/c')).toBe('');
    expect(fileExtension('.png')).toBe('');
  });
});

describe('mediaUrl', () => {
  it('keeps absolute URLs and puts bare names under /media/', () => {
    expect(mediaUrl('https://cdn.test/a.jpg')).toBe('https://cdn.test/a.jpg');
    expect(mediaUrl('/media/a.jpg')).toBe('/media/a.jpg');
    expect(mediaUrl('a.jpg')).toBe('/media/a.jpg');
  });
});
