import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SavedReply } from '../../../contract/savedReplies';
import { renderRoot } from '../../test/renderRoot';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import savedReplies from '.';

// The lazily loaded screens, loaded with the test file rather than inside a test's wait.
await import('./SavedReplyList');
await import('./SavedReplyCreate');

const reply = (id: number, title: string, body: string, team: boolean): SavedReply => ({
  id,
  title,
  body,
  team,
  owner_id: team ? null : 1,
  created_by: 1,
  created_at: '2026-06-01T12:00:00Z',
  updated_at: '2026-06-01T12:00:00Z',
});

describe('the saved reply form', () => {
  it('counts the characters, says what is missing and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post('*/api/saved-replies/', () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderScreen('#/savedReplies/create', 'CHATTER', { savedReplies });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '   ');
    const body = screen.getByRole('textbox', { name: 'Reply' });
    expect(screen.getByText('0 / 300')).toBeVisible();
    await user.type(body, 'Hi {{user_name}');
    expect(screen.getByText('14 / 300')).toBeVisible();
    expect(body).toHaveAttribute('maxlength', '300');
    await user.clear(body);
    await user.type(body, '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the reply a title')).toBeVisible();
    expect(screen.getByText('Write the reply: it cannot be empty')).toBeVisible();
    expect(posted).toBe(false);
    // A chatter writes personal replies only.
    expect(screen.queryByRole('switch', { name: 'Team reply' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Team reply' })).toBeNull();
  });

  it('lets an admin write a team reply', async () => {
    let posted: unknown;
    server.use(
      http.post('*/api/saved-replies/', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(reply(9, 'Welcome', 'Welcome!', true), { status: 201 });
      }),
      http.get('*/api/saved-replies/', () =>
        HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
      ),
    );
    const { user } = renderScreen('#/savedReplies/create', 'ADMIN', { savedReplies });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Welcome');
    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Welcome!');
    await user.click(screen.getByRole('switch', { name: 'Team reply' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toEqual({ title: 'Welcome', body: 'Welcome!', team: true }));
    // The toast names what was saved, and the list follows.
    expect(await screen.findByText('“Welcome” created')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe('#/savedReplies'));
  });

  it('asks before leaving with changes typed, and stays when told to', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderRoot('#/savedReplies/create', 'ADMIN');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Half a thought');
    await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        "Some of your changes weren't saved. Are you sure you want to ignore them?",
      ),
    );
    expect(window.location.hash).toBe('#/savedReplies/create');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half a thought');
    confirm.mockRestore();
  });
});

describe('the saved replies list', () => {
  it('shows title, text and scope; a chatter opens only their own', async () => {
    server.use(
      http.get('*/api/saved-replies/', () =>
        HttpResponse.json({
          results: [
            reply(1, 'Coffee', 'Fancy a coffee, {user_name}?', false),
            reply(2, 'Welcome', 'Welcome to the app!', true),
          ],
          count: 2,
          next: null,
          previous: null,
        }),
      ),
    );
    renderScreen('#/savedReplies', 'CHATTER', { savedReplies });
    const coffee = (await screen.findByText('Coffee')).closest('tr') as HTMLElement;
    expect(within(coffee).getByText('Fancy a coffee, {user_name}?')).toBeVisible();
    expect(within(coffee).getByText('Personal')).toBeVisible();
    const welcome = screen.getByText('Welcome').closest('tr') as HTMLElement;
    expect(within(welcome).getByText('Team')).toBeVisible();
  });

  it('sends regular staff to the dashboard', async () => {
    renderScreen('#/savedReplies', 'REGULAR', { savedReplies });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});
