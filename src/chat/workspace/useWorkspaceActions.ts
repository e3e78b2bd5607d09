import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatMessage, ChatRoom } from '../../dataProvider/chat';
import { takenElsewhere, takeQueuedChat } from '../queue/takeQueuedChat';
import { roomsRead } from './roomCache';

/**
 * The chat workspace's actions on the server, each telling a failure the same way (an error
 * notification with the server's words) and keeping the cached chats in step.
 */
export function useWorkspaceActions(fixedRoomId: string | undefined) {
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const attempt = async <T>(run: () => Promise<T>): Promise<T | null> => {
      try {
        return await run();
      } catch (error) {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        return null;
      }
    };
    return {
      /** Opening a chat reads it (spec section 4: the unread count goes to zero). */
      markRead: (roomId: string) =>
        attempt(async () => {
          await dataProvider.markRead(roomId);
          queryClient.setQueryData<ChatRoom[]>(
            ['chatRooms', fixedRoomId],
            (rooms) => rooms && roomsRead(rooms, roomId),
          );
        }),
      /** Deletes a message; answers whether it was. */
      remove: (message: ChatMessage) =>
        attempt(async () => {
          await dataProvider.deleteMessages(message.roomId, [message.id]);
          return true;
        }),
      decide: (message: ChatMessage, decision: 'A' | 'R' | 'C') =>
        attempt(async () => {
          if (!message.privatePhotoRequestId) return;
          await dataProvider.decidePhotos(message.roomId, message.privatePhotoRequestId, decision);
          await queryClient.invalidateQueries({ queryKey: ['chatHistory', message.roomId] });
          await queryClient.invalidateQueries({ queryKey: ['photoRequest', message.roomId] });
        }),
      /** Starts a chat as a fake user with a real user; answers the chat, or null. */
      startChat: (moderatorId: number, userId: number) =>
        attempt(async () => {
          const started = await dataProvider.startChat(moderatorId, userId);
          await queryClient.invalidateQueries({ queryKey: ['chatRooms'] });
          notify('app.chat.started', { type: 'success' });
          return started;
        }),
      /**
       * Takes the chat that has waited longest, as the queue's Chat button does; one another
       * worker took first is passed for the next. Answers the chat taken, or null (none waits).
       */
      takeNext: () =>
        attempt(async () => {
          const waiting = (await dataProvider.waitingChats())
            .filter((item) => !item.isAssigned)
            .sort((a, b) => Date.parse(a.dateCreated) - Date.parse(b.dateCreated));
          for (const item of waiting) {
            try {
              await takeQueuedChat(dataProvider, queryClient, item.roomId);
              return item.roomId;
            } catch (error) {
              if (!takenElsewhere(error)) throw error;
            }
          }
          notify('app.chat.queue.empty', { type: 'info' });
          return null;
        }),
    };
  }, [notify, queryClient, fixedRoomId, dataProvider]);
}
