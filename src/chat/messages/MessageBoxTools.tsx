import GiftIcon from '@mui/icons-material/CardGiftcardRounded';
import PlaceIcon from '@mui/icons-material/PlaceRounded';
import SavedRepliesIcon from '@mui/icons-material/QuickreplyOutlined';
import SendIcon from '@mui/icons-material/SendRounded';
import { Avatar, Button, Chip, Stack, Tooltip } from '@mui/material';
import { memo, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { MountOnceOpen } from '../../components/MountOnceOpen';
import {
  type PostMedia,
  PostMediaInput,
  type PostMediaInputHandle,
} from '../../components/posts/PostMediaInput';
import type { Gift } from '../../dataProvider/chat';
import { GiftDialog } from '../gifts/GiftDialog';
import type { ReplyValues } from '../savedReplies/replyVariables';
import { SavedRepliesDialog } from '../savedReplies/SavedRepliesDialog';
import { type BoxText, useBoxText } from './boxText';
import { LocationDialog } from './LocationDialog';
import { messageBoxState } from './messageRules';

export type BoxDialog = 'gift' | 'location' | 'replies';

/**
 * The message box's buttons and dialogs: the media to attach, the gift, the location, the saved
 * replies and Send. Memoized apart from the text box, and the handlers keep their identity
 * (MessageBox): what is typed renders only the Send button, when it enables or disables it, and
 * the location dialog, open, when the box empties or fills.
 */
export const MessageBoxTools = memo(function MessageBoxTools({
  roomId,
  media,
  onMedia,
  mediaInput,
  gift,
  onGift,
  dialog,
  onDialog,
  text,
  minimum,
  staged,
  replyValues,
  onOpenReplies,
  onCloseReplies,
  onInsertReply,
  onShareLocation,
  onSend,
}: {
  roomId: string | null;
  media: PostMedia | null;
  onMedia: (media: PostMedia | null) => void;
  mediaInput: RefObject<PostMediaInputHandle | null>;
  gift: Gift | null;
  onGift: (gift: Gift | null) => void;
  dialog: BoxDialog | null;
  onDialog: (dialog: BoxDialog | null) => void;
  /** What is typed in the box. */
  text: BoxText;
  minimum: number;
  /** A photo or a gift waits to be sent (and enables Send whatever the text). */
  staged: boolean;
  replyValues: ReplyValues;
  onOpenReplies: () => void;
  onCloseReplies: () => void;
  onInsertReply: (reply: string) => void;
  onShareLocation: (location: [number, number]) => void;
  onSend: () => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {roomId && (
          <PostMediaInput
            ref={mediaInput}
            value={media}
            onChange={onMedia}
            labelKey="app.chat.attach"
          />
        )}
        {roomId && gift ? (
          <Chip
            avatar={<Avatar src={gift.picture} alt="" />}
            label={translate('app.chat.gift_chosen', { name: gift.giftName })}
            onDelete={() => onGift(null)}
          />
        ) : (
          <Button
            startIcon={<GiftIcon />}
            disabled={!roomId}
            onClick={() => onDialog('gift')}
            aria-keyshortcuts="Alt+G"
          >
            {translate('app.chat.send_gift')}
          </Button>
        )}
        <Button
          startIcon={<PlaceIcon />}
          disabled={!roomId}
          onClick={() => onDialog('location')}
          aria-keyshortcuts="Alt+L"
        >
          {translate('app.chat.share_location')}
        </Button>
        <Tooltip title={translate('app.saved_replies.open_hint')}>
          <span>
            <Button
              startIcon={<SavedRepliesIcon />}
              disabled={!roomId}
              onClick={onOpenReplies}
              aria-keyshortcuts="Control+Shift+S Meta+Shift+S"
            >
              {translate('app.saved_replies.open')}
            </Button>
          </span>
        </Tooltip>
        <SendButton
          text={text}
          minimum={minimum}
          hasChat={Boolean(roomId)}
          staged={staged}
          onSend={onSend}
        />
      </Stack>
      <MountOnceOpen open={dialog === 'gift'}>
        <GiftDialog
          open={dialog === 'gift'}
          onClose={() => onDialog(null)}
          onPick={(picked) => {
            onDialog(null);
            onGift(picked);
          }}
        />
      </MountOnceOpen>
      <MountOnceOpen open={dialog === 'replies'}>
        <SavedRepliesDialog
          open={dialog === 'replies'}
          values={replyValues}
          onClose={() => onCloseReplies()}
          onInsert={onInsertReply}
        />
      </MountOnceOpen>
      <MountOnceOpen open={dialog === 'location'}>
        <BoxLocationDialog
          text={text}
          open={dialog === 'location'}
          onClose={() => onDialog(null)}
          onShare={onShareLocation}
        />
      </MountOnceOpen>
    </>
  );
});

/** Send, enabled by a text the rules accept or by what is staged. */
function SendButton({
  text,
  minimum,
  hasChat,
  staged,
  onSend,
}: {
  text: BoxText;
  minimum: number;
  hasChat: boolean;
  staged: boolean;
  onSend: () => void;
}) {
  const translate = useTranslate();
  const textSendable = useBoxText(
    text,
    (typed) => messageBoxState(typed, minimum, hasChat).canSend,
  );
  return (
    <Button
      variant="contained"
      endIcon={<SendIcon />}
      disabled={!(textSendable || staged)}
      onClick={onSend}
      sx={{ ml: 'auto' }}
    >
      {translate('app.chat.send')}
    </Button>
  );
}

/** The location dialog, told whether the box holds text (which a location does not take along). */
function BoxLocationDialog({
  text,
  ...dialog
}: { text: BoxText } & Omit<Parameters<typeof LocationDialog>[0], 'textStays'>) {
  const holdsText = useBoxText(text, (typed) => typed.trim() !== '');
  return <LocationDialog textStays={holdsText} {...dialog} />;
}
