/**
 * Moderators (fake profiles) on the wire: GET /api/moderator/ (cards), GET/PUT/DELETE
 * /api/moderator/{id}/ and the fake-user body of POST /api/user/ (spec sections 3, 5 and 7).
 */
import { z } from 'zod';
import { MODERATOR_COLLECTIONS, type ModeratorCollection } from './rules/moderatorCollections.js';
import { type AvatarPhoto, interestedInIds } from './users.js';
import { decimal, idParam, ignoring, int4 } from './wire.js';

/** A row id in a body: a number, or its plain decimal text. */
const rowId = z.union([int4().min(1), idParam]);

export const MODERATOR_SORT_FIELDS = ['sign_up', 'display_name', 'age'] as const;
export { MODERATOR_COLLECTIONS, type ModeratorCollection };

/** GET /api/moderator/ (28 a page, spec section 9). */
export const moderatorListQuery = z.object({
  limit: decimal(int4().min(1).max(100)).default(28),
  offset: decimal(int4().min(0)).default(0),
  search: z.string().optional(),
  field: z.enum(MODERATOR_SORT_FIELDS).optional(),
  ordered: decimal(z.union([z.literal(1), z.literal(-1), z.literal(0)])).default(0),
  /** 'Created by': the owning admin's id. */
  created_by: idParam.optional(),
  /** The worker (chatter) who works them. */
  worker: idParam.optional(),
  collection: z.enum(MODERATOR_COLLECTIONS).optional(),
});
export type ModeratorListQuery = z.input<typeof moderatorListQuery>;
export type ModeratorListFilters = z.output<typeof moderatorListQuery>;

export interface ModeratorCard {
  id: number;
  /** Wire id in chats: carries the `x0x` marker. */
  uid: string | null;
  display_name: string;
  first_name: string;
  /** Stored age (displayed age = age + 17). */
  age: number | null;
  gender: number | null;
  city: string | null;
  country: string | null;
  isOnline: boolean;
  /** The primary public photo's thumbnail (or the photo itself), or null. */
  avatar: string | null;
  photos_count: number;
  stories_count: number;
  moments_count: number;
  owner: { id: number; fullName: string } | null;
  worker_id: number | null;
}

export interface ModeratorDetail {
  id: number;
  uid: string | null;
  first_name: string;
  last_name: string;
  name: string;
  display_name: string;
  username: string | null;
  email: string;
  about: string;
  note: string;
  work: string;
  education: string;
  age: number | null;
  gender: number | null;
  height: number | null;
  ethnicity: number | null;
  zodiacSign: number | null;
  familyPlans: number | null;
  politics: number | null;
  religion: number | null;
  /** Comma-separated interested-in preset ids (an array in the UI). */
  interestedIn: string;
  tags: number[];
  tvShows: string[];
  movies: string[];
  music: string[];
  books: string[];
  sportsTeams: string[];
  language: number[];
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  zip_code: string | null;
  country_code: string | null;
  location: [number, number] | null;
  subscription: { id: number; name: string };
  isOnline: boolean;
  isModerator: true;
  owner_id: number | null;
  worker_id: number | null;
  avatar_index: number;
  avatar_photos: AvatarPhoto[];
  sign_up: string;
  user_last_seen: string | null;
}

const presetId = int4().min(0).nullable();
const textList = z.array(z.string().trim().min(1).max(120)).max(50);

/** The writable fields of a moderator (create and PUT). */
export const moderatorFields = z.object({
  name: z.string().max(100),
  about: z.string().max(2000),
  note: z.string().max(2000),
  work: z.string().max(200),
  education: z.string().max(200),
  age: presetId,
  gender: presetId,
  height: presetId,
  ethnicity: presetId,
  zodiacSign: presetId,
  familyPlans: presetId,
  politics: presetId,
  religion: presetId,
  interestedIn: interestedInIds,
  tags: z.array(int4()),
  tvShows: textList,
  movies: textList,
  music: textList,
  books: textList,
  sportsTeams: textList,
  language: z.array(int4()),
  subscription_id: int4().min(1).nullable(),
  address: z.string().max(300).nullable(),
  city: z.string().max(120).nullable(),
  state: z.string().max(120).nullable(),
  country: z.string().max(120).nullable(),
  country_code: z.string().max(3).nullable(),
  zip_code: z.string().max(20).nullable(),
  location: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]).nullable(),
  avatar_index: int4().min(0),
  owner_id: rowId.nullable(),
  worker_id: rowId.nullable(),
});
export type ModeratorFields = z.output<typeof moderatorFields>;
export type ModeratorInput = z.input<typeof moderatorFields>;

/**
 * Keys of the representation (GET) that are not written: a client may send back the record it
 * read, and these are ignored. Any other unknown key is refused, naming it.
 */
const MODERATOR_READ_ONLY = [
  'id',
  'uid',
  'first_name',
  'last_name',
  'display_name',
  'username',
  'email',
  'subscription',
  'isOnline',
  'isModerator',
  'avatar_photos',
  'sign_up',
  'user_last_seen',
] as const;

/** PUT /api/moderator/{id}/: only the fields sent change. */
export const moderatorUpdateRequest = z.preprocess(
  ignoring(MODERATOR_READ_ONLY),
  moderatorFields.partial().strict(),
);

/** POST /api/user/ with a fake user's fields (the email-only body creates a real user). */
export const moderatorCreateRequest = moderatorFields
  .omit({ avatar_index: true })
  .partial()
  .strict();
export type ModeratorCreateRequest = z.input<typeof moderatorCreateRequest>;
