import { requestStatusWord } from '../../../contract/photoRequests.js';
import type { TokenUser } from '../auth/tokens.js';
import { mediaUrl } from '../media/urls.js';
import type { MessageEvent } from './events.js';
import { locationOf } from './rules.js';

const VIDEO = /\.(mp4|webm)$/i;

/**
 * A stored message as the GraphQL ChatMessage, its media URLs on this origin. Which workers
 * wrote and received it is staff's business: a real user viewer gets nulls.
 */
export function messageBody(
  origin: string,
  { message, audience, gift, requestStatus }: MessageEvent,
  viewer: Pick<TokenUser, 'role'> | undefined,
) {
  const forStaff = Boolean(viewer?.role);
  const location = message.messageType === 'GL' ? locationOf(message.content) : null;
  return {
    id: String(message.id),
    roomId: message.roomId,
    userId: message.senderId,
    recipient_id: message.recipientId,
    fromModerator: message.senderId === audience.moderatorId,
    messageType: message.messageType,
    content: message.isDeleted ? '' : message.content,
    url: message.isDeleted ? null : mediaUrl(origin, message.url),
    video: Boolean(message.url && VIDEO.test(message.url)),
    gift: gift ? { ...gift, picture: mediaUrl(origin, gift.picture) } : null,
    latitude: location?.[0] ?? null,
    longitude: location?.[1] ?? null,
    privatePhotoRequestId: message.privatePhotoRequestId,
    requestStatus: requestStatus ? requestStatusWord(requestStatus) : null,
    ir: message.isRead,
    isDeleted: message.isDeleted,
    clientId: message.clientId,
    timestamp: message.createdAt,
    senderWorkerId: forStaff ? message.senderWorkerId : null,
    receiverWorkerId: forStaff ? message.receiverWorkerId : null,
  };
}
