import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, sessionFor } from '../../test/server';
import { renderWith } from '../renderWith';
import { FakeUserList } from './FakeUserList';

describe('FakeUserList', () => {
  it('switches a fake user online at once and switches back when the server refuses', async () => {
    const calls: unknown[] = [];
    server.use(
      http.put('*/api/internal/fakeUsers3/online', async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ detail: 'Given user is not found' }, { status: 404 });
      }),
    );
    const { user } = renderWith(
      <FakeUserList
        workerId={1}
        entries={[{ id: 3, name: 'Mia_25', avatar: null, isOnline: false, unread: 2, own: true }]}
        selected={null}
        onSelect={() => undefined}
        onStartChat={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mia_25, 2 unread' })).toBeVisible();
    const toggle = screen.getByRole('switch', { name: 'Mia_25 online' });
    await user.click(toggle);
    await waitFor(() => expect(calls).toEqual([{ online: true }]));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Given user is not found')).toBeVisible();
  });

  it('signs out through the authProvider when the server says the session ended', async () => {
    localStorage.setItem('backoffice.session', JSON.stringify(sessionFor('CHATTER')));
    server.use(
      http.put('*/api/internal/fakeUsers3/online', () =>
        HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const { user } = renderWith(
      <FakeUserList
        workerId={1}
        entries={[{ id: 3, name: 'Mia_25', avatar: null, isOnline: false, unread: 0, own: true }]}
        selected={null}
        onSelect={() => undefined}
        onStartChat={() => undefined}
      />,
    );
    await user.click(screen.getByRole('switch', { name: 'Mia_25 online' }));
    await waitFor(() => expect(localStorage.getItem('backoffice.session')).toBeNull());
  });
});
