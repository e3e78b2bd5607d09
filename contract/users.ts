/** People: real users, admins and workers as the user routes carry them (REST). */
import { z } from 'zod';
import { decimal, idParam, ignoring, int4, listQuery } from './wire.js';

/** `user_role` on GET /api/user/user-list/: anything else falls back to `regular` (real users). */
export const USER_ROLE_FILTERS = ['admin', 'chatter', 'regular'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const dateParam = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

/**
 * GET /api/user/user-list/ filters (spec section 7). Ages are stored ages (preset ids: the
 * displayed age is the stored one plus 17); `country` is a country id from `allCountries`;
 * `gender` 3 means both.
 */
export const userListQuery = listQuery.extend({
  user_role: z.string().optional(),
  s_online: boolParam.optional(),
  is_blocked: boolParam.optional(),
  last_seen_from: dateParam.optional(),
  last_seen_to: dateParam.optional(),
  join_date_from: dateParam.optional(),
  join_date_to: dateParam.optional(),
  age_from: decimal(int4().min(0).max(200)).optional(),
  age_to: decimal(int4().min(0).max(200)).optional(),
  gender: decimal(int4().min(1).max(3)).optional(),
  country: idParam.optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;
export type UserListFilters = z.output<typeof userListQuery>;

export interface Report {
  id: number;
  reason: string;
  created_at: string;
}

/** A row of the real-user list. */
export interface UserListItem {
  id: number;
  display_name: string;
  email: string;
  disabled: boolean;
  is_blocked: boolean;
  reports: Report[];
  sign_up: string;
  user_last_seen: string | null;
  isOnline: boolean;
  /** Stored age (displayed age = age + 17). */
  age: number | null;
  gender: number | null;
  country: string | null;
  /** URL of the main photo, or null. */
  avatar: string | null;
}

export interface AvatarPhoto {
  id: number;
  file_url: string;
  /** A smaller JPEG for grids and cards; null for videos and older files. */
  thumbnail_url: string | null;
  type: 'PUBLIC' | 'PRIVATE';
  video: boolean;
}

export interface UserStory {
  id: number;
  file_url: string;
  fileType: string;
  publishAt: string | null;
  createdDate: string;
}

export interface UserMoment {
  id: number;
  file_url: string | null;
  video: boolean;
  Title: string;
  momentDescription: string;
  publishAt: string | null;
  createdDate: string;
}

/** GET /api/user/{id}/: the real-user detail. */
export interface UserDetail extends UserListItem {
  first_name: string;
  last_name: string;
  phone: string | null;
  user_subscription: { id: number; package: string };
  height: number | null;
  ethnicity: number | null;
  zodiacSign: number | null;
  familyPlans: number | null;
  politics: number | null;
  religion: number | null;
  language: number[];
  /** Comma-separated interested-in preset ids (an array in the UI). */
  interested_in: string;
  tags: number[];
  about: string;
  address: string | null;
  location: [number, number] | null;
  city: string | null;
  zip_code: string | null;
  country_code: string | null;
  avatar_photos: AvatarPhoto[];
  avatar_index: number;
  stories: UserStory[];
  moments: UserMoment[];
}

const presetId = int4().min(0).nullable().optional();

/** "Interested in" preset ids: stored comma-separated; a form may send them as an array. */
export const interestedInIds = z.union([
  z
    .string()
    .max(200)
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/),
  z.array(int4()).transform((ids) => ids.join(',')),
]);

/**
 * Keys of GET /api/user/{id}/ that PUT does not write: a client may send back the record it read
 * (they are ignored); a key the representation never has is still refused, naming it.
 */
const USER_READ_ONLY = [
  'id',
  'email',
  'is_blocked',
  'reports',
  'sign_up',
  'user_last_seen',
  'isOnline',
  'country',
  'avatar',
  'first_name',
  'last_name',
  'user_subscription',
  'address',
  'location',
  'city',
  'zip_code',
  'avatar_photos',
  'avatar_index',
  'stories',
  'moments',
] as const satisfies readonly (keyof UserDetail)[];

/** PUT /api/user/{id}/ (super admin). Absent fields are left unchanged. */
const userWritable = z
  .object({
    display_name: z.string().trim().min(1).max(150),
    phone: z.string().trim().max(40).nullable(),
    disabled: z.boolean(),
    subscription_id: int4().min(1),
    age: z.union([int4().min(0), decimal(int4().min(0))]).nullable(),
    height: presetId,
    ethnicity: presetId,
    zodiacSign: presetId,
    familyPlans: presetId,
    politics: presetId,
    religion: presetId,
    gender: presetId,
    language: z.array(int4()),
    interested_in: interestedInIds,
    tags: z.array(int4()),
    about: z.string().max(2000),
    country_code: z.string().trim().max(3).nullable(),
  })
  .partial()
  .strict();
export const userUpdateRequest = z.preprocess(ignoring(USER_READ_ONLY), userWritable);
export type UserUpdateRequest = z.input<typeof userWritable>;
export type UserUpdate = z.output<typeof userUpdateRequest>;

/** PATCH /api/user/{id}/ */
export const userBlockRequest = z.object({ is_blocked: z.boolean() }).strict();

/** POST /api/user/ from the New user screen: email only. */
export const newUserRequest = z.object({ email: z.string().trim().toLowerCase().email() });
export type NewUserRequest = z.infer<typeof newUserRequest>;

/** POST /api/internal/export-ticket/: a single-use ticket for GET /internal/users.csv. */
export interface ExportTicket {
  ticket: string;
  expires_at: string;
}
