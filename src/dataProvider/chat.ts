import type { ChatRoom, QueueItem } from '../../contract/chat';
import { graphql } from '../gql';
import type { MessageFieldsFragment } from '../gql/graphql';
import { gql } from './graphql';

export type { ChatPerson, ChatRoom, QueueItem } from '../../contract/chat';

export interface Gift {
  id: number;
  giftName: string;
  picture: string;
}

export const MESSAGE_FIELDS = graphql(`
  fragment MessageFields on ChatMessage {
    id roomId userId fromModerator messageType content url video gift { id giftName picture }
    latitude longitude privatePhotoRequestId requestStatus ir isDeleted clientId timestamp
    senderWorkerId receiverWorkerId
  }
`);

/** A message as staff see it; senderWorkerId/receiverWorkerId say which worker wrote or got it. */
export type ChatMessage = MessageFieldsFragment;

// The fragments below are spelled out for the type generator; the documents that use them carry
// their text (src/gql), so nothing reads these constants.
export const PERSON_FIELDS = graphql(`
  fragment PersonFields on ChatPerson { id uid display_name fullName avatar isOnline }
`);

export const ROOM_FIELDS = graphql(`
  fragment RoomFields on ChatRoom {
    id name userId moderatorId target unread lastMessageId latestTime holderId deadline
    user { ...PersonFields } moderator { ...PersonFields } notes { moderatorNote userNote }
  }
`);

export const QUEUE_ITEM_FIELDS = graphql(`
  fragment QueueItemFields on QueueItem {
    id roomId dateCreated isAssigned clearedAt updatedAt moderator { id uid username display_name }
    worker { id } userDetails { id email display_name }
  }
`);

async function roomsOf(moderatorId: number | null) {
  const data = await gql(
    graphql(`query Rooms($m: Int) { rooms(moderatorId: $m) { ...RoomFields } }`),
    { m: moderatorId },
  );
  return data.rooms satisfies ChatRoom[];
}

async function roomById(id: string) {
  const data = await gql(graphql(`query Room($id: ID!) { room(id: $id) { ...RoomFields } }`), {
    id,
  });
  return data.room satisfies ChatRoom | null;
}

async function historyOf(roomId: string, before: string | null) {
  const data = await gql(
    graphql(`query History($r: ID!, $b: ID) {
      messagesForWorkers(roomId: $r, before: $b) { ...MessageFields }
    }`),
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

async function sendMessage(message: Outgoing) {
  const data = await gql(
    graphql(`mutation Send($roomId: ID!, $clientId: String, $kind: String!, $content: String, $giftId: Int,
      $uploadId: Int, $stockImageId: Int, $latitude: Float, $longitude: Float) {
      sendMessage(roomId: $roomId, clientId: $clientId, kind: $kind, content: $content,
        giftId: $giftId, uploadId: $uploadId, stockImageId: $stockImageId, latitude: $latitude,
        longitude: $longitude) { ...MessageFields }
    }`),
    { ...message },
  );
  return data.sendMessage;
}

async function deleteMessages(roomId: string, ids: string[]) {
  await gql(
    graphql(`mutation Delete($r: ID!, $ids: [ID!]!) { deleteUserMessages(roomId: $r, ids: $ids) }`),
    { r: roomId, ids },
  );
}

async function markRead(roomId: string) {
  await gql(graphql(`mutation Read($r: ID!) { markRoomRead(roomId: $r) }`), { r: roomId });
}

async function saveNote(roomId: string, content: string, forRealUser: boolean) {
  await gql(
    graphql(`mutation Note($r: ID!, $c: String!, $f: Boolean!) {
      createNotes(roomId: $r, content: $c, forRealUser: $f) { content }
    }`),
    { r: roomId, c: content, f: forRealUser },
  );
}

async function waitingChats() {
  const data = await gql(graphql(`query Queue { chatsInQueue { ...QueueItemFields } }`));
  return data.chatsInQueue satisfies QueueItem[];
}

async function heldChats() {
  const data = await gql(graphql(`query Held { assignedChats { ...QueueItemFields } }`));
  return data.assignedChats satisfies QueueItem[];
}

async function takeChat(roomId: string) {
  const data = await gql(
    graphql(`mutation Take($r: ID!) { takeChat(roomId: $r) { ...QueueItemFields } }`),
    { r: roomId },
  );
  return data.takeChat satisfies QueueItem;
}

async function startChat(moderatorId: number, userId: number) {
  const data = await gql(
    graphql(`mutation Start($m: Int!, $u: Int!) {
      createChatAllModerator(moderatorId: $m, userId: $u) { ...RoomFields }
    }`),
    { m: moderatorId, u: userId },
  );
  return data.createChatAllModerator satisfies ChatRoom;
}

async function virtualGifts() {
  const data = await gql(graphql(`query Gifts { allVirtualGift { id giftName picture } }`));
  return data.allVirtualGift;
}

export interface PhotoRequest {
  id: number;
  status: string;
}

async function photoRequestStatus(roomId: string) {
  const data = await gql(
    graphql(`query PhotoRequest($r: ID!) { privatePhotoRequestStatus(roomId: $r) { id status } }`),
    { r: roomId },
  );
  return data.privatePhotoRequestStatus;
}

async function requestPhotos(userId: number, moderatorId: number) {
  await gql(
    graphql(`mutation AskPhotos($u: Int!, $m: Int!) {
      requestUserPrivatePhotos(userId: $u, moderatorId: $m) { message }
    }`),
    { u: userId, m: moderatorId },
  );
}

async function decidePhotos(roomId: string, requestId: number, decision: 'A' | 'R' | 'C') {
  await gql(
    graphql(`mutation Decide($r: ID!, $id: Int!, $d: PhotoDecision!) {
      privatePhotoDecision(roomId: $r, requestId: $id, decision: $d) { status }
    }`),
    { r: roomId, id: requestId, d: decision },
  );
}

async function chatSettings() {
  return gql(
    graphql(`query ChatSettings {
      chatMessageLengthSetting { minMessageLength } chatPasteSettings { isAllowed }
      chatQueueSettings { isAllowed }
    }`),
  );
}

/** An admin sets the message box's minimum length (the chat settings card). */
async function setMinMessageLength(n: number) {
  await gql(
    graphql(`mutation SetLength($n: Int!) {
      setChatMessageLength(minMessageLength: $n) { minMessageLength }
    }`),
    { n },
  );
}

/** Whether the caller may take chats from the queue now. */
async function queueAllowed() {
  return (await gql(graphql(`query QueueAllowed { chatQueueSettings { isAllowed } }`)))
    .chatQueueSettings.isAllowed;
}

/** The chat workspace's readings and writes (GraphQL): rooms, messages, queue, notes, photos. */
export const chatMethods = {
  queueAllowed,
  setMinMessageLength,
  roomsOf,
  roomById,
  historyOf,
  sendMessage,
  deleteMessages,
  markRead,
  saveNote,
  waitingChats,
  heldChats,
  takeChat,
  startChat,
  virtualGifts,
  photoRequestStatus,
  requestPhotos,
  decidePhotos,
  chatSettings,
};
