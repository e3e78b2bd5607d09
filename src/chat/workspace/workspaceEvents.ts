import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatRoom } from '../../dataProvider/chat';
import { graphql } from '../../gql';
import { ApiError } from '../../lib/api';
import { subscribeLive } from '../../lib/live';
import { roomsAfterChange } from './roomCache';

const CHAT_ROOM_CHANGED = graphql(`subscription ChatRoomChanged { chatRoomChanged }`);
const FAKE_USER_CHANGED = graphql(`subscription FakeUserChanged {
  fakeUserChanged { moderatorId reassigned }
}`);

/** How near its deadline the caller's own hold ends by the server's sweep, not by a release. */
const SWEEP_WINDOW_MS = 2000;
/** How long after the deadline the countdown has surely said so (it ticks every 451 ms). */
const COUNTDOWN_GRACE_MS = 600;

/**
 * The caller's own hold ended at its deadline (the server's sweep, whose clock may run ahead of
 * the tab's): the chat leaves the list only once the countdown has shown 'Time is over', else
 * the chat would vanish from under the chatter typing in it. Answers how long to wait (0: now).
 */
export function ownHoldEndingIn(
  listed: ChatRoom | undefined,
  read: ChatRoom | null,
  me: number,
  now = Date.now(),
): number {
  if (listed?.holderId !== me || listed.deadline === null || read?.holderId === me) return 0;
  const deadline = Date.parse(listed.deadline);
  if (deadline - now > SWEEP_WINDOW_MS) return 0;
  return Math.max(0, deadline + COUNTDOWN_GRACE_MS - now);
}

/** The server may have missed changes: every chat is read again. */
const EVERY_CHAT = '';
const EVERY_FAKE_USER = 0;

export interface WorkspaceEventsInput {
  roomsKey: readonly unknown[];
  fakeUsersKey: readonly unknown[];
  fixedRoomId?: string;
  isChatter: boolean;
  me: number;
  /** The fake users the chatter works (undefined until known). */
  ownModerators: RefObject<Set<number> | undefined>;
}

/**
 * Keeps the workspace's chat list and fake users current by the server's events (issue 39): a
 * chat whose hold or notes changed is read alone and laid into the list; the fake users are read
 * when one of them changed, and the whole list when one came or went. Answers which of the two
 * events the server refused (an older server): those keep their timer.
 */
export function useWorkspaceEvents({
  roomsKey,
  fakeUsersKey,
  fixedRoomId,
  isChatter,
  me,
  ownModerators,
}: WorkspaceEventsInput) {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [roomsRefused, setRoomsRefused] = useState(false);
  const [fakeUsersRefused, setFakeUsersRefused] = useState(false);
  const keys = useRef({ roomsKey, fakeUsersKey });
  keys.current = { roomsKey, fakeUsersKey };

  useEffect(() => {
    /** Changes put off until the countdown ended (`ownHoldEndingIn`). */
    const laterChanges = new Set<ReturnType<typeof setTimeout>>();
    const readAll = (queryKey: readonly unknown[]) =>
      void queryClient.invalidateQueries({ queryKey });
    /** The list's own rule (server/src/chat/rooms.ts's roomsOf): whose chats it shows. */
    const shows = (room: ChatRoom) =>
      !isChatter ||
      Boolean(fixedRoomId) ||
      room.holderId === me ||
      ownModerators.current?.has(room.moderatorId) !== false;
    const readChat = async (roomId: string) => {
      let room: ChatRoom | null;
      try {
        room = await dataProvider.roomById(roomId);
      } catch (error) {
        // Refused: the caller works the chat no more (their hold ended), so it leaves their list.
        // Any other failure: the whole list is read again.
        if (!(error instanceof ApiError && (error.status === 403 || error.status === 404))) {
          return readAll(keys.current.roomsKey);
        }
        room = null;
      }
      const apply = () =>
        queryClient.setQueryData<ChatRoom[]>(
          keys.current.roomsKey,
          (rooms) => rooms && roomsAfterChange(rooms, roomId, room, room !== null && shows(room)),
        );
      const listed = queryClient
        .getQueryData<ChatRoom[]>(keys.current.roomsKey)
        ?.find((candidate) => candidate.id === roomId);
      const wait = ownHoldEndingIn(listed, room, me);
      if (wait > 0) laterChanges.add(setTimeout(apply, wait));
      else apply();
    };
    const stopRooms = subscribeLive(
      CHAT_ROOM_CHANGED,
      {},
      {
        next: ({ data }) => {
          if (!data) return;
          const roomId = data.chatRoomChanged;
          if (roomId === EVERY_CHAT) return readAll(keys.current.roomsKey);
          if (fixedRoomId && roomId !== fixedRoomId) return;
          // An admin's list is every chat by its last message: a hold or note brings none into it.
          const listed = queryClient
            .getQueryData<ChatRoom[]>(keys.current.roomsKey)
            ?.some((room) => room.id === roomId);
          if (isChatter || listed) void readChat(roomId);
        },
        error: () => setRoomsRefused(true),
      },
    );
    const stopFakeUsers = subscribeLive(
      FAKE_USER_CHANGED,
      {},
      {
        next: ({ data }) => {
          if (!data) return;
          const { moderatorId, reassigned } = data.fakeUserChanged;
          if (isChatter) readAll(keys.current.fakeUsersKey);
          const rooms = queryClient.getQueryData<ChatRoom[]>(keys.current.roomsKey) ?? [];
          // A chatter's chats come and go with their fake users; an admin's list shows every
          // chat, and a fake user's card in its rooms.
          const listChanged =
            moderatorId === EVERY_FAKE_USER ||
            (isChatter ? reassigned : rooms.some((room) => room.moderatorId === moderatorId));
          if (listChanged) readAll(keys.current.roomsKey);
        },
        error: () => setFakeUsersRefused(true),
      },
    );
    return () => {
      stopRooms();
      stopFakeUsers();
      for (const timer of laterChanges) clearTimeout(timer);
    };
  }, [queryClient, dataProvider, fixedRoomId, isChatter, me, ownModerators]);

  return { roomsRefused, fakeUsersRefused };
}
