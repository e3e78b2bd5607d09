import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, test } from './support';

const base = () => process.env.E2E_BASE_URL ?? '';

/** A session key for direct API calls, as the app's own login gives it. */
async function tokenFor(page: Page, email: string) {
  const response = await page.request.post(`${base()}/api/auth/token-login/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  return (await response.json()).key as string;
}

test.describe('the super admin manages real users', () => {
  test('searches, filters, sorts and pages the user list', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(25);
    await expect(page.getByText(/^1–25 of [\d,]+$/)).toBeVisible();
    // Paging
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^26–50 of/)).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // Sort by reports, most first: the first row is highlighted.
    await page.getByRole('button', { name: /sort by reports/i }).click();
    await page.getByRole('button', { name: /sort by reports/i }).click();
    await expect(rows.first()).toHaveCSS('background-color', 'rgba(239, 68, 68, 0.08)');
    // Filter: female only
    const totalShown = async () =>
      Number(
        ((await page.getByText(/^1–\d+ of [\d,]+$/).textContent()) ?? '')
          .split(' of ')[1]
          .replace(/,/g, ''),
      );
    const everyone = await totalShown();
    await page.getByText('Female', { exact: true }).click();
    await expect.poll(totalShown).toBeLessThan(everyone);
    expect(await totalShown()).toBeGreaterThan(100);
    // Search (3+ characters on Enter)
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('zz');
    await search.press('Enter');
    await expect(page.getByText('Type at least 3 characters')).toBeVisible();
    const firstEmail = (await rows.first().locator('td').nth(1).textContent()) ?? '';
    await search.fill(firstEmail);
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(firstEmail);
    // Going to the user and back keeps the filters; a full reload clears them (spec section 4).
    await rows.first().click();
    await expect(page).toHaveURL(/#\/users\/edit\/\d+/);
    await page.goBack();
    await expect(rows).toHaveCount(1);
    await expect(page).not.toHaveURL(/filter/);
    await page.reload();
    await expect(rows).toHaveCount(25);
    await expect.poll(totalShown).toBe(everyone);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('back from a user’s detail, the list is the one left: the same rows, scrolled as it was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 700 });
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(25);
    const row = rows.nth(20);
    await row.scrollIntoViewIfNeeded();
    // A mark React knows nothing of: it survives only if the list's rows were kept, not redrawn.
    await row.evaluate((element) => element.setAttribute('data-left', 'here'));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const name = (await row.locator('td').first().innerText()).trim();
    const appBarTitle = page.locator('#react-admin-title');
    await expect(appBarTitle).toHaveText('Users');
    await row.locator('td').first().click();
    await expect(page).toHaveURL(/#\/users\/edit\/\d+/);
    await expect(page.getByRole('table')).toHaveCount(0);
    // The record's title alone: the list's, a portal into the app bar, does not stay beside it.
    await expect(appBarTitle).toHaveText(`User ${name}`);
    // The detail opens at its top; read down to its Cancel, far below where the list was.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/#\/users$/);
    await expect(appBarTitle).toHaveText('Users');
    await expect(rows.nth(20)).toHaveAttribute('data-left', 'here');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('on a phone, a user’s card opens the detail at its top, and back is where the cards were left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.goto(`${base()}/#/users`);
    const cards = page.locator('main a[href*="/users/edit/"]');
    await expect(cards.nth(10)).toBeVisible();
    const card = cards.nth(6);
    await card.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Until the scrolling has come to rest (the click below needs no more of it).
    await expect
      .poll(async () => {
        const now = await scrollY();
        await page.waitForTimeout(200);
        return now > 300 && now === (await scrollY());
      })
      .toBe(true);
    const scrolled = await scrollY();
    await card.click();
    await expect(page).toHaveURL(/#\/users\/edit\/\d+/);
    await expect(page.getByRole('link', { name: 'Cancel' })).toBeAttached();
    await expect.poll(scrollY).toBe(0);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/#\/users$/);
    await expect.poll(scrollY).toBe(scrolled);
  });

  test('the blocked users, whole emails and their marks, fit a 1366 px screen', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.locator('li').getByText('Blocked', { exact: true }).click();
    await expect(page.getByRole('table').getByText('Blocked').first()).toBeVisible();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Export users' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
  });

  test('blocks (after a Confirm) and unblocks a reported user, then removes the reports', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    // Most reports first.
    const rows = page.getByRole('table').locator('tbody tr');
    await page.getByRole('button', { name: /sort by reports/i }).click();
    await page.getByRole('button', { name: /sort by reports/i }).click();
    await expect(rows.first()).toHaveCSS('background-color', 'rgba(239, 68, 68, 0.08)');
    await rows.first().click();
    await expect(page).toHaveURL(/#\/users\/edit\/\d+/);
    const block = page.getByRole('button', { name: 'Block user', exact: true });
    const unblock = page.getByRole('button', { name: 'Unblock user' });
    const removeReports = page.getByRole('button', { name: 'Remove reports' });
    await expect(removeReports).toBeEnabled();
    if (await unblock.isEnabled()) {
      await unblock.click();
      await expect(block).toBeEnabled();
    }
    await block.click();
    // Blocking asks first.
    const asked = page.getByRole('dialog');
    await expect(asked.getByText(/cannot sign in until unblocked/)).toBeVisible();
    await asked.getByRole('button', { name: 'Block user' }).click();
    await expect(unblock).toBeEnabled();
    await expect(block).toBeDisabled();
    await unblock.click();
    await expect(block).toBeEnabled();
    await removeReports.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove reports' }).click();
    await expect(page.getByText('No reports')).toBeVisible();
    await expect(removeReports).toBeDisabled();
    // The list agrees after a reload.
    const id = page.url().match(/edit\/(\d+)/)?.[1];
    const key = await tokenFor(page, DEMO_ACCOUNTS.super);
    const detail = await page.request.get(`${base()}/api/user/${id}/`, {
      headers: { Authorization: `Token ${key}` },
    });
    expect((await detail.json()).reports).toEqual([]);
  });

  test('saves a user’s profile and is back on the list, asked nothing', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('table').locator('tbody tr').nth(7).click();
    await expect(page).toHaveURL(/#\/users\/edit\/\d+/);
    await page.getByRole('textbox', { name: 'About' }).fill(`Saved at ${Date.now()}`);
    // A "leave without saving?" question would be dismissed here and keep the page open.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/users(\?|$)/);
    expect(asked).toEqual([]);
  });

  test('creates a user by email', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.goto('/#/users');
    await page.getByRole('link', { name: 'New user' }).click();
    const email = `e2e.${Date.now()}@example.com`;
    const create = page.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await create.click();
    await expect(page).toHaveURL(/#\/users$/);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(email);
    await search.press('Enter');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  });

  test('downloads every user as CSV, matching the database', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.goto('/#/users');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export users' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^id,email,display_name,/);
    const key = await tokenFor(page, DEMO_ACCOUNTS.super);
    const list = await page.request.get(
      `${base()}/api/user/user-list/?user_role=regular&limit=100`,
      {
        headers: { Authorization: `Token ${key}` },
      },
    );
    const { count, results } = await list.json();
    expect(lines).toHaveLength(count + 1);
    const byId = new Map(lines.slice(1).map((line) => [line.split(',')[0], line]));
    for (const user of results as { id: number; email: string }[]) {
      expect(byId.get(String(user.id))).toContain(user.email);
    }
  });

  test('deletes a worker', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'Workers' }).click();
    const cards = page.getByTestId('staff-cards');
    await expect(cards.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
    const before = await cards.getByRole('button', { name: /^Remove / }).count();
    const target = cards.getByRole('button', { name: /^Remove / }).first();
    const name = ((await target.getAttribute('aria-label')) ?? '').replace('Remove ', '');
    await target.click();
    await expect(page.getByText('Are you sure? Delete worker?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${name} was removed`)).toBeVisible();
    await expect(cards.getByRole('button', { name: /^Remove / })).toHaveCount(before - 1);
  });
});

test('an admin sees no super-admin actions', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/#/users');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(25);
  await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export users' })).toHaveCount(0);
  await page.goto('/#/workers');
  await expect(page.getByTestId('staff-cards')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const key = await tokenFor(page, DEMO_ACCOUNTS.admin);
  const ticket = await page.request.post(`${base()}/api/internal/export-ticket/`, {
    headers: { Authorization: `Token ${key}` },
  });
  expect(ticket.status()).toBe(403);
});

test('chatter and regular get what the listing checks allow, in the app and the API', async ({
  page,
  browser,
}) => {
  // Chatter: the user list yes, the admin list no.
  await signIn(page, DEMO_ACCOUNTS.chatter);
  await page.goto('/#/users');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(25);
  await page.goto('/#/admins');
  await expect(page).toHaveURL(/#\/dashboard/);
  const chatter = await tokenFor(page, DEMO_ACCOUNTS.chatter);
  const call = (path: string, key: string) =>
    page.request.get(`${base()}${path}`, { headers: { Authorization: `Token ${key}` } });
  expect((await call('/api/user/user-list/', chatter)).status()).toBe(200);
  expect((await call('/api/admin/', chatter)).status()).toBe(403);
  expect((await call('/api/user/user-list/?user_role=admin', chatter)).status()).toBe(403);
  // Regular: neither listing.
  const regular = await tokenFor(page, DEMO_ACCOUNTS.regular);
  expect((await call('/api/user/user-list/', regular)).status()).toBe(403);
  expect((await call('/api/admin/', regular)).status()).toBe(403);
  expect((await call('/api/worker/', regular)).status()).toBe(200);
  const regularPage = await browser.newPage({ baseURL: base() });
  await signIn(regularPage, DEMO_ACCOUNTS.regular);
  await regularPage.goto('/#/users');
  await expect(regularPage).toHaveURL(/#\/dashboard/);
  await regularPage.close();
});
