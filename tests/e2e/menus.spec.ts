import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS, fillSignIn, signInThroughForm, test } from './support';

// Each role sees exactly its menu (spec section 2 "Menus", built from the role rules).
const cases = [
  // The demo's listing checks let super admins, admins and chatters list users, and super
  // admins and admins list admins.
  {
    email: DEMO_ACCOUNTS.super,
    name: /super/i,
    canInvite: true,
    menu: [
      'Dashboard',
      'Users',
      'Admins',
      'Workers',
      'Moderators',
      'Team briefings',
      'Saved replies',
      'Invitations',
      'Audit log',
      'System',
      // After the open count's badge, when messages are open.
      /Contact inbox$/,
    ],
  },
  {
    email: DEMO_ACCOUNTS.admin,
    name: /admin/i,
    canInvite: true,
    menu: [
      'Dashboard',
      'Users',
      'Admins',
      'Workers',
      'Moderators',
      'Team briefings',
      'Saved replies',
      'Invitations',
      /Contact inbox$/,
    ],
  },
  {
    email: DEMO_ACCOUNTS.chatter,
    name: /chatter/i,
    canInvite: false,
    // The demo chatter's chat-queue permission is on.
    menu: ['Dashboard', 'Users', 'Briefings', 'Saved replies', 'CHAT IN QUEUE'],
  },
  {
    email: DEMO_ACCOUNTS.regular,
    name: /regular/i,
    canInvite: false,
    menu: ['Dashboard', 'Workers', 'Moderators', 'Briefings'],
  },
];

for (const account of cases) {
  test(`${account.email} signs in and sees the menu of the role`, async ({ page }) => {
    await signInThroughForm(page, account.email);
    await expect(page.getByRole('menuitem')).toHaveText(account.menu);
    await expect(page.getByText(/QUEUE: \d+/)).toBeVisible();
    await expect(page.getByRole('button', { name: /logout/i })).toBeVisible();
    const invite = page.getByRole('link', { name: /invite staff/i });
    if (account.canInvite) await expect(invite).toBeVisible();
    else await expect(invite).toHaveCount(0);
  });
}

test('a real app user cannot open a back-office session', async ({ page }) => {
  await page.goto('/#/signIn');
  await fillSignIn(page, DEMO_ACCOUNTS.appUser);
  await expect(page.getByText('Auth failed')).toBeVisible();
  await expect(page.getByText('This account has no back-office access.')).toBeVisible();
  await expect(page).toHaveURL(/#\/signIn/);
});

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/#/signIn');
  await fillSignIn(page, DEMO_ACCOUNTS.admin, 'not-the-password');
  await expect(page.getByText('Auth failed')).toBeVisible();
  await expect(page.getByText('Wrong username or password')).toBeVisible();
});
