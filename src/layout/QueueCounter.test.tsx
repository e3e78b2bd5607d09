import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { liveSocket } from '../test/liveSocket';
import { renderRoot } from '../test/renderRoot';
import { server } from '../test/server';

/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };

describe('the queue counter', () => {
  it('shows the size an event announces without reading the queue again', async () => {
    let reads = 0;
    server.use(
      graphql.query('QueueCount', () => {
        reads += 1;
        return HttpResponse.json({ data: { chatsInQueueCount: 7 } });
      }),
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'REGULAR');
    expect(await screen.findByText('QUEUE: 7', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('queueChanged')).toHaveLength(1));
    // The socket's first connection reads the count once (changes before it were not announced).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readsBefore = reads;

    socket.of('queueChanged')[0].next({ queueChanged: 12 });
    expect(await screen.findByText('QUEUE: 12')).toBeVisible();
    socket.of('queueChanged')[0].next({ queueChanged: 11 });
    expect(await screen.findByText('QUEUE: 11')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('QUEUE: 11')).toBeVisible();
    expect(reads).toBe(readsBefore);

    // After a drop the socket connects again and the count is read, for what it missed.
    socket.of('queueChanged')[0].close();
    await waitFor(() => expect(socket.of('queueChanged')).toHaveLength(2), { timeout: 8_000 });
    expect(await screen.findByText('QUEUE: 7')).toBeVisible();
    expect(reads).toBeGreaterThan(readsBefore);
  });

  it('shares one socket between the counter and the waiting chats', async () => {
    server.use(graphql.query('Queue', () => HttpResponse.json({ data: { chatsInQueue: [] } })));
    const socket = liveSocket();
    renderRoot('#/pendingChats', 'CHATTER');
    expect(await screen.findByText('QUEUE: 7', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('queueChanged')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.of('queueChanged')).toHaveLength(1);
  });
});
