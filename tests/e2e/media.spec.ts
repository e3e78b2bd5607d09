import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, test } from './support';

const base = () => process.env.E2E_BASE_URL ?? '';
const mediaDir = () => path.join(process.env.E2E_DATA_DIR ?? '', 'media');

/** Every file under the server's media folder. */
function filesOnDisk(): string[] {
  return readdirSync(mediaDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function adminKey(page: Page) {
  const response = await page.request.post(`${base()}/api/auth/token-login/`, {
    data: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
  });
  return (await response.json()).key as string;
}

function upload(page: Page, key: string, name: string, mimeType: string, buffer: Buffer) {
  return page.request.post(`${base()}/api/media/upload/`, {
    headers: { Authorization: `Token ${key}` },
    multipart: { file: { name, mimeType, buffer } },
  });
}

test.describe('media that is safe to serve', () => {
  test('disguised and scriptable uploads are refused and leave nothing on disk', async ({
    page,
  }) => {
    const key = await adminKey(page);
    const before = filesOnDisk();
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [name, type, content] of [
      ['holiday.jpg', 'image/jpeg', html],
      ['logo.svg', 'image/svg+xml', svg],
      ['logo.png', 'image/png', svg],
    ] as const) {
      const response = await upload(page, key, name, type, content);
      expect(response.status(), name).toBe(415);
    }
    expect(filesOnDisk()).toEqual(before);
  });

  test('a JPEG with GPS EXIF is served without it, with nosniff and a sandbox CSP', async ({
    page,
  }) => {
    const key = await adminKey(page);
    const located = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#2a8' },
    })
      .withExif({
        IFD0: { Make: 'TellTalePhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(located).metadata()).exif).toBeDefined();
    const response = await upload(page, key, 'me.jpg', 'image/jpeg', located);
    expect(response.status()).toBe(201);
    const stored = await response.json();
    const served = await page.request.get(stored.file_url);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-security-policy']).toContain('sandbox');
    const body = await served.body();
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect(body.includes('TellTalePhone')).toBe(false);
  });
});
