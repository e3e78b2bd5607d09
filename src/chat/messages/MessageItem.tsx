import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LocationMap } from '../../components/map/lazyMaps';
import { MediaItem } from '../../components/media/MediaItem';
import type { ChatMessage } from '../../dataProvider/chat';
import { coordinate, cutText } from './messageRules';

// One formatter for every message: `toLocaleString` with options builds a new one per call, and a
// conversation formats a hundred times or more at once.
let timeFormat: Intl.DateTimeFormat | null = null;
const time = (iso: string) => {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });
  return timeFormat.format(new Date(iso));
};

/**
 * What a message shows, by kind (spec section 2: text, gift, media, location, photo request). A
 * gift or a photo may carry the text written with it.
 */
function Body({ message }: { message: ChatMessage }) {
  const translate = useTranslate();
  if (message.isDeleted) {
    return (
      <Typography variant="body2" sx={{ fontStyle: 'italic', opacity: 0.7 }}>
        {translate('app.chat.deleted')}
      </Typography>
    );
  }
  switch (message.messageType) {
    case 'G':
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {message.gift && (
            <Box component="img" src={message.gift.picture} alt="" sx={{ width: 48, height: 48 }} />
          )}
          <Stack>
            <Typography variant="body2">
              {cutText(translate('app.chat.gift', { name: message.gift?.giftName ?? '' }))}
            </Typography>
            {message.content && <LongText text={message.content} />}
          </Stack>
        </Stack>
      );
    case 'GL':
      return (
        <Stack spacing={0.5} sx={{ width: 260 }}>
          <LocationMap
            location={
              message.latitude !== null && message.longitude !== null
                ? [message.latitude, message.longitude]
                : null
            }
            height={150}
            zoom={17}
          />
          <Typography variant="caption">
            {translate('app.chat.location', {
              lat: coordinate(message.latitude ?? 0),
              lng: coordinate(message.longitude ?? 0),
            })}
          </Typography>
        </Stack>
      );
    case 'I':
      return (
        <Stack spacing={0.5} sx={{ width: 220 }}>
          {message.url && (
            <MediaItem
              file={message.url}
              alt={translate(message.video ? 'app.chat.video' : 'app.chat.image')}
              maxHeight={260}
            />
          )}
          {message.content && <LongText text={message.content} />}
        </Stack>
      );
    case 'P':
      return (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {translate('app.chat.photo_request')}
        </Typography>
      );
    default:
      return <LongText text={message.content} />;
  }
}

/** Texts in the list are cut at 150 characters (spec section 2); the rest is one click away. */
function LongText({ text }: { text: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const cut = cutText(text);
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {open ? text : cut}
      {cut !== text && (
        <Button
          size="small"
          color="inherit"
          onClick={() => setOpen(!open)}
          sx={{ ml: 0.5, p: 0, minWidth: 0, textDecoration: 'underline' }}
        >
          {translate(open ? 'app.chat.less' : 'app.chat.more')}
        </Button>
      )}
    </Typography>
  );
}

/**
 * The buttons of a private-photo request message (spec section 4). They take the bubble's text
 * colour (white on the moderator's blue, dark on the user's grey), so every state reads at the
 * bubble's own contrast, an answered one too.
 */
function RequestActions({
  message,
  mine,
  onDecide,
}: {
  message: ChatMessage;
  mine: boolean;
  onDecide: (decision: 'A' | 'R' | 'C') => void;
}) {
  const translate = useTranslate();
  const inBubble = {
    size: 'small',
    color: 'inherit',
    variant: 'outlined',
    sx: { '&.Mui-disabled': { color: 'inherit', borderColor: 'currentColor', opacity: 0.85 } },
  } as const;
  const answered = (label: string) => (
    <Button {...inBubble} disabled>
      {translate(label)}
    </Button>
  );
  switch (message.requestStatus) {
    case 'PENDING':
      return mine ? (
        <Button {...inBubble} onClick={() => onDecide('C')}>
          {translate('app.chat.cancel')}
        </Button>
      ) : (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" onClick={() => onDecide('A')}>
            {translate('app.chat.accept')}
          </Button>
          <Button {...inBubble} onClick={() => onDecide('R')}>
            {translate('app.chat.reject')}
          </Button>
        </Stack>
      );
    case 'REJECT':
      return answered('app.chat.rejected');
    case 'APPROVE':
      return answered('app.chat.approved');
    case 'CANCEL':
      return answered('app.chat.cancelled');
    default:
      return null;
  }
}

/** A notification (messageType N): a quiet line across the conversation. */
function NotificationLine({ message }: { message: ChatMessage }) {
  return (
    <Typography
      component="li"
      data-testid="chat-message"
      variant="caption"
      color="text.secondary"
      sx={{ alignSelf: 'center', fontStyle: 'italic' }}
    >
      {cutText(message.content)}
    </Typography>
  );
}

/**
 * One message: the moderator's side on the right, the real user's on the left. Memoized: the
 * workspace renders again for much else (its chats, the box, a poll), and a conversation holds a
 * hundred messages or more; the caller passes handlers that keep their identity.
 */
export const MessageItem = memo(function MessageItem({
  message,
  canAct,
  onDelete,
  onDecide,
}: {
  message: ChatMessage;
  canAct: boolean;
  onDelete: (message: ChatMessage) => void;
  onDecide: (message: ChatMessage, decision: 'A' | 'R' | 'C') => void;
}) {
  const translate = useTranslate();
  const mine = message.fromModerator;
  if (message.messageType === 'N') return <NotificationLine message={message} />;
  return (
    <Stack
      component="li"
      data-testid="chat-message"
      data-id={message.id}
      direction="row"
      spacing={0.5}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '78%',
        alignItems: 'flex-start',
        flexDirection: mine ? 'row-reverse' : 'row',
        '&:hover .message-delete, &:focus-within .message-delete': { opacity: 1 },
      }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Body message={message} />
        {message.messageType === 'P' && canAct && (
          <Box sx={{ mt: 0.5 }}>
            <RequestActions
              message={message}
              mine={mine}
              onDecide={(decision) => onDecide(message, decision)}
            />
          </Box>
        )}
        <Typography
          variant="caption"
          component="time"
          dateTime={message.timestamp}
          sx={{ display: 'block', opacity: 0.9, mt: 0.25, textAlign: mine ? 'right' : 'left' }}
        >
          {time(message.timestamp)}
        </Typography>
      </Box>
      {canAct && !message.isDeleted && (
        // The browser's own tooltip (title): a MUI Tooltip on each of a conversation's hundreds of
        // messages made a good part of the render that opens a chat.
        <IconButton
          className="message-delete"
          size="small"
          aria-label={translate('app.chat.delete_message')}
          title={translate('app.chat.delete_message')}
          onClick={() => onDelete(message)}
          sx={{ opacity: 0, transition: 'opacity 120ms' }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
});
