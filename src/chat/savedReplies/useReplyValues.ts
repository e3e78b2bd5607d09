import type { ChatRoom } from '../../dataProvider/chat';
import { shownName } from '../../lib/shownName';
import { useProfile } from '../profiles/useProfile';
import type { ReplyValues } from './replyVariables';

/**
 * What the saved replies' variables are in the open chat: the real user's and the moderator's
 * names from the room, the moderator's city from their profile (the same cached read as the
 * profile panel's). Anything not known yet is left out, and so filled with ''.
 */
export function useReplyValues(room: ChatRoom | null): ReplyValues {
  const moderator = useProfile('moderator', room?.moderatorId ?? null);
  if (!room) return {};
  return {
    user_name: shownName(room.user) || room.name,
    moderator_name: shownName(room.moderator),
    moderator_city: moderator.data?.city ?? null,
  };
}
