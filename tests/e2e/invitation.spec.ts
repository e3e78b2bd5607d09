import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS, fillSignIn, signIn, test } from './support';

test('an admin invites a chatter, who signs up through the link and signs in', async ({
  page,
  browser,
}) => {
  const email = `new.worker.${Date.now()}@demo.test`;
  await signIn(page, DEMO_ACCOUNTS.admin);
  await page.getByRole('link', { name: /invite staff/i }).click();
  await expect(page).toHaveURL(/#\/workers\/newInvitation/);

  const generate = page.getByRole('button', { name: /generate/i });
  await page.getByLabel('Email').fill('a@b.c');
  await expect(generate).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await page
    .getByLabel(/admin permission/i)
    .first()
    .check();
  await page.getByLabel(/chat admin permission/i).check();
  await expect(page.getByLabel(/^admin permission/i)).not.toBeChecked();
  await generate.click();
  const link = await page.getByTestId('invitation-link').textContent();
  expect(link).toMatch(/#\/signUp\?invitation_key=/);
  await expect(page.getByLabel('Email')).toBeDisabled();

  // A fresh browser context: nobody is signed in there.
  const visitor = await browser.newContext();
  const signUpPage = await visitor.newPage();
  await signUpPage.goto(link ?? '');
  await expect(signUpPage.getByLabel('Email')).toHaveValue(email);
  await signUpPage.getByLabel('Last name').fill('Worker');
  await signUpPage.getByLabel('First name').fill('Nina');
  await signUpPage.getByLabel('Languages').click();
  await signUpPage.getByRole('option').first().click();
  await signUpPage.keyboard.press('Escape');
  await signUpPage.getByLabel('Password', { exact: true }).fill('secret123');
  await signUpPage.getByLabel('Repeat password').fill('secret123');
  await signUpPage.getByRole('button', { name: /sign up/i }).click();
  await expect(signUpPage).toHaveURL(/#\/signIn/);

  await fillSignIn(signUpPage, email, 'secret123');
  await expect(signUpPage).toHaveURL(/#\/dashboard/);
  await expect(signUpPage.getByText(/Nina/).first()).toBeVisible();

  // The key was single use: a second visit shows the warning.
  const again = await browser.newContext();
  const reuse = await again.newPage();
  await reuse.goto(link ?? '');
  await expect(reuse.getByText('Invalid invitation key')).toBeVisible();
  await expect(reuse.getByText('Your key is invalid or expired')).toBeVisible();
  await visitor.close();
  await again.close();
});

test('an unknown invitation key shows the warning', async ({ page }) => {
  await page.goto('/#/signUp?invitation_key=not-a-real-key');
  await expect(page.getByText('Your key is invalid or expired')).toBeVisible();
});
