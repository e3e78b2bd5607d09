import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS, signIn, test } from './support';

test('a signed-out visitor sends the contact form and lands on sign-in', async ({ page }) => {
  await page.goto('/#/signIn');
  await page.getByRole('link', { name: /contact us/i }).click();
  await expect(page.getByRole('heading', { name: 'CONTACT US' })).toBeVisible();
  await page.getByLabel('Name').fill('Pat Visitor');
  await page.getByLabel('Email').fill('pat@example.com');
  await page.getByLabel('Message').fill('I would like to work as a chatter.');
  await page.getByRole('button', { name: /send|submit/i }).click();
  await expect(page).toHaveURL(/#\/signIn/);
});

test('a signed-in user sees the contact-us warning instead of the form', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.chatter);
  await page.goto('/#/contactUs');
  await expect(page.getByText('You should logout to use contact us link')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
});
