import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, test } from './support';

test.describe('the audit log', () => {
  test('a block appears in the super admin’s audit log, with before and after, and is exported', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.super);
    await page.getByRole('menuitem', { name: 'Users' }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    await rows.nth(3).click();
    await expect(page).toHaveURL(/#\/users\/edit\/\d+/);
    const id = page.url().match(/edit\/(\d+)/)?.[1];
    const block = page.getByRole('button', { name: 'Block user', exact: true });
    const unblock = page.getByRole('button', { name: 'Unblock user' });
    if (await unblock.isEnabled()) {
      await unblock.click();
      await expect(block).toBeEnabled();
    }
    await block.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block user' }).click();
    await expect(unblock).toBeEnabled();

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/#\/audit/);
    // Only blocks: the newest is this one.
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Blocked a user', exact: true }).click();
    // Applied (the list's filters settle after a pause in typing or choosing).
    await expect(page).toHaveURL(/user\.block/);
    const entry = page.getByRole('table').locator('tbody tr').first();
    await expect(entry).toContainText('Blocked a user');
    await expect(entry).toContainText('super@demo.test (SUPER_ADMIN)');
    // The person by name, linked to their page; the change in words.
    await expect(
      entry.getByRole('link', { name: new RegExp(`^Person .* #${id}$`) }),
    ).toHaveAttribute('href', `#/users/edit/${id}`);
    await expect(entry).toContainText('Blocked: No → Yes');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,at_utc,actor_email,actor_role,action,target_type,target_id,before,after',
    );
    // The list's filter went with it: blocks only, this one first.
    expect(lines.slice(1).every((line) => line.includes(',user.block,'))).toBe(true);
    expect(lines[1]).toContain(`super@demo.test,SUPER_ADMIN,user.block,person,${id},`);

    // The row opens the entry (its links open the person's or the actor's page).
    await entry.getByText('Blocked a user').click();
    await expect(page).toHaveURL(/#\/audit\/\d+\/show/);
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes.getByRole('row', { name: /Blocked No Yes/ })).toBeVisible();
  });

  test('other staff have no audit log', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.admin);
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  });
});
