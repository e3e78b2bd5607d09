// Screenshots of balanced auto-offer: `node scripts/offerScreenshots.mjs http://127.0.0.1:8080
// [out]` against a running server with the demo data. Turns auto-offer on (as the demo admin),
// shows the admin's card and an offer over the chatter's workspace, then turns it off again.
// Debian's Chromium only.
import { launchChromium } from './chromium.mjs';
import { signInAsDemo } from './demoSignIn.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';

async function setAutoOffer(page, enabled) {
  const login = await page.request.post(`${base}/api/auth/token-login/`, {
    data: { email: 'admin@demo.test', password: 'demo1234' },
  });
  await page.request.post(`${base}/graphql`, {
    headers: { authorization: `Token ${(await login.json()).key}` },
    data: {
      query: `mutation($e: Boolean!) {
        setAutoOffer(enabled: $e, capacity: 3, acceptSeconds: 20) { enabled }
      }`,
      variables: { e: enabled },
    },
  });
}

const signIn = (page, email) => signInAsDemo(page, base, email);

const browser = await launchChromium();
try {
  const admin = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await setAutoOffer(admin, true);
  await signIn(admin, 'admin@demo.test');
  const card = admin.locator('form').filter({ hasText: 'Chats per chatter' }).locator('..');
  await card.scrollIntoViewIfNeeded();
  await admin.getByRole('switch', { name: /Offer chats/ }).waitFor();
  await card.screenshot({ path: `${out}/auto-offer-settings.png` });

  const chatter = await (await browser.newContext()).newPage({
    viewport: { width: 1366, height: 768 },
  });
  await signIn(chatter, 'chatter@demo.test');
  await chatter.getByRole('alert').filter({ hasText: 'Chat offered to you' }).waitFor();
  await chatter.waitForTimeout(600);
  await chatter.screenshot({ path: `${out}/chat-offer.png` });
} finally {
  const page = await browser.newPage();
  await setAutoOffer(page, false);
  await browser.close();
}
