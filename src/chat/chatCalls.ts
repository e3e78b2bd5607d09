import type { ChatRoom, QueueItem } from '../../contract/chat';
import { graphqlCall } from '../lib/apollo';

export type { ChatPerson, ChatRoom, QueueItem } from '../../contract/chat';

export interface Gift {
  id: number;
  giftName: string;
  picture: string;
}

export interface ChatMessage {
  id: string;
  roomId: string;
  userId: number;
  fromModerator: boolean;
  messageType: string;
  content: string;
  url: string | null;
  video: boolean;
  gift: Gift | null;
  latitude: number | null;
  longitude: number | null;
  privatePhotoRequestId: number | null;
  requestStatus: string | null;
  ir: boolean;
  isDeleted: boolean;
  clientId: string | null;
  timestamp: string;
  /** Staff only: the worker who wrote it as the moderator (null for a real user's message). */
  senderWorkerId: number | null;
  /** Staff only: the worker it reached (null when a moderator wrote it). */
  receiverWorkerId: number | null;
}

export const MESSAGE_FIELDS = `id roomId userId fromModerator messageType content url video
  gift { id giftName picture } latitude longitude privatePhotoRequestId requestStatus ir isDeleted
  clientId timestamp senderWorkerId receiverWorkerId`;
const PERSON = 'id uid display_name fullName avatar isOnline';
const ROOM = `id name userId moderatorId target unread lastMessageId latestTime holderId deadline
  user { ${PERSON} } moderator { ${PERSON} } notes { moderatorNote userNote }`;
const QUEUE_ITEM =
  'id roomId dateCreated isAssigned clearedAt updatedAt moderator { id uid username display_name } worker { id } userDetails { id email display_name }';

export async function roomsOf(moderatorId: number | null) {
  const data = await graphqlCall<{ rooms: ChatRoom[] }>(
    `query Rooms($m: Int) { rooms(moderatorId: $m) { ${ROOM} } }`,
    { m: moderatorId },
  );
  return data.rooms;
}

export async function roomById(id: string) {
  const data = await graphqlCall<{ room: ChatRoom | null }>(
    `query Room($id: ID!) { room(id: $id) { ${ROOM} } }`,
    { id },
  );
  return data.room;
}

export async function historyOf(roomId: string, before: string | null) {
  const data = await graphqlCall<{ messagesForWorkers: ChatMessage[] }>(
    `query History($r: ID!, $b: ID) { messagesForWorkers(roomId: $r, before: $b) { ${MESSAGE_FIELDS} } }`,
    { r: roomId, b: before },
  );
  return data.messagesForWorkers;
}

export interface Outgoing {
  roomId: string;
  clientId: string;
  kind: 'C' | 'G' | 'GL' | 'I';
  content?: string;
  giftId?: number;
  uploadId?: number;
  stockImageId?: number;
  latitude?: number;
  longitude?: number;
}

export async function sendMessage(message: Outgoing) {
  const data = await graphqlCall<{ sendMessage: ChatMessage }>(
    `mutation Send($roomId: ID!, $clientId: String, $kind: String!, $content: String, $giftId: Int,
      $uploadId: Int, $stockImageId: Int, $latitude: Float, $longitude: Float) {
      sendMessage(roomId: $roomId, clientId: $clientId, kind: $kind, content: $content,
        giftId: $giftId, uploadId: $uploadId, stockImageId: $stockImageId, latitude: $latitude,
        longitude: $longitude) { ${MESSAGE_FIELDS} }
    }`,
    { ...message },
  );
  return data.sendMessage;
}

export async function deleteMessages(roomId: string, ids: string[]) {
  await graphqlCall(
    'mutation Delete($r: ID!, $ids: [ID!]!) { deleteUserMessages(roomId: $r, ids: $ids) }',
    {
      r: roomId,
      ids,
    },
  );
}

export async function markRead(roomId: string) {
  await graphqlCall('mutation Read($r: ID!) { markRoomRead(roomId: $r) }', { r: roomId });
}

export async function saveNote(roomId: string, content: string, forRealUser: boolean) {
  await graphqlCall(
    'mutation Note($r: ID!, $c: String!, $f: Boolean!) { createNotes(roomId: $r, content: $c, forRealUser: $f) { content } }',
    { r: roomId, c: content, f: forRealUser },
  );
}

export async function waitingChats() {
  const data = await graphqlCall<{ chatsInQueue: QueueItem[] }>(
    `query Queue { chatsInQueue { ${QUEUE_ITEM} } }`,
  );
  return data.chatsInQueue;
}

export async function heldChats() {
  const data = await graphqlCall<{ assignedChats: QueueItem[] }>(
    `query Held { assignedChats { ${QUEUE_ITEM} } }`,
  );
  return data.assignedChats;
}

export async function takeChat(roomId: string) {
  const data = await graphqlCall<{ takeChat: QueueItem }>(
    `mutation Take($r: ID!) { takeChat(roomId: $r) { ${QUEUE_ITEM} } }`,
    { r: roomId },
  );
  return data.takeChat;
}

export async function startChat(moderatorId: number, userId: number) {
  const data = await graphqlCall<{ createChatAllModerator: ChatRoom }>(
    `mutation Start($m: Int!, $u: Int!) { createChatAllModerator(moderatorId: $m, userId: $u) { ${ROOM} } }`,
    { m: moderatorId, u: userId },
  );
  return data.createChatAllModerator;
}

export async function virtualGifts() {
  const data = await graphqlCall<{ allVirtualGift: Gift[] }>(
    'query Gifts { allVirtualGift { id giftName picture } }',
  );
  return data.allVirtualGift;
}

export interface PhotoRequest {
  id: number;
  status: string;
}

export async function photoRequestStatus(roomId: string) {
  const data = await graphqlCall<{ privatePhotoRequestStatus: PhotoRequest | null }>(
    'query PhotoRequest($r: ID!) { privatePhotoRequestStatus(roomId: $r) { id status } }',
    { r: roomId },
  );
  return data.privatePhotoRequestStatus;
}

export async function requestPhotos(userId: number, moderatorId: number) {
  await graphqlCall(
    'mutation AskPhotos($u: Int!, $m: Int!) { requestUserPrivatePhotos(userId: $u, moderatorId: $m) { message } }',
    { u: userId, m: moderatorId },
  );
}

export async function decidePhotos(roomId: string, requestId: number, decision: 'A' | 'R' | 'C') {
  await graphqlCall(
    `mutation Decide($r: ID!, $id: Int!) { privatePhotoDecision(roomId: $r, requestId: $id, decision: ${decision}) { status } }`,
    { r: roomId, id: requestId },
  );
}

export async function chatSettings() {
  return graphqlCall<{
    chatMessageLengthSetting: { minMessageLength: number };
    chatPasteSettings: { isAllowed: boolean };
    chatQueueSettings: { isAllowed: boolean };
  }>(
    'query ChatSettings { chatMessageLengthSetting { minMessageLength } chatPasteSettings { isAllowed } chatQueueSettings { isAllowed } }',
  );
}
