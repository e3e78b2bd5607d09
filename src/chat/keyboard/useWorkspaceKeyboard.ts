import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatRoom } from '../../dataProvider/chat';
import { shownName } from '../../lib/shownName';
import { MESSAGE_BOX_ID, type MessageBoxHandle } from '../messages/MessageBox';
import { fakeUserItemId, noteBoxId } from './focusTargets';
import { stepThrough } from './shortcuts';
import { useWorkspaceShortcuts } from './useWorkspaceShortcuts';

/** Where the focus goes once the workspace has drawn what an action changed. */
type FocusTarget = 'composer' | { fakeUser: number };

/**
 * The chat workspace by keyboard (shortcuts.ts): each shortcut calls what the mouse's control
 * calls (`openChat`, `selectFakeUser`, the message box's own dialogs, the queue's take), then puts
 * the focus where the work goes on and says what changed in `announcement`, a status line for
 * screen readers. The focus never stays nowhere: a chat that closes under the message box hands
 * it to the fake user's entry or the keyboard button.
 */
export function useWorkspaceKeyboard({
  fixed,
  canTake,
  chats,
  fakeUsers,
  moderatorId,
  roomId,
  room,
  canWrite,
  openChat,
  selectFakeUser,
  takeNextChat,
}: {
  /** One chat only (/chat/{id}): nothing to move through. */
  fixed: boolean;
  canTake: boolean;
  chats: ChatRoom[];
  /** The fake users as the list shows them. */
  fakeUsers: readonly { id: number; name: string }[];
  moderatorId: number | null;
  roomId: string | null;
  room: ChatRoom | null;
  canWrite: boolean;
  openChat: (chat: ChatRoom) => void;
  selectFakeUser: (id: number) => void;
  /** Takes the next waiting chat; answers it once the workspace's chats hold it, else null. */
  takeNextChat: () => Promise<ChatRoom | null>;
}) {
  const translate = useTranslate();
  const composer = useRef<MessageBoxHandle>(null);
  const helpButton = useRef<HTMLButtonElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  /** Opens a chat and goes to its message box. */
  const open = (chat: ChatRoom) => {
    openChat(chat);
    setAnnouncement(
      translate('app.keyboard.chat_opened', {
        name: chat.name,
        moderator: shownName(chat.moderator),
      }),
    );
    setFocusTarget('composer');
  };

  // The focus goes where the action sent it once that is drawn: the message box once the chat
  // opened (a chat the worker may only read keeps it where it was), or a fake user's entry.
  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'composer') {
      if (!room) return;
      if (canWrite) composer.current?.focus();
    } else {
      document.getElementById(fakeUserItemId(focusTarget.fakeUser))?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget, room, canWrite]);

  // The open chat closed (answered, or its time is over): the message box is disabled and would
  // leave the focus nowhere. It goes to the fake user's entry, else to the keyboard button.
  const hadRoom = useRef(false);
  useEffect(() => {
    const had = hadRoom.current;
    hadRoom.current = room !== null;
    // Not when the worker moved on themselves (another fake user: the focus goes there).
    if (!had || room || focusTarget !== null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.id !== MESSAGE_BOX_ID) return;
    setAnnouncement(translate('app.keyboard.no_chat'));
    const entry =
      moderatorId === null ? null : document.getElementById(fakeUserItemId(moderatorId));
    (entry ?? helpButton.current)?.focus();
  }, [room, moderatorId, focusTarget, translate]);

  /** Alt+↑/↓: the chats of the fake user (all chats when none is selected), going round. */
  const stepChat = (step: 1 | -1) => {
    const list =
      moderatorId === null ? chats : chats.filter((chat) => chat.moderatorId === moderatorId);
    const id = stepThrough(
      list.map((chat) => chat.id),
      roomId,
      step,
    );
    const next = list.find((chat) => chat.id === id);
    if (next) open(next);
    else setAnnouncement(translate('app.keyboard.no_chats'));
  };
  /** Alt+Shift+↑/↓: the fake users, as listed. */
  const stepFakeUser = (step: 1 | -1) => {
    const id = stepThrough(
      fakeUsers.map((entry) => entry.id),
      moderatorId,
      step,
    );
    const entry = fakeUsers.find((e) => e.id === id);
    if (!entry) return;
    selectFakeUser(entry.id);
    setAnnouncement(
      translate('app.keyboard.fake_user_selected', {
        name: entry.name,
        smart_count: chats.filter((chat) => chat.moderatorId === entry.id).length,
      }),
    );
    setFocusTarget({ fakeUser: entry.id });
  };
  /** Alt+N, once at a time. */
  const taking = useRef(false);
  const takeNext = async () => {
    if (taking.current) return;
    taking.current = true;
    try {
      const chat = await takeNextChat();
      if (chat) open(chat);
    } finally {
      taking.current = false;
    }
  };

  useWorkspaceShortcuts({
    ...(canTake ? { takeNext: () => void takeNext() } : {}),
    focusComposer: () => composer.current?.focus(),
    ...(fixed
      ? {}
      : {
          previousChat: () => stepChat(-1),
          nextChat: () => stepChat(1),
          previousFakeUser: () => stepFakeUser(-1),
          nextFakeUser: () => stepFakeUser(1),
        }),
    gifts: () => composer.current?.open('gift'),
    stock: () => composer.current?.open('stock'),
    location: () => composer.current?.open('location'),
    note: () => document.getElementById(noteBoxId(true))?.focus(),
    help: () => setHelpOpen(true),
  });

  return {
    /** For the message box's `ref`. */
    composer,
    /** For the keyboard button's `ref`. */
    helpButton,
    helpOpen,
    setHelpOpen,
    announcement,
    /** After the mouse opened a chat too: the message box once it shows. */
    focusComposer: () => setFocusTarget('composer'),
  };
}
