import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { box, cast, holdTheQueue, LONG, openChat, realUser, secondChatter } from './chatSupport';
import { signIn, test } from './support';

// axe is injected into the page (the server's CSP rightly refuses it otherwise).
test.use({ bypassCSP: true });

/** What has the focus, told apart: its id, else its tag and accessible label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.id || `${active.tagName} ${active.getAttribute('aria-label') ?? ''}`;
  });

test('a chatter works a chat by keyboard alone', async ({ page }) => {
  const { admin, others } = await cast(page);
  const second = await secondChatter(page, admin.key);
  const putBack = await holdTheQueue(page, second.key);
  const user = await realUser();
  try {
    const roomId = await openChat(user, others[0].id);
    await user.client.send(roomId, 'Hi! Anybody there?', `e2e-keys-${Date.now()}`);

    await signIn(page, 'chatter@demo.test');
    // From here on, the keyboard only. Alt+N as soon as the workspace shows (its chats may still
    // be being read): the oldest waiting chat is taken and opened, the focus in the message box.
    await expect(box(page)).toBeVisible();
    await page.keyboard.press('Alt+KeyN');
    await expect(page.getByText('Hi! Anybody there?')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Real user' })).toHaveText(user.displayName);
    await expect(box(page)).toBeFocused();

    await page.keyboard.type(LONG);
    await page.keyboard.press('Enter');
    await expect.poll(() => user.received.map((message) => message.content)).toContain(LONG);
    // Answered, the chat leaves the chatter's hands; the focus stays in the workspace.
    await expect(page.getByText('No chat selected')).toBeVisible();
    await expect.poll(() => focused(page)).not.toBe('body');
    const before = await focused(page);

    // ? lists the shortcuts; Esc closes the list and the focus is back where it was.
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Alt \+ N .*Take the next chat/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => focused(page)).toBe(before);
  } finally {
    await user.client.close();
    await putBack();
  }
});
