import type { ChatMessage, ChatRoom } from '../dataProvider/chat';

/** Test fixture: a real user's text message in room 7___m3x0x, overridden per test. */
export function chatMessage(changes: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: '5',
    roomId: '7___m3x0x',
    userId: 7,
    fromModerator: false,
    messageType: 'C',
    content: '',
    url: null,
    video: false,
    gift: null,
    latitude: null,
    longitude: null,
    privatePhotoRequestId: null,
    requestStatus: null,
    ir: false,
    isDeleted: false,
    clientId: null,
    timestamp: '2026-11-23T10:00:00Z',
    senderWorkerId: null,
    receiverWorkerId: null,
    ...changes,
  };
}

/** Test fixture: the chat 7___m3x0x of real user 7 with moderator 3, overridden per test. */
export function chatRoom(changes: Partial<ChatRoom> = {}): ChatRoom {
  const person = (id: number, uid: string, name: string) => ({
    id,
    uid,
    display_name: name,
    fullName: name,
    avatar: null,
    isOnline: false,
  });
  return {
    id: '7___m3x0x',
    name: 'Sam',
    userId: 7,
    moderatorId: 3,
    target: 'm3x0x',
    user: person(7, '7', 'Sam'),
    moderator: person(3, 'm3x0x', 'Mia'),
    unread: 0,
    lastMessageId: '5',
    latestTime: '2026-11-23T10:00:00.000Z',
    holderId: null,
    deadline: null,
    notes: { moderatorNote: '', userNote: '' },
    ...changes,
  };
}
