import { test as base, expect, type Page } from '@playwright/test';

/**
 * Playwright's test, which on a failure prints what the page had logged as errors and which of its
 * requests failed or were refused (GraphQL errors included): a failure seen once in CI then says
 * more than its screenshot.
 */
export const test = base.extend<{ pageProblems: undefined }>({
  pageProblems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      const note = (text: string) =>
        problems.push(`${new Date().toISOString().slice(11, 23)} ${text}`);
      page.on('pageerror', (error) => note(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') note(`console error: ${message.text()}`);
      });
      page.on('requestfailed', (request) =>
        note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
      );
      page.on('response', async (response) => {
        const request = response.request();
        if (response.status() >= 400) {
          note(`${request.method()} ${response.url()} answered ${response.status()}`);
        } else if (request.method() === 'POST' && response.url().endsWith('/graphql')) {
          const body = await response.text().catch(() => '');
          if (body.includes('"errors"'))
            note(`${request.postData()?.slice(0, 120)} → ${body.slice(0, 300)}`);
        }
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && problems.length) {
        console.error(`What the page reported before the failure:\n${problems.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

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

/** Signs in through the sign-in form, as a person does. */
export async function signInThroughForm(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, origin = baseUrl() } = {},
) {
  await page.goto(`${origin}/#/signIn`);
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/#\/dashboard/);
}

/** What the back-office kept in localStorage after an account signed in, by origin and email. */
const savedSessions = new Map<string, [string, string][]>();

/**
 * Opens the dashboard signed in as `email`. The first time in a run an account signs in through
 * the form and its stored session is kept; later calls put that session back, so specs about other
 * screens do not each fill the form. A kept session the server has ended is replaced.
 */
export async function signIn(page: Page, email: string, { origin = baseUrl() } = {}) {
  const key = `${origin} ${email}`;
  const saved = savedSessions.get(key);
  if (saved) {
    await page.goto(`${origin}/healthz`); // the origin's storage, without starting the app
    await page.evaluate((items) => {
      for (const [name, value] of items) localStorage.setItem(name, value);
    }, saved);
    await page.goto(`${origin}/#/dashboard`);
    const logout = page.getByRole('button', { name: /logout/i });
    const password = page.getByLabel('Password', { exact: true });
    await logout.or(password).first().waitFor();
    // Signed in unless the form shows: on a phone the app bar, Logout with it, slides away as soon
    // as the workspace scrolls the page to its chat.
    if (!(await password.isVisible())) return;
  }
  await signInThroughForm(page, email, { origin });
  savedSessions.set(
    key,
    await page.evaluate(() => Object.entries({ ...localStorage }) as [string, string][]),
  );
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /logout/i }).click();
  await expect(page).toHaveURL(/#\/signIn/);
}

/** The running server's address (set by globalSetup). */
export const baseUrl = () => process.env.E2E_BASE_URL ?? '';
/** A second server of the run, whose taken chats must be answered within seconds. */
export const shortDeadlineUrl = () => process.env.E2E_SHORT_DEADLINE_URL ?? '';

/** A staff session over the API: its token key and user id. */
export async function staffToken(page: Page, email: string, origin = baseUrl()) {
  const response = await page.request.post(`${origin}/api/auth/token-login/`, {
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
