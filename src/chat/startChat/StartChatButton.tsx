import ChatIcon from '@mui/icons-material/ChatBubbleOutlineRounded';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { CanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { getSession } from '../../lib/session';
import { PersonPickerDialog } from './PersonPickerDialog';

/**
 * The start-chat icon (chatters only, spec section 6): from a real user, pick the moderator to
 * speak as ('Select MODERATOR', 15 loaded, searchable); from a moderator card, pick the real user.
 * The chat opens on /chat/{id}.
 */
export function StartChatButton(
  props: { userId: number; name: string } | { moderatorId: number; name: string },
) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const fromUser = 'userId' in props;
  const start = async (otherId: number) => {
    setOpen(false);
    try {
      const room = fromUser
        ? await dataProvider.startChat(otherId, props.userId)
        : await dataProvider.startChat(props.moderatorId, otherId);
      navigate(`/chat/${room.id}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  const label = translate('app.chat.start_chat_with', { name: props.name });
  return (
    <CanAccess resource="chat" action="start">
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <ChatIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <PersonPickerDialog
        open={open}
        title={translate(fromUser ? 'app.chat.select_moderator' : 'app.chat.select_user')}
        resource={fromUser ? 'moderators' : 'users'}
        // A chatter speaks as the fake users they work.
        filter={fromUser ? { worker: getSession()?.user.id ?? 0 } : undefined}
        onClose={() => setOpen(false)}
        onPick={(person) => void start(person.id)}
      />
    </CanAccess>
  );
}
