import type { QueryClient } from '@tanstack/react-query';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { ApiError } from '../../lib/api';
import { readAhead } from '../messages/historyCache';
import { rememberRoom } from '../takenRoom';

/**
 * Takes a waiting chat for the worker and remembers it for the workspace, which opens the
 * remembered chat on arrival (the queue's Chat button, and Alt+N in the workspace). Its
 * conversation is read at once, beside the workspace's reading of the chat itself, not after it.
 */
export async function takeQueuedChat(
  dataProvider: BackOfficeDataProvider,
  queryClient: QueryClient,
  roomId: string,
) {
  const taken = await dataProvider.takeChat(roomId);
  rememberRoom(roomId);
  readAhead(queryClient, dataProvider, roomId);
  return taken;
}

/** The server's answer when another worker took the chat first (or it left the queue). */
export const takenElsewhere = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Before the workspace opens on a chat just taken (from the queue or an offer): a reading of the
 * chats under way began before the take and misses it, and the workspace's first reading would
 * join it rather than start afresh. It is dropped, so the workspace reads the chats anew.
 */
export const dropChatsReading = (queryClient: QueryClient) =>
  queryClient.cancelQueries({ queryKey: ['chatRooms'] });
