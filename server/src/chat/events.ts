import type { messages } from '../db/schema.js';

/** PostgreSQL NOTIFY channel of stored messages: every instance relays it to its own sockets. */
export const MESSAGE_CHANNEL = 'chat_message';
/** Mercurius pubsub topic of the `onNewMessage` subscription. */
export const MESSAGE_TOPIC = 'CHAT_MESSAGE';
/** Topic of `chatStarted`: the message events that start a chat, to the message's audience. */
export const CHAT_STARTED_TOPIC = 'CHAT_STARTED';
export const PHOTO_REQUEST_CHANNEL = 'photo_request';
export const PHOTO_REQUEST_TOPIC = 'PHOTO_REQUEST';

export type MessageRow = typeof messages.$inferSelect;

/** Who may see a message: decided once, when it is stored, and carried with the event. */
export interface Audience {
  /** The room's real user. */
  userId: number;
  moderatorId: number;
  /** Workers who see it: its sender, the worker holding the chat, the fake user's worker. */
  workerIds: number[];
}

/** What a stored message publishes: the row as JSON (dates as strings) and its audience. */
export interface MessageEvent {
  message: Omit<MessageRow, 'createdAt'> & { createdAt: string };
  audience: Audience;
  gift: { id: number; giftName: string; picture: string; cost: number; type: string } | null;
  requestStatus: string | null;
  /** The room's first message (chat_send): the chat's card goes out with it (`chatStarted`). */
  startsChat?: boolean;
}

export interface PhotoRequestEvent {
  id: number;
  roomId: string;
  status: string;
  requestedUserId: number;
  userToViewId: number;
  audience: Audience;
}
