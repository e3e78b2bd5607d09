import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';

const FIRST_LOAD = { timeout: 12_000 };

describe('/chat/{id}', () => {
  it('sends regular staff, who read no chats, to the dashboard instead of an empty, offline chat', async () => {
    renderRoot('#/chat/7___m3x0x', 'REGULAR');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'), FIRST_LOAD);
    expect(await screen.findByText(/That page is not open to your role/)).toBeVisible();
    expect(screen.queryByText(/offline/i)).toBeNull();
  });

  it('tells a chatter that a chat they do not work cannot be opened', async () => {
    server.use(graphql.query('Room', () => HttpResponse.json({ data: { room: null } })));
    renderRoot('#/chat/7___m3x0x', 'CHATTER');
    expect(await screen.findByText('This chat cannot be opened', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.queryByText(/pick a fake user/i)).toBeNull();
  });
});
