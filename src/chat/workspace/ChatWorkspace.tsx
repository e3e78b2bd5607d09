import { Alert, Box, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MountOnceOpen } from '../../components/MountOnceOpen';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatMessage, ChatRoom } from '../../dataProvider/chat';
import { getSession } from '../../lib/session';
import { shownName } from '../../lib/shownName';
import { useStableHandler } from '../../lib/useStableHandler';
import { ShortcutsButton } from '../keyboard/ShortcutsButton';
import { ShortcutsDialog } from '../keyboard/ShortcutsDialog';
import { useWorkspaceKeyboard } from '../keyboard/useWorkspaceKeyboard';
import { useHistoriesFollowLive, useReadAhead } from '../messages/historyCache';
import { type Draft, MessageBox } from '../messages/MessageBox';
import { MessageList } from '../messages/MessageList';
import { outbox } from '../messages/outbox';
import { useRoomMessages } from '../messages/useRoomMessages';
import { PhotoRequestButton } from '../photoRequests/PhotoRequestButton';
import { KeywordCard } from '../profiles/KeywordCard';
import { NoteBox } from '../profiles/NoteBox';
import { ProfilePanel } from '../profiles/ProfilePanel';
import { useReplyValues } from '../savedReplies/useReplyValues';
import { PersonPickerDialog } from '../startChat/PersonPickerDialog';
import { forgetRoom, rememberedRoom } from '../takenRoom';
import { ChatViewers } from '../viewers/ChatViewers';
import { ChatPicker } from './ChatPicker';
import { ConnectionBanner } from './ConnectionBanner';
import { Countdown } from './Countdown';
import { type FakeUserEntry, FakeUserList } from './FakeUserList';
import { awaitsRemembered, chooseRoom } from './roomChoice';
import { SkipToMessageBox } from './SkipToMessageBox';
import { useWorkspaceActions } from './useWorkspaceActions';
import { useWorkspaceData } from './useWorkspaceData';

const DEFAULT_MIN_LENGTH = 50;
/** How often the chats are read again for a chat just taken that a reading missed, and how far apart. */
const REREADS = 3;
const REREAD_GAP_MS = 500;

/** Read by screen readers, not shown: what a keyboard action changed. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The chatter's workspace (spec section 2 "Chat workspace"): fake users and the moderator's
 * panel on the left, the conversation in the centre, the real user's panel on the right.
 * `fixedRoomId` shows one chat (the /chat/{id} screen).
 *
 * Everything is reachable by keyboard too (keyboard/shortcuts.ts, listed by ? or the keyboard
 * button): each shortcut calls what the mouse's control calls, then puts the focus where the work
 * goes on and says what changed in a status line for screen readers.
 */
export function ChatWorkspace({
  fixedRoomId,
  isChatter,
}: {
  fixedRoomId?: string;
  /** Works chats (policy `chat.work`): the worker's fake users, and writing in held chats. */
  isChatter: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const navigate = useNavigate();
  const me = getSession()?.user.id ?? 0;
  const [moderatorId, setModeratorId] = useState<number | null>(null);
  const [roomId, setRoomId] = useState<string | null>(fixedRoomId ?? null);
  const [startingAs, setStartingAs] = useState<number | null>(null);
  // The held chat whose deadline passed: 'Time is over' stays until another chat is chosen.
  const [timeOver, setTimeOver] = useState<string | null>(null);

  const { settings, rooms, fakeUsers, readRoomsAgain, showTakenRoom, followsChats } =
    useWorkspaceData({
      fixedRoomId,
      isChatter,
      me,
    });
  const actions = useWorkspaceActions(fixedRoomId);

  const allRooms = rooms.data ?? [];
  // Arrival: open the remembered, held or unread chat once the rooms are known, in the render
  // that first sees them (not an effect after it, which would cost the whole workspace a commit).
  // Fresh rooms only: a cached list from before a take would miss the chat just taken.
  const [arrived, setArrived] = useState(false);
  // A chat just taken from the queue or accepted from an offer: the chatter writes in it next.
  const [writeOnArrival, setWriteOnArrival] = useState(false);
  // The chat just taken is not in a reading that began before the take: the chats are read again
  // (a few times) rather than another held chat opened in its place.
  const [rereads, setRereads] = useState(0);
  const awaitsTaken =
    !arrived &&
    !fixedRoomId &&
    rooms.data !== undefined &&
    rooms.isFetchedAfterMount &&
    awaitsRemembered(rooms.data, rememberedRoom());
  if (!arrived && rooms.data && rooms.isFetchedAfterMount && !(awaitsTaken && rereads < REREADS)) {
    setArrived(true);
    const taken = rememberedRoom();
    const remembered = awaitsRemembered(rooms.data, taken) ? null : taken;
    const room = fixedRoomId
      ? rooms.data.find((r) => r.id === fixedRoomId)
      : chooseRoom(rooms.data, me, remembered);
    if (room) {
      setModeratorId(room.moderatorId);
      setRoomId(room.id);
      setWriteOnArrival(room.id === remembered);
    }
  }
  useEffect(() => {
    if (!awaitsTaken || rereads >= REREADS) return;
    const timer = setTimeout(
      () => void readRoomsAgain().finally(() => setRereads((count) => count + 1)),
      rereads === 0 ? 0 : REREAD_GAP_MS,
    );
    return () => clearTimeout(timer);
  }, [awaitsTaken, rereads, readRoomsAgain]);
  // The queue's click is used once.
  useEffect(() => {
    if (arrived) forgetRoom();
  }, [arrived]);

  const entries: FakeUserEntry[] = useMemo(() => {
    const byId = new Map<number, FakeUserEntry>();
    for (const card of fakeUsers.data?.fake_users ?? []) {
      byId.set(card.id, {
        id: card.id,
        name: card.display_name,
        avatar: card.avatar,
        isOnline: card.isOnline,
        unread: 0,
        own: true,
      });
    }
    for (const room of allRooms) {
      const entry = byId.get(room.moderatorId) ?? {
        id: room.moderatorId,
        name: shownName(room.moderator),
        avatar: room.moderator.avatar,
        isOnline: room.moderator.isOnline,
        unread: 0,
        own: false,
      };
      entry.unread += room.unread;
      byId.set(room.moderatorId, entry);
    }
    return [...byId.values()];
  }, [fakeUsers.data, allRooms]);

  const moderatorRooms = useMemo(
    () => allRooms.filter((room) => room.moderatorId === moderatorId),
    [allRooms, moderatorId],
  );
  const room = allRooms.find((r) => r.id === roomId) ?? null;
  // A held chat is written in until its countdown ends, before the rooms are read again.
  const holds = room?.holderId === me && timeOver !== room.id;
  const canWrite = Boolean(
    room && isChatter && (holds || entries.some((e) => e.id === room.moderatorId && e.own)),
  );
  const conversation = useRoomMessages(roomId);
  useHistoriesFollowLive();
  const readAhead = useReadAhead();
  // The profiles either side, the heavier part, are drawn just after the conversation: a chat
  // being opened keeps the last chat's profiles until its messages are in (the panels' own reads
  // answering first would render both panels, a dozen times, ahead of the messages), then in a
  // render of their own that gives way to the messages arriving.
  const [profilesOf, setProfilesOf] = useState(room);
  const profilesNext = conversation.loading && room?.id !== profilesOf?.id ? profilesOf : room;
  if (profilesNext !== profilesOf) setProfilesOf(profilesNext);
  const profiled = useDeferredValue(profilesNext);
  // The header's parts of the chat (its photo request, who views it) come with the profiles: their
  // reads and subscriptions start after the commit that shows the messages, not before its paint.
  const headerRoom = room && profiled?.id === room.id ? room : null;
  const replyValues = useReplyValues(room);

  // Opening a chat reads it (spec section 4: the unread count goes to zero).
  const unread = room?.unread ?? 0;
  useEffect(() => {
    if (roomId && unread > 0 && canWrite) void actions.markRead(roomId);
  }, [roomId, unread, canWrite, actions]);

  const send = useStableHandler((draft: Draft) => {
    if (!roomId) return;
    outbox.send(dataProvider, { roomId, ...draft });
  });
  // The handlers the fake user list, the chat picker and the message box get keep their identity
  // (all memoized).
  const openChat = useStableHandler((chat: ChatRoom) => {
    // A chat opened by the worker is the one shown: the arrival's choice, if still to come, is
    // not made over it.
    setArrived(true);
    setModeratorId(chat.moderatorId);
    setRoomId(chat.id);
  });
  const closeChat = useStableHandler(() => setRoomId(null));
  const selectFakeUser = useStableHandler((id: number) => {
    // Selecting a fake user clears the current chat (spec section 4).
    setModeratorId(id);
    setRoomId(null);
  });
  const keyboard = useWorkspaceKeyboard({
    fixed: Boolean(fixedRoomId),
    // The chatter's queue permission (what shows them CHAT IN QUEUE).
    canTake: isChatter && settings.data?.chatQueueSettings.isAllowed !== false,
    chats: allRooms,
    fakeUsers: entries,
    moderatorId,
    roomId,
    room,
    canWrite,
    openChat,
    selectFakeUser,
    // Alt+N: the queue's oldest chat, taken as the queue's Chat button takes it.
    takeNextChat: async () => {
      const taken = await actions.takeNext();
      if (!taken) return null;
      // The dashboard's workspace opens the chat remembered by the take, as after the queue.
      if (fixedRoomId) {
        navigate('/dashboard');
        return null;
      }
      // Opened here, the chat is no longer one for a later arrival to wait for.
      const chat = await showTakenRoom(taken);
      if (chat) forgetRoom();
      return chat;
    },
  });
  const { focusComposer } = keyboard;
  useEffect(() => {
    if (!writeOnArrival) return;
    setWriteOnArrival(false);
    focusComposer();
  }, [writeOnArrival, focusComposer]);

  // Stable: the conversation's messages are memoized and skip the workspace's other renders.
  const remove = useStableHandler(async (message: ChatMessage) => {
    if (await actions.remove(message)) {
      conversation.replace({ ...message, isDeleted: true, content: '', url: null });
    }
  });
  const decide = useStableHandler((message: ChatMessage, decision: 'A' | 'R' | 'C') => {
    void actions.decide(message, decision);
  });
  const startWith = async (userId: number) => {
    if (startingAs === null) return;
    const started = await actions.startChat(startingAs, userId);
    setStartingAs(null);
    if (!started) return;
    openChat(started);
    keyboard.focusComposer();
  };

  // The held chat shown ran out of time (the countdown is keyed by its chat's deadline).
  const countdownOver = useStableHandler(() => {
    if (!roomId) return;
    setTimeOver(roomId);
    // The server's sweep returns the chat within a second and its event reads it.
    if (!followsChats) void rooms.refetch();
  });

  // The note's event reads that chat again; without events, the list is read.
  const noteSaved = useStableHandler(() => {
    if (!followsChats) void rooms.refetch();
  });
  // The profile panels (memoized) get the same notes while the chat and its notes are: a message
  // sent or received, or any other change of the workspace, leaves both panels alone.
  const notesChat = profiled?.id;
  const userNote = profiled?.notes.userNote ?? '';
  const moderatorNote = profiled?.notes.moderatorNote ?? '';
  const notes = useMemo(
    () =>
      notesChat === undefined
        ? null
        : ([true, false] as const).map((forRealUser) => (
            <NoteBox
              key={String(forRealUser)}
              roomId={notesChat}
              forRealUser={forRealUser}
              saved={forRealUser ? userNote : moderatorNote}
              canEdit={canWrite}
              onSaved={noteSaved}
            />
          )),
    [notesChat, userNote, moderatorNote, canWrite, noteSaved],
  );

  const minimum = settings.data?.chatMessageLengthSetting.minMessageLength ?? DEFAULT_MIN_LENGTH;
  const pasteAllowed = settings.data?.chatPasteSettings.isAllowed ?? false;

  return (
    <>
      {canWrite && <SkipToMessageBox />}
      <Paper
        variant="outlined"
        sx={{
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '300px minmax(0, 1fr) 300px' },
          height: { lg: 'calc(100vh - 96px)' },
          overflow: 'hidden',
        }}
      >
        <Box sx={{ borderRight: { lg: 1 }, borderColor: 'divider', overflowY: 'auto' }}>
          {!fixedRoomId && (
            <>
              <Typography variant="overline" component="h2" sx={{ px: 2, pt: 1, display: 'block' }}>
                {translate('app.chat.fake_users')}
              </Typography>
              <FakeUserList
                workerId={me}
                entries={entries}
                selected={moderatorId}
                onSelect={selectFakeUser}
                onStartChat={setStartingAs}
              />
            </>
          )}
          {profiled && (
            <>
              <KeywordCard />
              <ProfilePanel kind="moderator" id={profiled.moderatorId} notes={notes?.[1]} />
            </>
          )}
        </Box>
        {/* Below the wide layout the conversation comes first, the profiles after it. */}
        <Stack sx={{ minHeight: 480, overflow: 'hidden', order: { xs: -1, lg: 0 } }}>
          <ConnectionBanner />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{
              p: 1.5,
              alignItems: 'center',
              borderBottom: 1,
              borderColor: 'divider',
              flexWrap: 'wrap',
              rowGap: 1,
            }}
          >
            <ChatPicker
              chats={moderatorRooms}
              openId={room && moderatorRooms.some((r) => r.id === room.id) ? room.id : null}
              disabled={!moderatorId || Boolean(fixedRoomId)}
              onOpen={openChat}
              onClose={closeChat}
              onReadAhead={readAhead}
            />
            {room?.deadline && room.holderId === me && timeOver !== room.id && (
              <Countdown key={room.deadline} deadline={room.deadline} onOver={countdownOver} />
            )}
            {/* Another worker took the chat (from the queue) until its deadline: by event. */}
            {room && room.holderId !== null && room.holderId !== me && (
              <Chip size="small" variant="outlined" label={translate('app.chat.held_by_other')} />
            )}
            <Box sx={{ flex: 1 }} />
            <ShortcutsButton buttonRef={keyboard.helpButton} onOpen={keyboard.setHelpOpen} />
            {headerRoom && (
              <PhotoRequestButton
                roomId={headerRoom.id}
                userId={headerRoom.userId}
                moderatorId={headerRoom.moderatorId}
                canAct={canWrite}
              />
            )}
            {/* Last: where the header is narrow, who is viewing goes to a line of its own. */}
            {headerRoom && <ChatViewers roomId={headerRoom.id} me={me} />}
          </Stack>
          {timeOver && timeOver === roomId && (
            <Alert severity="error" sx={{ borderRadius: 0 }}>
              {translate('app.chat.time_over')}
            </Alert>
          )}
          {room ? (
            <MessageList
              messages={conversation.messages}
              pending={conversation.pending}
              loading={conversation.loading}
              hasOlder={conversation.hasOlder}
              onOlder={conversation.loadOlder}
              canAct={canWrite}
              onDelete={remove}
              onDecide={decide}
            />
          ) : fixedRoomId && !rooms.isFetched ? (
            <CircularProgress sx={{ m: 4 }} aria-label={translate('app.chat.loading')} />
          ) : (
            <Stack
              sx={{
                flex: 1,
                alignItems: 'center',
                justifyContent: 'center',
                p: 4,
                textAlign: 'center',
              }}
            >
              <Typography variant="h6" component="p">
                {translate(fixedRoomId ? 'app.chat.chat_unavailable' : 'app.chat.no_chat')}
              </Typography>
              <Typography color="text.secondary">
                {translate(
                  fixedRoomId ? 'app.chat.chat_unavailable_hint' : 'app.chat.no_chat_hint',
                )}
              </Typography>
            </Stack>
          )}
          {(isChatter || canWrite) && (
            <MessageBox
              ref={keyboard.composer}
              roomId={canWrite ? roomId : null}
              minimum={minimum}
              pasteAllowed={pasteAllowed}
              replyValues={replyValues}
              closedBecause={timeOver !== null && timeOver === roomId ? 'time_over' : 'left'}
              onSend={send}
            />
          )}
        </Stack>
        <Box sx={{ borderLeft: { lg: 1 }, borderColor: 'divider', overflowY: 'auto' }}>
          {profiled && (
            <ProfilePanel
              kind="user"
              id={profiled.userId}
              notes={notes?.[0]}
              reactAs={canWrite ? profiled.moderatorId : undefined}
            />
          )}
        </Box>
        <MountOnceOpen open={startingAs !== null}>
          <PersonPickerDialog
            open={startingAs !== null}
            title={translate('app.chat.select_user')}
            resource="users"
            onClose={() => setStartingAs(null)}
            onPick={(person) => void startWith(person.id)}
          />
        </MountOnceOpen>
        <MountOnceOpen open={keyboard.helpOpen}>
          <ShortcutsDialog
            open={keyboard.helpOpen}
            onClose={() => keyboard.setHelpOpen(false)}
            fallbackFocus={keyboard.helpButton}
          />
        </MountOnceOpen>
        <Box role="status" sx={VISUALLY_HIDDEN}>
          {keyboard.announcement}
        </Box>
      </Paper>
    </>
  );
}
