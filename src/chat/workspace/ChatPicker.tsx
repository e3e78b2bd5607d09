import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatRoom } from '../../dataProvider/chat';

/**
 * The chats of the selected fake user, one to open. Memoized: the workspace renders for much that
 * does not touch this list (a message, a poll, the profiles), and its menu holds a row per chat.
 */
export const ChatPicker = memo(function ChatPicker({
  chats,
  openId,
  disabled,
  onOpen,
  onClose,
  onReadAhead,
}: {
  chats: ChatRoom[];
  /** The open chat, when it is one of `chats`. */
  openId: string | null;
  disabled: boolean;
  onOpen: (chat: ChatRoom) => void;
  /** A value that is no longer a chat of the list: no chat is open. */
  onClose: () => void;
  /** The chats likely opened next: those waiting (menu opened), or the one pointed at. */
  onReadAhead: (roomIds: string[]) => void;
}) {
  const translate = useTranslate();
  return (
    <FormControl
      size="small"
      // With the countdown and the header's buttons, one row in the wide layout's column.
      sx={{ minWidth: { xs: 160, sm: 200 } }}
      disabled={disabled}
    >
      <InputLabel id="chat-user-picker">{translate('app.chat.pick_user')}</InputLabel>
      <Select
        labelId="chat-user-picker"
        label={translate('app.chat.pick_user')}
        value={openId ?? ''}
        onOpen={() => onReadAhead(chats.filter((r) => r.unread > 0).map((r) => r.id))}
        onChange={(event) => {
          const chat = chats.find((r) => r.id === event.target.value);
          if (chat) onOpen(chat);
          else onClose();
        }}
      >
        {chats.map((r) => (
          <MenuItem
            key={r.id}
            value={r.id}
            onMouseEnter={() => onReadAhead([r.id])}
            onFocus={() => onReadAhead([r.id])}
          >
            {r.name}
            {r.unread > 0 ? ` (${r.unread})` : ''}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
});
