import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { requestStatusWord } from '../../../contract/photoRequests';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatMessage } from '../../dataProvider/chat';
import { liveFeed, type PhotoRequestChange } from '../liveFeed';
import { outbox } from './outbox';

/** Adds messages to a list ordered by id, each id once. */
export function mergeMessages(list: ChatMessage[], added: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** The messages with a photo request's decision (from the live feed) in its message. */
export function withRequestDecided(list: ChatMessage[], change: PhotoRequestChange): ChatMessage[] {
  const requestStatus = requestStatusWord(change.status);
  return list.map((message) =>
    message.privatePhotoRequestId === change.id ? { ...message, requestStatus } : message,
  );
}

/** A chat's last 100 messages, as the workspace reads them (and reads them ahead). */
export const historyQuery = (dataProvider: BackOfficeDataProvider, roomId: string | null) =>
  queryOptions({
    queryKey: ['chatHistory', roomId],
    queryFn: () => dataProvider.historyOf(roomId as string, null),
    enabled: Boolean(roomId),
  });

/**
 * How long a conversation read ahead is taken as it stands without reading it again: the live
 * feed keeps it current meanwhile, and it is read again as it opens.
 */
const READ_AHEAD_FRESH_MS = 120_000;
/** At most this many chats read ahead when the chat picker opens (a fake user's working day). */
const READ_AHEAD_MOST = 20;

/**
 * The conversations in the cache (the chats opened, and those read ahead) take every message the
 * live feed delivers and this browser sends, and the photo-request decisions, so a chat opened from the cache shows as it stands;
 * it is read again in the background as it opens all the same.
 */
export function useHistoriesFollowLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const add = (message: ChatMessage) =>
      queryClient.setQueryData<ChatMessage[]>(['chatHistory', message.roomId], (list) =>
        list ? mergeMessages(list, [message]) : list,
      );
    const offFeed = liveFeed.onMessage(add);
    const offSent = outbox.onSent(add);
    const offRequest = liveFeed.onPhotoRequest((change) =>
      queryClient.setQueryData<ChatMessage[]>(['chatHistory', change.roomId], (list) =>
        list ? withRequestDecided(list, change) : list,
      ),
    );
    return () => {
      offFeed();
      offSent();
      offRequest();
    };
  }, [queryClient]);
}

/** Reads a chat's conversation ahead of its opening, unless read in the last 2 minutes. */
export function readAhead(
  queryClient: QueryClient,
  dataProvider: BackOfficeDataProvider,
  roomId: string,
) {
  void queryClient.prefetchQuery({
    ...historyQuery(dataProvider, roomId),
    staleTime: READ_AHEAD_FRESH_MS,
  });
}

/**
 * Reads chats' conversations ahead of their opening, so the one opened shows at once: the chats
 * waiting for an answer when the chat picker opens (those the chatter opens next), and a chat
 * the pointer or the keyboard rests on in it (at most 20 at once).
 */
export function useReadAhead() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useCallback(
    (roomIds: string[]) => {
      for (const roomId of roomIds.slice(0, READ_AHEAD_MOST)) {
        readAhead(queryClient, dataProvider, roomId);
      }
    },
    [queryClient, dataProvider],
  );
}
