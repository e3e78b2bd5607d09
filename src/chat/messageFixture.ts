import type { ChatMessage } from './chatCalls';

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
