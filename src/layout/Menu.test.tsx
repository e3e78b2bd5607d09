import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/rules/roles';
import { renderRoot } from '../test/renderRoot';
import { server } from '../test/server';

const MENUS: Record<Role, string[]> = {
  SUPER_ADMIN: [
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
    'Contact inbox',
  ],
  ADMIN: [
    'Dashboard',
    'Users',
    'Admins',
    'Workers',
    'Moderators',
    'Team briefings',
    'Saved replies',
    'Invitations',
    'Contact inbox',
  ],
  // The chatter menu has no Admins or Workers, and CHAT IN QUEUE (spec section 2 "Menus").
  CHATTER: ['Dashboard', 'Users', 'Briefings', 'Saved replies', 'CHAT IN QUEUE'],
  REGULAR: ['Dashboard', 'Users', 'Admins', 'Workers', 'Moderators', 'Briefings'],
};

describe('the menu of each role', () => {
  it.each(['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'] as Role[])(
    '%s sees its entries, the live queue counter, the name and Logout',
    async (role) => {
      renderRoot('#/dashboard', role);
      expect(await screen.findByText('QUEUE: 7')).toBeVisible();
      await waitFor(() =>
        expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
          MENUS[role],
        ),
      );
      expect(screen.getByTestId('signed-in-name')).toHaveTextContent(`Test ${role}`);
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
      if (role === 'CHATTER') {
        // A chatter's dashboard is the chat workspace.
        expect(await screen.findByText('No chat selected')).toBeVisible();
        expect(screen.getByText('My fake users')).toBeVisible();
      } else if (role === 'REGULAR') {
        expect(await screen.findByText(`Welcome, Test ${role}`)).toBeVisible();
      } else {
        // An admin's dashboard is the worker statistics view.
        expect(await screen.findByText('No workers yet')).toBeVisible();
        expect(screen.getByRole('link', { name: 'Team view' })).toBeVisible();
      }
      if (role === 'SUPER_ADMIN' || role === 'ADMIN') {
        expect(await screen.findByRole('link', { name: 'Invite staff' })).toBeVisible();
      } else {
        expect(screen.queryByRole('link', { name: 'Invite staff' })).toBeNull();
      }
    },
  );
});

describe('CHAT IN QUEUE', () => {
  it('is hidden from a chatter whose chat-queue permission is off', async () => {
    server.use(
      graphql.query('QueueAllowed', () =>
        HttpResponse.json({ data: { chatQueueSettings: { isAllowed: false } } }),
      ),
    );
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('QUEUE: 7')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Dashboard',
        'Users',
        'Briefings',
        'Saved replies',
      ]),
    );
  });
});

describe('the listing checks', () => {
  it('hide Users and Admins when the server says no', async () => {
    renderRoot('#/dashboard', 'ADMIN', { userListing: false, adminListing: false });
    expect(await screen.findByText('QUEUE: 7')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Dashboard',
        'Workers',
        'Moderators',
        'Team briefings',
        'Saved replies',
        'Invitations',
        'Contact inbox',
      ]),
    );
  });

  it('send /users to the dashboard when the user listing is not allowed', async () => {
    renderRoot('#/users', 'CHATTER', { userListing: false, adminListing: false });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});

describe('an address with no page', () => {
  it("says so under the product's title, with a way back to the dashboard", async () => {
    renderRoot('#/no/such/page', 'ADMIN');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Chat back-office');
    screen.getByRole('link', { name: 'Back to the dashboard' }).click();
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});

describe('the contact inbox entry', () => {
  it('shows how many messages are open as a badge, named for screen readers', async () => {
    server.use(
      http.get('*/api/contact-messages/', ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('status')).toBe('open');
        return HttpResponse.json({ results: [], count: 3, next: null, previous: null });
      }),
    );
    renderRoot('#/dashboard', 'ADMIN');
    expect(await screen.findByTestId('contact-inbox-badge')).toHaveTextContent('3');
    expect(screen.getByRole('menuitem', { name: 'Contact inbox, 3 open messages' })).toBeVisible();
  });
});
