import CopyIcon from '@mui/icons-material/ContentCopyRounded';
import {
  Box,
  FormHelperText,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  memo,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { growingTextarea, PLAIN_TEXTAREA } from '../../components/form/growingTextarea';
import {
  mediaSource,
  type PostMedia,
  type PostMediaInputHandle,
} from '../../components/posts/PostMediaInput';
import type { Gift, Outgoing } from '../../dataProvider/chat';
import { useStableHandler } from '../../lib/useStableHandler';
import { useChatDraft } from '../drafts/useChatDraft';
import { insertAt, type ReplyValues } from '../savedReplies/replyVariables';
import { type BoxText, useBoxText, useBoxTextStore } from './boxText';
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

/** The hint's id: the text box names it as its description. */
const HINT_ID = `${MESSAGE_BOX_ID}-hint`;

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
 * The workspace's Alt shortcuts reach the box through `ref` (MessageBoxHandle). Memoized: the
 * workspace renders for much that leaves the box as it is (a message, the chats read again).
 */
export const MessageBox = memo(function MessageBox({
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
  const draft = useChatDraft(roomId);
  const boxText = useBoxTextStore();
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
  // A chat's closing with text in the box, not each keystroke, renders the box: what the text
  // enables (Send, the location's warning) follows it in the tools.
  const notSent = useBoxText(boxText, (text) => !roomId && text.trim() !== '');
  const fixedHint = notSent
    ? closedBecause === 'time_over'
      ? 'app.chat.draft_not_sent'
      : 'app.chat.draft_not_sent_left'
    : pasteRefused
      ? 'app.chat.paste_blocked'
      : draft.restored
        ? 'app.chat.draft_restored'
        : null;
  const staged = Boolean(roomId && (media || gift));

  const show = (text: string) => {
    if (box.current) box.current.value = text;
    boxText.set(text);
  };
  /** Puts a text in the box as if typed (a saved reply). */
  const write = (text: string) => {
    show(text);
    draft.typed(text);
  };
  const sent = () => {
    draft.sent();
    show('');
  };

  // The open chat's text, when a chat opens, its kept draft comes back or its text was sent. A chat
  // that closed under the writer (no chat) keeps its text in the box.
  const { textOf, shownAt } = draft;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownAt says when to show it again.
  useLayoutEffect(() => {
    if (!roomId) return;
    const text = textOf(roomId);
    if (box.current && box.current.value !== text) box.current.value = text;
    boxText.set(text);
  }, [roomId, shownAt, boxText]);

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
    const end = field ? field.value.length : boxText.get().length;
    setSelection([field?.selectionStart ?? end, field?.selectionEnd ?? end]);
    setDialog('replies');
  });

  const closeReplies = useStableHandler((insertedCaret?: number) => {
    setCaret(insertedCaret ?? box.current?.selectionEnd ?? boxText.get().length);
    setDialog(null);
  });

  const insertReply = useStableHandler((reply: string) => {
    const inserted = insertAt(boxText.get(), reply, ...selection);
    write(inserted.text.slice(0, MESSAGE_MAX_LENGTH));
    closeReplies(Math.min(inserted.caret, MESSAGE_MAX_LENGTH));
  });

  const shareLocation = useStableHandler(([latitude, longitude]: [number, number]) =>
    onSend({ kind: 'GL', latitude, longitude }),
  );

  const send = useStableHandler(() => {
    if (!roomId) return;
    const text = boxText.get();
    const withText = text.trim() ? { content: text.trim() } : {};
    if (media) {
      onSend({ kind: 'I', ...mediaSource(media), ...withText });
      setMedia(null);
      sent();
      return;
    }
    if (gift) {
      onSend({ kind: 'G', giftId: gift.id, ...withText });
      setGift(null);
      sent();
      return;
    }
    if (!messageBoxState(text, minimum, true).canSend) return;
    onSend({ kind: 'C', content: text.trim() });
    sent();
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
      <Box>
        <TextField
          id={MESSAGE_BOX_ID}
          inputRef={box}
          label={translate('app.chat.message_label')}
          placeholder={translate('app.chat.placeholder')}
          // Two to six lines, as the text needs them.
          {...growingTextarea(2, 6)}
          // A closed chat's unsent text stays selectable: read-only, not disabled.
          disabled={!roomId && !notSent}
          error={notSent || pasteRefused}
          onChange={(event) => {
            const field = event.target;
            if (field.value.length > MESSAGE_MAX_LENGTH) {
              field.value = field.value.slice(0, MESSAGE_MAX_LENGTH);
            }
            boxText.set(field.value);
            draft.typed(field.value);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          slotProps={{
            // The box is given texts without a keystroke: the label stays above them.
            inputLabel: { shrink: true },
            input: {
              ...PLAIN_TEXTAREA,
              endAdornment: notSent ? <CopyTextButton text={boxText} /> : undefined,
            },
            htmlInput: {
              maxLength: MESSAGE_MAX_LENGTH,
              readOnly: !roomId,
              'aria-keyshortcuts': 'Alt+M',
              'aria-describedby': HINT_ID,
            },
          }}
          fullWidth
        />
        <MessageHint
          text={boxText}
          fixed={fixedHint}
          minimum={minimum}
          hasChat={Boolean(roomId)}
          error={notSent || pasteRefused}
          disabled={!roomId && !notSent}
        />
      </Box>
      <MessageBoxTools
        roomId={roomId}
        media={media}
        onMedia={setMedia}
        mediaInput={mediaInput}
        gift={gift}
        onGift={setGift}
        dialog={dialog}
        onDialog={setDialog}
        text={boxText}
        minimum={minimum}
        staged={staged}
        replyValues={replyValues}
        onOpenReplies={openReplies}
        onCloseReplies={closeReplies}
        onInsertReply={insertReply}
        onShareLocation={shareLocation}
        onSend={send}
      />
    </Stack>
  );
});

/**
 * The hint under the box: why a text was not sent, the paste refusal or a draft kept from before
 * (`fixed`), else the rules as the text stands (the only part a keystroke renders again).
 */
function MessageHint({
  text,
  fixed,
  minimum,
  hasChat,
  error,
  disabled,
}: {
  text: BoxText;
  fixed: string | null;
  minimum: number;
  hasChat: boolean;
  error: boolean;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const typed = useBoxText(text, (value) => value);
  const [key, values] = fixed ? [fixed, {}] : messageBoxState(typed, minimum, hasChat).hint;
  return (
    <FormHelperText
      id={HINT_ID}
      aria-live="polite"
      error={error}
      disabled={disabled}
      // Where TextField puts its own helper text, readable (WCAG contrast) while disabled.
      sx={{ mx: 1.75, mt: 0.375, '&.Mui-disabled': { color: 'text.secondary' } }}
    >
      {translate(key, values)}
    </FormHelperText>
  );
}

/** Copies a closed chat's unsent text, to be carried elsewhere. */
function CopyTextButton({ text }: { text: BoxText }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text.get());
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
