import { render, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ModeratorCard } from '../../../contract/moderators';
import { i18nProvider } from '../../i18n/i18nProvider';
import { setSession } from '../../lib/session';
import { liveSocket } from '../../test/liveSocket';
import { renderRoot } from '../../test/renderRoot';
import { server, sessionFor } from '../../test/server';
import { chatRoom } from '../messageFixture';
import { ChatViewers } from './ChatViewers';

/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };
const ROOM = '7___m3x0x';

const mia = {
  id: 3,
  uid: 'm3x0x',
  display_name: 'Mia',
  first_name: 'Mia',
  isOnline: false,
  avatar: null,
  worker_id: 1,
} as ModeratorCard;

const profile = (id: number, name: string) => ({
  id,
  display_name: name,
  age: 13,
  city: 'Lyon',
  about: '',
  avatar_index: 0,
  avatar_photos: [],
});

const chatter = {
  id: '1',
  name: 'Test CHATTER',
  role: 'CHATTER',
  holdsChat: true,
  viewing: true,
};
const admin = { id: '2', name: 'Ada Admin', role: 'ADMIN', holdsChat: false, viewing: true };
const superAdmin = {
  id: '4',
  name: 'Sue Super',
  role: 'SUPER_ADMIN',
  holdsChat: false,
  viewing: true,
};

describe('who is viewing, in the chat header', () => {
  it('shows the other staff viewing the chat the chatter holds, live, and never the chatter', async () => {
    server.use(
      graphql.query('Rooms', () =>
        HttpResponse.json({
          data: {
            rooms: [
              chatRoom({ holderId: 1, deadline: new Date(Date.now() + 240_000).toISOString() }),
            ],
          },
        }),
      ),
      http.get('*/api/moderator/user/:id/', () => HttpResponse.json({ fake_users: [mia] })),
      // The rest of the workspace around the header: an empty conversation and profiles.
      graphql.query('History', () => HttpResponse.json({ data: { messagesForWorkers: [] } })),
      graphql.query('PhotoRequest', () =>
        HttpResponse.json({ data: { privatePhotoRequestStatus: null } }),
      ),
      graphql.query('Stories', () =>
        HttpResponse.json({ data: { allUserStories: [], userScheduledStories: [] } }),
      ),
      graphql.query('Moments', () =>
        HttpResponse.json({ data: { allUserMoments: [], userScheduledMoments: [] } }),
      ),
      http.get('*/api/user/7/', () => HttpResponse.json(profile(7, 'Sam'))),
      http.get('*/api/moderator/3/', () => HttpResponse.json(profile(3, 'Mia'))),
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    await waitFor(() => expect(socket.of('chatViewers')).toHaveLength(1), FIRST_LOAD);
    const viewers = socket.of('chatViewers')[0];
    expect(viewers.variables).toEqual({ roomId: ROOM });

    // The server first answers the holder alone: the chatter sees nobody else.
    viewers.next({ chatViewers: [chatter] });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('group', { name: 'Staff on this chat' })).toBeNull();

    // An admin opens the chat.
    viewers.next({ chatViewers: [chatter, admin] });
    const group = await screen.findByRole('group', { name: 'Staff on this chat' });
    const adminAvatar = within(group).getByRole('img', { name: 'Ada Admin is viewing' });
    expect(adminAvatar).toHaveTextContent('AA');
    expect(within(group).queryByText(/holds this chat/)).toBeNull();

    viewers.next({ chatViewers: [chatter, admin, superAdmin] });
    expect(await within(group).findByRole('img', { name: 'Sue Super is viewing' })).toBeVisible();

    // Both leave.
    viewers.next({ chatViewers: [chatter] });
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Staff on this chat' })).toBeNull(),
    );
  });

  it('labels the holder for an admin looking, viewing or not', async () => {
    setSession(sessionFor('ADMIN'));
    const socket = liveSocket();
    // The admin is user 1 here; the chatter holding the chat is someone else.
    const holder = { ...chatter, id: '5', name: 'Cleo Chatter' };
    const me = { ...admin, id: '1' };
    const { unmount } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <ChatViewers roomId={ROOM} me={1} />
      </AdminContext>,
    );
    await waitFor(() => expect(socket.of('chatViewers')).toHaveLength(1));
    const viewers = socket.of('chatViewers')[0];

    viewers.next({ chatViewers: [{ ...holder, viewing: false }, me] });
    expect(await screen.findByText('Cleo Chatter holds this chat')).toBeVisible();
    expect(screen.queryByRole('img', { name: /is viewing/ })).toBeNull();

    viewers.next({ chatViewers: [holder, me] });
    expect(await screen.findByText('Cleo Chatter holds this chat and is viewing')).toBeVisible();
    unmount();
  });
});
