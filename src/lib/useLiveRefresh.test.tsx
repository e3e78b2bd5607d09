import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from './realtime';

/** The tab's socket and its subscriptions, driven by the test. */
const socket = vi.hoisted(() => {
  const listeners = new Set<(state: string) => void>();
  const sinks: { next: () => void; error?: (error: unknown) => void }[] = [];
  return {
    state: 'offline' as string,
    listeners,
    sinks,
    set(state: string) {
      this.state = state;
      for (const listener of listeners) listener(state);
    },
  };
});
vi.mock('./realtime', () => ({
  realtime: {
    disconnect: () => undefined,
    get currentState() {
      return socket.state as ConnectionState;
    },
    onState(listener: (state: string) => void) {
      socket.listeners.add(listener);
      return () => socket.listeners.delete(listener);
    },
  },
}));
vi.mock('./live', () => ({
  subscribeLive: (_document: unknown, _variables: unknown, sink: (typeof socket.sinks)[number]) => {
    socket.sinks.push(sink);
    return () => socket.sinks.splice(socket.sinks.indexOf(sink), 1);
  },
}));

const { useLiveRefresh } = await import('./useLiveRefresh');

const KEY = ['posts', 7];
const DOCUMENT = 'subscription { postsChanged(userId: 7) }' as never;
let queryClient: QueryClient;
let invalidated: number;

function render() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveRefresh(DOCUMENT, { u: 7 }, KEY, 5000), { wrapper });
}

beforeEach(() => {
  socket.state = 'offline';
  socket.sinks.length = 0;
  queryClient = new QueryClient();
  invalidated = 0;
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    expect(filters?.queryKey).toEqual(KEY);
    invalidated += 1;
  });
});
afterEach(() => socket.listeners.clear());

describe('useLiveRefresh', () => {
  it('polls only while the socket is down; with it up, each event reads again', () => {
    const { result } = render();
    expect(result.current).toBe(5000);
    act(() => socket.set('live'));
    expect(result.current).toBe(false);
    expect(invalidated).toBe(0); // the socket opening is no change
    act(() => socket.sinks[0].next());
    act(() => socket.sinks[0].next());
    expect(invalidated).toBe(2);
  });

  it('reads once when the socket comes back after a drop, and polls meanwhile', () => {
    socket.state = 'live';
    const { result } = render();
    act(() => socket.set('offline'));
    expect(result.current).toBe(5000);
    act(() => socket.set('connecting'));
    expect(invalidated).toBe(0);
    act(() => socket.set('live'));
    expect(result.current).toBe(false);
    expect(invalidated).toBe(1);
  });

  it('polls as the spec says against a server that refuses the event', () => {
    socket.state = 'live';
    const { result } = render();
    expect(result.current).toBe(false);
    act(() => socket.sinks[0].error?.(new Error('Cannot query field "postsChanged"')));
    expect(result.current).toBe(5000);
    expect(socket.sinks).toHaveLength(0); // not asked again
  });
});
