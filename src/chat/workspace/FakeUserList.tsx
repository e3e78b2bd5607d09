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
 * Memoized: the workspace renders again for much that leaves the list as it was.
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
  const toggle = async (entry: FakeUserEntry, value: boolean) => {
    setOnline((state) => ({ ...state, [entry.id]: value }));
    try {
      await dataProvider.setFakeUserOnline(entry.id, value);
    } catch (error) {
      setOnline((state) => ({ ...state, [entry.id]: !value }));
      const status = (error as { status?: number }).status ?? 0;
      // Spec section 4: a 401 ends the session (the data provider's checkError signs out).
      if (status === 401) return;
      notify(status === 404 ? 'app.user_detail.not_found' : 'app.errors.unknown_status', {
        type: 'error',
        messageArgs: { status },
      });
    }
  };
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
        <ListItem
          key={entry.id}
          disablePadding
          // Room for the pencil, the start-chat icon and the switch beside a long name.
          sx={{ '& > .MuiListItemButton-root': { pr: entry.own ? '132px' : 2 } }}
          secondaryAction={
            entry.own && (
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Tooltip title={translate('app.chat.edit_fake_user', { name: entry.name })}>
                  <IconButton
                    size="small"
                    component={Link}
                    to={`/workers/${workerId}/fakeUsers/edit/${entry.id}`}
                    aria-label={translate('app.chat.edit_fake_user', { name: entry.name })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate('app.chat.start_chat_as', { name: entry.name })}>
                  <IconButton
                    size="small"
                    onClick={() => onStartChat(entry.id)}
                    aria-label={translate('app.chat.start_chat_as', { name: entry.name })}
                  >
                    <ChatAddIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Switch
                  size="small"
                  checked={online[entry.id] ?? entry.isOnline}
                  onChange={(event) => void toggle(entry, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': translate('app.chat.online_toggle', { name: entry.name }),
                    },
                  }}
                />
              </Stack>
            )
          }
        >
          <ListItemButton
            id={fakeUserItemId(entry.id)}
            selected={selected === entry.id}
            onClick={() => onSelect(entry.id)}
            aria-label={
              entry.unread
                ? `${entry.name}, ${translate('app.chat.unread', { count: entry.unread })}`
                : entry.name
            }
          >
            <ListItemAvatar sx={{ minWidth: 48 }}>
              <Badge
                badgeContent={entry.unread}
                color="error"
                aria-label={translate('app.chat.unread', { count: entry.unread })}
              >
                <Avatar src={entry.avatar ?? undefined} alt="">
                  {entry.name.slice(0, 1)}
                </Avatar>
              </Badge>
            </ListItemAvatar>
            <ListItemText primary={entry.name} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
});
