import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema.js';
import { createHarness, type Harness } from '../test/harness.js';
import { multipart } from '../test/multipart.js';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-upload-'));
const KB = 1024;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ mediaDir, uploadLimits: { image: 200 * KB, video: 300 * KB } });
});
beforeEach(() => h.reset());
afterAll(async () => {
  await h.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** Every file under the media folder, temp files included. */
function filesOnDisk(): string[] {
  return readdirSync(mediaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const jpeg = (width = 320, height = 240, build = (image: Sharp) => image) =>
  build(sharp({ create: { width, height, channels: 3, background: '#3366cc' } }))
    .jpeg()
    .toBuffer();

function upload(
  content: Buffer,
  name = 'photo.jpg',
  type = 'image/jpeg',
  identity = 'ADMIN' as const,
) {
  const form = multipart({}, { field: 'file', name, type, content });
  return h.app.inject({
    method: 'POST',
    url: '/api/media/upload/',
    headers: { ...h.headers[identity], ...form.headers },
    payload: form.payload,
  });
}

/** The path and signature of a media URL, as the server is asked for it. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

async function served(url: string) {
  const response = await h.app.inject({ method: 'GET', url: pathOf(url) });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('POST /api/media/upload/', () => {
  it('stores a JPEG re-encoded with a thumbnail, served with safe headers', async () => {
    const response = await upload(await jpeg(1200, 900));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ kind: 'image' });
    expect(body.file).toMatch(/^[A-Za-z0-9]{29}\.jpg$/);
    const original = await served(body.file_url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    // Pending: it may still become a private photo.
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const thumbnail = await served(body.thumbnail_url);
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([400, 300]);
    const [row] = await h.database.db.select().from(uploads);
    expect(row).toMatchObject({ file: body.file, uploaderId: h.userIds.ADMIN, kind: 'image' });
  });

  it('serves the image without its EXIF (GPS included), upright', async () => {
    const withGps = await jpeg(200, 100, (image) =>
      image.withExif({
        IFD0: { Make: 'SecretPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      }),
    );
    // Orientation 6: the camera was turned, the viewer must rotate by 90 degrees.
    const turned = await sharp(withGps).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const input = await sharp(turned).metadata();
    expect(input.exif?.includes('SecretPhone')).toBe(true);
    const body = (await upload(turned)).json();
    const output = (await served(body.file_url)).rawPayload;
    const meta = await sharp(output).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 200]);
    expect(output.includes('SecretPhone')).toBe(false);
  });

  it('refuses disguised and scriptable files with 415, leaving no file and no row', async () => {
    const before = filesOnDisk();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
    );
    for (const [content, name, type] of [
      [html, 'cat.jpg', 'image/jpeg'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [Buffer.from('just text'), 'notes.mp4', 'video/mp4'],
    ] as const) {
      const response = await upload(content, name, type);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().detail).toMatch(/JPEG, PNG/);
    }
    // Sniffed as a JPEG but broken: sharp cannot read it.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
    expect((await upload(broken)).statusCode).toBe(415);
    expect(filesOnDisk()).toEqual(before);
    expect(await h.database.db.select().from(uploads)).toEqual([]);
  });

  it('keeps only the image of a polyglot: the appended payload does not survive', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const polyglot = Buffer.concat([await jpeg(64, 64), Buffer.from(payload)]);
    const response = await upload(polyglot, 'both.html');
    expect(response.statusCode).toBe(201);
    const output = (await served(response.json().file_url)).rawPayload;
    expect(output.includes('<script')).toBe(false);
    expect((await sharp(output).metadata()).format).toBe('jpeg');
  });

  it('answers 413 past the limits and leaves nothing behind', async () => {
    const before = filesOnDisk();
    // Sniffs as a JPEG, is larger than the image limit, smaller than the video one.
    const bigImage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(250 * KB)]);
    const tooBig = await upload(bigImage);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toMatch(/image is larger than/);
    // Larger than any limit: the parser stops reading.
    const huge = await upload(Buffer.alloc(400 * KB, 7), 'huge.mp4', 'video/mp4');
    expect(huge.statusCode).toBe(413);
    expect(filesOnDisk()).toEqual(before);
    expect(await h.database.db.select().from(uploads)).toEqual([]);
  });

  it('keeps a video as sniffed and serves byte ranges', async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypmp42'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mp42isom'),
      Buffer.alloc(4000, 3),
    ]);
    const body = (await upload(mp4, 'clip.bin', 'application/octet-stream')).json();
    expect(body).toMatchObject({ kind: 'video', thumbnail_url: null });
    expect(body.file).toMatch(/^[A-Za-z0-9]{29}\.mp4$/);
    const range = await h.app.inject({
      method: 'GET',
      url: pathOf(body.file_url),
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.rawPayload.length).toBe(100);
  });

  it('is refused to REGULAR staff, real users and anonymous callers', async () => {
    const content = await jpeg();
    for (const [identity, status] of [
      ['REGULAR', 403],
      ['appUser', 403],
      ['anonymous', 401],
    ] as const) {
      const form = multipart({}, { field: 'file', name: 'a.jpg', type: 'image/jpeg', content });
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/media/upload/',
        headers: { ...h.headers[identity], ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, identity).toBe(status);
    }
    expect(await h.database.db.select().from(uploads)).toEqual([]);
  });
});
