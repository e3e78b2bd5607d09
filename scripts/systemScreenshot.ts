// The system page's screenshot: `node --import tsx scripts/systemScreenshot.ts http://127.0.0.1:8080 [out]`
// against a running server with the demo data. Ten real users (with their sockets) write to demo
// moderators a few times a second for about a minute and a half while the super admin's page
// reads its figures, then the page is shot. Debian's Chromium only.
import { AppClient } from '../simulator/appClient.js';
import { launchChromium } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';
const SECONDS = Number(process.env.SHOT_SECONDS ?? 90);

const tag = Date.now().toString(36);
const staff = await fetch(`${base}/api/auth/token-login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'super@demo.test', password: 'demo1234' }),
});
const { key } = (await staff.json()) as { key: string };
const moderators = (await (
  await fetch(`${base}/api/moderator/?limit=10`, { headers: { authorization: `Token ${key}` } })
).json()) as { results: { id: number }[] };

const users = await Promise.all(
  moderators.results.slice(0, 10).map(async (moderator, n) => {
    const user = await AppClient.connect(
      base,
      `shot.${tag}.${n}@example.com`,
      'real-pass-1',
      `Shot${n}`,
    );
    const { appStartChat } = await user.graphql<{ appStartChat: { id: string } }>(
      'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
      { m: moderator.id },
    );
    user.listen('0', () => undefined);
    return { user, roomId: appStartChat.id };
  }),
);

let sending = true;
const traffic = (async () => {
  let n = 0;
  while (sending) {
    const { user, roomId } = users[n % users.length];
    await user.send(roomId, `Hello there, message ${n}`, `shot-${tag}-${n}`).catch(() => undefined);
    n += 1;
    // A wave: busier every other 20 s, so the lines move.
    const busy = Math.floor(Date.now() / 20_000) % 2 === 0;
    await new Promise((resolve) => setTimeout(resolve, busy ? 80 : 250));
  }
})();

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 1000 } });
await page.goto(`${base}/#/signIn`);
await page.getByLabel('Email').fill('super@demo.test');
await page.getByLabel('Password').fill('demo1234');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.getByText(/QUEUE: \d+/).waitFor();
await page.goto(`${base}/#/system`);
await page.getByRole('heading', { name: 'Last 5 minutes' }).waitFor();
await page.waitForTimeout(SECONDS * 1000);
await page.screenshot({ path: `${out}/system.png`, fullPage: true });
sending = false;
await traffic;
await browser.close();
await Promise.all(users.map(({ user }) => user.close()));
