import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = {
  super: 'super@demo.test',
  admin: 'admin@demo.test',
  chatter: 'chatter@demo.test',
  regular: 'regular@demo.test',
  appUser: 'app.user@demo.test',
} as const;

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/#/signIn');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/#\/dashboard/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/#\/signIn/);
}
