// Screenshots of the main screens for the README and docs/features.md:
// `node scripts/screenshots.mjs http://127.0.0.1:8080` against a running server with the demo
// data. Uses Debian's Chromium (never a downloaded browser).
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
await page.getByTestId('activity-chart').locator('.recharts-line').first().waitFor();
await page.waitForTimeout(800); // the lines' entry animation
await page.screenshot({ path: `${out}/dashboard.png` });

await page.getByRole('link', { name: 'Team view' }).click();
await page.getByText('Median response').waitFor();
await page.getByText('Chris Chatter').first().waitFor();
await page.screenshot({ path: `${out}/team-statistics.png` });
await page.goto(`${base}/#/dashboard`);

await page.getByRole('link', { name: 'Invite staff' }).click();
await page.waitForURL(/newInvitation/);
await page.getByLabel('Email', { exact: true }).fill(`screenshot.${Date.now()}@demo.test`);
await page.getByLabel('Chat admin permission').check();
await page.getByRole('button', { name: 'Generate link' }).click();
const link = await page.getByTestId('invitation-link').textContent();
await page.screenshot({ path: `${out}/invitation.png` });

const visitor = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await visitor.goto(link ?? '');
await visitor.getByLabel('Last name').waitFor();
await visitor.screenshot({ path: `${out}/sign-up.png` });

// The people screens, as the super admin (who sees every action).
const superAdmin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await superAdmin.goto(`${base}/#/signIn`);
await superAdmin.getByLabel('Email').fill('super@demo.test');
await superAdmin.getByLabel('Password').fill('demo1234');
await superAdmin.getByRole('button', { name: 'Sign In' }).click();
await superAdmin.getByText(/QUEUE: \d+/).waitFor();
await superAdmin.goto(`${base}/#/users`);
await superAdmin.getByRole('table').waitFor();
await superAdmin.screenshot({ path: `${out}/users.png` });
// The most reported user's detail.
// Most reports first: two clicks on the column (list params stay out of the URL).
await superAdmin.getByRole('button', { name: /sort by reports/i }).click();
await superAdmin.getByRole('button', { name: /sort by reports/i }).click();
await superAdmin.waitForTimeout(800);
await superAdmin.getByRole('table').locator('tbody tr').first().click();
await superAdmin.getByRole('button', { name: 'Remove reports' }).waitFor();
await superAdmin.waitForTimeout(500);
await superAdmin.screenshot({ path: `${out}/user-detail.png`, fullPage: true });
await superAdmin.goto(`${base}/#/workers`);
await superAdmin.getByTestId('staff-cards').getByRole('link').first().waitFor();
await superAdmin.screenshot({ path: `${out}/workers.png` });
await superAdmin.goto(`${base}/#/admins`);
await superAdmin.getByTestId('staff-cards').getByRole('link').first().waitFor();
await superAdmin.screenshot({ path: `${out}/admins.png` });
await superAdmin
  .getByTestId('staff-cards')
  .getByRole('link', { name: /^Edit / })
  .first()
  .click();
await superAdmin.getByLabel('First name').waitFor();
await superAdmin.waitForTimeout(500);
await superAdmin.screenshot({ path: `${out}/profile-form.png` });

// Moderators, as an admin.
await page.goto(`${base}/#/moderators`);
await page.getByTestId('moderator-card').first().waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}/moderators.png` });
await page.getByTestId('moderator-card').first().getByRole('link').click();
await page
  .getByRole('region', { name: 'Stories', exact: true })
  .getByTestId('post-tile')
  .first()
  .waitFor();
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/moderator-edit.png`, fullPage: true });
await page.goto(`${base}/#/create/moderator`);
await page.getByRole('button', { name: 'Create and continue' }).click();
await page.getByRole('alert').waitFor();
await page.waitForTimeout(600);
await page.screenshot({ path: `${out}/moderator-wizard.png` });

// The chatter's day: the queue, then a chat taken from it in the workspace.
const chatter = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await chatter.goto(`${base}/#/signIn`);
await chatter.getByLabel('Email').fill('chatter@demo.test');
await chatter.getByLabel('Password').fill('demo1234');
await chatter.getByRole('button', { name: 'Sign In' }).click();
await chatter.getByText(/QUEUE: \d+/).waitFor();
await chatter.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
await chatter.getByRole('table').waitFor();
await chatter.waitForTimeout(500);
await chatter.screenshot({ path: `${out}/pending-chats.png` });
await chatter
  .getByRole('button', { name: /^Chat / })
  .first()
  .click();
await chatter.getByRole('timer').waitFor();
await chatter.getByRole('textbox', { name: 'Message' }).fill('Hello! So nice to hear from you');
await chatter.waitForTimeout(1200);
await chatter.screenshot({ path: `${out}/chat-workspace.png` });
await browser.close();
console.log(`Screenshots written to ${out}/`);
