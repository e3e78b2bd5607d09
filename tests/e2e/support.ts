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

/** The running server's address (set by globalSetup). */
export const baseUrl = () => process.env.E2E_BASE_URL ?? '';

/** A staff session over the API: its token key and user id. */
export async function staffToken(page: Page, email: string) {
  const response = await page.request.post(`${baseUrl()}/api/auth/token-login/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  return (await response.json()) as { key: string; user: { id: number } };
}

/** A GraphQL call with a token; fails the test on GraphQL errors. */
export async function gql<T>(page: Page, key: string, query: string, variables = {}) {
  const response = await page.request.post(`${baseUrl()}/graphql`, {
    headers: { authorization: `Token ${key}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}
