import { expect } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_ACCOUNTS, shortDeadlineUrl, signIn, staffToken, test } from './support';

// On the run's second server: a briefing shows on every chatter's dashboard above the workspace,
// and the chat specs running beside this one on the main server must not find one there.
const origin = () => shortDeadlineUrl();

test('an admin writes a briefing; the chatter reads it, bold, on the dashboard, and it stays read', async ({
  page,
  browser,
}) => {
  const title = `Weekend rota ${Date.now()}`;
  await signIn(page, DEMO_ACCOUNTS.admin, { origin: origin() });
  await page.getByRole('menuitem', { name: 'Team briefings' }).click();
  // The list may still swap its toolbar's Create for the empty page's own as it loads: a click on
  // the one going away is tried again (CI once saw the form never come).
  await expect(async () => {
    await page.getByRole('link', { name: 'Create' }).first().click({ timeout: 3_000 });
    await expect(page).toHaveURL(/#\/briefings\/create/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = page.getByRole('textbox', { name: 'Briefing' });
  await editor.click();
  await editor.pressSequentially('Please ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially('answer within a minute');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${title}” created`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell').last()).toHaveText('0');

  const context = await browser.newContext();
  const chatter = await context.newPage();
  try {
    await signIn(chatter, DEMO_ACCOUNTS.chatter, { origin: origin() });
    const briefing = chatter.getByRole('article', { name: title });
    await expect(briefing).toBeVisible();
    await expect(briefing.locator('strong')).toHaveText('answer within a minute');
    await expect(briefing).toContainText('Please answer within a minute');
    await briefing.getByRole('button', { name: `Mark as read: ${title}` }).click();
    await expect(briefing).toBeHidden();
    const unreadAsked = chatter.waitForResponse((r) => r.url().includes('/api/briefings/unread/'));
    await chatter.reload();
    expect((await unreadAsked).ok()).toBe(true);
    await expect(chatter.getByRole('article', { name: title })).toHaveCount(0);
    // Read, it is still there to read again, from the menu.
    await chatter.getByRole('menuitem', { name: 'Briefings' }).click();
    const again = chatter.getByRole('article', { name: title });
    await expect(again).toContainText('Please answer within a minute');
    await expect(again).toContainText(/Read /);
  } finally {
    await context.close();
  }

  // The admin's list counts the read; then the briefing goes, so no other spec's chatter sees it.
  await page.reload();
  await expect(row.getByRole('cell').last()).toHaveText('1');
  const admin = await staffToken(page, DEMO_ACCOUNTS.admin, origin());
  const list = await page.request.get(`${origin()}/api/briefings/?limit=100`, {
    headers: { authorization: `Token ${admin.key}` },
  });
  const created = (
    (await list.json()) as { results: { id: number; title: string }[] }
  ).results.find((b) => b.title === title);
  expect(created).toBeDefined();
  const removed = await page.request.delete(`${origin()}/api/briefings/${created?.id}/`, {
    headers: { authorization: `Token ${admin.key}` },
  });
  expect(removed.status()).toBe(204);
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the editor and the chatter’s card pass axe; the card works from the keyboard on a phone', async ({
    page,
    browser,
  }) => {
    const title = `Keyboard check ${Date.now()}`;
    const admin = await staffToken(page, DEMO_ACCOUNTS.admin, origin());
    const headers = { authorization: `Token ${admin.key}` };
    const created = await page.request.post(`${origin()}/api/briefings/`, {
      headers,
      data: { title, body_html: '<p>Read me with <em>a keyboard</em>.</p>' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await signIn(page, DEMO_ACCOUNTS.admin, { origin: origin() });
      await page.goto(`${origin()}/#/briefings/create`);
      await page.getByRole('textbox', { name: 'Briefing' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
      });
      const chatter = await context.newPage();
      await signIn(chatter, DEMO_ACCOUNTS.chatter, { origin: origin() });
      const briefing = chatter.getByRole('article', { name: title });
      await expect(briefing).toBeVisible();
      // The workspace opens a chat on arrival, after the card: axe reads it once that chat is open
      // (a disabled picker's label and tools read as low contrast to axe, which cannot tell that
      // MUI's label belongs to a disabled control).
      await expect(chatter.locator('#chat-message-box')).toBeEnabled();
      expect(await seriousViolations(chatter)).toEqual([]);
      const overflow = await chatter.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const button = briefing.getByRole('button', { name: `Mark as read: ${title}` });
      await button.focus();
      await chatter.keyboard.press('Enter');
      await expect(briefing).toBeHidden();
      await context.close();
    } finally {
      await page.request.delete(`${origin()}/api/briefings/${id}/`, { headers });
    }
  });
});
