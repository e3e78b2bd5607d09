import { expect, type Page } from '@playwright/test';
import { box, cast, LONG, openChat, realUser } from './chatSupport';
import { DEMO_ACCOUNTS, shortDeadlineUrl, signIn, staffToken, test } from './support';

// Capacity 20: the demo chatter may hold chats of the demo data already.
// On the run's second server: with auto-offer on, every chat of the main server's specs would be
// offered to whichever chatter is signed in there.
const origin = () => shortDeadlineUrl();

async function setAutoOffer(page: Page, enabled: boolean) {
  const admin = await staffToken(page, DEMO_ACCOUNTS.admin, origin());
  const response = await page.request.post(`${origin()}/graphql`, {
    headers: { authorization: `Token ${admin.key}` },
    data: {
      query: `mutation($e: Boolean!) {
        setAutoOffer(enabled: $e, capacity: 20, acceptSeconds: 20) { enabled }
      }`,
      variables: { e: enabled },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

test('a chatter declines offers by keyboard until their chat comes, accepts it with Alt+A and answers', async ({
  page,
}) => {
  await setAutoOffer(page, true);
  const user = await realUser(origin());
  try {
    const { others } = await cast(page, origin());
    await signIn(page, DEMO_ACCOUNTS.chatter, { origin: origin() });
    // With auto-offer on, offers alert the chatter instead of the queue's bell.
    await expect(page.getByRole('button', { name: 'Queue alerts' })).toHaveCount(0);
    const roomId = await openChat(user, others[0].id);
    await user.client.send(roomId, 'Anyone there to talk to?', `e2e-offer-${Date.now()}`);

    // The demo data has chats waiting from before, offered oldest first: each declined one goes
    // and the next comes at once (a declined chat is not offered back sooner than 20 s).
    const offer = page.getByRole('alert').filter({ hasText: 'Chat offered to you' });
    const declined = new Set<string>();
    for (;;) {
      await expect(offer).toContainText(/\S is writing to \S/);
      const text = (await offer.textContent()) ?? '';
      const chat = /to accept(.* is writing to .*?)\.Alt/.exec(text)?.[1] ?? '';
      if (chat.startsWith(`${user.displayName} is writing to`)) break;
      expect(declined.has(chat)).toBe(false);
      declined.add(chat);
      expect(declined.size).toBeLessThan(40);
      await page.keyboard.press('Alt+KeyD');
      // The declined offer leaves (its text stays while it slides out), the next one comes.
      await expect
        .poll(async () => (await offer.isVisible()) && (await offer.textContent())?.includes(chat))
        .toBeFalsy();
    }
    await page.keyboard.press('Alt+KeyA');
    await expect(offer).toBeHidden();
    await expect(page.getByText('Anyone there to talk to?')).toBeVisible();
    // The box has the focus: the chatter types on without reaching for the mouse.
    await expect(box(page)).toBeEditable();
    await expect(box(page)).toBeFocused();
    await page.keyboard.type(LONG);
    await box(page).press('Enter');
    await expect.poll(() => user.received.map((message) => message.content)).toContain(LONG);
  } finally {
    await setAutoOffer(page, false);
    await user.client.close();
  }
});
