import { expect, type Page } from '@playwright/test';
import { AppClient } from '../../simulator/appClient';
import { baseUrl, signIn, staffToken, test } from './support';

/** Counts the chimes the page plays (each is two oscillator tones). */
const countChimes = () => {
  const Original = window.AudioContext;
  (window as unknown as { chimes: number }).chimes = 0;
  window.AudioContext = class extends Original {
    override createOscillator() {
      (window as unknown as { chimes: number }).chimes += 0.5;
      return super.createOscillator();
    }
  };
};
const chimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { chimes: number }).chimes);

test('a chatter hears waiting chats again and again, never while typing, and sees the count in the tab title', async ({
  page,
}) => {
  await page.addInitScript(countChimes);
  await signIn(page, 'chatter@demo.test');
  await expect(page).toHaveTitle(/^\(\d+\) /);
  await page.getByRole('button', { name: 'Queue alerts' }).click();
  await page.getByLabel('Repeat the alert').click();
  await page.getByRole('option', { name: 'Every 10 seconds' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => chimes(page)).toBeGreaterThanOrEqual(1);

  // A real user writes: a new chat in the queue chimes at once.
  const admin = await staffToken(page, 'admin@demo.test');
  const list = await page.request.get(`${baseUrl()}/api/moderator/?limit=30`, {
    headers: { authorization: `Token ${admin.key}` },
  });
  const moderator = ((await list.json()) as { results: { id: number }[] }).results[25];
  const client = await AppClient.connect(
    baseUrl(),
    `e2e.alerts.${Date.now().toString(36)}@example.com`,
    'real-pass-1',
    'Alerty',
  );
  const { appStartChat } = await client.graphql<{ appStartChat: { id: string } }>(
    'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
    { m: moderator.id },
  );
  const before = await chimes(page);
  const title = await page.title();
  await client.send(appStartChat.id, 'Anyone there?', `e2e-alerts-${Date.now()}`);
  await expect.poll(() => chimes(page)).toBe(before + 1);
  await expect(page).not.toHaveTitle(title);

  // Typing (the search box of the users list stands for any text field): quiet past the repeat.
  await page.getByRole('menuitem', { name: 'Users' }).click();
  const search = page.getByRole('searchbox', { name: 'Search' });
  const quietFrom = await chimes(page);
  for (let second = 0; second < 12; second += 1) {
    await search.press('a');
    await page.waitForTimeout(1_000);
  }
  expect(await chimes(page)).toBe(quietFrom);
  // Not typing any more: the next repeat chimes.
  await expect.poll(() => chimes(page), { timeout: 15_000 }).toBe(quietFrom + 1);
  await client.close();
});
