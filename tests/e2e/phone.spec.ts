import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, test } from './support';

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
