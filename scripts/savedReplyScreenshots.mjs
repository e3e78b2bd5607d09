// Screenshots of saved replies: `node scripts/savedReplyScreenshots.mjs http://127.0.0.1:8080 [out]`
// against a running server with the demo data. Writes a few team replies (as the demo admin) and
// personal ones (as the demo chatter), then shows the chatter's list and the insert dialog over
// the chat workspace. Debian's Chromium only.
import { launchChromium } from './chromium.mjs';
import { signInAsDemo } from './demoSignIn.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';
const shotsDir = process.argv[4] ?? out;

const TEAM = [
  { title: 'Welcome', body: 'Hi {user_name}, welcome! I am {moderator_name}, so glad you wrote.' },
  {
    title: 'Gift thank-you',
    body: 'Thank you so much for the gift, {user_name}! You made my day here in {moderator_city}.',
  },
];
const PERSONAL = [
  {
    title: 'Weekend plans',
    body: 'What are you up to this weekend, {user_name}? I am thinking of a long walk by the river.',
  },
  { title: 'Good night', body: 'Sleep well, {user_name}. Write to me tomorrow?' },
];

async function tokenOf(page, email) {
  const login = await page.request.post(`${base}/api/auth/token-login/`, {
    data: { email, password: 'demo1234' },
  });
  return { authorization: `Token ${(await login.json()).key}` };
}

/** Run again, the script replaces its own replies rather than adding more. */
async function replaceReplies(page, headers, replies, team) {
  const scope = team ? 'team' : 'personal';
  const existing = await (
    await page.request.get(`${base}/api/saved-replies/?limit=100&scope=${scope}`, { headers })
  ).json();
  for (const old of existing.results.filter((r) => replies.some((n) => n.title === r.title))) {
    await page.request.delete(`${base}/api/saved-replies/${old.id}/`, { headers });
  }
  for (const reply of replies) {
    await page.request.post(`${base}/api/saved-replies/`, { headers, data: { ...reply, team } });
  }
}

const signIn = (page, email) => signInAsDemo(page, base, email);

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await replaceReplies(page, await tokenOf(page, 'admin@demo.test'), TEAM, true);
const chatterHeaders = await tokenOf(page, 'chatter@demo.test');
await replaceReplies(page, chatterHeaders, PERSONAL, false);

await signIn(page, 'chatter@demo.test');
await page.goto(`${base}/#/savedReplies`);
await page.getByRole('table').getByText('Weekend plans').waitFor();
await page.waitForTimeout(300);
await page.screenshot({ path: `${shotsDir}/saved-replies-list.png` });

// A chat of one of the chatter's own fake users: they write in it.
const rooms = await (
  await page.request.post(`${base}/graphql`, {
    headers: chatterHeaders,
    data: { query: '{ rooms { id } }' },
  })
).json();
await page.goto(`${base}/#/chat/${rooms.data.rooms[0].id}`);
const box = page.getByRole('textbox', { name: 'Message' });
await box.waitFor();
await page.waitForTimeout(1500);
await box.fill('');
await box.press('Control+Shift+S');
const dialog = page.getByRole('dialog', { name: 'Insert a saved reply' });
await dialog.getByRole('option').first().waitFor();
await dialog.getByRole('combobox').pressSequentially('you');
await page.waitForTimeout(800);
await page.mouse.move(0, 760);
await page.keyboard.press('ArrowDown');
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/saved-replies.png` });

// The editor as an admin sees it: the counter under the text, and Team reply.
const admin = await browser.newPage({ viewport: { width: 1366, height: 768 } });
await signIn(admin, 'admin@demo.test');
await admin.goto(`${base}/#/savedReplies/create`);
await admin.getByRole('textbox', { name: 'Title' }).fill('Coffee');
await admin.getByRole('textbox', { name: 'Reply' }).fill(TEAM[1].body);
await admin.waitForTimeout(300);
await admin.screenshot({ path: `${shotsDir}/saved-replies-editor.png` });
await browser.close();
