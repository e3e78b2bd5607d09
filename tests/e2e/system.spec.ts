import { expect } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_ACCOUNTS, signIn, test } from './support';

test.describe('the system page', () => {
  // The server's CSP (script-src 'self') rightly refuses the injected axe script; lifted here only.
  test.use({ bypassCSP: true });

  test('a super admin reads this server’s figures, a long queue wait marked', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'System' }).click();
    await expect(page).toHaveURL(/#\/system/);
    await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /^Now \(over the last/ }),
    ).toBeVisible();
    // The demo queue's oldest chat has waited since the seed placed it, hours ago.
    const oldest = page.locator('dt', { hasText: 'Oldest waiting' }).locator('xpath=..');
    await expect(oldest.getByText('High')).toBeVisible();
    await expect(
      page.locator('dt', { hasText: 'Chats waiting' }).locator('xpath=../dd'),
    ).toHaveText(/^\d+$/);
    await expect(
      page.getByRole('heading', { level: 3, name: /Requests per second/ }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('other staff have no system page', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'System' })).toHaveCount(0);
    await page.goto('/#/system');
    await expect(page).toHaveURL(/#\/dashboard/);
  });
});
