import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvitationEntry } from '../../../contract/invitations';
import { server } from '../../test/server';
import invitations from '.';

// The lazily loaded screen, loaded with the test file.
await import('./InvitationList');
const { renderScreen } = await import('../../test/renderScreen');

const entry = (changes: Partial<InvitationEntry>): InvitationEntry => ({
  id: 1,
  email: 'nina.new@demo.test',
  is_admin_permission: false,
  is_chat_admin_permission: true,
  state: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  created_by_id: 4,
  created_by_name: 'Ada Admin',
  expires_at: '2026-11-21T10:00:00.000Z',
  used_at: null,
  used_by_id: null,
  used_by_name: null,
  revoked_at: null,
  revoked_by_name: null,
  ...changes,
});

const page = (results: InvitationEntry[]) =>
  HttpResponse.json({ results, count: results.length, next: null, previous: null });

describe('the invitation list', () => {
  it('shows who invited, the permission and what it grants, expiry and each state', async () => {
    server.use(
      http.get('*/api/worker/invitations/', () =>
        page([
          entry({}),
          entry({
            id: 2,
            email: 'used@demo.test',
            is_admin_permission: true,
            is_chat_admin_permission: false,
            state: 'used',
            used_at: '2026-11-20T12:00:00.000Z',
            used_by_name: 'Una Used',
          }),
          entry({
            id: 3,
            email: 'revoked@demo.test',
            state: 'revoked',
            revoked_at: '2026-11-20T13:00:00.000Z',
            revoked_by_name: 'Sam Super',
          }),
          entry({ id: 4, email: 'old@demo.test', state: 'expired', created_by_name: null }),
        ]),
      ),
    );
    renderScreen('#/invitations', 'ADMIN', { invitations });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(5);
    const [pending, used, revoked, expired] = rows.slice(1);
    expect(within(pending).getByText('nina.new@demo.test')).toBeVisible();
    expect(within(pending).getByText('Ada Admin')).toBeVisible();
    expect(within(pending).getByText('Pending')).toBeVisible();
    // (On a phone the permission shows under the email instead of in its column.)
    const permission = within(pending).getAllByText('Chatter (chat admin)')[0];
    // Its name stays the short label: the help is a description, not the name.
    expect(permission).not.toHaveAttribute('aria-label');
    expect(permission).toHaveAccessibleDescription(
      /Makes the person a chatter: they take chats from the queue/,
    );
    // The button shows once the role check has answered.
    expect(
      await within(pending).findByRole('button', { name: /Revoke nina.new@demo.test/ }),
    ).toBeVisible();
    expect(within(used).getAllByText('Admin')[0]).toHaveAccessibleDescription(
      /Makes the person an admin/,
    );
    expect(within(used).getByText('Used')).toBeVisible();
    expect(within(used).getByText(/^Used by Una Used, /)).toBeVisible();
    expect(within(revoked).getByText(/^Revoked by Sam Super, /)).toBeVisible();
    expect(within(expired).getByText('Expired')).toBeVisible();
    expect(within(expired).getByText('a removed account')).toBeVisible();
    // Only a pending invitation can be revoked.
    for (const row of [used, revoked, expired]) {
      expect(within(row).queryByRole('button', { name: /Revoke/ })).toBeNull();
    }
  });

  it('revokes a pending one after asking, and shows it revoked', async () => {
    let revoked = false;
    server.use(
      http.get('*/api/worker/invitations/', () =>
        page([
          revoked
            ? entry({ state: 'revoked', revoked_at: '2026-11-20T13:00:00Z', revoked_by_name: 'Me' })
            : entry({}),
        ]),
      ),
      http.post('*/api/worker/invitations/1/revoke/', () => {
        revoked = true;
        return HttpResponse.json(entry({ state: 'revoked' }));
      }),
    );
    const { user } = renderScreen('#/invitations', 'ADMIN', { invitations });
    await user.click(await screen.findByRole('button', { name: /Revoke nina.new@demo.test/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke the invitation for nina.new@demo.test?')).toBeVisible();
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revoked).toBe(false);
    // Once the dialog has gone, the page is no longer hidden from assistive technology.
    await user.click(await screen.findByRole('button', { name: /Revoke nina.new@demo.test/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Invitation for nina.new@demo.test revoked')).toBeVisible();
    expect(await screen.findByText(/^Revoked by Me, /)).toBeVisible();
    expect(revoked).toBe(true);
    expect(screen.queryByRole('button', { name: /Revoke nina.new@demo.test/ })).toBeNull();
  });

  it('says so when the invitation was used meanwhile', async () => {
    server.use(
      http.get('*/api/worker/invitations/', () => page([entry({})])),
      http.post('*/api/worker/invitations/1/revoke/', () =>
        HttpResponse.json(
          { errors: ['Only a pending invitation can be revoked.'] },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderScreen('#/invitations', 'SUPER_ADMIN', { invitations });
    await user.click(await screen.findByRole('button', { name: /Revoke nina.new@demo.test/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('This invitation is no longer pending.')).toBeVisible();
  });

  it('filters by state on the server', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/worker/invitations/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('state'));
        return page([entry({})]);
      }),
    );
    const { user } = renderScreen('#/invitations', 'ADMIN', { invitations });
    await user.click(await screen.findByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Revoked' }));
    await waitFor(() => expect(asked.at(-1)).toBe('revoked'));
    expect(asked[0]).toBeNull();
  });

  it('sends chatters and regular staff to the dashboard', async () => {
    renderScreen('#/invitations', 'CHATTER', { invitations });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});
