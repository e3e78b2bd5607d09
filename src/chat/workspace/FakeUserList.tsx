import ChatAddIcon from '@mui/icons-material/AddCommentOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Avatar,
  Badge,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { memo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { useStableHandler } from '../../lib/useStableHandler';
import { fakeUserItemId } from '../keyboard/focusTargets';

export interface FakeUserEntry {
  id: number;
  name: string;
  avatar: string | null;
  isOnline: boolean;
  unread: number;
  /** Only the fake users the worker works may be edited, toggled and used for new chats. */
  own: boolean;
}

/**
 * The worker's fake users (spec section 2): each with its unread badge, a pencil to edit it, a
 * start-new-chat icon and an online toggle that applies at once and is reverted on failure.
 * Memoized, and each row too: the workspace renders again for much that leaves the list as it
 * was, and a message changes one row's badge at most.
 */
export const FakeUserList = memo(function FakeUserList({
  workerId,
  entries,
  selected,
  onSelect,
  onStartChat,
}: {
  workerId: number;
  entries: FakeUserEntry[];
  selected: number | null;
  onSelect: (id: number) => void;
  onStartChat: (id: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [online, setOnline] = useState<Record<number, boolean>>({});
  const toggle = useStableHandler(async (id: number, value: boolean) => {
    setOnline((state) => ({ ...state, [id]: value }));
    try {
      await dataProvider.setFakeUserOnline(id, value);
    } catch (error) {
      setOnline((state) => ({ ...state, [id]: !value }));
      const status = (error as { status?: number }).status ?? 0;
      // Spec section 4: a 401 ends the session (the data provider's checkError signs out).
      if (status === 401) return;
      notify(status === 404 ? 'app.user_detail.not_found' : 'app.errors.unknown_status', {
        type: 'error',
        messageArgs: { status },
      });
    }
  });
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('app.chat.no_fake_users')}
      </Typography>
    );
  }
  return (
    <List dense aria-label={translate('app.chat.fake_users')} sx={{ py: 0 }}>
      {entries.map((entry) => (
        <FakeUserRow
          key={entry.id}
          workerId={workerId}
          {...entry}
          online={online[entry.id] ?? entry.isOnline}
          selected={selected === entry.id}
          onSelect={onSelect}
          onStartChat={onStartChat}
          onToggle={toggle}
        />
      ))}
    </List>
  );
});

/** One fake user, by plain values: it renders again only when one of them changes. */
const FakeUserRow = memo(function FakeUserRow({
  workerId,
  id,
  name,
  avatar,
  unread,
  own,
  online,
  selected,
  onSelect,
  onStartChat,
  onToggle,
}: Omit<FakeUserEntry, 'isOnline'> & {
  workerId: number;
  online: boolean;
  selected: boolean;
  onSelect: (id: number) => void;
  onStartChat: (id: number) => void;
  onToggle: (id: number, online: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <ListItem
      disablePadding
      // Room for the pencil, the start-chat icon and the switch beside a long name.
      sx={{ '& > .MuiListItemButton-root': { pr: own ? '132px' : 2 } }}
      secondaryAction={
        own && (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Tooltip title={translate('app.chat.edit_fake_user', { name })}>
              <IconButton
                size="small"
                component={Link}
                to={`/workers/${workerId}/fakeUsers/edit/${id}`}
                aria-label={translate('app.chat.edit_fake_user', { name })}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('app.chat.start_chat_as', { name })}>
              <IconButton
                size="small"
                onClick={() => onStartChat(id)}
                aria-label={translate('app.chat.start_chat_as', { name })}
              >
                <ChatAddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Switch
              size="small"
              checked={online}
              onChange={(event) => onToggle(id, event.target.checked)}
              slotProps={{
                input: {
                  'aria-label': translate('app.chat.online_toggle', { name }),
                },
              }}
            />
          </Stack>
        )
      }
    >
      <ListItemButton
        id={fakeUserItemId(id)}
        selected={selected}
        onClick={() => onSelect(id)}
        aria-label={unread ? `${name}, ${translate('app.chat.unread', { count: unread })}` : name}
      >
        <ListItemAvatar sx={{ minWidth: 48 }}>
          <Badge
            badgeContent={unread}
            color="error"
            aria-label={translate('app.chat.unread', { count: unread })}
          >
            <Avatar src={avatar ?? undefined} alt="">
              {name.slice(0, 1)}
            </Avatar>
          </Badge>
        </ListItemAvatar>
        <ListItemText primary={name} slotProps={{ primary: { noWrap: true } }} />
      </ListItemButton>
    </ListItem>
  );
});
