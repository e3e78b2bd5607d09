import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModeratorCard } from '../../contract/moderators';
import { liveSocket } from '../test/liveSocket';
import { renderRoot } from '../test/renderRoot';
import { server } from '../test/server';
import { chatMessage, chatRoom } from './messageFixture';

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

describe('the chat workspace, live', () => {
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
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Mia', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('onNewMessage')).toHaveLength(1));
    const feed = socket.of('onNewMessage')[0];
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
});
