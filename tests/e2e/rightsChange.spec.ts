import { expect, type Page } from '@playwright/test';
import { cast, openChat, realUser, secondChatter } from './chatSupport';
import { gql, signIn, test } from './support';

const queueCount = async (page: Page) =>
  Number((await page.getByText(/QUEUE: \d+/).textContent())?.replace(/\D/g, ''));

const SET_PASTE =
  'mutation($id: ID!, $p: Boolean) { updateProfile(id: $id, pasteAccess: $p) { id } }';

test('a chatter whose paste permission an admin changes stays live: the socket comes back at once', async ({
  page,
}) => {
  const { admin, others } = await cast(page);
  const chatter = await secondChatter(page, admin.key);
  const profile = await page.request.get(`/api/worker/${chatter.user.id}/`, {
    headers: { authorization: `Token ${admin.key}` },
  });
  const pasting = ((await profile.json()) as { pasteAccess: boolean }).pasteAccess;
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await signIn(page, chatter.email);
  await expect(page.getByText(/QUEUE: \d+/)).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);
  const user = await realUser();
  try {
    // An admin changes the chatter's pasting: the server closes their socket (rights changed).
    await gql(page, admin.key, SET_PASTE, { id: String(chatter.user.id), p: !pasting });
    await expect.poll(() => sockets.length, { timeout: 5_000 }).toBe(2);
    // Live again: a new chat moves the counter at once, not at the next 15 s reading.
    const before = await queueCount(page);
    const roomId = await openChat(user, others[4].id);
    await user.client.send(roomId, 'Still there?', `e2e-rights-${Date.now()}`);
    await expect(page.getByText(`QUEUE: ${before + 1}`)).toBeVisible({ timeout: 3_000 });
  } finally {
    await gql(page, admin.key, SET_PASTE, { id: String(chatter.user.id), p: pasting });
    await user.client.close();
  }
});
