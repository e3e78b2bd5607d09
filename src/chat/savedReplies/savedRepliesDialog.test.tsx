import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, http } from 'msw';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SavedReply } from '../../../contract/savedReplies';
import { authProvider } from '../../authProvider/authProvider';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { server } from '../../test/server';
import { type Draft, MessageBox } from '../messages/MessageBox';

const reply = (id: number, title: string, body: string, team = false): SavedReply => ({
  id,
  title,
  body,
  team,
  owner_id: team ? null : 1,
  created_by: 1,
  created_at: '2026-06-01T12:00:00Z',
  updated_at: '2026-06-01T12:00:00Z',
});

const REPLIES = [
  reply(1, 'Greeting', 'Hello {user_name}, I am {moderator_name}!'),
  reply(2, 'Weekend', 'What are you up to this weekend, {user_name}?'),
  reply(3, 'Home town', 'I live in {moderator_city}.', true),
];

/** The saved replies, searched like the server does (title or body, any case). */
function serveReplies() {
  const searches: (string | null)[] = [];
  const saved: { roomId: string; text: string }[] = [];
  server.use(
    http.get('*/api/saved-replies/', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      searches.push(search);
      const needle = search?.toLowerCase() ?? '';
      const results = REPLIES.filter((r) => `${r.title} ${r.body}`.toLowerCase().includes(needle));
      return HttpResponse.json({ results, count: results.length, next: null, previous: null });
    }),
    graphql.mutation('SaveChatDraft', ({ variables }) => {
      saved.push(variables as { roomId: string; text: string });
      return HttpResponse.json({ data: { saveChatDraft: { roomId: variables.roomId } } });
    }),
  );
  return { searches, saved };
}

function box(minimum = 20, replyValues = { user_name: 'Anna', moderator_name: 'Mia' }) {
  const sent: Draft[] = [];
  render(
    <MemoryRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
      >
        <MessageBox
          roomId="7___m3x0x"
          minimum={minimum}
          pasteAllowed={false}
          replyValues={replyValues}
          onSend={(draft) => sent.push(draft)}
        />
      </AdminContext>
    </MemoryRouter>,
  );
  return {
    user: userEvent.setup(),
    sent,
    input: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement,
  };
}

const optionTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => REPLIES.find((r) => option.textContent?.startsWith(r.title))?.title);

describe('saved replies in the message box', () => {
  it('Ctrl+Shift+S opens the search, typing filters, Enter inserts at the caret with the variables filled', async () => {
    const { saved, searches } = serveReplies();
    const { user, input, sent } = box(100);
    await user.type(input, 'Hey! See you');
    input.setSelectionRange(5, 5);
    await user.keyboard('{Control>}{Shift>}S{/Shift}{/Control}');

    const dialog = await screen.findByRole('dialog', { name: 'Insert a saved reply' });
    const search = within(dialog).getByRole('combobox', { name: 'Search saved replies' });
    await waitFor(() => expect(search).toHaveFocus());
    await waitFor(() => expect(optionTitles(dialog)).toEqual(['Greeting', 'Weekend', 'Home town']));
    // Shown as it would be inserted; a variable with no value is empty, never `{…}`.
    expect(within(dialog).getByText('I live in .')).toBeVisible();

    await user.type(search, 'WEEKEND');
    await waitFor(() => expect(optionTitles(dialog)).toEqual(['Weekend']));
    expect(searches).toContain('WEEKEND');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const inserted = 'What are you up to this weekend, Anna?';
    expect(input).toHaveValue(`Hey! ${inserted}See you`);
    await waitFor(() => expect(input).toHaveFocus());
    expect(input.selectionStart).toBe(5 + inserted.length);
    // Saved like typing.
    await waitFor(() => expect(saved.at(-1)).toEqual({ roomId: '7___m3x0x', text: input.value }), {
      timeout: 3_000,
    });
    // Inserted, not sent: under the minimum of 100, Send stays off.
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText(/remaining \d+ characters/)).toBeVisible();
  });

  it('arrows choose the reply; it replaces the selection; ⌘+Shift+S opens it too', async () => {
    serveReplies();
    const { user, input } = box(10);
    await user.type(input, 'Hi REPLACE ME');
    input.setSelectionRange(3, 13);
    await user.keyboard('{Meta>}{Shift>}s{/Shift}{/Meta}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(optionTitles(dialog)).toHaveLength(3));
    const options = () => within(dialog).getAllByRole('option');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('combobox')).toHaveAttribute(
      'aria-activedescendant',
      options()[1].id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input).toHaveValue('Hi What are you up to this weekend, Anna?');
    await waitFor(() => expect(input).toHaveFocus());
    // Long enough: Send is on, and still only Send sends.
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('Esc closes without inserting and gives the focus back to the box; the button opens it too', async () => {
    serveReplies();
    const { user, input } = box();
    await user.type(input, 'Unchanged');
    await user.click(screen.getByRole('button', { name: 'Saved replies' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(optionTitles(dialog)).toHaveLength(3));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input).toHaveValue('Unchanged');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('says when nothing matches', async () => {
    serveReplies();
    const { user, input } = box();
    await user.click(input);
    await user.keyboard('{Control>}{Shift>}S{/Shift}{/Control}');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox'), 'zebra');
    expect(await within(dialog).findByText('No saved reply matches “zebra”')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(input).toHaveValue('');
  });
});
