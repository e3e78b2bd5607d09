import { expect, type Page } from '@playwright/test';
import {
  box,
  cast,
  declineOffersUntil,
  holdTheQueue,
  openChat,
  realUser,
  secondChatter,
  setAutoOffer,
} from './chatSupport';
import { baseUrl, DEMO_ACCOUNTS, gql, signIn, staffToken, test } from './support';

// A phone is a second-class device here, but every screen must be usable on it.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * Nothing on the page is wider than the phone: no sideways scrolling, and nothing cut off at the
 * right edge by a container that hides its overflow.
 */
async function fitsTheWidth(page: Page, path: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > window.innerWidth + 1;
      })
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  );
  expect(cut, `${path} cuts these off at the right edge`).toEqual([]);
}

/** The app bar's page title is shown whole, not cut to its first letters. */
async function titleReads(page: Page, title: string) {
  const heading = page.getByRole('banner').getByText(title, { exact: true });
  await expect(heading).toBeVisible();
  const cut = await heading.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(cut, `the title "${title}" is cut`).toBe(false);
}

test('an admin’s screens fit a 390 px phone, titles whole', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  for (const [path, title, ready] of [
    ['/#/dashboard', 'Worker statistics', 'Workers'],
    ['/#/users', 'Users', 'Female'],
    ['/#/workers', 'Workers', 'Search'],
    ['/#/moderators', 'Moderators', 'Sort by'],
    ['/#/statistics/team', 'Team statistics', 'Chris Chatter'],
    ['/#/invitations', 'Invitations', 'State'],
    ['/#/contactMessages', 'Contact inbox', 'Status'],
  ] as const) {
    await page.goto(path);
    await page.getByText(ready).first().waitFor();
    await titleReads(page, title);
    await fitsTheWidth(page, path);
  }
});

test('the super admin’s user list, with New user and Export, fits a 390 px phone', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.super);
  await page.goto('/#/users');
  await page.getByText('Female').first().waitFor();
  await expect(page.getByRole('button', { name: 'Export users' })).toBeInViewport();
  await fitsTheWidth(page, '/#/users');
});

test('the super admin’s admin list fits a 390 px phone, one round button', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.super);
  await page.goto('/#/admins');
  await page.getByText('Search').first().waitFor();
  await titleReads(page, 'Admins');
  await expect(page.getByRole('button', { name: 'Export users' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'New user' })).toBeInViewport();
  // Invite staff is the page's one round button: New user sits in the toolbar, not over it.
  await expect(page.locator('.MuiFab-root')).toHaveCount(1);
  await fitsTheWidth(page, '/#/admins');
});

test('a chatter’s queue and workspace fit a 390 px phone, Chat buttons in reach', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.chatter);
  await page.goto('/#/pendingChats');
  const take = page.getByRole('button', { name: /^Chat / }).first();
  await expect(take).toBeInViewport();
  await titleReads(page, 'Chats in queue');
  await fitsTheWidth(page, '/#/pendingChats');
  await page.goto('/#/dashboard');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await fitsTheWidth(page, '/#/dashboard');
});

test('on a 390 px phone an accepted offer brings the message box into view, focused', async ({
  page,
}) => {
  // On the main server, whose chats are held for minutes: the demo data's waiting chats are held
  // by another chatter meanwhile, so the one offered is this test's, and auto-offer is on only
  // for the test (no other spec runs meanwhile).
  const { admin, others } = await cast(page);
  const putBack = await holdTheQueue(page, (await secondChatter(page, admin.key)).key);
  const user = await realUser();
  try {
    await setAutoOffer(page, true, baseUrl());
    await signIn(page, DEMO_ACCOUNTS.chatter);
    // The chatter is down the page, reading a profile, when the offer comes. The workspace may
    // still be filling in: a page that grows or shrinks under the scroll moves it, so scroll again
    // until it holds. The app bar slides away as a phone's page scrolls down.
    await expect(box(page)).toBeVisible();
    await expect(async () => {
      // From the top each time: a page already at its bottom does not scroll, and the bar stays.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('banner')).not.toBeInViewport({ timeout: 1_000 });
    }).toPass();
    const roomId = await openChat(user, others[1].id);
    await user.client.send(roomId, 'Talk to me on your phone', `e2e-phone-${Date.now()}`);
    const offer = await declineOffersUntil(page, user);
    // In sight though the app bar slid away with the scroll.
    await expect(offer).toBeInViewport();
    // A tap, as on a phone.
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(offer).toBeHidden();
    await expect(page.getByText('Talk to me on your phone')).toBeVisible();
    await expect(box(page)).toBeFocused();
    // Whole, and it stays so once the conversation and the profiles have come in.
    await expect(box(page)).toBeInViewport({ ratio: 1 });
    await page.waitForTimeout(1500);
    await expect(box(page)).toBeInViewport({ ratio: 1 });
    await expect(box(page)).toBeFocused();
    await fitsTheWidth(page, '/#/dashboard (offer accepted)');
    // Given back: no later spec finds it among the demo chatter's held chats.
    await gql(
      page,
      (await staffToken(page, DEMO_ACCOUNTS.chatter)).key,
      'mutation($r: ID!) { releaseChat(roomId: $r) }',
      { r: roomId },
    );
  } finally {
    await setAutoOffer(page, false, baseUrl());
    await putBack();
    await user.client.close();
  }
});
