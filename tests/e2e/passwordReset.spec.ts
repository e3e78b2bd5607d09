import { expect, type Page } from '@playwright/test';
import { baseUrl, DEMO_ACCOUNTS, fillSignIn, signIn, staffToken, test } from './support';

const FIRST_PASSWORD = 'first-pass1';
const NEW_PASSWORD = 'reset-pass2';

/** A chatter of this test's own, made through an invitation over the API. */
async function newChatter(page: Page) {
  const email = `reset.chatter.${Date.now()}@demo.test`;
  const admin = await staffToken(page, DEMO_ACCOUNTS.admin);
  const invitation = await page.request.post(`${baseUrl()}/api/worker/invitation/`, {
    headers: { authorization: `Token ${admin.key}` },
    data: { email, is_admin_permission: false, is_chat_admin_permission: true },
  });
  const { link } = (await invitation.json()) as { link: string };
  const key = new URL(link.replace('/#/', '/')).searchParams.get('invitation_key');
  const signUp = await page.request.post(`${baseUrl()}/api/worker/signup/`, {
    data: {
      email,
      first_name: 'Rosa',
      last_name: 'Reset',
      password: FIRST_PASSWORD,
      repeat_password: FIRST_PASSWORD,
      language: [1],
      invitation_key: key,
      paste_access: false,
    },
  });
  expect(signUp.status()).toBe(201);
  return email;
}

const SIZES = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

test('an admin issues a reset link for a chatter; the new password ends the old session', async ({
  page,
  browser,
}, testInfo) => {
  // Three browser contexts and two screenshot sizes: more steps than most specs.
  test.slow();
  const email = await newChatter(page);

  // The chatter's session, in a context of its own.
  const chatterContext = await browser.newContext();
  const chatterPage = await chatterContext.newPage();
  await chatterPage.goto(`${baseUrl()}/#/signIn`);
  await fillSignIn(chatterPage, email, FIRST_PASSWORD);
  await expect(chatterPage).toHaveURL(/#\/dashboard/);

  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.goto('/#/workers');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(email);
  await search.press('Enter');
  await page.getByRole('button', { name: 'Password reset link for Rosa Reset' }).click();
  await page.getByRole('button', { name: 'Issue link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password reset link for Rosa Reset' });
  const link = (await dialog.getByTestId('password-reset-link').textContent()) ?? '';
  expect(link).toMatch(/#\/passwordReset\?reset_key=[\w-]{43}$/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: testInfo.outputPath(`reset-dialog-${size.width}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('password-reset-link')).toBeHidden();

  // The link, opened where nobody is signed in.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByLabel('Email')).toHaveValue(email);
  await visitor.getByLabel('New password', { exact: true }).fill('short');
  await visitor.getByRole('button', { name: 'Set password' }).click();
  await expect(visitor.getByText('Password must be at least 6 characters').first()).toBeVisible();
  for (const size of SIZES) {
    await visitor.setViewportSize(size);
    await visitor.screenshot({ path: testInfo.outputPath(`reset-page-${size.width}.png`) });
  }
  await visitor.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await visitor.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await visitor.getByRole('button', { name: 'Set password' }).click();
  await expect(visitor).toHaveURL(/#\/signIn/);
  await expect(visitor.getByText(/Your password is set/)).toBeVisible();

  // The old session ended: its open socket closed, and the tab signed out by itself.
  await expect(chatterPage).toHaveURL(/#\/signIn/, { timeout: 15_000 });

  await fillSignIn(visitor, email, FIRST_PASSWORD);
  await expect(visitor.getByText(/Wrong/i).first()).toBeVisible();
  await fillSignIn(visitor, email, NEW_PASSWORD);
  await expect(visitor).toHaveURL(/#\/dashboard/);

  // The link was single use.
  const againContext = await browser.newContext();
  const again = await againContext.newPage();
  await again.goto(link);
  await expect(again.getByText('Your key is invalid or expired')).toBeVisible();
  await Promise.all([chatterContext.close(), visitorContext.close(), againContext.close()]);
});
