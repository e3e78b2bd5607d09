// bench:drafts: what a chatter's typing costs the server now that drafts are kept there (issue 21:
// a keystroke burst costs at most one write per second per chat). The built back-office in
// Chromium against the real server: the chatter takes a real user's chat and types bursts at
// several speeds into the message box; the bench counts the draft saves the page sent, the most
// in any one second, and checks that the server kept the last text typed.
//
//   npm run bench:drafts                 bursts of 150 keystrokes at 5, 10, 20 and 40 a second
//   npm run bench:drafts -- --keys 300   longer bursts
import { rmSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.mjs';
import { AppClient } from '../simulator/appClient';
import { build, startProduct } from './product';

const at = process.argv.indexOf('--keys');
const KEYS = at >= 0 ? Number(process.argv[at + 1]) : 150;
const SPEEDS = [5, 10, 20, 40];
const DEMO_PASSWORD = 'demo1234';
const SENTENCE =
  'I loved hearing about your trip to the lake, tell me more about the people you met there! ';

async function staffKey(origin: string, email: string) {
  const response = await fetch(`${origin}/api/auth/token-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { key: string; user: { id: number } }).key;
}

async function staffGraphql<T>(origin: string, key: string, query: string, variables: object) {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A real user writes to a moderator; the chatter takes the chat from the queue. */
async function heldChat(origin: string, chatterKey: string, moderatorId: number, n: number) {
  const email = `bench.drafts.${Date.now().toString(36)}.${n}@example.com`;
  const user = await AppClient.connect(origin, email, 'real-pass-1', `Drafty${n}`);
  const { appStartChat } = await user.graphql<{ appStartChat: { id: string } }>(
    'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
    { m: moderatorId },
  );
  await user.send(appStartChat.id, 'Hi, are you there?', `bench-${n}`);
  await staffGraphql(origin, chatterKey, 'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }', {
    r: appStartChat.id,
  });
  await user.close();
  return appStartChat.id;
}

/** The shortest time between two saves that followed each other (browser clock, ms). */
const shortestGap = (times: number[]) =>
  times.slice(1).reduce((least, time, i) => Math.min(least, time - times[i]), Infinity);

async function burst(page: Page, perSecond: number) {
  const saves: number[] = [];
  // When the browser began each save, by its own clock (not when this process heard of it).
  const onRequest = (request: Request) => {
    if (request.postData()?.includes('SaveChatDraft')) saves.push(request.timing().startTime);
  };
  page.on('requestfinished', onRequest);
  const box = page.getByRole('textbox', { name: 'Message' });
  const text = SENTENCE.repeat(Math.ceil(KEYS / SENTENCE.length)).slice(0, KEYS);
  const started = Date.now();
  await box.pressSequentially(text, { delay: 1_000 / perSecond, timeout: 0 });
  const typingMs = Date.now() - started;
  await page.waitForTimeout(1_500); // the last save, a second after the last keystroke
  page.off('requestfinished', onRequest);
  saves.sort((a, b) => a - b);
  return { text, typingMs, saves };
}

build([]);
const product = await startProduct('bench-drafts-');
const browser = await launchChromium();
try {
  const { origin } = product;
  const adminKey = await staffKey(origin, 'admin@demo.test');
  const chatterKey = await staffKey(origin, 'chatter@demo.test');
  const moderators = (await (
    await fetch(`${origin}/api/moderator/?limit=20`, {
      headers: { authorization: `Token ${adminKey}` },
    })
  ).json()) as { results: { id: number }[] };

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/#/signIn`);
  await page.getByLabel('Email').fill('chatter@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/#\/dashboard/);

  console.log(`bursts of ${KEYS} keystrokes into the message box (limit: 1 save a second a chat)`);
  console.log('keys/s | typing s | saves | saves/s | shortest gap ms | server kept the last text');
  for (const [n, perSecond] of SPEEDS.entries()) {
    const roomId = await heldChat(origin, chatterKey, moderators.results[n].id, n);
    await page.goto(`${origin}/#/chat/${roomId}`);
    // The chat's own screen, with its deadline running: the box is this chat's.
    await page.getByText(/Remain Time \d+:\d\d/).waitFor();
    const { text, typingMs, saves } = await burst(page, perSecond);
    const kept = await staffGraphql<{ chatDraft: { text: string } | null }>(
      origin,
      chatterKey,
      'query($r: ID!) { chatDraft(roomId: $r) { text } }',
      { r: roomId },
    );
    const seconds = typingMs / 1000;
    console.log(
      [
        String(perSecond).padStart(6),
        seconds.toFixed(1).padStart(8),
        String(saves.length).padStart(5),
        (saves.length / seconds).toFixed(2).padStart(7),
        String(Math.round(shortestGap(saves))).padStart(15),
        kept.chatDraft?.text === text ? 'yes' : 'NO',
      ].join(' | '),
    );
  }
  await context.close();
} finally {
  await browser.close();
  product.child.kill('SIGTERM');
  await new Promise((resolve) => product.child.once('exit', resolve));
  rmSync(product.dataDir, { recursive: true, force: true });
}
