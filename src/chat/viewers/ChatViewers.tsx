import { Avatar, AvatarGroup, Chip, Stack, Tooltip } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { graphql } from '../../gql';
import type { ChatViewersSubscription } from '../../gql/graphql';
import { subscribeLive } from '../../lib/live';

type Viewer = ChatViewersSubscription['chatViewers'][number];

const VIEWERS = graphql(`
  subscription ChatViewers($roomId: ID!) {
    chatViewers(roomId: $roomId) {
      id
      name
      role
      holdsChat
      viewing
    }
  }
`);

/** Up to two letters of a name, for an avatar. */
export const initialsOf = (name: string) =>
  name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The room's viewers as the server tells them (`chatViewers`), while the room is open here: the
 * subscription itself counts this tab as viewing, so it is ended when the room changes or the
 * header goes.
 */
function useChatViewers(roomId: string): Viewer[] {
  const [viewers, setViewers] = useState<{ roomId: string; list: Viewer[] }>({
    roomId,
    list: [],
  });
  useEffect(
    () =>
      subscribeLive(
        VIEWERS,
        { roomId },
        {
          next: ({ data }) => {
            if (data) setViewers({ roomId, list: data.chatViewers });
          },
          // A refused room (a chat no longer worked) shows no one; the chat itself says why.
          error: () => setViewers({ roomId, list: [] }),
        },
      ),
    [roomId],
  );
  return viewers.roomId === roomId ? viewers.list : [];
}

/**
 * "Who is viewing", in the chat's header: the worker holding the chat (for everyone but
 * themself), and the other staff members who have it open now, as a group of avatars.
 * Memoized: the workspace renders for every message, which leaves the viewers as they are.
 */
export const ChatViewers = memo(function ChatViewers({
  roomId,
  me,
}: {
  roomId: string;
  me: number;
}) {
  const translate = useTranslate();
  const viewers = useChatViewers(roomId);
  const others = viewers.filter((viewer) => viewer.id !== String(me));
  const holder = others.find((viewer) => viewer.holdsChat);
  const watching = others.filter((viewer) => viewer.viewing && !viewer.holdsChat);
  if (!holder && watching.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={translate('app.chat.viewers.label')}
      sx={{ alignItems: 'center' }}
    >
      {holder && (
        <Chip
          size="small"
          variant="outlined"
          color={holder.viewing ? 'success' : 'default'}
          avatar={
            // The holder is a chatter: their colour in the group too (white on it reads at 4.9:1).
            <Avatar sx={{ '&&': { bgcolor: 'secondary.main', color: 'common.white' } }}>
              {initialsOf(holder.name)}
            </Avatar>
          }
          label={translate(
            holder.viewing ? 'app.chat.viewers.holds_viewing' : 'app.chat.viewers.holds',
            { name: holder.name },
          )}
        />
      )}
      {watching.length > 0 && (
        <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 13 } }}>
          {watching.map((viewer) => {
            const label = translate('app.chat.viewers.viewing', { name: viewer.name });
            return (
              <Tooltip key={viewer.id} title={label}>
                <Avatar
                  role="img"
                  aria-label={label}
                  sx={{ bgcolor: viewer.role === 'CHATTER' ? 'secondary.main' : 'primary.main' }}
                >
                  {initialsOf(viewer.name)}
                </Avatar>
              </Tooltip>
            );
          })}
        </AvatarGroup>
      )}
    </Stack>
  );
});
