import GiftIcon from '@mui/icons-material/CardGiftcardRounded';
import PlaceIcon from '@mui/icons-material/PlaceRounded';
import SendIcon from '@mui/icons-material/SendRounded';
import { Button, Stack, TextField } from '@mui/material';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type PostMedia, PostMediaInput } from '../components/posts/PostMediaInput';
import type { Outgoing } from './chatCalls';
import { GiftDialog } from './GiftDialog';
import { LocationDialog } from './LocationDialog';
import { MESSAGE_MAX_LENGTH, messageBoxState } from './messageRules';

export type Draft = Omit<Outgoing, 'roomId' | 'clientId'>;

/**
 * The message box (spec sections 2 and 5): at most 300 characters, the server's minimum, Enter
 * sends and Shift+Enter makes a new line, paste only when allowed; attach an image or video
 * (cropped upload or stock), Send Gift and Share Location send at once.
 */
export function MessageBox({
  roomId,
  minimum,
  pasteAllowed,
  onSend,
}: {
  roomId: string | null;
  minimum: number;
  pasteAllowed: boolean;
  onSend: (draft: Draft) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [media, setMedia] = useState<PostMedia | null>(null);
  const [dialog, setDialog] = useState<'gift' | 'location' | null>(null);
  const state = messageBoxState(text, minimum, Boolean(roomId));
  const [hintKey, hintValues] = state.hint;

  const send = () => {
    if (!roomId) return;
    if (media) {
      const { name: _name, ...source } = media;
      onSend({ kind: 'I', ...source });
      setMedia(null);
      return;
    }
    if (!state.canSend) return;
    onSend({ kind: 'C', content: text.trim() });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    if (pasteAllowed) return;
    event.preventDefault();
    notify('app.chat.paste_blocked', { type: 'warning' });
  };

  return (
    <Stack
      spacing={1}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <TextField
        label={translate('app.chat.message_label')}
        placeholder={translate('app.chat.placeholder')}
        multiline
        minRows={2}
        maxRows={6}
        value={text}
        disabled={!roomId}
        onChange={(event) => setText(event.target.value.slice(0, MESSAGE_MAX_LENGTH))}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        helperText={translate(hintKey, hintValues)}
        slotProps={{
          htmlInput: { maxLength: MESSAGE_MAX_LENGTH },
          // The rules stay readable (WCAG contrast) while no chat is open and the box is disabled.
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
        }}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {roomId && <PostMediaInput value={media} onChange={setMedia} labelKey="app.chat.attach" />}
        <Button startIcon={<GiftIcon />} disabled={!roomId} onClick={() => setDialog('gift')}>
          {translate('app.chat.send_gift')}
        </Button>
        <Button startIcon={<PlaceIcon />} disabled={!roomId} onClick={() => setDialog('location')}>
          {translate('app.chat.share_location')}
        </Button>
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!(state.canSend || (roomId && media))}
          onClick={send}
          sx={{ ml: 'auto' }}
        >
          {translate('app.chat.send')}
        </Button>
      </Stack>
      <GiftDialog
        open={dialog === 'gift'}
        onClose={() => setDialog(null)}
        onPick={(gift) => {
          setDialog(null);
          onSend({ kind: 'G', giftId: gift.id });
        }}
      />
      <LocationDialog
        open={dialog === 'location'}
        onClose={() => setDialog(null)}
        onShare={([latitude, longitude]) => onSend({ kind: 'GL', latitude, longitude })}
      />
    </Stack>
  );
}
