// Screenshot of "who is viewing": `node scripts/viewerScreenshots.mjs http://127.0.0.1:8080 [out]`
// against a running server with the demo data. The demo chatter takes a chat from the queue, the
// demo admin and super admin open it in browsers of their own, and the chatter's workspace is
// shot with their avatars in the chat's header (the tooltip of one shown). Debian's Chromium only.
import { launchChromium } from './chromium.mjs';
import { signInAsDemo } from './demoSignIn.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';

async function tokenOf(page, email) {
  const login = await page.request.post(`${base}/api/auth/token-login/`, {
    data: { email, password: 'demo1234' },
  });
  return { authorization: `Token ${(await login.json()).key}` };
}

async function call(page, headers, query, variables = {}) {
  const response = await page.request.post(`${base}/graphql`, {
    headers,
    data: { query, variables },
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const signIn = (page, email) => signInAsDemo(page, base, email);

const browser = await launchChromium();
const chatterContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await chatterContext.newPage();
const chatter = await tokenOf(page, 'chatter@demo.test');
const queued = await call(page, chatter, 'query Queue { chatsInQueue { roomId } }');
const roomId = queued.chatsInQueue[0].roomId;
await call(page, chatter, 'mutation Take($r: ID!) { takeChat(roomId: $r) { id } }', {
  r: roomId,
});

await signIn(page, 'chatter@demo.test');
await page.goto(`${base}/#/chat/${roomId}`);
await page.getByRole('textbox', { name: 'Message' }).waitFor();

for (const email of ['admin@demo.test', 'super@demo.test']) {
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, email);
  await other.goto(`${base}/#/chat/${roomId}`);
  await other.getByRole('group', { name: 'Staff on this chat' }).waitFor();
}

const staff = page.getByRole('group', { name: 'Staff on this chat' });
await staff
  .getByRole('img', { name: /is viewing/ })
  .nth(1)
  .waitFor();
await staff
  .getByRole('img', { name: /is viewing/ })
  .first()
  .hover();
await page.getByRole('tooltip').waitFor();
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/who-is-viewing.png` });
await browser.close();
