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
import { LocationDialog } from './LocationDialog';

export type BoxDialog = 'gift' | 'location' | 'replies';

/**
 * The message box's buttons and dialogs: the media to attach, the gift, the location, the saved
 * replies and Send. Memoized apart from the text box, which renders on every keystroke: nothing
 * here changes with what is typed but whether Send is enabled and whether the box holds text, and
 * the handlers keep their identity (MessageBox).
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
  sendable,
  holdsText,
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
  /** Send is enabled. */
  sendable: boolean;
  /** The box holds text (which a location does not take along). */
  holdsText: boolean;
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
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!sendable}
          onClick={onSend}
          sx={{ ml: 'auto' }}
        >
          {translate('app.chat.send')}
        </Button>
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
        <LocationDialog
          textStays={holdsText}
          open={dialog === 'location'}
          onClose={() => onDialog(null)}
          onShare={onShareLocation}
        />
      </MountOnceOpen>
    </>
  );
});
