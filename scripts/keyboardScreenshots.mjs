// The keyboard shortcuts' screenshot: `node scripts/keyboardScreenshots.mjs http://127.0.0.1:8080
// [out]` against a running server with the demo data. Signs the demo chatter in, opens a chat of
// one of their fake users and presses ? over the workspace. Debian's Chromium only.
import { launchChromium } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await page.goto(`${base}/#/signIn`);
await page.getByLabel('Email').fill('chatter@demo.test');
await page.getByLabel('Password').fill('demo1234');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.getByText(/QUEUE: \d+/).waitFor();
const box = page.getByRole('textbox', { name: 'Message' });
await box.waitFor();
// Alt+↓ opens a chat: the next of the fake user's, or the first of all with none open.
await page.keyboard.press('Alt+ArrowDown');
await page.waitForTimeout(1500);
// Out of the message box (where ? is a character), then ?.
await page.keyboard.press('Shift+Tab');
await page.keyboard.press('Shift+Slash');
await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
await page.mouse.move(0, 760);
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/keyboard-shortcuts.png` });
await browser.close();
