/**
 * Team briefings (REST): admins write short rich-text notes for staff; each staff member sees the
 * ones they have not read on their dashboard. Shared by the server (validation) and the
 * back-office (types).
 */
import { z } from 'zod';
import { decimal, ignoring, int4 } from './wire.js';

export const BRIEFING_TITLE_MAX = 120;
export const BRIEFING_BODY_MAX = 20_000;

export const BRIEFING_MESSAGES = {
  titleRequired: 'A briefing needs a title.',
  titleTooLong: `A title has at most ${BRIEFING_TITLE_MAX} characters.`,
  bodyRequired: 'A briefing needs some text.',
  bodyTooLong: `A briefing has at most ${BRIEFING_BODY_MAX} characters of HTML.`,
  notFound: 'No such briefing.',
} as const;

/** The visible text of an HTML fragment: no tags, no entities for spaces, trimmed. */
export function visibleTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}

/** A briefing as GET /api/briefings/ and GET /api/briefings/{id}/ answer it. */
export interface Briefing {
  id: number;
  title: string;
  /** The HTML as written; sanitize it before showing it. */
  body_html: string;
  author_id: number | null;
  /** The author's name, or null once their account is gone. */
  author_name: string | null;
  created_at: string;
  updated_at: string;
  /** How many staff members have read it. */
  readCount: number;
}

/** A briefing on the caller's dashboard (GET /api/briefings/unread/). */
export type UnreadBriefing = Omit<Briefing, 'readCount'>;

/** One of the caller's briefings to read again (GET /api/briefings/mine/): when they read it. */
export interface MyBriefing extends UnreadBriefing {
  /** When the caller marked it read, or null while it is unread. */
  read_at: string | null;
}

const title = z
  .string({ error: BRIEFING_MESSAGES.titleRequired })
  .trim()
  .min(1, BRIEFING_MESSAGES.titleRequired)
  .max(BRIEFING_TITLE_MAX, BRIEFING_MESSAGES.titleTooLong);

const bodyHtml = z
  .string({ error: BRIEFING_MESSAGES.bodyRequired })
  .max(BRIEFING_BODY_MAX, BRIEFING_MESSAGES.bodyTooLong)
  .refine((html) => visibleTextOf(html) !== '', BRIEFING_MESSAGES.bodyRequired);

/** Keys of a briefing that nobody writes: a client may send back the record it read. */
const BRIEFING_READ_ONLY = [
  'id',
  'author_id',
  'author_name',
  'created_at',
  'updated_at',
  'readCount',
] as const satisfies readonly (keyof Briefing)[];

/** POST /api/briefings/ and PUT /api/briefings/{id}/: both fields, every time. */
export const briefingRequest = z.preprocess(
  ignoring(BRIEFING_READ_ONLY),
  z.object({ title, body_html: bodyHtml }).strict(),
);
export type BriefingRequest = z.output<typeof briefingRequest>;

export const BRIEFING_SORT_FIELDS = ['title', 'created_at', 'readCount'] as const;
export type BriefingSortField = (typeof BRIEFING_SORT_FIELDS)[number];

/** limit/offset paging of the briefing lists; the admin list also sorts. */
export const briefingListQuery = z.object({
  limit: decimal(int4().min(1).max(100)).default(25),
  offset: decimal(int4().min(0)).default(0),
  field: z.enum(BRIEFING_SORT_FIELDS).optional(),
  ordered: decimal(z.union([z.literal(1), z.literal(-1), z.literal(0)])).default(0),
});
export type BriefingListQuery = z.output<typeof briefingListQuery>;

export const unreadQuery = briefingListQuery.pick({ limit: true, offset: true });
export type UnreadQuery = z.output<typeof unreadQuery>;
