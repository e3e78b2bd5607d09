import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModeratorCard } from '../../../contract/moderators';
import type { ChatRoom, QueueItem } from '../../dataProvider/chat';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';
import { chatRoom } from '../messageFixture';

/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };
const TAKE_AND_OPEN = { timeout: 5_000 };

const card = (id: number, name: string) =>
  ({
    id,
    uid: `m${id}x0x`,
    display_name: name,
    first_name: name,
    isOnline: false,
    avatar: null,
    worker_id: 1,
  }) as ModeratorCard;

const person = (id: number, uid: string, name: string) => ({
  id,
  uid,
  display_name: name,
  fullName: name,
  avatar: null,
  isOnline: false,
});
const zoe = person(4, 'm4x0x', 'Zoe');

/** Sam's chat is held by the chatter (user 1), so it opens on arrival; Kim's and Lou's wait. */
const SAM = chatRoom({ holderId: 1, deadline: '2099-01-01T00:00:00Z' });
const KIM = chatRoom({ id: '8___m3x0x', userId: 8, name: 'Kim', user: person(8, '8', 'Kim') });
const LOU = chatRoom({
  id: '9___m4x0x',
  userId: 9,
  name: 'Lou',
  user: person(9, '9', 'Lou'),
  moderatorId: 4,
  target: 'm4x0x',
  moderator: zoe,
});

/** The chatter's workspace with their fake users Mia and Zoe and the chats `rooms()` answers. */
function serveWorkspace(rooms: () => ChatRoom[] = () => [SAM, KIM, LOU]) {
  server.use(
    graphql.query('Rooms', () => HttpResponse.json({ data: { rooms: rooms() } })),
    graphql.query('History', () => HttpResponse.json({ data: { messagesForWorkers: [] } })),
    graphql.query('PhotoRequest', () =>
      HttpResponse.json({ data: { privatePhotoRequestStatus: null } }),
    ),
    graphql.query('Gifts', () =>
      HttpResponse.json({
        data: { allVirtualGift: [{ id: 4, giftName: 'Rose', picture: '/media/rose.svg' }] },
      }),
    ),
    http.get('*/api/moderator/user/:id/', () =>
      HttpResponse.json({ fake_users: [card(3, 'Mia'), card(4, 'Zoe')] }),
    ),
    // The profiles either side, bare.
    ...['moderator', 'user'].map((kind) =>
      http.get(`*/api/${kind}/:id/`, ({ params }) =>
        HttpResponse.json({
          id: Number(params.id),
          display_name: `Person ${params.id}`,
          age: 13,
          city: 'Lyon',
          about: '',
          avatar_index: 0,
          avatar_photos: [],
        }),
      ),
    ),
    graphql.query('Stories', () =>
      HttpResponse.json({ data: { allUserStories: [], userScheduledStories: [] } }),
    ),
    graphql.query('Moments', () =>
      HttpResponse.json({ data: { allUserMoments: [], userScheduledMoments: [] } }),
    ),
    graphql.query('StockImages', () => HttpResponse.json({ data: { stockImages: [] } })),
  );
}

const box = () => screen.getByRole('textbox', { name: 'Message' });

async function openWorkspace() {
  const view = renderRoot('#/dashboard', 'CHATTER');
  // Sam's chat opens on arrival: the box takes text.
  await waitFor(() => expect(box()).toBeEnabled(), FIRST_LOAD);
  return view;
}

describe('the chat workspace by keyboard', () => {
  it('lists its shortcuts in a table on ?, outside a text field; Esc gives the focus back', async () => {
    serveWorkspace();
    const { user } = await openWorkspace();
    // In the message box, ? is a character.
    await user.click(box());
    await user.keyboard('?');
    expect(box()).toHaveValue('?');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Pressed with nothing focused, it gives the focus to the keyboard button when it closes.
    act(() => box().blur());
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(button).toHaveFocus());

    act(() => screen.getByRole('menuitem', { name: 'Dashboard' }).focus());
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Keys' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'What it does' })).toBeVisible();
    const takeNext = within(table).getByRole('row', { name: /Take the next chat/ });
    expect(within(takeNext).getByRole('rowheader')).toHaveTextContent('Alt + N');
    expect(takeNext.querySelectorAll('kbd')).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();

    // The button opens it too.
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });

  it('goes to the message box with Alt+M from anywhere', async () => {
    serveWorkspace();
    const { user } = await openWorkspace();
    act(() => screen.getByRole('button', { name: 'Keyboard shortcuts' }).focus());
    await user.keyboard('{Alt>}m{/Alt}');
    expect(box()).toHaveFocus();
  });

  it("opens the fake user's next chat with Alt+↓, round to the first, with the focus in the box", async () => {
    serveWorkspace();
    const { user } = await openWorkspace();
    const picker = () => screen.getByRole('combobox', { name: 'Real user' });
    expect(picker()).toHaveTextContent('Sam');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(picker()).toHaveTextContent('Kim'));
    expect(box()).toHaveFocus();
    // Said to a screen reader.
    expect(screen.getByText('Chat with Kim open, as Mia')).toHaveAttribute('role', 'status');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(picker()).toHaveTextContent('Sam'));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(picker()).toHaveTextContent('Kim'));

    // Alt+Shift+↓: the next fake user, Zoe, with no chat open yet; the focus on her entry.
    await user.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    const zoeEntry = screen.getByRole('button', { name: 'Zoe' });
    await waitFor(() => expect(zoeEntry).toHaveFocus());
    expect(zoeEntry).toHaveClass('Mui-selected');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(picker()).toHaveTextContent('Lou'));
    expect(box()).toHaveFocus();
  });

  it('opens Send Gifts with Alt+G; a gift picked stays staged and the focus is back in the box', async () => {
    serveWorkspace();
    const { user } = await openWorkspace();
    await user.click(box());
    await user.keyboard('{Alt>}g{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Send Gifts' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(box()).toHaveFocus();

    await user.keyboard('{Alt>}g{/Alt}');
    await user.click(await screen.findByRole('button', { name: 'Rose' }));
    expect(await screen.findByText('Gift: Rose')).toBeVisible();
    await waitFor(() => expect(box()).toHaveFocus());
  });

  it('opens the stock photos with Alt+P, and goes to the note with Alt+O, which saves it there', async () => {
    serveWorkspace();
    const notes: { c: string; f: boolean }[] = [];
    server.use(
      graphql.mutation('Note', ({ variables }) => {
        notes.push(variables as { c: string; f: boolean });
        return HttpResponse.json({ data: { createNotes: { content: variables.c } } });
      }),
    );
    const { user } = await openWorkspace();
    await user.click(box());
    await user.keyboard('{Alt>}p{/Alt}');
    const stock = await screen.findByRole('dialog', { name: 'Choose a stock image' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(stock).not.toBeInTheDocument());
    expect(box()).toHaveFocus();

    await user.keyboard('{Alt>}o{/Alt}');
    const note = screen.getByRole('textbox', { name: 'Note about the real user' });
    expect(note).toHaveFocus();
    await user.keyboard('Likes hiking{Alt>}o{/Alt}');
    await waitFor(() => expect(notes).toEqual([{ r: '7___m3x0x', c: 'Likes hiking', f: true }]));
    expect(await screen.findByText('Note saved')).toBeVisible();
    expect(note).toHaveFocus();
  });

  it('takes nothing with Alt+N when the chatter may not take chats from the queue', async () => {
    serveWorkspace();
    let queueReads = 0;
    server.use(
      graphql.query('ChatSettings', () =>
        HttpResponse.json({
          data: {
            chatMessageLengthSetting: { minMessageLength: 60 },
            chatPasteSettings: { isAllowed: false },
            chatQueueSettings: { isAllowed: false },
          },
        }),
      ),
      graphql.query('Queue', () => {
        queueReads += 1;
        return HttpResponse.json({ data: { chatsInQueue: [] } });
      }),
    );
    await openWorkspace();
    // The settings are in (their minimum shows).
    expect(await screen.findByText('Message should be minimum 60 characters long!')).toBeVisible();
    // The key is not the workspace's (its default stays) and the queue is not read.
    const altN = { code: 'KeyN', key: 'n', altKey: true };
    expect(fireEvent.keyDown(document.body, altN)).toBe(true);
    expect(queueReads).toBe(0);
    // Alt+M is (its default prevented).
    expect(fireEvent.keyDown(document.body, { code: 'KeyM', key: 'm', altKey: true })).toBe(false);
  });

  it('takes the oldest waiting chat with Alt+N, passing one another worker took, and opens it', async () => {
    const item = (id: number, roomId: string, dateCreated: string): QueueItem => ({
      id,
      roomId,
      dateCreated,
      isAssigned: false,
      clearedAt: null,
      updatedAt: null,
      moderator: { id: 3, uid: 'm3x0x', username: 'mia', display_name: 'Mia' },
      worker: null,
      userDetails: { id, email: `user${id}@example.com`, display_name: `User ${id}` },
    });
    const takes: string[] = [];
    let kimHeld = false;
    // No chat to open on arrival: Kim's chat is the chatter's once taken.
    serveWorkspace();
    // The page's first reading of the chats is still under way when Alt+N is pressed, and answers
    // (without the chat taken) only after the take: its answer is not the one the workspace keeps.
    let answerFirst = () => {};
    let reads = 0;
    server.use(
      graphql.query('Rooms', async () => {
        reads += 1;
        const rooms = [kimHeld ? { ...KIM, holderId: 1 } : KIM, LOU];
        if (reads === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
        return HttpResponse.json({ data: { rooms } });
      }),
      graphql.query('Queue', () =>
        HttpResponse.json({
          data: {
            chatsInQueue: [
              item(9, '9___m4x0x', '2026-11-23T10:05:00Z'),
              item(8, '8___m3x0x', '2026-11-23T10:01:00Z'),
              item(6, '6___m3x0x', '2026-11-23T10:00:00Z'),
            ],
          },
        }),
      ),
      graphql.mutation('Take', ({ variables }) => {
        takes.push(String(variables.r));
        if (variables.r === '6___m3x0x') {
          return HttpResponse.json({
            errors: [
              {
                message: 'This chat has been taken by another worker.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          });
        }
        kimHeld = true;
        return HttpResponse.json({
          data: { takeChat: { ...item(8, '8___m3x0x', '2026-11-23T10:01:00Z'), isAssigned: true } },
        });
      }),
    );
    server.use(
      graphql.query('Room', ({ variables }) =>
        HttpResponse.json({
          data: { room: variables.id === '8___m3x0x' && kimHeld ? { ...KIM, holderId: 1 } : null },
        }),
      ),
    );
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('No chat selected', {}, FIRST_LOAD)).toBeVisible();
    await user.keyboard('{Alt>}n{/Alt}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Real user' })).toHaveTextContent('Kim'),
    );
    expect(takes).toEqual(['6___m3x0x', '8___m3x0x']);
    await waitFor(() => expect(box()).toHaveFocus());
    answerFirst();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('combobox', { name: 'Real user' })).toHaveTextContent('Kim');
    expect(box()).toHaveFocus();
  });
  it('opens the chat Alt+N took even while every reading of the list answers without it', async () => {
    let held = false;
    serveWorkspace(() => [LOU]);
    server.use(
      graphql.query('Queue', () =>
        HttpResponse.json({
          data: {
            chatsInQueue: [
              {
                id: 8,
                roomId: '8___m3x0x',
                dateCreated: '2026-11-23T10:01:00Z',
                isAssigned: false,
                clearedAt: null,
                updatedAt: null,
                moderator: { id: 3, uid: 'm3x0x', username: 'mia', display_name: 'Mia' },
                worker: null,
                userDetails: { id: 8, email: 'user8@example.com', display_name: 'User 8' },
              },
            ],
          },
        }),
      ),
      graphql.mutation('Take', () => {
        held = true;
        return HttpResponse.json({ data: { takeChat: { id: 8 } } });
      }),
      // The chat taken, read by itself.
      graphql.query('Room', ({ variables }) =>
        HttpResponse.json({
          data: { room: variables.id === '8___m3x0x' && held ? { ...KIM, holderId: 1 } : null },
        }),
      ),
    );
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('No chat selected', {}, FIRST_LOAD)).toBeVisible();
    await user.keyboard('{Alt>}n{/Alt}');
    // Four answers in a row (queue, take, room, history): more than a second on a busy machine.
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Real user' })).toHaveTextContent('Kim'),
      TAKE_AND_OPEN,
    );
    await waitFor(() => expect(box()).toHaveFocus());
  });
});
