// Screenshots of the users list and the worker cards at 1366 and 390 px (issue 37: one presence
// rule, emails masked for chatters, blocked users marked):
// `node scripts/peopleScreenshots.mjs http://127.0.0.1:8080 [out]` against a running server with
// the demo data. Debian's Chromium only.
import { launchChromium } from './chromium.mjs';
import { signInAsDemo } from './demoSignIn.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';
const WIDTHS = [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
];

const browser = await launchChromium();
try {
  for (const [who, email] of [
    ['chatter', 'chatter@demo.test'],
    ['super', 'super@demo.test'],
  ]) {
    for (const [size, viewport] of WIDTHS) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await signInAsDemo(page, base, email);
      await page.goto(`${base}/#/users`);
      if (size === 'desktop') {
        await page.getByRole('table').waitFor();
        // The blocked filter, so the blocked mark shows on every row.
        if (who === 'super') {
          await page.locator('li').getByText('Blocked', { exact: true }).click();
          await page.getByRole('table').getByText('Blocked').first().waitFor();
        }
      } else {
        await page.getByRole('link', { name: /./ }).nth(3).waitFor();
      }
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/users-${who}-${size}.png` });
      await page.goto(`${base}/#/workers`);
      await page.getByTestId('staff-cards').getByRole('link').first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/workers-${who}-${size}.png` });
      await page.context().close();
    }
  }
} finally {
  await browser.close();
}
