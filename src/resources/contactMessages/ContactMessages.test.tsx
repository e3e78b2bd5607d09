import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../contract/contactMessages';
import { server } from '../../test/server';
import contactMessages from '.';

// The lazily loaded screens, loaded with the test file.
await import('./ContactMessageList');
await import('./ContactMessageShow');
const { renderScreen } = await import('../../test/renderScreen');

const message = (changes: Partial<ContactMessage>): ContactMessage => ({
  id: 7,
  name: 'Pat Visitor',
  email: 'pat@example.com',
  message: 'I would like to work as a chatter.\nI speak three languages.',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'open',
  handled_at: null,
  handled_by_id: null,
  handled_by_name: null,
  ...changes,
});

const page = (results: ContactMessage[]) =>
  HttpResponse.json({ results, count: results.length, next: null, previous: null });

describe('the contact inbox list', () => {
  it('lists the messages as the server orders them, open ones marked, and filters by status', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/contact-messages/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status'));
        return page([
          message({}),
          message({
            id: 6,
            name: 'Lou',
            status: 'handled',
            handled_at: '2026-11-20T11:00:00.000Z',
            handled_by_name: 'Ada Admin',
          }),
        ]);
      }),
    );
    const { user } = renderScreen('#/contactMessages', 'ADMIN', { contactMessages });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]).getByText('Pat Visitor')).toBeVisible();
    expect(within(rows[1]).getByText('Open')).toBeVisible();
    expect(within(rows[2]).getByText('Lou')).toBeVisible();
    expect(within(rows[2]).getByText('Handled')).toBeVisible();
    expect(asked[0]).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() => expect(asked.at(-1)).toBe('open'));
  });

  it('sends chatters and regular staff to the dashboard', async () => {
    renderScreen('#/contactMessages', 'CHATTER', { contactMessages });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});

describe('a contact message', () => {
  it('shows the whole message as text, marks it handled, then opens it again', async () => {
    let current = message({ message: '<b>not bold</b>\nsecond line' });
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/contact-messages/7/', () => HttpResponse.json(current)),
      http.patch('*/api/contact-messages/7/', async ({ request }) => {
        const body = (await request.json()) as { status: 'open' | 'handled' };
        sent.push(body);
        current =
          body.status === 'handled'
            ? message({
                ...current,
                status: 'handled',
                handled_at: '2026-11-20T12:00:00.000Z',
                handled_by_id: 1,
                handled_by_name: 'Test ADMIN',
              })
            : message({
                ...current,
                status: 'open',
                handled_at: null,
                handled_by_id: null,
                handled_by_name: null,
              });
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderScreen('#/contactMessages/7/show', 'ADMIN', { contactMessages });
    expect(await screen.findByText(/<b>not bold<\/b>/)).toBeVisible();
    expect(screen.getByText('Pat Visitor')).toBeVisible();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('Nobody has handled it yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:pat%40example.com',
    );

    await user.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Message from Pat Visitor marked handled')).toBeVisible();
    expect(await screen.findByText(/^Handled by Test ADMIN, /)).toBeVisible();
    expect(sent).toEqual([{ status: 'handled' }]);

    await user.click(await screen.findByRole('button', { name: 'Back to open' }));
    expect(await screen.findByText('Message from Pat Visitor is open again')).toBeVisible();
    expect(await screen.findByText('Nobody has handled it yet.')).toBeVisible();
    expect(sent).toEqual([{ status: 'handled' }, { status: 'open' }]);
  });

  it('offers no reply link for an email that is not an address', async () => {
    server.use(
      http.get('*/api/contact-messages/7/', () =>
        HttpResponse.json(message({ email: 'javascript:alert(1)' })),
      ),
    );
    renderScreen('#/contactMessages/7/show', 'SUPER_ADMIN', { contactMessages });
    expect(await screen.findByText('javascript:alert(1)')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Reply by email' })).toBeNull();
  });
});
