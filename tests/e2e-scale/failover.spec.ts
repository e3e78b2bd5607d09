import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { box, cast, LONG, openChat, pickerOption, realUser } from '../e2e/chatSupport';
import { signInThroughForm, test } from '../e2e/support';

/**
 * Behind nginx (deploy/nginx.conf) with two instances on one PostgreSQL database: a chatter and a
 * real user talk through nginx, both instances serve them, and one instance is SIGKILLed
 * mid-conversation; both clients' sockets go back through nginx to the other and nothing is lost.
 */

interface InstanceInfo {
  name: string;
  address: string;
  pid: number;
  log: string;
}
const instances = () => JSON.parse(process.env.E2E_SCALE_INSTANCES ?? '[]') as InstanceInfo[];
const accessLog = () =>
  readFileSync(path.join(process.env.E2E_SCALE_PREFIX ?? '', 'access.log'), 'utf8');

/** Subscription sockets each instance has accepted so far: the upgrades in its own log. */
const socketsOpened = () =>
  instances().map(
    (instance) =>
      readFileSync(instance.log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"method":"GET","url":"/graphql"'))
        .filter((line) => line.includes('incoming request')).length,
  );

/** Runs `action` and answers which instance accepted the next socket. */
async function nextSocketOn(action: () => unknown): Promise<number> {
  const before = socketsOpened();
  await action();
  let on = -1;
  await expect
    .poll(() => {
      on = socketsOpened().findIndex((count, i) => count > before[i]);
      return on;
    })
    .toBeGreaterThanOrEqual(0);
  return on;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const conversation = (page: Page) => page.getByRole('list', { name: 'Chat' }).getByRole('listitem');

test('through nginx: both instances serve, one is killed mid-conversation, nothing is lost', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { own } = await cast(page);
  const moderator = own[0];

  // The chatter's tab, signed in through nginx: its one socket lands on one of the instances.
  const browserOn = await nextSocketOn(() => signInThroughForm(page, 'chatter@demo.test'));
  const victim = instances()[browserOn];
  const survivor = instances()[1 - browserOn];

  // A real user of the app, through nginx too. Its socket is moved (dropped, reconnected: nginx
  // picks again) until it shares the chatter's instance, so that the kill cuts both.
  let user: Awaited<ReturnType<typeof realUser>> | undefined;
  let userOn = await nextSocketOn(async () => {
    user = await realUser();
  });
  if (!user) throw new Error('no real user');
  const client = user.client;
  for (let tries = 0; userOn !== browserOn && tries < 20; tries++) {
    // Only a socket that is up can be dropped (its upgrade is logged before it is acknowledged).
    await expect.poll(() => client.isConnected).toBe(true);
    userOn = await nextSocketOn(() => client.dropConnection());
  }
  expect(userOn).toBe(browserOn);

  const said = {
    m1: 'Hi there, are you around tonight?',
    a1: `${LONG} (one)`,
    m2: 'Good, I was hoping you would answer me.',
    m3: 'Still there? My app blinked for a second.',
    a2: `${LONG} (two)`,
  };
  const roomId = await openChat(user, moderator.id);
  await client.send(roomId, said.m1, `scale-m1-${Date.now()}`);
  await page.getByRole('button', { name: new RegExp(`^${moderator.display_name}(,|$)`) }).click();
  await page.getByRole('combobox', { name: 'Real user' }).click();
  await pickerOption(page, user).click();
  await expect(page.getByText(said.m1)).toBeVisible();

  const answer = async (text: string) => {
    await box(page).fill(text);
    await box(page).press('Enter');
    await expect.poll(() => user?.received.map((m) => m.content)).toContain(text);
  };
  await answer(said.a1);
  await client.send(roomId, said.m2, `scale-m2-${Date.now()}`);
  await expect(page.getByText(said.m2)).toBeVisible();

  // Both instances have served this conversation's requests (nginx's log names the upstream).
  for (const { address } of instances()) {
    expect(accessLog()).toMatch(new RegExp(`" 200 \\d+ upstream=[^\\n]*${address}`));
  }
  // The media links the instances wrote name nginx's origin (the Host it passes on): the
  // workspace's photos came through it.
  expect(accessLog()).toMatch(/"GET \/media\/\S+ HTTP\/1\.1" 200 /);

  // The crash: no goodbye to its sockets. Both clients' sockets were on it.
  const survivorSockets = socketsOpened()[1 - browserOn];
  process.kill(victim.pid, 'SIGKILL');
  // Gone (its port refuses connections): what is sent from now on is after the crash. Requests in
  // flight at the very moment of a crash are answered 502 by nginx, never repeated.
  await expect.poll(() => isRunning(victim.pid)).toBe(false);
  await client.send(roomId, said.m3, `scale-m3-${Date.now()}`);
  await expect(page.getByText(said.m3)).toBeVisible({ timeout: 30_000 });
  await answer(said.a2);
  // Both came back through nginx to the survivor. The workspace reads while its socket is down,
  // so it may show m3 before its socket is back (graphql-ws retries with a backoff): wait for it.
  await expect
    .poll(() => socketsOpened()[1 - browserOn], { timeout: 30_000 })
    .toBeGreaterThanOrEqual(survivorSockets + 2);
  expect(accessLog()).toMatch(
    new RegExp(`"GET /graphql HTTP/1.1" 101 \\d+ upstream=${victim.address}`),
  );
  expect(survivor.address).not.toBe(victim.address);

  // Nothing lost, nothing twice, on either side.
  const order = [said.m1, said.a1, said.m2, said.m3, said.a2];
  const ids = user.received.map((message) => message.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(user.received.map((message) => message.content)).toEqual(order);
  await expect(conversation(page)).toHaveCount(order.length);
  for (const text of order) await expect(page.getByText(text)).toHaveCount(1);
  await client.close();
});
