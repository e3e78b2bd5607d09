// Screenshots of the invitation list and the contact inbox:
// `node scripts/inboxScreenshots.mjs http://127.0.0.1:8080 [out]` against a running server with the
// demo data. Sends three contact messages and makes invitations in each state (pending, used,
// revoked) through the API, then shows both screens at 1366 and 390 px. Debian's Chromium only.
import { launchChromium } from './chromium.mjs';
import { signInAsDemo } from './demoSignIn.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';

const MESSAGES = [
  {
    name: 'Marta Ruiz',
    email: 'marta.ruiz@example.com',
    message:
      'I speak Spanish and Portuguese and would like to work as a chatter. Evenings suit me.',
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    message: 'My invitation link says the key is invalid. Could someone send me a new one?',
  },
  {
    name: 'Lena Park',
    email: 'lena.park@example.com',
    message: 'Is there a way to change the language of the back-office?',
  },
];

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const api = page.request;
const login = await api.post(`${base}/api/auth/token-login/`, {
  data: { email: 'admin@demo.test', password: 'demo1234' },
});
const headers = { authorization: `Token ${(await login.json()).key}` };

for (const message of MESSAGES) await api.post(`${base}/api/contact-us/`, { data: message });
const stamp = Date.now();
async function invite(name, admin) {
  const response = await api.post(`${base}/api/worker/invitation/`, {
    headers,
    data: {
      email: `${name}.${stamp}@demo.test`,
      is_admin_permission: admin,
      is_chat_admin_permission: !admin,
    },
  });
  return (await response.json()).link;
}
const usedLink = await invite('nina.worker', false);
await api.post(`${base}/api/worker/signup/`, {
  data: {
    email: `nina.worker.${stamp}@demo.test`,
    first_name: 'Nina',
    last_name: 'Worker',
    password: 'secret123',
    repeat_password: 'secret123',
    language: [1],
    invitation_key: new URL(usedLink.replace('/#/', '/')).searchParams.get('invitation_key'),
    paste_access: false,
  },
});
await invite('omar.admin', true);
await invite('revoked.chatter', false);
const list = await (
  await api.get(`${base}/api/worker/invitations/?state=pending&limit=1`, { headers })
).json();
await api.post(`${base}/api/worker/invitations/${list.results[0].id}/revoke/`, { headers });
await invite('priya.chatter', false);
// One message handled, so the inbox shows both states.
const inbox = await (await api.get(`${base}/api/contact-messages/?limit=3`, { headers })).json();
const lena = inbox.results.find((m) => m.name === 'Lena Park');
if (lena) {
  await api.patch(`${base}/api/contact-messages/${lena.id}/`, {
    headers,
    data: { status: 'handled' },
  });
}

// A page per width, signed in at that width: react-admin keeps a desktop's open sidebar as an open
// drawer (and the page behind it hidden) when the same page narrows to a phone.
async function shoot(width, height, suffix) {
  const shot = await browser.newPage({ viewport: { width, height } });
  await signInAsDemo(shot, base, 'admin@demo.test');
  await shot.goto(`${base}/#/invitations`);
  await shot.getByRole('row').filter({ hasText: 'priya.chatter' }).first().waitFor();
  await shot.waitForTimeout(300);
  await shot.screenshot({ path: `${out}/invitations${suffix}.png` });
  await shot.goto(`${base}/#/contactMessages`);
  await shot.getByRole('row').filter({ hasText: 'Marta Ruiz' }).first().waitFor();
  await shot.waitForTimeout(300);
  await shot.screenshot({ path: `${out}/contact-inbox${suffix}.png` });
  await shot.getByRole('row').filter({ hasText: 'Tom Becker' }).first().click();
  await shot.getByRole('button', { name: 'Mark handled' }).waitFor();
  await shot.waitForTimeout(300);
  await shot.screenshot({ path: `${out}/contact-message${suffix}.png` });
}
await shoot(1366, 768, '');
await shoot(390, 844, '-phone');
await browser.close();
