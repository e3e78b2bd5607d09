import { z } from 'zod';

/** POST /chat/assign-chat/: take a waiting chat (isAssigned true) or give it back (false). */
export const assignChatRequest = z
  .object({
    room_id: z.string().min(1).max(40),
    isAssigned: z.boolean().default(true),
    moderator_id: z.union([z.number().int(), z.string()]).optional(),
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
