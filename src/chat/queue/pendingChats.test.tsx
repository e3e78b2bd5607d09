import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscribeToQueue } from '../../layout/queueSubscription';
import { liveSocket } from '../../test/liveSocket';
import { server, sessionFor } from '../../test/server';
import { renderWith } from '../renderWith';
import PendingChats from './PendingChats';

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

  it('masks names, takes a chat and opens the workspace, its conversation read already', async () => {
    const histories: unknown[] = [];
    server.use(
      graphql.query('Queue', () => HttpResponse.json({ data: { chatsInQueue: [item] } })),
      graphql.mutation('Take', () =>
        HttpResponse.json({ data: { takeChat: { ...item, isAssigned: true } } }),
      ),
      graphql.query('History', ({ variables }) => {
        histories.push(variables.r);
        return HttpResponse.json({ data: { messagesForWorkers: [] } });
      }),
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
    // Read with the take, before the workspace (a stand-in here) asks for anything.
    await waitFor(() => expect(histories).toEqual(['7___m3x0x']));
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
