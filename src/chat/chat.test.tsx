import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, http } from 'msw';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { authProvider } from '../authProvider/authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { subscribeToQueue } from '../layout/queueSubscription';
import { liveSocket } from '../test/liveSocket';
import { server, sessionFor } from '../test/server';
import { chatMessage } from './messageFixture';
import { ChatSettingsCard } from './messages/ChatSettingsCard';
import { type Draft, MessageBox } from './messages/MessageBox';
import { MessageItem } from './messages/MessageItem';
import { FakeUserDetails } from './profiles/FakeUserDetails';
import { NoteBox } from './profiles/NoteBox';
import { ProfilePanel } from './profiles/ProfilePanel';
import PendingChats from './queue/PendingChats';
import { FakeUserList } from './workspace/FakeUserList';

function renderWith(ui: React.ReactElement, path = '/') {
  return {
    user: userEvent.setup(),
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
        >
          <Routes>
            <Route path="/" element={ui} />
            <Route path="/pendingChats" element={ui} />
            <Route path="/dashboard" element={<p>The workspace</p>} />
          </Routes>
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    ),
  };
}

describe('FakeUserDetails', () => {
  it("names the height preset of the fake user's profile, not its id", async () => {
    server.use(
      http.get('*/api/', () =>
        HttpResponse.json({
          languages: [],
          heights: [
            { id: 19, height: '158 cm' },
            { id: 20, height: '159 cm' },
          ],
        }),
      ),
      http.get('*/api/moderator/5/', () =>
        HttpResponse.json({
          id: 5,
          work: 'Nurse',
          education: null,
          height: 19,
          country: 'France',
          books: [],
          music: [],
          movies: [],
          tvShows: [],
          sportsTeams: [],
        }),
      ),
    );
    renderWith(<FakeUserDetails id={5} />);
    expect(await screen.findByText('158 cm')).toBeVisible();
    expect(screen.queryByText(/19 cm/)).toBeNull();
  });
});

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

describe('NoteBox', () => {
  it('saves a changed note; Save Note is disabled while unchanged', async () => {
    const saved: unknown[] = [];
    server.use(
      graphql.mutation('Note', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { createNotes: { content: variables.c } } });
      }),
    );
    const { user } = renderWith(
      <NoteBox
        roomId="7___m3x0x"
        forRealUser
        saved="Likes tea"
        canEdit
        onSaved={() => undefined}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save Note: Note about the real user' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Note about the real user' }), ' and cats');
    await user.click(save);
    await waitFor(() =>
      expect(saved).toEqual([{ r: '7___m3x0x', c: 'Likes tea and cats', f: true }]),
    );
    await waitFor(() => expect(save).toBeDisabled());
  });
});

describe('PendingChats', () => {
  beforeEach(() => {
    localStorage.setItem('backoffice.session', JSON.stringify(sessionFor('CHATTER')));
  });

  const item = {
    id: 1,
    roomId: '7___m3x0x',
    dateCreated: '2026-11-23T10:00:00Z',
    isAssigned: false,
    clearedAt: null,
    moderator: { id: 3, uid: 'm3x0x', username: 'mia', display_name: 'Mia_25' },
    userDetails: { id: 7, email: 'robin.hood@example.com', display_name: 'Robin' },
  };

  it("says 'No Chats In Queue' when the queue is empty", async () => {
    server.use(graphql.query('Queue', () => HttpResponse.json({ data: { chatsInQueue: [] } })));
    renderWith(<PendingChats />, '/pendingChats');
    expect(await screen.findByText('No Chats In Queue')).toBeVisible();
  });

  it('masks names, takes a chat and opens the workspace', async () => {
    server.use(
      graphql.query('Queue', () => HttpResponse.json({ data: { chatsInQueue: [item] } })),
      graphql.mutation('Take', () =>
        HttpResponse.json({ data: { takeChat: { ...item, isAssigned: true } } }),
      ),
    );
    const { user } = renderWith(<PendingChats />, '/pendingChats');
    const take = await screen.findByRole('button', { name: 'Chat robin.hood****' });
    // Which fake profile the real user wrote to.
    expect(screen.getByRole('columnheader', { name: 'Written to' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Mia_25' })).toBeVisible();
    await user.click(take);
    expect(await screen.findByText('The workspace')).toBeVisible();
    expect(JSON.parse(sessionStorage.getItem('chat.clickedRoom') ?? '{}')).toMatchObject({
      roomId: '7___m3x0x',
    });
  });

  it('lists the longest waiting first, with a wait that ticks and colours as it grows', async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const waiting = (id: number, email: string, dateCreated: string) => ({
      ...item,
      id,
      roomId: `${id}___m3x0x`,
      dateCreated,
      userDetails: { id, email, display_name: email },
    });
    server.use(
      graphql.query('Queue', () =>
        HttpResponse.json({
          data: {
            chatsInQueue: [
              waiting(8, 'fresh@example.com', ago(30_000)),
              waiting(9, 'late@example.com', ago(6 * 60_000 + 5_000)),
              waiting(10, 'amber@example.com', ago(2 * 60_000 + 20_000)),
            ],
          },
        }),
      ),
    );
    renderWith(<PendingChats />, '/pendingChats');
    await screen.findByRole('button', { name: 'Chat late****' });
    const names = screen
      .getAllByRole('button', { name: /^Chat / })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Chat late****', 'Chat amber****', 'Chat fresh****']);
    const late = screen.getByText(/^Waiting 6:\d\d, too long$/);
    expect(late).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(late).toHaveAttribute('data-wait', 'late');
    expect(screen.getByText(/^Waiting 0:\d\d$/)).toHaveAttribute('data-wait', 'fresh');
    const amber = screen.getByText(/^Waiting 2:\d\d, getting long$/);
    expect(amber).toHaveAttribute('data-wait', 'warning');
    // The clock ticks on its own, without reading the queue again.
    const shown = amber.textContent;
    await waitFor(() => expect(amber.textContent).not.toBe(shown), { timeout: 3_000 });
    expect(amber.textContent).toMatch(/^Waiting 2:\d\d, getting long$/);
  });

  it('tells the loser of a race that the chat is gone', async () => {
    server.use(
      graphql.query('Queue', () => HttpResponse.json({ data: { chatsInQueue: [item] } })),
      graphql.mutation('Take', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'This chat has been taken by another worker.',
              extensions: {
                code: 'CONFLICT',
                errors: ['This chat has been taken by another worker.'],
              },
            },
          ],
        }),
      ),
    );
    const { user } = renderWith(<PendingChats />, '/pendingChats');
    await user.click(await screen.findByRole('button', { name: 'Chat robin.hood****' }));
    expect(await screen.findByText('This chat has been taken by another worker.')).toBeVisible();
  });

  it('reads the list once for a burst of queue changes, and once more for the last of them', async () => {
    const live = liveSocket();
    let reads = 0;
    let waiting = [item];
    server.use(
      graphql.query('Queue', () => {
        reads += 1;
        return HttpResponse.json({ data: { chatsInQueue: waiting } });
      }),
    );
    renderWith(<PendingChats />, '/pendingChats');
    expect(await screen.findByRole('button', { name: 'Chat robin.hood****' })).toBeVisible();
    await waitFor(() => expect(live.of('queueChanged')).toHaveLength(1));
    const [queue] = live.of('queueChanged');
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(1));
    const before = reads;
    const second = {
      ...item,
      id: 2,
      roomId: '8___m3x0x',
      userDetails: { id: 8, email: 'maid.marian@example.com', display_name: 'Marian' },
    };
    // The queue moves for about half a second (a busy hour: many changes, each its own event).
    const burstStarted = Date.now();
    for (let size = 2; size < 22; size += 1) {
      if (size === 21) waiting = [item, second];
      queue.next({ queueChanged: size });
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const burst = Date.now() - burstStarted;
    expect(await screen.findByRole('button', { name: 'Chat maid.marian****' })).toBeVisible();
    // A reading at once, one a second while the queue moves, one after for the last change (not
    // one per change: 20). A loaded machine stretches the burst, and so the allowance.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads - before).toBeLessThanOrEqual(2 + Math.floor(burst / 1000));
  });

  it('reads the list again for a change that comes while its first reading is on its way', async () => {
    const live = liveSocket();
    // The app bar's counter listens already: the list's page opens on a live connection.
    const counterHeard: (number | null)[] = [];
    const stopCounter = subscribeToQueue((count) => void counterHeard.push(count));
    await waitFor(() => expect(counterHeard).toContain(null));
    const second = {
      ...item,
      id: 2,
      roomId: '8___m3x0x',
      userDetails: { id: 8, email: 'maid.marian@example.com', display_name: 'Marian' },
    };
    let reads = 0;
    let answerFirst: () => void = () => undefined;
    server.use(
      graphql.query('Queue', async () => {
        reads += 1;
        // The first reading is answered after the queue changed: it tells the older state.
        if (reads === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
        return HttpResponse.json({ data: { chatsInQueue: reads === 1 ? [item] : [item, second] } });
      }),
    );
    try {
      renderWith(<PendingChats />, '/pendingChats');
      await waitFor(() => expect(reads).toBe(1));
      live.of('queueChanged')[0].next({ queueChanged: 2 });
      await waitFor(() => expect(counterHeard).toContain(2));
      answerFirst();
      expect(await screen.findByRole('button', { name: 'Chat maid.marian****' })).toBeVisible();
    } finally {
      stopCounter();
    }
  });

  it('shows admins and regular staff no queue table, and says who works it', async () => {
    for (const role of ['ADMIN', 'REGULAR'] as const) {
      localStorage.setItem('backoffice.session', JSON.stringify(sessionFor(role)));
      const { unmount } = renderWith(<PendingChats />, '/pendingChats');
      expect(await screen.findByText(/Chatters take the waiting chats from here/)).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
      unmount();
    }
  });
});

describe('ChatSettingsCard', () => {
  it('saves the minimum message length within 0 to 300', async () => {
    const set: unknown[] = [];
    server.use(
      graphql.mutation('SetLength', ({ variables }) => {
        set.push(variables.n);
        return HttpResponse.json({
          data: { setChatMessageLength: { minMessageLength: variables.n } },
        });
      }),
    );
    const { user } = renderWith(<ChatSettingsCard />);
    const input = await screen.findByRole('spinbutton', { name: 'Minimum message length' });
    await waitFor(() => expect(input).toHaveValue(50));
    await user.clear(input);
    await user.type(input, '400');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(set).toEqual([20]));
  });
});

describe('MessageItem', () => {
  it('cuts a long text at 150 characters, the rest one click away', async () => {
    const text = `${'word '.repeat(40)}end`;
    const { user } = renderWith(
      <ol>
        <MessageItem
          message={chatMessage({ content: text, receiverWorkerId: 1 })}
          canAct={false}
          onDelete={() => undefined}
          onDecide={() => undefined}
        />
      </ol>,
    );
    expect(screen.queryByText(/end/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText(/end/)).toBeVisible();
  });

  it('shows the text sent with a gift', () => {
    renderWith(
      <ol>
        <MessageItem
          message={chatMessage({
            messageType: 'G',
            fromModerator: true,
            gift: { id: 4, giftName: 'Rose', picture: '/media/rose.svg' },
            content: 'A rose for you',
          })}
          canAct={false}
          onDelete={() => undefined}
          onDecide={() => undefined}
        />
      </ol>,
    );
    expect(screen.getByText('Gift: Rose')).toBeVisible();
    expect(screen.getByText('A rose for you')).toBeVisible();
  });
});

describe('MessageItem photo requests', () => {
  const requestMessage = (requestStatus: string) =>
    chatMessage({
      id: '6',
      fromModerator: true,
      messageType: 'P',
      privatePhotoRequestId: 9,
      requestStatus,
      senderWorkerId: 1,
    });

  it('draws every state in the bubble’s own text colour, never the bubble’s background', () => {
    for (const [status, label] of [
      ['PENDING', 'Cancel'],
      ['APPROVE', 'Approved'],
      ['REJECT', 'Rejected'],
      ['CANCEL', 'Cancelled'],
    ]) {
      const { unmount } = renderWith(
        <ol>
          <MessageItem
            message={requestMessage(status)}
            canAct
            onDelete={() => undefined}
            onDecide={() => undefined}
          />
        </ol>,
      );
      const button = screen.getByRole('button', { name: label });
      const bubble = button.closest('li')?.firstElementChild as HTMLElement;
      // jsdom leaves `inherit` unresolved: it means the bubble's own text colour.
      const color = getComputedStyle(button).color;
      expect([getComputedStyle(bubble).color, 'inherit'], label).toContain(color);
      unmount();
    }
  });
});

describe('ProfilePanel', () => {
  function servePanel() {
    const liked: unknown[] = [];
    server.use(
      http.get('*/api/user/7/', () =>
        HttpResponse.json({
          id: 7,
          display_name: 'Robin_30',
          age: 13,
          city: 'Lyon',
          about: '',
          avatar_index: 0,
          avatar_photos: [],
        }),
      ),
      graphql.query('Stories', () =>
        HttpResponse.json({
          data: {
            allUserStories: [
              { id: 21, file_url: null, thumbnail: null, likesCount: 0, commentsCount: 0 },
            ],
            userScheduledStories: [],
          },
        }),
      ),
      graphql.query('Moments', () =>
        HttpResponse.json({ data: { allUserMoments: [], userScheduledMoments: [] } }),
      ),
      graphql.query('Reactions', () =>
        HttpResponse.json({ data: { getMomentLikes: [], getMomentComments: [] } }),
      ),
      graphql.mutation('Like', ({ variables }) => {
        liked.push(variables);
        return HttpResponse.json({ data: { genericLike: 1 } });
      }),
    );
    return liked;
  }

  it('lets the chatter like and comment on the real user’s story as the chat’s moderator', async () => {
    const liked = servePanel();
    const { user } = renderWith(<ProfilePanel kind="user" id={7} reactAs={3} />);
    await user.click(await screen.findByRole('button', { name: 'Story' }));
    const viewer = await screen.findByRole('dialog', { name: 'Story' });
    expect(within(viewer).getByRole('tab', { name: /Likes/ })).toBeVisible();
    await user.click(within(viewer).getByRole('tab', { name: /Comments/ }));
    expect(within(viewer).getByRole('textbox', { name: 'Comment' })).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(liked).toHaveLength(1));
    expect(liked[0]).toMatchObject({ kind: 'STORY', id: 21 });
    expect(String((liked[0] as { moderatorId: unknown }).moderatorId)).toBe('3');
  });

  it('shows the reactions without Like or a comment box to whoever does not speak as a moderator', async () => {
    servePanel();
    const { user } = renderWith(<ProfilePanel kind="user" id={7} />);
    await user.click(await screen.findByRole('button', { name: 'Story' }));
    const viewer = await screen.findByRole('dialog', { name: 'Story' });
    expect(within(viewer).getByRole('tab', { name: /Likes/ })).toBeVisible();
    expect(within(viewer).queryByRole('button', { name: 'Like' })).toBeNull();
  });
});

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
