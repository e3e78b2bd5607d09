// Screenshots of the main screens for the README: `node scripts/screenshots.mjs http://127.0.0.1:8080`
// against a running server with the demo data. Uses Debian's Chromium (never a downloaded browser).
import { launchChromium } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = 'docs/screenshots';
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });

await page.goto(`${base}/#/signIn`);
await page.getByLabel('Email').waitFor();
await page.screenshot({ path: `${out}/sign-in.png` });

await page.goto(`${base}/#/contactUs`);
await page.getByLabel('Message').waitFor();
await page.screenshot({ path: `${out}/contact-us.png` });

await page.goto(`${base}/#/signIn`);
await page.getByLabel('Email').fill('admin@demo.test');
await page.getByLabel('Password').fill('demo1234');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.getByText(/QUEUE: \d+/).waitFor();
await page.getByRole('link', { name: 'Invite staff' }).waitFor();
await page.screenshot({ path: `${out}/dashboard.png` });

await page.getByRole('link', { name: 'Invite staff' }).click();
await page.getByLabel('Email').fill(`screenshot.${Date.now()}@demo.test`);
await page.getByLabel('Chat admin permission').check();
await page.getByRole('button', { name: 'Generate link' }).click();
const link = await page.getByTestId('invitation-link').textContent();
await page.screenshot({ path: `${out}/invitation.png` });

const visitor = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await visitor.goto(link ?? '');
await visitor.getByLabel('Last name').waitFor();
await visitor.screenshot({ path: `${out}/sign-up.png` });
await browser.close();
console.log(`Screenshots written to ${out}/`);
