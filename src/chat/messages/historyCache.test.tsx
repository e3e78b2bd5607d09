import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../dataProvider/chat';
import { liveFeed } from '../liveFeed';
import { chatMessage } from '../messageFixture';
import { useHistoriesFollowLive } from './historyCache';

describe('useHistoriesFollowLive', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a live message to its chat’s cached conversation, once, and caches nothing new', () => {
    let deliver: (message: ChatMessage) => void = () => {};
    vi.spyOn(liveFeed, 'onMessage').mockImplementation((listener) => {
      deliver = listener;
      return () => {};
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['chatHistory', 'A'], [chatMessage({ id: '1', roomId: 'A' })]);
    renderHook(() => useHistoriesFollowLive(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    deliver(chatMessage({ id: '3', roomId: 'A' }));
    deliver(chatMessage({ id: '3', roomId: 'A' }));
    deliver(chatMessage({ id: '2', roomId: 'B' }));
    const ids = (key: string) =>
      queryClient.getQueryData<ChatMessage[]>(['chatHistory', key])?.map((message) => message.id);
    expect(ids('A')).toEqual(['1', '3']);
    expect(ids('B')).toBeUndefined();
  });

  it('marks a photo request decided anywhere in the cached conversation holding it', () => {
    let decide: (change: { id: number; roomId: string; status: string }) => void = () => {};
    vi.spyOn(liveFeed, 'onPhotoRequest').mockImplementation((listener) => {
      decide = listener;
      return () => {};
    });
    const queryClient = new QueryClient();
    const request = chatMessage({
      id: '4',
      roomId: 'A',
      messageType: 'P',
      privatePhotoRequestId: 6,
    });
    queryClient.setQueryData(['chatHistory', 'A'], [request]);
    renderHook(() => useHistoriesFollowLive(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    decide({ id: 6, roomId: 'A', status: 'A' });
    expect(queryClient.getQueryData<ChatMessage[]>(['chatHistory', 'A'])?.[0].requestStatus).toBe(
      'APPROVE',
    );
  });
});
