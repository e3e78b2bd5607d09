import { expect } from '@playwright/test';
import { seriousViolations } from './axe';
import { cast, openChat, realUser } from './chatSupport';
import { DEMO_ACCOUNTS, signIn, test } from './support';

// The server's CSP (script-src 'self') rightly refuses the injected axe script; lift it here only.
test.use({ bypassCSP: true });

/** WCAG contrast ratio of two opaque `rgb(r, g, b)` colours. */
function contrastRatio(foreground: string, background: string) {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test('the public pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/#/signIn', '/#/contactUs', '/#/signUp?invitation_key=unknown']) {
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the signed-in shell and the invitation form have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page.getByText(/QUEUE: \d+/)).toBeVisible();
  // The admin's dashboard is the worker statistics: checked with its chart and figures loaded.
  await expect(page.getByRole('table', { name: /Messages sent and received/ })).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  // The first Tab stop, shown while focused, reads too (it was white on near-white). axe leaves
  // a focused button to a person (its ripple overlaps the text), so the ratio is computed here.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const colors = await skip.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor];
  });
  expect(contrastRatio(colors[0], colors[1])).toBeGreaterThanOrEqual(4.5);
  await page.goto('/#/statistics/team');
  await page.getByText('Chris Chatter').first().waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/#/workers/newInvitation/');
  await page.getByLabel('Email').waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a chatter’s workspace and statistics dialog have no serious accessibility violations', async ({
  page,
}) => {
  // An unread chat of its own for the workspace to open on arrival: an earlier run on this server
  // may have read the demo data's.
  const { own } = await cast(page);
  const user = await realUser();
  const roomId = await openChat(user, own[0].id);
  await user.client.send(roomId, 'Hello, is anyone there?', `a11y-${Date.now()}`);
  await signIn(page, DEMO_ACCOUNTS.chatter);
  await expect(page.getByText(/^Received \d+ \/ Sent \d+$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  // The workspace picks a room once its rooms arrive, which moves the picker's label: wait for it.
  await expect(page.getByRole('combobox', { name: 'Real user' })).toHaveText(/\w/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Statistics period').click();
  await page.getByRole('option', { name: 'Week' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await user.client.close();
});
