import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { DraftSaver } from './drafts';

/**
 * The message box's text, chat by chat, kept on the server as it is typed: a chat opens with the
 * text last typed in it (here, on another device, or before its deadline passed).
 *
 * The box holds what is typed itself (its textarea, uncontrolled): typing renders nothing here.
 * Answers the text the box should show for the open chat (`textOf`) and `shownAt`, which changes
 * whenever the box must be given that text again (a chat opened, a kept draft come back, a text
 * sent); `typed` for each change, `sent` once the text is sent; and whether the text is one kept
 * from before (restored, not typed into since). With no chat (`roomId` null: it closed under the
 * writer) the box keeps what it shows.
 */
export function useChatDraft(roomId: string | null) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [saver] = useState(() => new DraftSaver(dataProvider.saveChatDraft));
  /** Bumped when the box must show the chat's text again; the chat restored into, if any. */
  const [shown, setShown] = useState<{ at: number; restoredIn: string | null }>({
    at: 0,
    restoredIn: null,
  });

  useEffect(() => {
    if (!roomId || saver.textOf(roomId) !== undefined) return;
    let open = true;
    void dataProvider.loadChatDraft(roomId).then((kept) => {
      if (kept === null) saver.noServerDrafts();
      // Typed into meanwhile: what was typed wins.
      if (!open || kept == null || saver.textOf(roomId) !== undefined) return;
      saver.remember(roomId, kept);
      setShown(({ at }) => ({ at: at + 1, restoredIn: kept.trim() !== '' ? roomId : null }));
    });
    return () => {
      open = false;
    };
  }, [roomId, saver, dataProvider]);

  useEffect(() => {
    const leaving = () => saver.flush();
    const hidden = () => document.visibilityState === 'hidden' && saver.flush();
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
      saver.flush();
    };
  }, [saver]);

  /** The text the page knows for a chat: typed here, or kept on the server. */
  const textOf = (room: string) => saver.textOf(room) ?? '';
  const typed = (value: string) => {
    if (!roomId) return;
    saver.typed(roomId, value);
    if (shown.restoredIn === roomId) setShown(({ at }) => ({ at, restoredIn: null }));
  };
  /** The text was sent: the box empties itself (no render of the box for it). */
  const sent = () => {
    if (!roomId) return;
    saver.sent(roomId);
    if (shown.restoredIn === roomId) setShown(({ at }) => ({ at, restoredIn: null }));
  };
  /** The text shown is the one kept on the server, untouched since it came back. */
  const restored = Boolean(roomId && shown.restoredIn === roomId);
  return { textOf, shownAt: shown.at, typed, sent, restored };
}
