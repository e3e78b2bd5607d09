import type { ChatRoom } from '../../../contract/chat';
import { canRoleAccess } from '../../authProvider/policy';
import {
  ChatSettingsDocument,
  HistoryDocument,
  RoomDocument,
  RoomsDocument,
} from '../../gql/graphql';
import { fetchEarly, fetchEarlyGraphql } from '../../lib/api';
import { roleOf, type Session } from '../../lib/session';
import { rememberedRoom } from '../takenRoom';
import { chooseRoom } from './roomChoice';

/**
 * The chat workspace's first readings (useWorkspaceData.ts, useRoomMessages.ts), asked
 * for on a page load that lands on it (src/landingRequests.ts): the
 * chats, and then the conversation of the one it will open, the worker's fake users and the chat
 * settings. The same documents and variables, so that the data provider's `gql` takes the answers.
 */
export function startWorkspaceRequests(session: Session, path: string): void {
  const role = roleOf(session);
  const history = (roomId: string) =>
    void fetchEarlyGraphql(String(HistoryDocument), { r: roomId, b: null });
  const fixedRoomId = /^\/chat\/([^/]+)$/.exec(path)?.[1];
  if (fixedRoomId && canRoleAccess(role, session.checks, 'chat', 'read')) {
    // /chat/{id}: that chat and its conversation.
    const id = decodeURIComponent(fixedRoomId);
    void fetchEarlyGraphql(String(RoomDocument), { id });
    history(id);
  } else if (!fixedRoomId && canRoleAccess(role, session.checks, 'chat', 'work')) {
    // The chatter's dashboard: every chat they work, then the one it opens.
    void fetchEarlyGraphql(String(RoomsDocument), { m: null }).then((answer) => {
      const rooms = (answer as { rooms?: ChatRoom[] } | null)?.rooms ?? [];
      const opened = chooseRoom(rooms, session.user.id, rememberedRoom());
      if (opened) history(opened.id);
    });
    void fetchEarly(`/api/moderator/user/${session.user.id}/`);
  } else {
    return;
  }
  void fetchEarlyGraphql(String(ChatSettingsDocument), {});
}
