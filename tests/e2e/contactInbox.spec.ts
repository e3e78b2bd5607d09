import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, test } from './support';

/** The open count the menu's badge shows (no badge: none open). */
async function openCount(page: Page) {
  const badge = page.getByTestId('contact-inbox-badge');
  if (!(await badge.isVisible())) return 0;
  return Number(await badge.innerText());
}

test('a visitor writes in; an admin sees it open in the menu, reads it, marks it handled', async ({
  page,
  browser,
}) => {
  const name = `Pat Inbox ${Date.now()}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/#/contactUs');
  await visitor.getByLabel('Name').fill(name);
  await visitor.getByLabel('Email').fill('pat.inbox@example.com');
  // Its own words: earlier runs on the same server left messages of their own in the list.
  const words = `Afternoons suit me best (${name}).`;
  await visitor.getByLabel('Message').fill(`Could you call me back?\n${words}`);
  await visitor.getByRole('button', { name: /send/i }).click();
  await expect(visitor).toHaveURL(/#\/signIn/);
  await visitorContext.close();

  await signIn(page, DEMO_ACCOUNTS.admin);
  const inbox = page.getByRole('menuitem', { name: /^Contact inbox/ });
  await expect(page.getByTestId('contact-inbox-badge')).toBeVisible();
  const before = await openCount(page);
  expect(before).toBeGreaterThanOrEqual(1);
  await expect(inbox).toHaveAccessibleName(
    `Contact inbox, ${before} open message${before === 1 ? '' : 's'}`,
  );

  await inbox.click();
  await expect(page).toHaveURL(/#\/contactMessages/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await row.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(/#\/contactMessages\/\d+/);
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByText('Nobody has handled it yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByText(`Message from ${name} marked handled`)).toBeVisible();
  await expect(page.getByText(/^Handled by Ada/)).toBeVisible();
  await expect.poll(() => openCount(page)).toBe(before - 1);

  // Back in the list it is handled; and open again, it counts again.
  await page.getByRole('button', { name: 'Back to open' }).click();
  await expect.poll(() => openCount(page)).toBe(before);
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect.poll(() => openCount(page)).toBe(before - 1);
  await inbox.click();
  await expect(row.getByText('Handled', { exact: true })).toBeVisible();
});

test('chatters have no contact inbox', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.chatter);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Contact inbox/ })).toHaveCount(0);
  await page.goto('/#/contactMessages');
  await expect(page).toHaveURL(/#\/dashboard/);
});
