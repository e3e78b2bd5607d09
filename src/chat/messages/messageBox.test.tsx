import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../authProvider/authProvider';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { server } from '../../test/server';
import { renderWith } from '../renderWith';
import { type Draft, MessageBox } from './MessageBox';

const LONG = 'This message is certainly long enough to pass the minimum of fifty characters.';

describe('MessageBox', () => {
  function box(props: Partial<Parameters<typeof MessageBox>[0]> = {}) {
    const sent: Draft[] = [];
    const view = renderWith(
      <MessageBox
        roomId="7___m3x0x"
        minimum={50}
        pasteAllowed={false}
        onSend={(draft) => sent.push(draft)}
        {...props}
      />,
    );
    return { ...view, sent, input: screen.getByRole('textbox', { name: 'Message' }) };
  }

  it('sends with Enter, makes a new line with Shift+Enter, and only past the minimum', async () => {
    const { user, sent, input } = box();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(screen.getByText('Message should be minimum 50 characters long!')).toBeVisible();
    await user.type(input, 'Too short{Enter}');
    expect(sent).toEqual([]);
    expect(screen.getByText('remaining 42 characters')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}');
    await user.type(input, LONG);
    expect(input).toHaveValue(`First line\n${LONG}`);
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ kind: 'C', content: `First line\n${LONG}` }]);
    expect(input).toHaveValue('');
  });

  it('blocks pasting unless allowed, and stops at 300 characters', async () => {
    const { input } = box();
    fireEvent.paste(input, { clipboardData: { getData: () => 'pasted' } });
    // Under the box, not in a toast over its buttons.
    const notice = await screen.findByText(
      'Pasting is not allowed for you. Please type the message.',
    );
    expect(notice).toBeVisible();
    expect(notice.id).toBe(input.getAttribute('aria-describedby'));
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('maxlength', '300');
  });

  it('sends a gift picked in the Send Gifts gallery', async () => {
    server.use(
      graphql.query('Gifts', () =>
        HttpResponse.json({
          data: { allVirtualGift: [{ id: 4, giftName: 'Rose', picture: '/media/rose.svg' }] },
        }),
      ),
    );
    const { user, sent } = box();
    await user.click(screen.getByRole('button', { name: 'Send Gift' }));
    await user.click(await screen.findByRole('button', { name: 'Rose' }));
    // Chosen, not sent: Send sends it (spec section 4 "Sending").
    expect(await screen.findByText('Gift: Rose')).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ kind: 'G', giftId: 4 }]);
    expect(screen.queryByText('Gift: Rose')).toBeNull();
  });

  it('sends the text in the box with the gift, in one message, and empties the box', async () => {
    server.use(
      graphql.query('Gifts', () =>
        HttpResponse.json({
          data: { allVirtualGift: [{ id: 4, giftName: 'Rose', picture: '/media/rose.svg' }] },
        }),
      ),
    );
    const { user, sent, input } = box();
    await user.click(screen.getByRole('button', { name: 'Send Gift' }));
    await user.click(await screen.findByRole('button', { name: 'Rose' }));
    // Under the text minimum: a gift's text has none (the server's rule for gifts).
    const text = 'A rose for you!';
    await user.type(input, text);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ kind: 'G', giftId: 4, content: text }]);
    expect(input).toHaveValue('');
    expect(screen.queryByText('Gift: Rose')).toBeNull();
  });

  it('sends the text in the box with a stock photo, in one message', async () => {
    server.use(
      graphql.query('StockImages', () =>
        HttpResponse.json({
          data: {
            stockImages: [
              {
                id: 11,
                file: 'stock/one.jpg',
                file_url: '/media/stock/one.jpg',
                thumbnail_url: null,
                createdDate: '2026-11-01T00:00:00Z',
              },
            ],
          },
        }),
      ),
    );
    const { user, sent, input } = box();
    await user.type(input, 'Look at this view!');
    await user.click(screen.getByRole('button', { name: 'From stock images' }));
    await user.click(await screen.findByRole('button', { name: 'Use stock image 1' }));
    expect(await screen.findByRole('img', { name: 'Chosen: Stock image' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ kind: 'I', stockImageId: 11, content: 'Look at this view!' }]);
    expect(input).toHaveValue('');
  });

  it('says a location goes alone and keeps the text in the box', async () => {
    const { user, input } = box();
    await user.type(input, 'Meet me there?');
    await user.click(screen.getByRole('button', { name: 'Share Location' }));
    expect(
      await screen.findByText(
        'A location goes alone: the text in the message box stays there, not sent.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(input).toHaveValue('Meet me there?');
  });

  it('says why the text of a chat that left the writer was not sent, and copies it', async () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <MemoryRouter>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
        >
          {children}
          <Notification />
        </AdminContext>
      </MemoryRouter>
    );
    const boxFor = (roomId: string | null) => (
      <MessageBox roomId={roomId} minimum={50} pasteAllowed onSend={() => undefined} />
    );
    const user = userEvent.setup();
    const { rerender } = render(boxFor('7___m3x0x'), { wrapper });
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.queryByRole('button', { name: 'Copy the unsent text' })).toBeNull();
    await user.type(input, 'Half a thought');
    rerender(boxFor(null)); // answered elsewhere, or given back: not a deadline
    expect(screen.getByText(/Not sent: this chat left your hands/)).toBeVisible();
    expect(screen.queryByText(/its time is over/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy the unsent text' }));
    expect(await navigator.clipboard.readText()).toBe('Half a thought');
    expect(await screen.findByText('The unsent text is copied.')).toBeVisible();
  });

  it('keeps the text of a chat that closes under the writer, says it was not sent, and starts the next chat empty', async () => {
    const sent: Draft[] = [];
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <MemoryRouter>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
        >
          {children}
        </AdminContext>
      </MemoryRouter>
    );
    const boxFor = (roomId: string | null) => (
      <MessageBox
        roomId={roomId}
        minimum={50}
        pasteAllowed
        closedBecause="time_over"
        onSend={(draft) => sent.push(draft)}
      />
    );
    const user = userEvent.setup();
    const { rerender } = render(boxFor('7___m3x0x'), { wrapper });
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'Half a thought');
    rerender(boxFor(null)); // the countdown ended
    expect(input).toHaveValue('Half a thought');
    expect(input).not.toBeDisabled();
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByText(/Not sent: this chat closed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    rerender(boxFor('8___m3x0x')); // the next chat
    expect(input).toHaveValue('');
    expect(sent).toEqual([]);
  });

  it('opens each chat with its draft kept on the server and keeps what is typed there', async () => {
    const asked: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      graphql.query('ChatDraft', ({ variables }) => {
        asked.push(variables.roomId);
        const text = variables.roomId === '7___m3x0x' ? 'Kept from before' : null;
        return HttpResponse.json({ data: { chatDraft: text && { text } } });
      }),
      graphql.mutation('SaveChatDraft', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { saveChatDraft: { roomId: variables.roomId } } });
      }),
    );
    const user = userEvent.setup();
    const boxFor = (roomId: string | null) => (
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
      >
        <MessageBox roomId={roomId} minimum={50} pasteAllowed onSend={() => undefined} />
      </AdminContext>
    );
    const { rerender } = render(boxFor('7___m3x0x'));
    const input = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input).toHaveValue('Kept from before'));
    // Said so under the box until the chatter types into it.
    expect(screen.getByText('Your unsent text in this chat, kept from before.')).toBeVisible();
    await user.type(input, ', and more');
    expect(screen.queryByText('Your unsent text in this chat, kept from before.')).toBeNull();
    await waitFor(
      () =>
        expect(saved.at(-1)).toEqual({ roomId: '7___m3x0x', text: 'Kept from before, and more' }),
      { timeout: 3_000 },
    );
    // Throttled, not one save per keystroke (their spacing: drafts.test.ts, with fake timers).
    expect(saved.length).toBeLessThan(10);
    rerender(boxFor('8___m3x0x'));
    await waitFor(() => expect(asked).toEqual(['7___m3x0x', '8___m3x0x']));
    expect(input).toHaveValue('');
    rerender(boxFor('7___m3x0x'));
    // Known to the page already: shown at once, not asked again.
    expect(input).toHaveValue('Kept from before, and more');
    expect(asked).toEqual(['7___m3x0x', '8___m3x0x']);
  });

  it('is disabled without a chat', () => {
    box({ roomId: null });
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Gift' })).toBeDisabled();
  });
});
