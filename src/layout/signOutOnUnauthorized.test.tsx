import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { takeRememberedPath } from '../lib/session';
import { liveSocket } from '../test/liveSocket';
import { renderRoot } from '../test/renderRoot';
import { server } from '../test/server';

const sessionStored = () => localStorage.getItem('backoffice.session');

describe('an ended session on the GraphQL paths', () => {
  it('signs out when a GraphQL call answers UNAUTHENTICATED', async () => {
    server.use(
      graphql.query('QueueAllowed', () =>
        HttpResponse.json({
          errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Authorization failed')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(sessionStored()).toBeNull();
  });

  it('signs out when a dataProvider GraphQL method answers UNAUTHENTICATED, back to the page', async () => {
    server.use(
      graphql.query('Queue', () =>
        HttpResponse.json({
          errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    renderRoot('#/pendingChats', 'CHATTER');
    expect(await screen.findByText('Authorization failed')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(sessionStored()).toBeNull();
    expect(takeRememberedPath()).toBe('/pendingChats');
  });

  it('signs out when the server ends the live socket for the session (4401)', async () => {
    const live = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    await waitFor(() => expect(live.of('queueChanged')).toHaveLength(1));
    expect(sessionStored()).not.toBeNull();
    live.of('queueChanged')[0].close(4401, 'Unauthorized');
    expect(await screen.findByText('Authorization failed')).toBeVisible();
    expect(sessionStored()).toBeNull();
    // Not retried: the socket would be refused again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live.socketCount()).toBe(1);
  });
});
