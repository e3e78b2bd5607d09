import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatMessage, ChatRoom } from '../../dataProvider/chat';
import { graphql } from '../../gql';
import { subscribeLive } from '../../lib/live';
import { useSettingsEvents } from '../../lib/settingsEvents';
import { useSocketLive } from '../../lib/useLiveRefresh';
import { useSteadyPoll } from '../../lib/useSteadyPoll';
import { liveFeed } from '../liveFeed';
import { playChime } from '../sound';
import { roomsAfterChange, roomsAfterMessage, roomsWith } from './roomCache';
import { useWorkspaceEvents } from './workspaceEvents';

/**
 * Spec section 9: the worker's fake users are fetched again every 10 s, and the chat list every
 * 15 s, while the socket is down (or the server has none of their events): else events carry them.
 */
const FAKE_USERS_POLL_MS = 10_000;
const ROOMS_POLL_MS = 15_000;
const SETTINGS_POLL_MS = 30_000;
/**
 * How long a message of a chat the list does not show waits for that chat's card (`chatStarted`,
 * sent when a chat's first message is stored) before the chat is read alone.
 */
export const CARD_WAIT_MS = 1500;

const CHAT_STARTED = graphql(`subscription ChatStarted { chatStarted { ...RoomFields } }`);

/**
 * What the chat workspace shows, kept live: the chat settings, the chats (one on /chat/{id}, else
 * every chat the worker works) moved by the live feed's messages, and the worker's fake users.
 * Opens the live feed from the newest message the chats know, so nothing falls between.
 */
export function useWorkspaceData({
  fixedRoomId,
  isChatter,
  me,
}: {
  fixedRoomId?: string;
  isChatter: boolean;
  me: number;
}) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // Every reading below is polled, while the socket is down, on a steady clock of its own
  // (useSteadyPoll): a team's tabs would otherwise read at the same moments, every period.
  const settings = useQuery({
    queryKey: ['chatSettings'],
    queryFn: () => dataProvider.chatSettings(),
  });
  // The settings' events carry them; read on a clock only while the socket is down.
  useSettingsEvents();
  const live = useSocketLive();
  useSteadyPoll(settings.refetch, SETTINGS_POLL_MS, !live);
  // Whose fake users the chatter works, for the room list's rule (undefined until known).
  const ownModerators = useRef<Set<number> | undefined>(undefined);
  const roomsKey = useMemo(() => ['chatRooms', fixedRoomId], [fixedRoomId]);
  const rooms = useQuery({
    queryKey: roomsKey,
    queryFn: async () => {
      // Messages that arrive while the list is read are laid over its answer, which may be older.
      const during: ChatMessage[] = [];
      const stopCollecting = liveFeed.onMessage((message) => during.push(message));
      try {
        // One chat on /chat/{id}; else every chat the worker works.
        const read = fixedRoomId
          ? [await dataProvider.roomById(fixedRoomId)].filter((r) => r !== null)
          : await dataProvider.roomsOf(null);
        const shown = queryClient.getQueryData<ChatRoom[]>(roomsKey) ?? [];
        return during.reduce((list, message) => {
          if (fixedRoomId && message.roomId !== fixedRoomId) return list;
          // A chat the answer does not hold yet: the one read for its message, if that landed.
          const added = list.some((room) => room.id === message.roomId)
            ? undefined
            : shown.find((room) => room.id === message.roomId);
          const withRoom = added ? roomsWith(list, added) : list;
          return (
            roomsAfterMessage(withRoom, message, (id) => ownModerators.current?.has(id)) ?? withRoom
          );
        }, read);
      } finally {
        stopCollecting();
      }
    },
  });
  const fakeUsersKey = useMemo(() => ['workerFakeUsers', me], [me]);
  const fakeUsers = useQuery({
    queryKey: fakeUsersKey,
    queryFn: () => dataProvider.workerFakeUsers(me),
    enabled: isChatter,
  });
  const { roomsRefused, fakeUsersRefused } = useWorkspaceEvents({
    roomsKey,
    fakeUsersKey,
    fixedRoomId,
    isChatter,
    me,
    ownModerators,
  });
  useSteadyPoll(rooms.refetch, ROOMS_POLL_MS, !live || roomsRefused);
  useSteadyPoll(fakeUsers.refetch, FAKE_USERS_POLL_MS, isChatter && (!live || fakeUsersRefused));

  const newestKnown = useMemo(
    () =>
      (rooms.data ?? []).reduce<string | null>(
        (max, room) =>
          room.lastMessageId && (!max || Number(room.lastMessageId) > Number(max))
            ? room.lastMessageId
            : max,
        null,
      ),
    [rooms.data],
  );
  const started = useRef(false);
  useEffect(() => {
    if (rooms.data && !started.current) {
      started.current = true;
      liveFeed.start(newestKnown);
    }
  }, [rooms.data, newestKnown]);
  useEffect(() => () => liveFeed.stop(), []);
  ownModerators.current = fakeUsers.data
    ? new Set(fakeUsers.data.fake_users.map((card) => card.id))
    : undefined;
  useEffect(() => {
    const setRooms = (update: (rooms: ChatRoom[]) => ChatRoom[]) =>
      queryClient.setQueryData<ChatRoom[]>(roomsKey, (rooms) => rooms && update(rooms));
    const readRoom = (roomId: string) =>
      void dataProvider.roomById(roomId).then((room) => {
        if (room) setRooms((current) => roomsWith(current, room));
      });
    const listed = (roomId: string) =>
      queryClient.getQueryData<ChatRoom[]>(roomsKey)?.some((room) => room.id === roomId);
    // Cards come by event until the server refuses `chatStarted` (an older server).
    let cardsCome = true;
    const awaitingCards = new Set<ReturnType<typeof setTimeout>>();
    const stopMessages = liveFeed.onMessage((message: ChatMessage) => {
      if (!message.fromModerator) playChime();
      if (fixedRoomId && message.roomId !== fixedRoomId) return;
      const rooms = queryClient.getQueryData<ChatRoom[]>(roomsKey);
      if (!rooms) return;
      // The list follows the message itself (the answered chat leaves it, spec section 4).
      const next = roomsAfterMessage(rooms, message, (id) => ownModerators.current?.has(id));
      if (next) {
        if (next !== rooms) setRooms(() => next);
        return;
      }
      // A chat new to the list: a chat's first message brings its card; any other (a chat
      // beyond the list's hundred) is read once its card has not come.
      if (!cardsCome) return readRoom(message.roomId);
      const timer = setTimeout(() => {
        awaitingCards.delete(timer);
        if (!listed(message.roomId)) readRoom(message.roomId);
      }, CARD_WAIT_MS);
      awaitingCards.add(timer);
    });
    const stopCards = subscribeLive(
      CHAT_STARTED,
      {},
      {
        next: ({ data }) => {
          const card = data?.chatStarted;
          if (!card || (fixedRoomId && card.id !== fixedRoomId)) return;
          setRooms((current) => {
            const known = current.find((room) => room.id === card.id);
            // The list heard a newer message of the chat than the card knows: it stays.
            const newer =
              known?.lastMessageId != null &&
              (card.lastMessageId === null ||
                Number(known.lastMessageId) > Number(card.lastMessageId));
            return newer ? current : roomsWith(current, card);
          });
        },
        error: () => {
          cardsCome = false;
        },
      },
    );
    // After a drop the feed replays what it missed; the list and the fake users are read once
    // for the rest (holds, notes, fake users given or taken meanwhile).
    let connections = 0;
    const stopStates = liveFeed.onState((state) => {
      if (state === 'live' && ++connections > 1) {
        void queryClient.invalidateQueries({ queryKey: roomsKey });
        void queryClient.invalidateQueries({ queryKey: fakeUsersKey });
      }
    });
    return () => {
      stopMessages();
      stopCards();
      for (const timer of awaitingCards) clearTimeout(timer);
      stopStates();
    };
  }, [queryClient, fixedRoomId, roomsKey, fakeUsersKey, dataProvider]);

  // A new fake user assigned to the worker chimes too (spec section 4).
  const knownFakeUsers = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = new Set((fakeUsers.data?.fake_users ?? []).map((card) => card.id));
    if (knownFakeUsers.current && [...ids].some((id) => !knownFakeUsers.current?.has(id)))
      playChime();
    if (fakeUsers.data) knownFakeUsers.current = ids;
  }, [fakeUsers.data]);

  /**
   * Reads the chats again for a change just made (a chat taken): a reading under way, which may
   * have started before it, is dropped, not waited for (a refetch would join a first reading).
   */
  const readRoomsAgain = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: roomsKey });
    return (await rooms.refetch()).data;
  }, [queryClient, roomsKey, rooms.refetch]);

  /**
   * Shows a chat the caller has just taken: that chat is read and put in the list, not the whole
   * list again (a reading racing others, which TanStack may cancel and answer with the list as it
   * was). A reading under way, which may have started before the take, is dropped and made anew.
   */
  const showTakenRoom = useCallback(
    async (roomId: string) => {
      const reading = queryClient.getQueryState(roomsKey)?.fetchStatus === 'fetching';
      await queryClient.cancelQueries({ queryKey: roomsKey });
      const room = await dataProvider.roomById(roomId);
      if (room) {
        queryClient.setQueryData<ChatRoom[]>(roomsKey, (listed) =>
          roomsAfterChange(listed ?? [], roomId, room, true),
        );
      }
      if (reading) void queryClient.invalidateQueries({ queryKey: roomsKey });
      return room;
    },
    [queryClient, roomsKey, dataProvider],
  );

  /** Holds, deadlines and notes reach the list by event (else the caller reads it again). */
  const followsChats = live && !roomsRefused;
  return { settings, rooms, fakeUsers, readRoomsAgain, showTakenRoom, followsChats };
}
