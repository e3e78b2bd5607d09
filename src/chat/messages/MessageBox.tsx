import CopyIcon from '@mui/icons-material/ContentCopyRounded';
import { IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  mediaSource,
  type PostMedia,
  type PostMediaInputHandle,
} from '../../components/posts/PostMediaInput';
import type { Gift, Outgoing } from '../../dataProvider/chat';
import { useStableHandler } from '../../lib/useStableHandler';
import { useChatDraft } from '../drafts/useChatDraft';
import { insertAt, type ReplyValues } from '../savedReplies/replyVariables';
import { type BoxDialog, MessageBoxTools } from './MessageBoxTools';
import { MESSAGE_MAX_LENGTH, messageBoxState } from './messageRules';

export type Draft = Omit<Outgoing, 'roomId' | 'clientId'>;

/** The text box's id: the workspace's skip link goes there. */
export const MESSAGE_BOX_ID = 'chat-message-box';

/** What the workspace's shortcuts ask of the box (keyboard/shortcuts.ts). */
export interface MessageBoxHandle {
  /** Puts the focus in the text box, when a chat is open. */
  focus: () => void;
  /**
   * Opens a dialog of the box as its button does, from the text box: closing it brings the focus
   * back there.
   */
  open: (dialog: 'gift' | 'location' | 'stock') => void;
}

/** No saved-reply values given: one object, so that the memoized tools keep theirs. */
const NO_REPLY_VALUES: ReplyValues = {};

/** How long the paste refusal stays under the box. */
const PASTE_NOTICE_MS = 5_000;

/**
 * The message box (spec sections 2 and 5): at most 300 characters, the server's minimum, Enter
 * sends and Shift+Enter makes a new line, paste only when allowed. An image or video (cropped
 * upload or stock) or a gift is staged, then Send sends it: the staged media first, else the
 * selected gift, else the text (spec section 4 "Sending"). The text in the box goes with a staged
 * gift or photo, in the same message (a gift or media message carries a text, spec sections 2 and
 * 7): a moderator's message answers the chat, and a held chat takes one answer, so a second
 * message for the text could be refused. Share Location sends from its dialog; a location carries
 * no text, so the box keeps it.
 *
 * What is typed belongs to its chat and is kept on the server as it is typed (useChatDraft): a
 * chat opens with its own unsent text. When the chat leaves the writer's hands with text in the
 * box (its time is over, or it was answered or given back), the text stays, readable, with a copy
 * button, and says why it was not sent.
 *
 * Saved replies (the button, or Ctrl+Shift+S / ⌘+Shift+S in the box) go in at the caret with the
 * chat's variables filled, and are saved like typing; Send still follows the rules above.
 * The workspace's Alt shortcuts reach the box through `ref` (MessageBoxHandle).
 */
export function MessageBox({
  roomId,
  minimum,
  pasteAllowed,
  replyValues = NO_REPLY_VALUES,
  closedBecause = 'left',
  onSend,
  ref,
}: {
  roomId: string | null;
  /** Why a chat that had text in the box is closed now (`roomId` null): said under the text. */
  closedBecause?: 'time_over' | 'left';
  minimum: number;
  pasteAllowed: boolean;
  /** What the saved replies' variables are filled with in this chat. */
  replyValues?: ReplyValues;
  onSend: (draft: Draft) => void;
  ref?: Ref<MessageBoxHandle>;
}) {
  const translate = useTranslate();
  const [text, setText, textSent, restored] = useChatDraft(roomId);
  const [media, setMedia] = useState<PostMedia | null>(null);
  const [gift, setGift] = useState<Gift | null>(null);
  const [dialog, setDialog] = useState<BoxDialog | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const mediaInput = useRef<PostMediaInputHandle>(null);
  /** Where a saved reply goes: the box's selection when the dialog opened. */
  const [selection, setSelection] = useState<[number, number]>([0, 0]);
  /** Where the caret goes once focus is back in the box (after the replies dialog). */
  const [caret, setCaret] = useState<number | null>(null);
  const [pasteRefused, setPasteRefused] = useState(false);
  useEffect(() => {
    if (!pasteRefused) return;
    const timer = setTimeout(() => setPasteRefused(false), PASTE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [pasteRefused]);
  const state = messageBoxState(text, minimum, Boolean(roomId));
  const notSent = !roomId && text.trim() !== '';
  const [hintKey, hintValues] = notSent
    ? ([
        closedBecause === 'time_over' ? 'app.chat.draft_not_sent' : 'app.chat.draft_not_sent_left',
        {},
      ] as const)
    : pasteRefused
      ? (['app.chat.paste_blocked', {}] as const)
      : restored
        ? (['app.chat.draft_restored', {}] as const)
        : state.hint;
  const staged = Boolean(roomId && (media || gift));

  useEffect(() => {
    if (dialog === 'replies' || caret === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(caret, caret);
    setCaret(null);
  }, [dialog, caret]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (roomId) box.current?.focus();
      },
      open: (which) => {
        if (!roomId) return;
        // The dialog gives the focus back to what had it when it opened.
        box.current?.focus();
        if (which === 'stock') mediaInput.current?.pickStock();
        else setDialog(which);
      },
    }),
    [roomId],
  );

  // The tools' handlers keep their identity: the tools skip the renders of each keystroke.
  const openReplies = useStableHandler(() => {
    if (!roomId) return;
    const field = box.current;
    const end = field ? field.value.length : text.length;
    setSelection([field?.selectionStart ?? end, field?.selectionEnd ?? end]);
    setDialog('replies');
  });

  const closeReplies = useStableHandler((insertedCaret?: number) => {
    setCaret(insertedCaret ?? box.current?.selectionEnd ?? text.length);
    setDialog(null);
  });

  const insertReply = useStableHandler((reply: string) => {
    const inserted = insertAt(text, reply, ...selection);
    setText(inserted.text.slice(0, MESSAGE_MAX_LENGTH));
    closeReplies(Math.min(inserted.caret, MESSAGE_MAX_LENGTH));
  });

  const shareLocation = useStableHandler(([latitude, longitude]: [number, number]) =>
    onSend({ kind: 'GL', latitude, longitude }),
  );

  const send = useStableHandler(() => {
    if (!roomId) return;
    const withText = text.trim() ? { content: text.trim() } : {};
    if (media) {
      onSend({ kind: 'I', ...mediaSource(media), ...withText });
      setMedia(null);
      textSent();
      return;
    }
    if (gift) {
      onSend({ kind: 'G', giftId: gift.id, ...withText });
      setGift(null);
      textSent();
      return;
    }
    if (!state.canSend) return;
    onSend({ kind: 'C', content: text.trim() });
    textSent();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      openReplies();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    if (pasteAllowed) return;
    event.preventDefault();
    setPasteRefused(true);
  };

  return (
    <Stack
      spacing={1}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <TextField
        id={MESSAGE_BOX_ID}
        inputRef={box}
        label={translate('app.chat.message_label')}
        placeholder={translate('app.chat.placeholder')}
        multiline
        minRows={2}
        maxRows={6}
        value={text}
        // A closed chat's unsent text stays selectable: read-only, not disabled.
        disabled={!roomId && !notSent}
        error={notSent || pasteRefused}
        onChange={(event) => setText(event.target.value.slice(0, MESSAGE_MAX_LENGTH))}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        helperText={translate(hintKey, hintValues)}
        slotProps={{
          input: notSent ? { endAdornment: <CopyTextButton text={text} /> } : undefined,
          htmlInput: {
            maxLength: MESSAGE_MAX_LENGTH,
            readOnly: !roomId,
            'aria-keyshortcuts': 'Alt+M',
          },
          // The rules stay readable (WCAG contrast) while no chat is open and the box is disabled.
          formHelperText: {
            'aria-live': 'polite',
            sx: { '&.Mui-disabled': { color: 'text.secondary' } },
          },
        }}
        fullWidth
      />
      <MessageBoxTools
        roomId={roomId}
        media={media}
        onMedia={setMedia}
        mediaInput={mediaInput}
        gift={gift}
        onGift={setGift}
        dialog={dialog}
        onDialog={setDialog}
        sendable={state.canSend || staged}
        holdsText={text.trim() !== ''}
        replyValues={replyValues}
        onOpenReplies={openReplies}
        onCloseReplies={closeReplies}
        onInsertReply={insertReply}
        onShareLocation={shareLocation}
        onSend={send}
      />
    </Stack>
  );
}

/** Copies a closed chat's unsent text, to be carried elsewhere. */
function CopyTextButton({ text }: { text: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('app.chat.draft_copied', { type: 'info' });
    } catch {
      notify('app.chat.draft_copy_failed', { type: 'warning' });
    }
  };
  return (
    <InputAdornment position="end" sx={{ alignSelf: 'flex-start' }}>
      <Tooltip title={translate('app.chat.draft_copy')}>
        <IconButton aria-label={translate('app.chat.draft_copy')} onClick={() => void copy()}>
          <CopyIcon />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}
