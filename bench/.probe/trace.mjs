import { launchChromium } from '../../scripts/chromium.mjs';

const origin = process.argv[2] ?? 'http://127.0.0.1:8090';
const route = process.argv[3] ?? '/#/users';
const browser = await launchChromium();
const ctx0 = await browser.newContext();
const p0 = await ctx0.newPage();
await p0.goto(`${origin}/#/signIn`);
await p0.getByLabel('Email').fill('super@demo.test');
await p0.getByLabel('Password').fill('demo1234');
await p0.getByRole('button', { name: /sign in/i }).click();
await p0.waitForURL(/dashboard/);
const storage = await ctx0.storageState();
await ctx0.close();
for (let run = 0; run < 3; run += 1) {
  const ctx = await browser.newContext({ storageState: storage });
  const page = await ctx.newPage();
  const t0 = Date.now();
  const log = [];
  page.on('request', (r) =>
    log.push([
      Date.now() - t0,
      'req',
      r.method(),
      r.url().replace(origin, '').slice(0, 60),
      r.postData()?.slice(0, 50) ?? '',
    ]),
  );
  page.on('requestfinished', (r) =>
    log.push([Date.now() - t0, 'done', r.url().replace(origin, '').slice(0, 60)]),
  );
  await page.goto(`${origin}${route}`);
  await page.locator('tbody tr').first().waitFor({ timeout: 30000 });
  const first = Date.now() - t0;
  if (run === 2) for (const l of log) console.log(l.join(' '));
  console.log('first row', first);
  await ctx.close();
}
await browser.close();
