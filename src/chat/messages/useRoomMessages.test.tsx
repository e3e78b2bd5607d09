import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { CoreAdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setSession } from '../../lib/session';
import { liveSocket } from '../../test/liveSocket';
import { server, sessionFor } from '../../test/server';
import { liveFeed } from '../liveFeed';
import { chatMessage } from '../messageFixture';
import { useRoomMessages } from './useRoomMessages';

const ROOM = '7___m3x0x';

const request = chatMessage({
  id: '40',
  roomId: ROOM,
  fromModerator: true,
  messageType: 'P',
  privatePhotoRequestId: 9,
  requestStatus: 'PENDING',
  timestamp: '2026-03-14T09:00:00Z',
  senderWorkerId: 1,
});

/** The feed's Requests subscription on a mocked socket: `decide` sends a status on it. */
function requestFeed() {
  server.use(
    graphql.query('History', () => HttpResponse.json({ data: { messagesForWorkers: [request] } })),
  );
  const socket = liveSocket();
  return {
    get length() {
      return socket.of('privatePhotoRequest').length;
    },
    at: (index: number) => {
      const subscription = socket.of('privatePhotoRequest').at(index);
      return (
        subscription &&
        ((status: string, roomId = ROOM) =>
          subscription.next({ privatePhotoRequest: { id: 9, roomId, status } }))
      );
    },
  };
}

afterEach(() => liveFeed.stop());

describe('useRoomMessages', () => {
  it('changes a photo request’s message as soon as the real user decides it', async () => {
    setSession(sessionFor('CHATTER'));
    const decide = requestFeed();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={dataProvider} queryClient={client}>
        {children}
      </CoreAdminContext>
    );
    const seen: (string | null | undefined)[] = [];
    const { result } = renderHook(
      () => {
        const conversation = useRoomMessages(ROOM);
        seen.push(conversation.messages[0]?.requestStatus);
        return conversation;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.messages).toHaveLength(1));
    liveFeed.start(null);
    await waitFor(() => expect(decide.length).toBeGreaterThan(0));
    const send = (status: string, roomId?: string) => decide.at(-1)?.(status, roomId);
    send('R', '8___m3x0x'); // another room's request with the same id: not this one
    send('A');
    await waitFor(() => expect(result.current.messages[0].requestStatus).toBe('APPROVE'));
    expect(seen).not.toContain('REJECT');
    send('C');
    await waitFor(() => expect(result.current.messages[0].requestStatus).toBe('CANCEL'));
  });

  it('keeps live messages newer than a reading that answers later', async () => {
    setSession(sessionFor('CHATTER'));
    const stored = [chatMessage({ id: '5', roomId: ROOM, content: 'Stored' })];
    server.use(
      graphql.query('History', () => HttpResponse.json({ data: { messagesForWorkers: stored } })),
    );
    const socket = liveSocket();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={dataProvider} queryClient={client}>
        {children}
      </CoreAdminContext>
    );
    const { result } = renderHook(() => useRoomMessages(ROOM), { wrapper });
    await waitFor(() => expect(result.current.messages).toHaveLength(1));
    liveFeed.start('5');
    await waitFor(() => expect(socket.of('onNewMessage')).toHaveLength(1));
    socket.of('onNewMessage')[0].next({
      onNewMessage: chatMessage({ id: '10', roomId: ROOM, content: 'Live', fromModerator: true }),
    });
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual(['5', '10']));
    // Read again (the browser came back online), answering what was stored before message 10.
    stored.push(chatMessage({ id: '7', roomId: ROOM, content: 'Missed' }));
    await client.refetchQueries({ queryKey: ['chatHistory', ROOM] });
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toContain('7'));
    expect(result.current.messages.map((m) => m.id)).toEqual(['5', '7', '10']);
  });
});
