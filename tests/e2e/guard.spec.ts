import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS, fillSignIn, test } from './support';

test('a deep link while signed out goes to sign-in, then to the remembered page', async ({
  page,
}) => {
  await page.goto('/#/workers/newInvitation/');
  await expect(page).toHaveURL(/#\/signIn/);
  await fillSignIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).toHaveURL(/#\/workers\/newInvitation/);
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('a chatter sent to the admin-only invitation form lands on the dashboard', async ({
  page,
}) => {
  await page.goto('/#/workers/newInvitation/');
  await fillSignIn(page, DEMO_ACCOUNTS.chatter);
  await expect(page).toHaveURL(/#\/dashboard/);
});

test('a revoked token (401) sends the user back to sign-in', async ({ page, request }) => {
  await page.goto('/#/signIn');
  await fillSignIn(page, DEMO_ACCOUNTS.regular);
  await expect(page).toHaveURL(/#\/dashboard/);
  const key = await page.evaluate(
    () => JSON.parse(localStorage.getItem('backoffice.session') ?? '{}').key as string | undefined,
  );
  expect(key).toBeTruthy();
  const revoke = await request.post('/api/auth/logout/', {
    headers: { Authorization: `Token ${key}` },
  });
  expect(revoke.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/#\/signIn/);
  await expect(page.getByText('Authorization failed')).toBeVisible();
});
