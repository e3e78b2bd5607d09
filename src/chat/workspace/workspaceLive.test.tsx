import { focusManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModeratorCard } from '../../../contract/moderators';
import { liveSocket } from '../../test/liveSocket';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';
import { chatMessage, chatRoom } from '../messageFixture';

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
async function openWorkspace() {
  const socket = liveSocket();
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
    const feed = await openWorkspace();
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

    // A chat the list does not hold yet is read on its own, once.
    feed.next({ onNewMessage: chatMessage({ id: '13', roomId: '8___m3x0x', userId: 8 }) });
    expect(await screen.findByLabelText('3 unread')).toBeVisible();
    expect(reads.room).toEqual(['8___m3x0x']);
    expect(reads.rooms).toBe(readsBefore);
  });

  it('reads its chat list every 15 s while messages keep arriving', async () => {
    // The polls' clocks move on demand, and with real time: the app, msw and the socket need it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    server.use(
      graphql.query('Rooms', () => {
        reads += 1;
        return HttpResponse.json({ data: { rooms: [chatRoom({ lastMessageId: '5' })] } });
      }),
      fakeUsersOfChatter,
    );
    const feed = await openWorkspace();
    const readsBefore = reads;

    // A message every second for 30 s (the first reading comes within 15 s, then every 15 s):
    // each writes the list, none may put its reading off.
    for (let second = 1; second <= 30; second += 1) {
      feed.next({ onNewMessage: chatMessage({ id: String(100 + second) }) });
      await passSeconds(1);
    }
    // Two readings at least (a third when the first came early: the clock also moves in real time).
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(readsBefore + 2));
  });

  it('polls its fake users on a clock started at a random moment, not its settings while the socket is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Tabs opened together read at different moments: this one draws the first tenth of each period.
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const reads = { fakeUsers: 0, settings: 0 };
    server.use(
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

    // Fake users due at 1 s (every 10 s), not after a whole period; the settings (every 30 s
    // without a socket) not on a clock while the socket is up: their events carry them.
    await passSeconds(4);
    await waitFor(() => expect(reads.fakeUsers).toBeGreaterThan(before.fakeUsers));
    await passSeconds(30);
    expect(reads.settings).toBe(before.settings);
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
        // The poll reads the list before message 10 is stored, and answers after it arrived
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
    const feed = await openWorkspace();

    await passSeconds(15);
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
    feed.next({ onNewMessage: chatMessage({ id: '10', content: 'Hi' }) });
    expect(await screen.findByLabelText('1 unread')).toBeVisible();
    release();

    expect(await screen.findByText('Zoe')).toBeVisible();
    expect(screen.getByLabelText('1 unread')).toBeVisible();
  });
});
