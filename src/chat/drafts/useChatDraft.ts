import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { DraftSaver } from './drafts';

/**
 * The message box's text, chat by chat, kept on the server as it is typed: a chat opens with the
 * text last typed in it (here, on another device, or before its deadline passed). When the chat
 * closes under the writer (`roomId` turns null) its text stays shown.
 *
 * Answers the text, the setter for what is typed, what to call once the text is sent, and whether
 * the text is one kept from before (restored, not typed into since).
 */
export function useChatDraft(roomId: string | null) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [saver] = useState(() => new DraftSaver(dataProvider.saveChatDraft));
  const [shown, setShown] = useState<{ roomId: string | null; text: string; restored?: boolean }>({
    roomId,
    text: '',
  });
  const text =
    roomId === null || shown.roomId === roomId ? shown.text : (saver.textOf(roomId) ?? '');

  useEffect(() => {
    if (!roomId || saver.textOf(roomId) !== undefined) return;
    let open = true;
    void dataProvider.loadChatDraft(roomId).then((kept) => {
      if (kept === null) saver.noServerDrafts();
      // Typed into meanwhile: what was typed wins.
      if (!open || kept == null || saver.textOf(roomId) !== undefined) return;
      saver.remember(roomId, kept);
      setShown({ roomId, text: kept, restored: kept.trim() !== '' });
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

  const setText = (value: string) => {
    if (!roomId) return;
    setShown({ roomId, text: value });
    saver.typed(roomId, value);
  };
  const sent = () => {
    if (!roomId) return;
    setShown({ roomId, text: '' });
    saver.sent(roomId);
  };
  /** The text shown is the one kept on the server, untouched since it came back. */
  const restored = Boolean(roomId && shown.roomId === roomId && shown.restored);
  return [text, setText, sent, restored] as const;
}
