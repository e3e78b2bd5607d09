import { expect } from '@playwright/test';
import { seriousViolations } from './axe';
import { box, cast, LONG, openChat, realUser } from './chatSupport';
import { baseUrl, signIn, test } from './support';

test.describe('who is viewing a chat', () => {
  // The server's CSP rightly refuses the injected axe script (tests/e2e/axe.ts).
  test.use({ bypassCSP: true });

  test('an admin opening a chatter’s chat shows on it live, sees the holder, and goes when they leave', async ({
    page,
    browser,
  }) => {
    const { others } = await cast(page);
    const user = await realUser();
    // A moderator the demo chatter does not work: the chat goes through the queue.
    const roomId = await openChat(user, others[7].id);
    await user.client.send(roomId, 'Is anyone looking at this?', `e2e-${Date.now()}`);

    // The chatter takes the chat from the queue.
    await signIn(page, 'chatter@demo.test');
    await page.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
    await page.getByRole('button', { name: `Chat ${user.name}****` }).click();
    await expect(page.getByText('Is anyone looking at this?')).toBeVisible();
    const staffOnChat = page.getByRole('group', { name: 'Staff on this chat' });
    await expect(staffOnChat).toBeHidden();

    // An admin opens it in another browser.
    const adminContext = await browser.newContext({ bypassCSP: true });
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
    // Both headers as axe reads them: the holder's label and the avatars pass WCAG A/AA.
    expect(await seriousViolations(page)).toEqual([]);
    expect(await seriousViolations(admin)).toEqual([]);
    await adminAvatar.hover();
    await expect(page.getByRole('tooltip')).toHaveText(/is viewing/);
    // Looking took nothing: the chatter still holds it and may write.
    await expect(page.getByText(/Remain Time \d+:\d\d/)).toBeVisible();
    await expect(box(page)).toBeEnabled();

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
    await box(page).fill(LONG);
    await box(page).press('Enter');
    await expect.poll(() => user.received.map((message) => message.content)).toContain(LONG);
    await user.client.close();
  });
});
