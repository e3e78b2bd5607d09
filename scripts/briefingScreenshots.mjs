// Screenshots of team briefings: `node scripts/briefingScreenshots.mjs http://127.0.0.1:8080 [out]`
// against a running server with the demo data. Writes two briefings (as the demo admin), then
// shows the list, the editor and the chatter's dashboard card. Debian's Chromium only.
import { launchChromium } from './chromium.mjs';
import { signInAsDemo } from './demoSignIn.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? 'docs/screenshots';
const shotsDir = process.argv[4] ?? out;

const BRIEFINGS = [
  {
    title: 'New gift catalogue from Monday',
    body_html:
      '<p>Real users can send <strong>three new gifts</strong> from Monday. When one arrives:</p>' +
      '<ul><li>thank them in the same message,</li><li>never ask for a gift.</li></ul>',
  },
  {
    title: 'Weekend rota',
    body_html:
      '<p>Queue traffic doubles on Saturday evenings. Please <strong>answer within a minute</strong> ' +
      'and take a <em>short</em> break every two hours.</p>',
  },
];

const signIn = (page, email) => signInAsDemo(page, base, email);

const browser = await launchChromium();
const admin = await browser.newPage({ viewport: { width: 1366, height: 768 } });
const login = await admin.request.post(`${base}/api/auth/token-login/`, {
  data: { email: 'admin@demo.test', password: 'demo1234' },
});
const { key } = await login.json();
const headers = { authorization: `Token ${key}` };
// Run again, the script replaces its own briefings rather than adding more.
const existing = await (
  await admin.request.get(`${base}/api/briefings/?limit=100`, { headers })
).json();
for (const old of existing.results.filter((b) => BRIEFINGS.some((n) => n.title === b.title))) {
  await admin.request.delete(`${base}/api/briefings/${old.id}/`, { headers });
}
for (const briefing of BRIEFINGS) {
  await admin.request.post(`${base}/api/briefings/`, {
    headers,
    data: briefing,
  });
}

await signIn(admin, 'admin@demo.test');
await admin.goto(`${base}/#/briefings`);
await admin.getByRole('table').getByText('Weekend rota').waitFor();
await admin.screenshot({ path: `${shotsDir}/briefings-list.png` });
await admin.getByRole('table').getByText('Weekend rota').click();
await admin.getByRole('textbox', { name: 'Briefing' }).waitFor();
await admin.waitForTimeout(300);
await admin.screenshot({ path: `${shotsDir}/briefings-editor.png` });

const chatter = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await signIn(chatter, 'chatter@demo.test');
await chatter.getByRole('region', { name: /Team briefings/ }).waitFor();
await chatter.waitForTimeout(500);
await chatter.screenshot({ path: `${out}/briefings.png` });
await browser.close();
