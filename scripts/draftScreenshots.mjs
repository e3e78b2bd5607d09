// Screenshot of a draft kept on the server: `node scripts/draftScreenshots.mjs
// http://127.0.0.1:8080 [out]` against a running server with the demo data. The demo chatter
// takes the oldest waiting chat, types without sending, reloads the page and finds the text back.
// Debian's Chromium only.
import { launchChromium } from './chromium.mjs';
import { signInAsDemo } from './demoSignIn.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';
const DRAFT = 'Oh, a trip to Lisbon sounds lovely! I was there last spring and the trams were my';

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signInAsDemo(page, base, 'chatter@demo.test');
  await page.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
  await page
    .getByRole('button', { name: /^Chat / })
    .first()
    .click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(DRAFT);
  // Saved as it is typed, at most once a second.
  await page.waitForTimeout(2_000);
  await page.reload();
  await page.getByText('Your unsent text in this chat, kept from before.').waitFor();
  await page.screenshot({ path: `${out}/draft-restored.png` });
} finally {
  await browser.close();
}
