import { expect } from '@playwright/test';
import {
  box,
  cast,
  declineOffersUntil,
  LONG,
  openChat,
  realUser,
  setAutoOffer,
} from './chatSupport';
import { DEMO_ACCOUNTS, shortDeadlineUrl, signIn, test } from './support';

// On the run's second server (chatSupport.ts setAutoOffer says why).
const origin = () => shortDeadlineUrl();

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

    const offer = await declineOffersUntil(page, user);
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
