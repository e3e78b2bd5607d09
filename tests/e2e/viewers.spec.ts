import { expect, type Page } from '@playwright/test';
import { AppClient, type AppMessage } from '../../simulator/appClient';
import { baseUrl, signIn, staffToken, test } from './support';

interface Card {
  id: number;
  worker_id: number | null;
}

/** A moderator the demo chatter does not work, so that their chat goes through the queue. */
async function queuedModerator(page: Page) {
  const admin = await staffToken(page, 'admin@demo.test');
  const chatter = await staffToken(page, 'chatter@demo.test');
  const list = await page.request.get(`${baseUrl()}/api/moderator/?limit=100`, {
    headers: { authorization: `Token ${admin.key}` },
  });
  const cards = ((await list.json()) as { results: Card[] }).results;
  return cards.filter((card) => card.worker_id !== chatter.user.id)[7];
}

test.describe('who is viewing a chat', () => {
  test('an admin opening a chatter’s chat shows on it live, sees the holder, and goes when they leave', async ({
    page,
    browser,
  }) => {
    const moderator = await queuedModerator(page);
    const email = `e2e.viewed.${Date.now().toString(36)}@example.com`;
    const user = await AppClient.connect(baseUrl(), email, 'real-pass-1', `Viewed${Date.now()}`);
    const { appStartChat } = await user.graphql<{ appStartChat: { id: string } }>(
      'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
      { m: moderator.id },
    );
    const roomId = appStartChat.id;
    const received: AppMessage[] = [];
    user.listen('0', (message) => void received.push(message));
    await user.send(roomId, 'Is anyone looking at this?', `e2e-${Date.now()}`);

    // The chatter takes the chat from the queue.
    await signIn(page, 'chatter@demo.test');
    await page.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
    await page.getByRole('button', { name: `Chat ${email.split('@')[0]}****` }).click();
    await expect(page.getByText('Is anyone looking at this?')).toBeVisible();
    const staffOnChat = page.getByRole('group', { name: 'Staff on this chat' });
    await expect(staffOnChat).toBeHidden();

    // An admin opens it in another browser.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@demo.test');
    await admin.goto(`${baseUrl()}/#/chat/${roomId}`);
    await expect(admin.getByText('Is anyone looking at this?')).toBeVisible();
    // The admin sees who holds the chat (and that they have it open)…
    const adminSees = admin.getByRole('group', { name: 'Staff on this chat' });
    await expect(adminSees.getByText(/holds this chat and is viewing/)).toBeVisible();
    // … and the chatter sees the admin appear, without a reload.
    const adminAvatar = staffOnChat.getByRole('img', { name: /is viewing/ });
    await expect(adminAvatar).toBeVisible();
    await adminAvatar.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/is viewing/);
    // Looking took nothing: the chatter still holds it and may write.
    await expect(page.getByText(/Remain Time \d+:\d\d/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();

    // The admin goes elsewhere in the app: gone at once from the chatter's header.
    await admin.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(admin).toHaveURL(/#\/dashboard/);
    await expect(staffOnChat).toBeHidden();

    // Back on the chat, then the admin's browser closes: gone again.
    await admin.goto(`${baseUrl()}/#/chat/${roomId}`);
    await expect(adminAvatar).toBeVisible();
    await adminContext.close();
    await expect(staffOnChat).toBeHidden();
    // The chatter answers (as they could all along): the chat leaves their hands, so the specs
    // after this one find them holding none of it.
    const answer =
      'Sorry for the wait! I was just finishing my coffee, how has your day been so far?';
    await page.getByRole('textbox', { name: 'Message' }).fill(answer);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect.poll(() => received.map((message) => message.content)).toContain(answer);
    await user.close();
  });
});
