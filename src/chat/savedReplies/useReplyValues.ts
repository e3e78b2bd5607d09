import { useMemo } from 'react';
import type { ChatRoom } from '../../dataProvider/chat';
import { shownName } from '../../lib/shownName';
import { useProfile } from '../profiles/useProfile';
import type { ReplyValues } from './replyVariables';

/**
 * What the saved replies' variables are in the open chat: the real user's and the moderator's
 * names from the room, the moderator's city from their profile (the same cached read as the
 * profile panel's). Anything not known yet is left out, and so filled with ''. One object while
 * they stay the same: the message box's tools are memoized on it.
 */
export function useReplyValues(room: ChatRoom | null): ReplyValues {
  const moderator = useProfile('moderator', room?.moderatorId ?? null);
  const userName = room ? shownName(room.user) || room.name : null;
  const moderatorName = room ? shownName(room.moderator) : null;
  const moderatorCity = moderator.data?.city ?? null;
  return useMemo(
    () =>
      userName === null
        ? {}
        : { user_name: userName, moderator_name: moderatorName, moderator_city: moderatorCity },
    [userName, moderatorName, moderatorCity],
  );
}
