import { type Browser, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, test } from './support';

/** An admin generates a chatter's link on the invitation form; answers the link. */
async function inviteChatter(page: Page, email: string) {
  await page.goto('/#/workers/newInvitation/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Chat admin permission').check();
  await page.getByRole('button', { name: 'Generate link' }).click();
  return (await page.getByTestId('invitation-link').textContent()) ?? '';
}

/** The invitation's row on /invitations, reached from the invitation form's link. */
async function rowOf(page: Page, email: string) {
  await page.goto('/#/workers/newInvitation/');
  await page.getByRole('link', { name: 'All invitations' }).click();
  await expect(page).toHaveURL(/#\/invitations/);
  return page.getByRole('row').filter({ hasText: email });
}

/** A visitor in a fresh context (nobody signed in) opens the link. */
async function visit(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

test('an admin invites, sees it pending, revokes it, and the link is refused', async ({
  page,
  browser,
}) => {
  const email = `revoked.${Date.now()}@demo.test`;
  await signIn(page, DEMO_ACCOUNTS.admin);
  const link = await inviteChatter(page, email);

  const row = await rowOf(page, email);
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Chatter (chat admin)', exact: true })).toBeVisible();
  await expect(row).toContainText('Ada');
  await row.getByRole('button', { name: `Revoke ${email}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Revoke the invitation for ${email}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`Invitation for ${email} revoked`)).toBeVisible();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Revoked by /)).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const visitor = await visit(browser, link);
  await expect(visitor.page.getByText('Invalid invitation key')).toBeVisible();
  await expect(visitor.page.getByText('Your key is invalid or expired')).toBeVisible();
  await visitor.context.close();
});

test('an admin invites, the person signs up, and the invitation shows used by them', async ({
  page,
  browser,
}) => {
  const email = `used.${Date.now()}@demo.test`;
  await signIn(page, DEMO_ACCOUNTS.admin);
  const link = await inviteChatter(page, email);

  const visitor = await visit(browser, link);
  const signUp = visitor.page;
  await expect(signUp.getByLabel('Email')).toHaveValue(email);
  await signUp.getByLabel('Last name').fill('Used');
  await signUp.getByLabel('First name').fill('Una');
  await signUp.getByLabel('Languages').click();
  await signUp.getByRole('option').first().click();
  await signUp.keyboard.press('Escape');
  await signUp.getByLabel('Password', { exact: true }).fill('secret123');
  await signUp.getByLabel('Repeat password').fill('secret123');
  await signUp.getByRole('button', { name: /sign up/i }).click();
  await expect(signUp).toHaveURL(/#\/signIn/);
  await visitor.context.close();

  const row = await rowOf(page, email);
  await expect(row.getByText('Used', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Used by Una Used, /)).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
});
