import { z } from 'zod';
import { int4 } from './wire.js';

/** POST /chat/assign-chat/: take a waiting chat (isAssigned true) or give it back (false). */
export const assignChatRequest = z
  .object({
    room_id: z.string().min(1).max(40),
    isAssigned: z.boolean().default(true),
    moderator_id: z.union([int4(), z.string().max(40)]).optional(),
  })
  .strict();

/** PUT /api/internal/fakeUsers{id}/online: the fake-user online toggle (either key). */
export const onlineRequest = z
  .object({ online: z.boolean().optional(), isOnline: z.boolean().optional() })
  .strict()
  .refine((body) => body.online !== undefined || body.isOnline !== undefined, {
    message: 'online is required',
  });

/** PUT /api/internal/chats/{id}/notes. */
export const notesRequest = z
  .object({ notes: z.string().max(2000), forRealUser: z.boolean().default(false) })
  .strict();

export const chatParams = z.object({ id: z.string().min(1).max(40) });

/** POST /api/app/signup/: a real app user creates their account (the app and the simulator). */
export const appSignUpRequest = z
  .object({
    email: z.string().trim().toLowerCase().email().max(254),
    password: z.string().min(6).max(128),
    first_name: z.string().trim().min(1).max(60),
  })
  .strict();

/** A person on either side of a chat (GraphQL ChatPerson). */
export interface ChatPerson {
  id: number;
  /** Wire id: a moderator's carries the x0x marker. */
  uid: string;
  display_name: string | null;
  fullName: string;
  avatar: string | null;
  isOnline: boolean;
}

/** A chat (GraphQL ChatRoom). */
export interface ChatRoom {
  id: string;
  /** The real user's name (spec: room name). */
  name: string;
  userId: number;
  moderatorId: number;
  /** The moderator's wire id (spec: target). */
  target: string;
  user: ChatPerson;
  moderator: ChatPerson;
  /** Messages to the caller's side not read yet. */
  unread: number;
  /** The id of the room's newest message (where a new subscription resumes from). */
  lastMessageId: string | null;
  latestTime: string | null;
  /** While a worker holds the chat: who, and until when. */
  holderId: number | null;
  deadline: string | null;
  notes: { moderatorNote: string; userNote: string };
}

/** A queue entry (GraphQL QueueItem, spec section 3 'Chat-in-queue entry'). */
export interface QueueItem {
  id: number;
  roomId: string;
  dateCreated: string;
  isAssigned: boolean;
  clearedAt: string | null;
  updatedAt: string | null;
  moderator: { id: number; uid: string; username: string | null; display_name: string | null };
  worker: { id: number } | null;
  userDetails: { id: number; email: string; display_name: string | null };
}

/**
 * PUT /api/internal/chats/{id}/send (spec section 7): `type` C sends `message` as text, G sends
 * the gift whose id `message` holds. The sender fields the spec lists are accepted and unused:
 * the server knows who sends from the token.
 */
export const sendRequest = z
  .object({
    type: z.enum(['C', 'G']).default('C'),
    message: z.union([z.string().max(300), int4()]),
    client_id: z.string().max(64).optional(),
    from_name: z.string().optional(),
    from_user_id: z.union([z.number(), z.string()]).optional(),
    recipient_token: z.string().optional(),
  })
  .strict();
