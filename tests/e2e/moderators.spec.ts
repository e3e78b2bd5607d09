import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, test } from './support';

const base = () => process.env.E2E_BASE_URL ?? '';
const fixtures = mkdtempSync(path.join(tmpdir(), 'e2e-photos-'));

/** A photo as a phone would give it, written to a file the browser can pick. */
async function photoFile(name: string, color: string) {
  const file = path.join(fixtures, name);
  await sharp({ create: { width: 900, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toFile(file);
  return file;
}

async function login(page: Page, email: string) {
  const response = await page.request.post(`${base()}/api/auth/token-login/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  return (await response.json()) as { key: string; user: { id: number } };
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The rules' fields of a valid moderator (section 5), the rest left to defaults. */
async function fillModerator(page: Page, name: string) {
  await page.getByLabel('Name *').fill(name);
  await choose(page, 'Ethnicity *', 'Asian');
  await choose(page, 'Interested In *', 'Serious - Both');
  await page.getByRole('combobox', { name: 'Tags *' }).fill('Trav');
  await page.getByRole('option', { name: 'Travel' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Address' }).fill('Lyon');
  await page.getByRole('option', { name: /^Lyon/ }).first().click();
  await expect(page.getByText(/Lat 45\.\d+, Lng 4\.\d+/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Books' }).fill('Dune');
  await page.getByRole('textbox', { name: 'Books' }).press('Enter');
}

async function addCroppedPhoto(page: Page, file: string) {
  const photos = page.getByRole('region', { name: 'Photos', exact: true });
  await photos.getByTestId('photo-file-input').setInputFiles(file);
  const crop = page.getByRole('dialog', { name: 'Crop image' });
  await crop.getByRole('button', { name: '1:1' }).click();
  await crop.getByRole('button', { name: 'Crop' }).click();
  await expect(crop).toBeHidden();
}

test.describe('moderators', () => {
  test('an admin creates a moderator through the wizard, with cropped photos and a primary', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.getByRole('menuitem', { name: 'Moderators' }).click();
    await expect(page.getByTestId('moderator-card')).toHaveCount(28);
    // A search left on the list from before: the wizard's end must not keep it.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('nobody-by-this-name');
    await search.press('Enter');
    await expect(page.getByTestId('moderator-card')).toHaveCount(0);
    await page.getByRole('link', { name: 'Add moderator' }).click();
    await expect(page).toHaveURL(/#\/create\/moderator/);
    // Nothing filled: every rule at once, and no step change.
    await page.getByLabel('Name *').fill('');
    await page.getByRole('button', { name: 'Create and continue' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Please enter name!');
    await expect(alert).toContainText('Please select tags!');
    await expect(alert).toContainText('Please enter address!');

    const name = `Wizard ${Date.now().toString(36)}`;
    await fillModerator(page, name);
    await page.getByRole('button', { name: 'Create and continue' }).click();
    await expect(page.getByText(/Moderator Wizard_\w+_18 created/)).toBeVisible();

    await addCroppedPhoto(page, await photoFile('first.jpg', '#d04040'));
    const photos = page
      .getByRole('region', { name: 'Photos', exact: true })
      .getByTestId('photo-tile');
    await expect(photos).toHaveCount(1);
    await addCroppedPhoto(page, await photoFile('second.jpg', '#4060d0'));
    await expect(photos).toHaveCount(2);
    // The grid shows thumbnails the server made.
    await expect(photos.nth(1).getByRole('img')).toHaveAttribute(
      'src',
      /\/media\/thumbs\/\w{29}\.jpg$/,
    );
    await expect(photos.nth(0).getByRole('button', { name: 'Primary image' })).toBeDisabled();
    await photos.nth(1).getByRole('button', { name: 'Make primary' }).click();
    await expect(photos.nth(1).getByRole('button', { name: 'Primary image' })).toBeDisabled();

    // A story scheduled a few seconds ahead: the server publishes it, the open list picks it up.
    const storiesRegion = page.getByRole('region', { name: 'Stories', exact: true });
    await storiesRegion
      .getByTestId('photo-file-input')
      .setInputFiles(await photoFile('story.jpg', '#30a060'));
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await crop.getByRole('button', { name: '9:16' }).click();
    await crop.getByRole('button', { name: 'Crop' }).click();
    await expect(storiesRegion.getByText('story.jpg')).toBeVisible();
    const soon = await page.evaluate(() => {
      const at = new Date(Date.now() + 6_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    });
    await storiesRegion.getByLabel('Publish at').fill(soon);
    await storiesRegion.getByRole('button', { name: 'Schedule story' }).click();
    const scheduledStories = storiesRegion.getByRole('list', { name: 'Schedule Story' });
    await expect(scheduledStories.getByTestId('post-tile')).toHaveCount(1);
    const publishedStories = storiesRegion.getByRole('list', { name: 'Stories' });
    await expect(publishedStories.getByTestId('post-tile')).toHaveCount(1, { timeout: 25_000 });
    await expect(storiesRegion.getByText('Nothing scheduled')).toBeVisible();

    // A moment, liked and commented in the viewer.
    const momentsRegion = page.getByRole('region', { name: 'Moments', exact: true });
    await momentsRegion.getByLabel('Description').fill('Hello from the wizard');
    await momentsRegion.getByRole('button', { name: 'Add moment' }).click();
    await momentsRegion.getByRole('button', { name: /^Moment of / }).click();
    const viewer = page.getByRole('dialog', { name: 'Moment' });
    await expect(viewer.getByText('No Likes for this Moment')).toBeVisible();
    await viewer.getByRole('button', { name: 'Like' }).click();
    await expect(viewer.getByRole('tab', { name: 'Likes (1)' })).toBeVisible();
    await viewer.getByRole('tab', { name: 'Comments (0)' }).click();
    await viewer.getByLabel('Comment').fill('What a view');
    await viewer.getByRole('button', { name: 'Submit' }).click();
    await expect(viewer.getByText('What a view')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(momentsRegion.getByText('Likes 1 · Comments 1')).toBeVisible();

    await page.getByRole('link', { name: 'Save' }).click();

    // The list as it first opens, the new moderator first, with the photos just added.
    await expect(page).toHaveURL(/#\/moderators/);
    await expect(search).toHaveValue('');
    const card = page.getByTestId('moderator-card').first();
    await expect(card).toContainText(name.split(' ')[1]);
    await expect(card).toContainText('2 photos');
  });

  test('an admin saves a moderator’s edit and is back on the list, asked nothing', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.goto(`${base()}/#/moderators`);
    const card = page.getByTestId('moderator-card').first();
    await card.getByRole('link', { name: /^Edit / }).click();
    await expect(page).toHaveURL(/#\/moderators\/edit\/\d+/);
    const about = page.getByRole('textbox', { name: 'About' });
    const written = `Saved at ${Date.now()}`;
    await about.fill(written);
    // A "leave without saving?" question would be dismissed here and keep the page open.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/ saved$/)).toBeVisible();
    await expect(page).toHaveURL(/#\/moderators$/);
    expect(asked).toEqual([]);
  });

  test('a chatter creates a fake user for themself and is refused another worker’s', async ({
    page,
  }) => {
    const chatter = await login(page, DEMO_ACCOUNTS.chatter);
    const workers = await page.request.get(`${base()}/api/worker/?limit=50`, {
      headers: { Authorization: `Token ${chatter.key}` },
    });
    const other = ((await workers.json()).results as { id: number }[]).find(
      (worker) => worker.id !== chatter.user.id,
    );
    await signIn(page, DEMO_ACCOUNTS.chatter);

    await page.goto(`/#/workers/${chatter.user.id}/fakeUsers/new`);
    const own = `Own ${Date.now().toString(36)}`;
    await fillModerator(page, own);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/dashboard/);
    await expect(page.getByText(/Moderator Own_\w+_18 created/)).toBeVisible();
    const mine = await page.request.get(`${base()}/api/moderator/user/${chatter.user.id}/`, {
      headers: { Authorization: `Token ${chatter.key}` },
    });
    expect(
      ((await mine.json()).fake_users as { display_name: string }[]).some((m) =>
        m.display_name.startsWith('Own_'),
      ),
    ).toBe(true);

    await page.goto(`/#/workers/${other?.id}/fakeUsers/new`);
    await fillModerator(page, 'Not mine');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'You do not have permission to perform this action.',
    );
    await expect(page).toHaveURL(new RegExp(`#/workers/${other?.id}/fakeUsers/new`));
  });
});
