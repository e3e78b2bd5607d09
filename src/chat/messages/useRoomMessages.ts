import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatMessage } from '../../dataProvider/chat';
import { liveFeed } from '../liveFeed';
import { historyQuery, mergeMessages, withRequestDecided } from './historyCache';
import { outbox } from './outbox';

/**
 * A room's conversation: the last 100 messages, older ones on demand, live ones as they arrive
 * (each once), and the messages still on their way from this browser.
 */
export function useRoomMessages(roomId: string | null) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  // A chat opened again, or read ahead, shows from the cache at once and is read again behind it.
  const history = useQuery(historyQuery(dataProvider, roomId));
  // A new reading is taken in during the render that sees it (React's "adjusting state when a
  // prop changes"), not in an effect after it: the conversation shows one commit sooner.
  const [taken, setTaken] = useState<{ data: ChatMessage[] | undefined; roomId: string | null }>();
  if (taken?.data !== history.data || taken?.roomId !== roomId) {
    setTaken({ data: history.data, roomId });
    const read = history.data ?? [];
    // A reading (again after a reconnection, say) answers what was stored when it ran: live
    // messages newer than its newest, the chatter's own answer among them, stay.
    const newest = read.reduce((max, message) => Math.max(max, Number(message.id)), 0);
    setMessages((list) =>
      mergeMessages(
        read,
        list.filter((message) => message.roomId === roomId && Number(message.id) > newest),
      ),
    );
    setHasOlder(read.length >= 100);
  }
  useEffect(() => {
    if (!roomId) return;
    const add = (message: ChatMessage) => {
      if (message.roomId === roomId) setMessages((list) => mergeMessages(list, [message]));
    };
    const offFeed = liveFeed.onMessage(add);
    const offSent = outbox.onSent(add);
    // A request decided anywhere (the real user's app, another tab) changes its message at once.
    const offRequest = liveFeed.onPhotoRequest((change) => {
      if (change.roomId === roomId) setMessages((list) => withRequestDecided(list, change));
    });
    return () => {
      offFeed();
      offSent();
      offRequest();
    };
  }, [roomId]);
  const pending = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outboxSnapshot(roomId),
  );
  const loadingOlder = useRef(false);
  const loadOlder = useCallback(async () => {
    if (!roomId || messages.length === 0 || loadingOlder.current) return;
    loadingOlder.current = true;
    try {
      const older = await dataProvider.historyOf(roomId, messages[0].id);
      setHasOlder(older.length >= 100);
      setMessages((list) => mergeMessages(list, older));
    } finally {
      loadingOlder.current = false;
    }
  }, [roomId, messages, dataProvider]);
  // One array while the same: the conversation is memoized on it.
  const stillPending = useMemo(
    () => pending.filter((entry) => !messages.some((m) => m.clientId === entry.clientId)),
    [pending, messages],
  );
  return {
    messages,
    pending: stillPending,
    loading: history.isLoading,
    error: history.error,
    hasOlder,
    loadOlder,
    replace: (message: ChatMessage) => setMessages((list) => mergeMessages(list, [message])),
  };
}

let snapshot: { roomId: string | null; value: ReturnType<typeof outbox.of> } = {
  roomId: null,
  value: [],
};

/** A stable array per outbox change, as useSyncExternalStore needs. */
function outboxSnapshot(roomId: string | null) {
  const value = roomId ? outbox.of(roomId) : [];
  const same =
    snapshot.roomId === roomId &&
    snapshot.value.length === value.length &&
    snapshot.value.every((entry, i) => entry === value[i]);
  if (!same) snapshot = { roomId, value };
  return snapshot.value;
}
