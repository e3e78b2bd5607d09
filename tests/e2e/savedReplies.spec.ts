import { expect, type Page } from '@playwright/test';
import { AppClient, type AppMessage } from '../../simulator/appClient';
import { seriousViolations } from './axe';
import { baseUrl, DEMO_ACCOUNTS, signIn, staffToken, test } from './support';

// The axe checks inject their script, which the server's CSP rightly refuses otherwise.
test.use({ bypassCSP: true });

interface Card {
  id: number;
  display_name: string;
  worker_id: number | null;
}

/** A moderator the demo chatter does not work (so its chats come through the queue). */
async function someoneElsesModerator(page: Page) {
  const admin = await staffToken(page, DEMO_ACCOUNTS.admin);
  const chatter = await staffToken(page, DEMO_ACCOUNTS.chatter);
  const list = await page.request.get(`${baseUrl()}/api/moderator/?limit=100`, {
    headers: { authorization: `Token ${admin.key}` },
  });
  const cards = ((await list.json()) as { results: Card[] }).results;
  // Past the ones the chat specs use, so a whole run never takes the same chat twice.
  return cards.filter((card) => card.worker_id !== chatter.user.id).at(-1) as Card;
}

/** A real user of the dating app who writes to `moderatorId` and hears the answers. */
async function realUserWriting(moderatorId: number) {
  const stamp = Date.now().toString(36);
  const email = `e2e.replies.${stamp}@example.com`;
  const displayName = `Sasha${stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
  const client = await AppClient.connect(baseUrl(), email, 'real-pass-1', displayName);
  const received: AppMessage[] = [];
  client.listen('0', (message) => void received.push(message));
  const { appStartChat } = await client.graphql<{ appStartChat: { id: string } }>(
    'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
    { m: moderatorId },
  );
  await client.send(appStartChat.id, 'Hi! Anybody there?', `e2e-replies-${stamp}`);
  return { client, name: email.split('@')[0], displayName, received };
}

test('a chatter saves a reply with {user_name}, inserts it with Ctrl+Shift+S and the real user receives it', async ({
  page,
}) => {
  // Unique in its first 12 characters, the ones searched: each run (a repeat on the same server,
  // the same chatter) saves one more.
  const title = `${Date.now().toString(36)} warm welcome`;
  const body = 'Hi {user_name}! So lovely to hear from you, how has your week been going so far?';
  await signIn(page, DEMO_ACCOUNTS.chatter);
  await page.getByRole('menuitem', { name: 'Saved replies' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Reply' }).fill(body);
  await expect(page.getByText(`${body.length} / 300`)).toBeVisible();
  // A chatter writes personal replies only.
  await expect(page.getByRole('switch', { name: 'Team reply' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Personal')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const moderator = await someoneElsesModerator(page);
  const user = await realUserWriting(moderator.id);
  try {
    await page.getByRole('menuitem', { name: 'CHAT IN QUEUE' }).click();
    await page.getByRole('button', { name: `Chat ${user.name}****` }).click();
    await expect(page).toHaveURL(/#\/dashboard/);
    await expect(page.getByText('Hi! Anybody there?')).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Message' });
    await box.click();
    await box.press('Control+Shift+S');
    const dialog = page.getByRole('dialog', { name: 'Insert a saved reply' });
    const search = dialog.getByRole('combobox', { name: 'Search saved replies' });
    await expect(search).toBeFocused();
    await search.pressSequentially(title.slice(0, 12));
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await expect(dialog.getByRole('option')).toContainText(`Hi ${user.displayName}!`);
    expect(await seriousViolations(page)).toEqual([]);
    await search.press('Enter');

    await expect(dialog).toBeHidden();
    const filled = body.replace(/\{user_name\}/, user.displayName);
    await expect(box).toHaveValue(filled);
    await expect(box).toBeFocused();
    // Inserted, not sent: the chatter sends it.
    expect(user.received.filter((m) => m.fromModerator)).toEqual([]);
    await box.press('Enter');
    await expect.poll(() => user.received.map((m) => m.content)).toContain(filled);
  } finally {
    await user.client.close();
  }
});
