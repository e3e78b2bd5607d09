import { expect } from '@playwright/test';
import { cast, openChat, pickerOption, realUser, secondChatter } from './chatSupport';
import { baseUrl, DEMO_ACCOUNTS, gql, signIn, test } from './support';

const HELD_BY_OTHER = 'Another worker holds this chat';

test("a chatter's open workspace follows another chatter's holds and a fake user given to it, with no reading on a timer", async ({
  page,
}) => {
  const { admin, chatter, own, others } = await cast(page);
  const moderator = own[0];
  const given = others[others.length - 1];
  const other = await secondChatter(page, admin.key);
  const user = await realUser();
  const roomId = await openChat(user, moderator.id);
  await user.client.send(roomId, 'Anyone free tonight?', `e2e-${Date.now()}`);
  const assign = (workerId: number | null) =>
    page.request.put(`${baseUrl()}/api/moderator/${given.id}/`, {
      headers: { authorization: `Token ${admin.key}` },
      data: { worker_id: workerId },
    });
  // What the workspace reads: its chats, one chat, its fake users, the chat's photo request.
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/moderator\/user\/\d+\/$/.test(new URL(request.url()).pathname)) {
      reads.push('fakeUsers');
    }
    const operation = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
    if (operation === 'Rooms' || operation === 'Room' || operation === 'PhotoRequest') {
      reads.push(operation);
    }
  });
  const fakeUserButton = page.getByRole('button', {
    name: new RegExp(`^${given.display_name}(,|$)`),
  });
  try {
    await signIn(page, DEMO_ACCOUNTS.chatter);
    await page.getByRole('button', { name: new RegExp(`^${moderator.display_name}(,|$)`) }).click();
    await page.getByRole('combobox', { name: 'Real user' }).click();
    await pickerOption(page, user).click();
    await expect(page.getByText('Anyone free tonight?')).toBeVisible();
    await expect(fakeUserButton).toHaveCount(0);
    await expect.poll(() => reads.includes('PhotoRequest')).toBe(true);
    await page.waitForTimeout(500); // the opening reads answered
    const settled = reads.length;
    // Idle: the spec's timers (fake users and the photo request 10 s, the chats 15 s from a
    // random moment) would have read by now.
    await page.waitForTimeout(11_000);
    expect(reads.slice(settled)).toEqual([]);

    // Another chatter takes the chat from the queue, then gives it back: each shows within a
    // second, by reading that one chat.
    await gql(page, other.key, 'mutation($r: ID!) { takeChat(roomId: $r) { id } }', { r: roomId });
    await expect(page.getByText(HELD_BY_OTHER)).toBeVisible({ timeout: 1000 });
    await gql(page, other.key, 'mutation($r: ID!) { releaseChat(roomId: $r) }', { r: roomId });
    await expect(page.getByText(HELD_BY_OTHER)).toBeHidden({ timeout: 1000 });
    expect(reads.slice(settled)).toEqual(['Room', 'Room']);

    // An admin (another browser) gives the chatter a fake user: it is in the list within a second.
    expect((await assign(chatter.user.id)).status()).toBe(200);
    await expect(fakeUserButton).toBeVisible({ timeout: 1000 });
    await expect.poll(() => reads.slice(settled + 2).sort()).toEqual(['Rooms', 'fakeUsers']);
  } finally {
    await gql(page, other.key, 'mutation($r: ID!) { releaseChat(roomId: $r) }', { r: roomId });
    await assign(given.worker_id);
    await user.client.close();
  }
});
