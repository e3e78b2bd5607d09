/**
 * Saved replies (REST): reply templates chatters and admins insert in the message box. A personal
 * reply belongs to its owner; a team reply (no owner) is shared and written by admins only.
 * Shared by the server (validation) and the back-office (types).
 */
import { z } from 'zod';
import { countedLength, MESSAGE_MAX_LENGTH } from './rules/message.js';
import { decimal, ignoring, int4 } from './wire.js';

export const SAVED_REPLY_TITLE_MAX = 80;
/** A reply is a message: at most what one message may hold. */
export const SAVED_REPLY_BODY_MAX = MESSAGE_MAX_LENGTH;

export const SAVED_REPLY_MESSAGES = {
  titleRequired: 'A saved reply needs a title.',
  titleTooLong: `A title has at most ${SAVED_REPLY_TITLE_MAX} characters.`,
  bodyRequired: 'A saved reply needs some text.',
  bodyTooLong: `A saved reply has at most ${SAVED_REPLY_BODY_MAX} characters.`,
  teamNotBoolean: 'Team is true or false.',
  teamForAdmins: 'Only admins write team replies.',
  notFound: 'No such saved reply.',
} as const;

export const SAVED_REPLY_SCOPES = ['personal', 'team'] as const;
export type SavedReplyScope = (typeof SAVED_REPLY_SCOPES)[number];

/** A saved reply as GET /api/saved-replies/ and GET /api/saved-replies/{id}/ answer it. */
export interface SavedReply {
  id: number;
  title: string;
  /** The text as written, variables such as `{user_name}` unfilled. */
  body: string;
  /** True for a team reply (shared, no owner). */
  team: boolean;
  /** The owner of a personal reply; null for a team reply. */
  owner_id: number | null;
  /** Who wrote it; null once their account is gone. */
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

const title = z
  .string({ error: SAVED_REPLY_MESSAGES.titleRequired })
  .trim()
  .min(1, SAVED_REPLY_MESSAGES.titleRequired)
  .max(SAVED_REPLY_TITLE_MAX, SAVED_REPLY_MESSAGES.titleTooLong);

const body = z
  .string({ error: SAVED_REPLY_MESSAGES.bodyRequired })
  .max(SAVED_REPLY_BODY_MAX, SAVED_REPLY_MESSAGES.bodyTooLong)
  .refine((text) => countedLength(text) > 0, SAVED_REPLY_MESSAGES.bodyRequired);

/** Keys of a saved reply that nobody writes: a client may send back the record it read. */
const SAVED_REPLY_READ_ONLY = [
  'id',
  'owner_id',
  'created_by',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof SavedReply)[];

/**
 * POST /api/saved-replies/ and PUT /api/saved-replies/{id}/: title and body every time; `team`
 * (admins only when true) defaults to personal on POST and to "unchanged" on PUT.
 */
export const savedReplyRequest = z.preprocess(
  ignoring(SAVED_REPLY_READ_ONLY),
  z
    .object({
      title,
      body,
      team: z.boolean({ error: SAVED_REPLY_MESSAGES.teamNotBoolean }).optional(),
    })
    .strict(),
);
export type SavedReplyRequest = z.output<typeof savedReplyRequest>;

/** limit/offset paging; `search` matches title or body (any case); `scope` keeps one kind. */
export const savedReplyListQuery = z.object({
  limit: decimal(int4().min(1).max(100)).default(25),
  offset: decimal(int4().min(0)).default(0),
  search: z.string().max(200).optional(),
  scope: z.enum(SAVED_REPLY_SCOPES).optional(),
});
export type SavedReplyListQuery = z.output<typeof savedReplyListQuery>;
