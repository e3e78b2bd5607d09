import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { setSession } from '../../lib/session';
import { liveSocket } from '../../test/liveSocket';
import { server, sessionFor } from '../../test/server';
import { liveFeed } from '../liveFeed';
import { chatMessage } from '../messageFixture';
import { PhotoRequestButton } from './PhotoRequestButton';

const ROOM = '7___m3x0x';

afterEach(() => {
  liveFeed.stop();
  vi.useRealTimers();
});

/** The button in a room; answers how many times the status was read so far. */
function renderButton(answer: () => { id: string; status: string } | null) {
  setSession(sessionFor('CHATTER'));
  const reads = { count: 0 };
  server.use(
    graphql.query('PhotoRequest', () => {
      reads.count += 1;
      return HttpResponse.json({ data: { privatePhotoRequestStatus: answer() } });
    }),
  );
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PhotoRequestButton roomId={ROOM} userId={7} moderatorId={3} canAct />
    </AdminContext>,
  );
  return reads;
}

const ASK = 'Ask for private photos';
const CANCEL = 'Cancel the private photo request';

describe('the private-photo request button', () => {
  it('takes the decision on its request from the event, and reads any other request', async () => {
    setSession(sessionFor('CHATTER'));
    let reads = 0;
    let answer = { id: '9', status: 'P' };
    server.use(
      graphql.query('PhotoRequest', () => {
        reads += 1;
        return HttpResponse.json({ data: { privatePhotoRequestStatus: answer } });
      }),
    );
    const socket = liveSocket();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <PhotoRequestButton roomId={ROOM} userId={7} moderatorId={3} canAct />
      </AdminContext>,
    );
    expect(
      await screen.findByRole('button', { name: 'Cancel the private photo request' }),
    ).toBeVisible();
    liveFeed.start(null);
    await waitFor(() => expect(socket.of('privatePhotoRequest')).toHaveLength(1));
    const requests = socket.of('privatePhotoRequest')[0];
    const readsBefore = reads;

    requests.next({ privatePhotoRequest: { id: '9', roomId: ROOM, status: 'A' } });
    expect(await screen.findByLabelText('Private photos approved')).toBeVisible();
    expect(reads).toBe(readsBefore);

    // Another request in the room (the event does not say whose): the button reads its own.
    answer = { id: '12', status: 'P' };
    requests.next({ privatePhotoRequest: { id: '12', roomId: ROOM, status: 'P' } });
    expect(
      await screen.findByRole('button', { name: 'Cancel the private photo request' }),
    ).toBeVisible();
    expect(reads).toBe(readsBefore + 1);
  });

  it('keeps a decision that comes while a read begun before it is still answering', async () => {
    setSession(sessionFor('CHATTER'));
    let release: (() => void) | undefined;
    let slow = false;
    server.use(
      graphql.query('PhotoRequest', async () => {
        // A read (as the one after asking) answered only once the decision has come: the status
        // it saw, older than the decision.
        if (slow) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: { privatePhotoRequestStatus: { id: '9', status: 'P' } } });
      }),
    );
    const socket = liveSocket();
    const queryClient = new QueryClient();
    render(
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        <PhotoRequestButton roomId={ROOM} userId={7} moderatorId={3} canAct />
      </AdminContext>,
    );
    await screen.findByRole('button', { name: CANCEL });
    liveFeed.start(null);
    await waitFor(() => expect(socket.of('privatePhotoRequest')).toHaveLength(1));
    slow = true;
    void queryClient.refetchQueries({ queryKey: ['photoRequest', ROOM] });
    await waitFor(() => expect(release).toBeDefined());
    socket.of('privatePhotoRequest')[0].next({
      privatePhotoRequest: { id: '9', roomId: ROOM, status: 'A' },
    });
    expect(await screen.findByLabelText('Private photos approved')).toBeVisible();
    release?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Private photos approved')).toBeVisible();
  });

  it('reads on no timer while the socket is up: a request made shows from its message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const socket = liveSocket();
    const reads = renderButton(() => null);
    expect(await screen.findByRole('button', { name: ASK })).toBeVisible();
    liveFeed.start(null);
    await waitFor(() => expect(socket.of('onNewMessage')).toHaveLength(1));
    const before = reads.count;
    // Past the spec's 10 s.
    await vi.advanceTimersByTimeAsync(11_000);
    expect(reads.count).toBe(before);

    // The moderator side asked (another tab of the chatter, or the admin's view of it).
    socket.of('onNewMessage')[0].next({
      onNewMessage: chatMessage({
        id: '30',
        fromModerator: true,
        messageType: 'P',
        privatePhotoRequestId: 14,
        requestStatus: 'PENDING',
      }),
    });
    expect(await screen.findByRole('button', { name: CANCEL })).toBeVisible();
    // The real user's own request is not the one the button shows.
    socket.of('onNewMessage')[0].next({
      onNewMessage: chatMessage({ id: '31', messageType: 'P', privatePhotoRequestId: 15 }),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: CANCEL })).toBeVisible();
    expect(reads.count).toBe(before);
  });

  it('reads every 10 s while the socket is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'P';
    const reads = renderButton(() => ({ id: '9', status }));
    expect(await screen.findByRole('button', { name: CANCEL })).toBeVisible();
    const before = reads.count;
    status = 'A';
    await vi.advanceTimersByTimeAsync(10_500);
    expect(await screen.findByLabelText('Private photos approved')).toBeVisible();
    expect(reads.count).toBe(before + 1);
  });
});
