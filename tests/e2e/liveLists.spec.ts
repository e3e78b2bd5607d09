import { expect, type Page } from '@playwright/test';
import { baseUrl, DEMO_ACCOUNTS, signIn, staffToken, test } from './support';

/** The open count the menu's badge shows (no badge: none open). */
async function openCount(page: Page) {
  const badge = page.getByTestId('contact-inbox-badge');
  if (!(await badge.isVisible())) return 0;
  return Number(await badge.innerText());
}

test("an admin's open inbox counts a visitor's message at once, by event", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page.getByRole('menuitem', { name: /^Contact inbox/ })).toBeVisible();
  await page.waitForTimeout(500); // the count read once and the event subscribed
  const before = await openCount(page);
  const sent = await page.request.post(`${baseUrl()}/api/contact-us/`, {
    data: { name: `Live ${Date.now()}`, email: 'live@example.com', message: 'Hello there' },
  });
  expect(sent.status()).toBe(201);
  // Its timer is 30 s: within 2 s is the event.
  await expect.poll(() => openCount(page), { timeout: 2_000 }).toBe(before + 1);
});

test("a chatter's open dashboard shows a briefing an admin just wrote, by event", async ({
  page,
}) => {
  const title = `Live briefing ${Date.now()}`;
  const admin = await staffToken(page, DEMO_ACCOUNTS.admin);
  const headers = { authorization: `Token ${admin.key}` };
  await signIn(page, DEMO_ACCOUNTS.chatter);
  await expect(page.getByText(/QUEUE: \d+/)).toBeVisible();
  await page.waitForTimeout(500);
  const created = await page.request.post(`${baseUrl()}/api/briefings/`, {
    headers,
    data: { title, body_html: '<p>Fresh news.</p>' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // Its timer is 5 minutes: within 2 s is the event.
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 2_000 });
  } finally {
    await page.request.delete(`${baseUrl()}/api/briefings/${id}/`, { headers });
  }
});
