import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModeratorCard } from '../../../contract/moderators';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';
import { chatMessage, chatRoom } from '../messageFixture';
import { forgetRoom, rememberRoom } from '../takenRoom';

/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };

/** The profiles either side are not what these tests look at. */
const noProfiles = [
  graphql.query('PhotoRequest', () =>
    HttpResponse.json({ data: { privatePhotoRequestStatus: null } }),
  ),
  http.get('*/api/moderator/:id/', () =>
    HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
  ),
  http.get('*/api/user/:id/', () => HttpResponse.json({ detail: 'Not found' }, { status: 404 })),
];
const mia = { id: 3, uid: 'm3x0x', display_name: 'Mia', worker_id: 1 } as ModeratorCard;
const deadline = new Date(Date.now() + 5 * 60_000).toISOString();
/** Chat A, held by the chatter (user 1) from before; chat B, just taken from the queue. */
const held = chatRoom({ id: '7___m3x0x', name: 'Sam', holderId: 1, deadline });
const taken = chatRoom({ id: '8___m3x0x', userId: 8, name: 'Kim', holderId: 1, deadline });

describe('the chat workspace on arrival', () => {
  afterEach(() => forgetRoom());

  it('opens the chat just taken, not an older held one, when a first reading misses it', async () => {
    const readings: string[][] = [];
    server.use(
      ...noProfiles,
      http.get('*/api/moderator/user/:id/', () => HttpResponse.json({ fake_users: [mia] })),
      graphql.query('Rooms', () => {
        // The first reading began before the take: it holds only chat A.
        const rooms = readings.length === 0 ? [held] : [held, taken];
        readings.push(rooms.map((room) => room.id));
        return HttpResponse.json({ data: { rooms } });
      }),
      graphql.query('History', ({ variables }) =>
        HttpResponse.json({
          data: {
            messagesForWorkers: [
              chatMessage({
                roomId: String(variables.r),
                content: variables.r === taken.id ? 'Kim writes' : 'Sam writes',
              }),
            ],
          },
        }),
      ),
    );
    rememberRoom(taken.id);
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Kim writes', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Real user' })).toHaveTextContent('Kim');
    expect(screen.queryByText('Sam writes')).toBeNull();
    expect(readings.length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
  });

  it('opens the held chat when nothing was just taken', async () => {
    server.use(
      ...noProfiles,
      http.get('*/api/moderator/user/:id/', () => HttpResponse.json({ fake_users: [mia] })),
      graphql.query('Rooms', () => HttpResponse.json({ data: { rooms: [held] } })),
      graphql.query('History', () =>
        HttpResponse.json({
          data: { messagesForWorkers: [chatMessage({ content: 'Sam writes' })] },
        }),
      ),
    );
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Sam writes', {}, FIRST_LOAD)).toBeVisible();
  });

  it('reads and draws the profiles of a chat opened once its messages are in, not before', async () => {
    const profileReads: string[] = [];
    let releaseKim = () => {};
    const kimAnswered = new Promise<void>((resolve) => {
      releaseKim = resolve;
    });
    server.use(
      graphql.query('PhotoRequest', () =>
        HttpResponse.json({ data: { privatePhotoRequestStatus: null } }),
      ),
      http.get('*/api/moderator/:id/', () =>
        HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
      ),
      http.get('*/api/user/:id/', ({ params }) => {
        profileReads.push(String(params.id));
        return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      }),
      http.get('*/api/moderator/user/:id/', () => HttpResponse.json({ fake_users: [mia] })),
      graphql.query('Rooms', () => HttpResponse.json({ data: { rooms: [held, taken] } })),
      graphql.query('History', async ({ variables }) => {
        if (variables.r === taken.id) await kimAnswered;
        return HttpResponse.json({
          data: {
            messagesForWorkers: [
              chatMessage({
                roomId: String(variables.r),
                content: variables.r === taken.id ? 'Kim writes' : 'Sam writes',
              }),
            ],
          },
        });
      }),
    );
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Sam writes', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(profileReads).toContain(String(held.userId)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Real user' }));
    await user.click(await screen.findByRole('option', { name: 'Kim' }));
    // Kim's conversation is on its way: the panels still show Sam's, nothing of Kim's is read.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(profileReads).not.toContain('8');
    releaseKim();
    expect(await screen.findByText('Kim writes')).toBeVisible();
    await waitFor(() => expect(profileReads).toContain('8'));
  });

  it('reads ahead the chats waiting when the picker opens: the one opened shows from the cache', async () => {
    const historyReads: string[] = [];
    const waiting = chatRoom({ id: '9___m3x0x', userId: 9, name: 'Lou', unread: 2 });
    server.use(
      ...noProfiles,
      http.get('*/api/moderator/user/:id/', () => HttpResponse.json({ fake_users: [mia] })),
      graphql.query('Rooms', () => HttpResponse.json({ data: { rooms: [held, taken, waiting] } })),
      graphql.query('History', ({ variables }) => {
        historyReads.push(String(variables.r));
        return HttpResponse.json({
          data: {
            messagesForWorkers: [
              chatMessage({ roomId: String(variables.r), content: `${variables.r} writes` }),
            ],
          },
        });
      }),
    );
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText(`${held.id} writes`, {}, FIRST_LOAD)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Real user' }));
    // Lou's chat waits for an answer: read as the menu opens; Kim's (read) is not.
    await waitFor(() => expect(historyReads).toContain(waiting.id));
    expect(historyReads).not.toContain(taken.id);
    // Pointed at, Kim's is read too.
    await user.hover(await screen.findByRole('option', { name: 'Kim' }));
    await waitFor(() => expect(historyReads).toContain(taken.id));
    // Opened, Lou's conversation is there in the render that opens it (no spinner first).
    await user.click(screen.getByRole('option', { name: 'Lou (2)' }));
    expect(screen.getByText(`${waiting.id} writes`)).toBeVisible();
  });
});
