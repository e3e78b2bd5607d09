import { focusManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModeratorCard } from '../../../contract/moderators';
import { liveSocket } from '../../test/liveSocket';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';
import { chatMessage, chatRoom } from '../messageFixture';
import { CARD_WAIT_MS } from './useWorkspaceData';

/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };

const mia = {
  id: 3,
  uid: 'm3x0x',
  display_name: 'Mia',
  first_name: 'Mia',
  isOnline: false,
  avatar: null,
  worker_id: 1,
} as ModeratorCard;

const fakeUsersOfChatter = http.get('*/api/moderator/user/:id/', () =>
  HttpResponse.json({ fake_users: [mia] }),
);

/** The chat opened on arrival: its conversation and profiles are not what these tests look at. */
const openChatQuietly = [
  graphql.query('History', () => HttpResponse.json({ data: { messagesForWorkers: [] } })),
  graphql.mutation('Read', () => HttpResponse.json({ data: { markRoomRead: 1 } })),
  graphql.query('PhotoRequest', () =>
    HttpResponse.json({ data: { privatePhotoRequestStatus: null } }),
  ),
  http.get('*/api/moderator/:id/', () =>
    HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
  ),
  http.get('*/api/user/:id/', () => HttpResponse.json({ detail: 'Not found' }, { status: 404 })),
];

const CHAT_SETTINGS = {
  chatMessageLengthSetting: { minMessageLength: 50 },
  chatPasteSettings: { isAllowed: false },
  chatQueueSettings: { isAllowed: true },
};

/** Moves the fake clock a second at a time, letting the socket's pings be answered between. */
async function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    await vi.advanceTimersByTimeAsync(1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The chatter's workspace once its fake users show and its live feed is subscribed. */
async function openWorkspace(socket = liveSocket()) {
  renderRoot('#/dashboard', 'CHATTER');
  expect(await screen.findByText('Mia', {}, FIRST_LOAD)).toBeVisible();
  await waitFor(() => expect(socket.of('onNewMessage')).toHaveLength(1));
  return socket.of('onNewMessage')[0];
}

describe('the chat workspace, live', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    focusManager.setFocused(undefined);
  });

  it('follows incoming messages in its chat list without reading the list again', async () => {
    const reads = { rooms: 0, room: [] as unknown[] };
    server.use(
      graphql.query('Rooms', () => {
        reads.rooms += 1;
        return HttpResponse.json({ data: { rooms: [chatRoom({ lastMessageId: '5' })] } });
      }),
      graphql.query('Room', ({ variables }) => {
        reads.room.push(variables.id);
        return HttpResponse.json({
          data: { room: chatRoom({ id: '8___m3x0x', userId: 8, name: 'Kim', unread: 1 }) },
        });
      }),
      http.get('*/api/moderator/user/:id/', () => HttpResponse.json({ fake_users: [mia] })),
    );
    const socket = liveSocket();
    const feed = await openWorkspace(socket);
    // The list's steady poll reads only while the tab is focused: out of focus, any reading from
    // here on would be one the messages caused (the poll's first reading comes at a random moment
    // within 15 s, which a loaded machine reaches within this test).
    focusManager.setFocused(false);
    const readsBefore = reads.rooms;

    feed.next({ onNewMessage: chatMessage({ id: '10', content: 'Hi' }) });
    expect(await screen.findByLabelText('1 unread')).toBeVisible();
    feed.next({ onNewMessage: chatMessage({ id: '11', content: 'Still there?' }) });
    expect(await screen.findByLabelText('2 unread')).toBeVisible();
    // The chatter's own answer is no unread message.
    feed.next({
      onNewMessage: chatMessage({ id: '12', fromModerator: true, senderWorkerId: 1 }),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByLabelText('2 unread')).toBeVisible();
    expect(reads.rooms).toBe(readsBefore);

    // A chat the list does not hold yet: its first message brings its card, nothing is read.
    await waitFor(() => expect(socket.of('chatStarted')).toHaveLength(1));
    feed.next({ onNewMessage: chatMessage({ id: '13', roomId: '8___m3x0x', userId: 8 }) });
    socket.of('chatStarted')[0].next({
      chatStarted: chatRoom({ id: '8___m3x0x', userId: 8, name: 'Kim', unread: 1 }),
    });
    expect(await screen.findByLabelText('3 unread')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, CARD_WAIT_MS + 300));
    expect(reads.room).toEqual([]);
    expect(reads.rooms).toBe(readsBefore);
  });

  it('reads a chat new to the list alone when no card comes for it, or the server has no cards', async () => {
    const reads = [] as unknown[];
    server.use(
      graphql.query('Rooms', () =>
        HttpResponse.json({ data: { rooms: [chatRoom({ lastMessageId: '5' })] } }),
      ),
      graphql.query('Room', ({ variables }) => {
        reads.push(variables.id);
        const userId = Number(String(variables.id).split('_')[0]);
        const name = userId === 8 ? 'Kim' : 'Lou';
        return HttpResponse.json({
          data: { room: chatRoom({ id: String(variables.id), userId, name, unread: 1 }) },
        });
      }),
      fakeUsersOfChatter,
      ...openChatQuietly,
    );
    const socket = liveSocket();
    const feed = await openWorkspace(socket);
    focusManager.setFocused(false);
    await waitFor(() => expect(socket.of('chatStarted')).toHaveLength(1));

    // A chat beyond the list (no card comes, or none the server could read): read once the
    // card's wait is over.
    feed.next({ onNewMessage: chatMessage({ id: '10', roomId: '8___m3x0x', userId: 8 }) });
    socket.of('chatStarted')[0].next({ chatStarted: null });
    await new Promise((resolve) => setTimeout(resolve, CARD_WAIT_MS / 2));
    expect(reads).toEqual([]);
    await waitFor(() => expect(reads).toEqual(['8___m3x0x']), { timeout: CARD_WAIT_MS * 2 });
    expect(
      await screen.findByLabelText('1 unread', {}, { timeout: CARD_WAIT_MS * 2 }),
    ).toBeVisible();
    expect(reads).toEqual(['8___m3x0x']);

    // An older server refuses the cards: a chat new to the list is read at once.
    socket.of('chatStarted')[0].refuse('Cannot query field "chatStarted" on type "Subscription".');
    await new Promise((resolve) => setTimeout(resolve, 50));
    feed.next({ onNewMessage: chatMessage({ id: '11', roomId: '9___m3x0x', userId: 9 }) });
    expect(
      await screen.findByLabelText('2 unread', {}, { timeout: CARD_WAIT_MS / 2 }),
    ).toBeVisible();
    expect(reads).toEqual(['8___m3x0x', '9___m3x0x']);
  });

  it('reads its chat list every 15 s and its fake users every 10 s while the socket is down', async () => {
    // The polls' clocks move on demand, and with real time: the app and msw need it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Tabs opened together read at different moments: this one draws the first tenth of each period.
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const reads = { rooms: 0, fakeUsers: 0 };
    server.use(
      graphql.query('Rooms', () => {
        reads.rooms += 1;
        return HttpResponse.json({ data: { rooms: [chatRoom({ lastMessageId: '5' })] } });
      }),
      http.get('*/api/moderator/user/:id/', () => {
        reads.fakeUsers += 1;
        return HttpResponse.json({ fake_users: [mia] });
      }),
    );
    // No socket comes up (the default mock never acknowledges one).
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Mia', {}, FIRST_LOAD)).toBeVisible();
    const before = { ...reads };
    // Fake users due at 1 s then every 10 s; the list at 1.5 s then every 15 s.
    await passSeconds(17);
    await waitFor(() => expect(reads.fakeUsers).toBeGreaterThanOrEqual(before.fakeUsers + 2));
    await waitFor(() => expect(reads.rooms).toBeGreaterThanOrEqual(before.rooms + 2));
  });

  it('reads neither its chat list, its fake users nor its settings on a clock while the socket is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = { rooms: 0, room: 0, fakeUsers: 0, settings: 0 };
    server.use(
      graphql.query('Rooms', () => {
        reads.rooms += 1;
        return HttpResponse.json({ data: { rooms: [chatRoom({ lastMessageId: '5' })] } });
      }),
      graphql.query('Room', () => {
        reads.room += 1;
        return HttpResponse.json({ data: { room: chatRoom() } });
      }),
      http.get('*/api/moderator/user/:id/', () => {
        reads.fakeUsers += 1;
        return HttpResponse.json({ fake_users: [mia] });
      }),
      graphql.query('ChatSettings', () => {
        reads.settings += 1;
        return HttpResponse.json({ data: CHAT_SETTINGS });
      }),
    );
    await openWorkspace();
    const before = { ...reads };
    // Past every period (fake users 10 s, the list 15 s, the settings 30 s) with a steady socket.
    await passSeconds(31);
    expect(reads).toEqual(before);
  });

  it('reads a chat whose hold changed on its own, not the list: another worker took it and gave it back', async () => {
    const reads = { rooms: 0, room: [] as unknown[] };
    let holderId: number | null = 12;
    server.use(
      graphql.query('Rooms', () => {
        reads.rooms += 1;
        return HttpResponse.json({ data: { rooms: [chatRoom({ unread: 1 })] } });
      }),
      graphql.query('Room', ({ variables }) => {
        reads.room.push(variables.id);
        const deadline = holderId ? '2099-01-01T00:00:00.000Z' : null;
        return HttpResponse.json({ data: { room: chatRoom({ unread: 1, holderId, deadline }) } });
      }),
      fakeUsersOfChatter,
      ...openChatQuietly,
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Mia', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('chatRoomChanged')).toHaveLength(1));
    const changes = socket.of('chatRoomChanged')[0];
    const readsBefore = reads.rooms;

    changes.next({ chatRoomChanged: '7___m3x0x' });
    expect(await screen.findByText('Another worker holds this chat')).toBeVisible();
    holderId = null;
    changes.next({ chatRoomChanged: '7___m3x0x' });
    await waitFor(() =>
      expect(screen.queryByText('Another worker holds this chat')).not.toBeInTheDocument(),
    );
    expect(reads.room).toEqual(['7___m3x0x', '7___m3x0x']);
    expect(reads.rooms).toBe(readsBefore);
  });

  it('drops a chat of another fake user from its list when its hold ended (that chat is refused)', async () => {
    const zoe = { ...chatRoom().moderator, id: 4, uid: 'm4x0x', display_name: 'Zoe' };
    const held = chatRoom({
      id: '9___m4x0x',
      userId: 9,
      name: 'Kim',
      moderatorId: 4,
      moderator: zoe,
    });
    server.use(
      graphql.query('Rooms', () =>
        HttpResponse.json({
          data: { rooms: [chatRoom(), { ...held, holderId: 1, deadline: '2099-01-01T00:00:00Z' }] },
        }),
      ),
      graphql.query('Room', () =>
        HttpResponse.json({
          data: { room: null },
          errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
      fakeUsersOfChatter,
      ...openChatQuietly,
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Zoe', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('chatRoomChanged')).toHaveLength(1));
    socket.of('chatRoomChanged')[0].next({ chatRoomChanged: '9___m4x0x' });
    await waitFor(() => expect(screen.queryByText('Zoe')).not.toBeInTheDocument());
    expect(screen.getByText('Mia')).toBeVisible();
  });

  it('shows Time is over on a held chat whose sweep event came before its countdown ended', async () => {
    const zoe = { ...chatRoom().moderator, id: 4, uid: 'm4x0x', display_name: 'Zoe' };
    const held = chatRoom({ id: '9___m4x0x', userId: 9, moderatorId: 4, moderator: zoe });
    server.use(
      graphql.query('Rooms', () => {
        const deadline = new Date(Date.now() + 3000).toISOString();
        return HttpResponse.json({ data: { rooms: [{ ...held, holderId: 1, deadline }] } });
      }),
      // The sweep returned it to the queue: the chatter works it no more.
      graphql.query('Room', () =>
        HttpResponse.json({
          data: { room: null },
          errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
      fakeUsersOfChatter,
      ...openChatQuietly,
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText(/Remain Time/, {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('chatRoomChanged')).toHaveLength(1));
    // The server's clock ahead of the tab's: its sweep comes in the countdown's last second.
    expect(await screen.findByText(/Remain Time 0:01/, {}, { timeout: 4000 })).toBeVisible();
    socket.of('chatRoomChanged')[0].next({ chatRoomChanged: '9___m4x0x' });
    await waitFor(
      () => {
        expect(screen.queryByText(/Remain Time/)).not.toBeInTheDocument();
        expect(screen.getByText('Time is over')).toBeVisible();
      },
      { timeout: 4000 },
    );
    // Then it leaves the list.
    await waitFor(() => expect(screen.queryByText('Zoe')).not.toBeInTheDocument());
  });

  it.each([
    ['while the socket is up, leaves the chat list to the sweep’s event', true, 0],
    ['while the socket is down, reads the chat list once', false, 1],
  ])('a held chat whose time runs out, %s', async (_, live, extraReads) => {
    let reads = 0;
    let deadline: string | undefined;
    server.use(
      graphql.query('Rooms', () => {
        reads += 1;
        deadline ??= new Date(Date.now() + 2000).toISOString();
        return HttpResponse.json({ data: { rooms: [chatRoom({ holderId: 1, deadline })] } });
      }),
      fakeUsersOfChatter,
      ...openChatQuietly,
    );
    if (live) liveSocket();
    // While the socket is down the list is also polled, its first reading at a random moment of
    // its 15 s period (useSteadyPoll): put that at the period's end, past this test.
    else vi.spyOn(Math, 'random').mockReturnValue(0.99);
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText(/Remain Time/, {}, FIRST_LOAD)).toBeVisible();
    const before = reads;
    // The countdown's own 'Time is over' gives way to the alert above the conversation.
    await waitFor(
      () => {
        expect(screen.queryByText(/Remain Time/)).not.toBeInTheDocument();
        expect(screen.getByText('Time is over')).toBeVisible();
      },
      { timeout: 4000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads).toBe(before + extraReads);
  });

  it('reads its fake users when one changes, and its chats too when one is given to it', async () => {
    const reads = { rooms: 0, fakeUsers: 0 };
    const zoe = { ...mia, id: 4, uid: 'm4x0x', display_name: 'Zoe', first_name: 'Zoe' };
    let cards = [mia];
    server.use(
      graphql.query('Rooms', () => {
        reads.rooms += 1;
        return HttpResponse.json({ data: { rooms: [chatRoom()] } });
      }),
      http.get('*/api/moderator/user/:id/', () => {
        reads.fakeUsers += 1;
        return HttpResponse.json({ fake_users: cards });
      }),
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Mia', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('fakeUserChanged')).toHaveLength(1));
    const changes = socket.of('fakeUserChanged')[0];
    const before = { ...reads };

    cards = [mia, zoe];
    changes.next({ fakeUserChanged: { moderatorId: 4, reassigned: true } });
    expect(await screen.findByText('Zoe')).toBeVisible();
    await waitFor(() => expect(reads.rooms).toBe(before.rooms + 1));
    expect(reads.fakeUsers).toBe(before.fakeUsers + 1);

    // A card's change (here a new name) is read with the fake users alone.
    cards = [mia, { ...zoe, display_name: 'Zoe B' }];
    changes.next({ fakeUserChanged: { moderatorId: 4, reassigned: false } });
    expect(await screen.findByText('Zoe B')).toBeVisible();
    expect(reads.fakeUsers).toBe(before.fakeUsers + 2);
    expect(reads.rooms).toBe(before.rooms + 1);
  });

  it('polls its chat list against a server without the chat event, the socket up', async () => {
    // Math.random is left alone: graphql-ws draws its subscription ids with it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    server.use(
      graphql.query('Rooms', () => {
        reads += 1;
        return HttpResponse.json({ data: { rooms: [chatRoom()] } });
      }),
      fakeUsersOfChatter,
    );
    const socket = liveSocket();
    await openWorkspace(socket);
    await waitFor(() => expect(socket.of('chatRoomChanged')).toHaveLength(1));
    socket.of('chatRoomChanged')[0].refuse('Cannot query field "chatRoomChanged"');
    const before = reads;
    await passSeconds(17);
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(before + 1));
  });

  it('follows the settings by event: an admin’s new message length reaches the box', async () => {
    let settingsReads = 0;
    server.use(
      fakeUsersOfChatter,
      graphql.query('ChatSettings', () => {
        settingsReads += 1;
        return HttpResponse.json({ data: CHAT_SETTINGS });
      }),
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(
      await screen.findByText('Message should be minimum 50 characters long!', {}, FIRST_LOAD),
    ).toBeVisible();
    await waitFor(() => expect(socket.of('settingsChanged')).toHaveLength(1));
    const before = settingsReads;
    socket.of('settingsChanged')[0].next({
      settingsChanged: {
        autoOffer: { enabled: false, capacity: 3, acceptSeconds: 15 },
        minMessageLength: 12,
        queueAllowed: true,
        pasteAllowed: true,
      },
    });
    expect(await screen.findByText('Message should be minimum 12 characters long!')).toBeVisible();
    expect(settingsReads).toBe(before);
  });

  it('reconnects when the server ends its socket for a change of rights (4403 after it was accepted)', async () => {
    server.use(fakeUsersOfChatter);
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Mia', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('onNewMessage')).toHaveLength(1));
    expect(socket.socketCount()).toBe(1);
    // An admin turned the chatter's paste permission on: their sockets are closed, 4403.
    socket.of('onNewMessage')[0].close(4403, 'Forbidden');
    await waitFor(() => expect(socket.socketCount()).toBe(2), { timeout: 5000 });
    await waitFor(() => expect(socket.of('onNewMessage')).toHaveLength(2));
  });

  it('keeps a message that arrived while the list was read, and still shows that reading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release = () => {};
    let reads = 0;
    server.use(
      graphql.query('Rooms', async () => {
        reads += 1;
        if (reads === 1) {
          return HttpResponse.json({ data: { rooms: [chatRoom({ lastMessageId: '5' })] } });
        }
        // The list is read before message 10 is stored, and answered after it arrived
        // (`release` answers the latest reading: a later tick replaces one still under way).
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        // Only the reading brings this: another fake user's chat.
        const zoe = { ...chatRoom().moderator, id: 4, uid: 'm4x0x', display_name: 'Zoe' };
        const other = chatRoom({ id: '9___m4x0x', userId: 9, moderatorId: 4, moderator: zoe });
        return HttpResponse.json({
          data: { rooms: [chatRoom({ lastMessageId: '5' }), other] },
        });
      }),
      fakeUsersOfChatter,
    );
    const socket = liveSocket();
    const feed = await openWorkspace(socket);
    await waitFor(() => expect(socket.of('chatRoomChanged')).toHaveLength(1));

    // The server may have missed changes (its listener reconnected): the whole list is read.
    socket.of('chatRoomChanged')[0].next({ chatRoomChanged: '' });
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
    feed.next({ onNewMessage: chatMessage({ id: '10', content: 'Hi' }) });
    expect(await screen.findByLabelText('1 unread')).toBeVisible();
    release();

    expect(await screen.findByText('Zoe')).toBeVisible();
    expect(screen.getByLabelText('1 unread')).toBeVisible();
  });
});
