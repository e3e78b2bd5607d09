/**
 * REST payloads shared by the server (validation) and the back-office (types).
 * Paths and field names follow the spec's wire contract literally (snake_case where it has it).
 */
import { z } from 'zod';
import { ROLES } from './rules/roles.js';

/** PostgreSQL `integer` bounds: every whole number a route stores or looks up fits them. */
export const int4 = () => z.int32();

/**
 * A whole number as a path or query string gives it: plain decimal only (no sign but `-`, no
 * exponent, hex, spaces or leading zeros), then checked as a number by `target`.
 */
export function decimal<T extends z.ZodType<unknown, number>>(target: T) {
  return z
    .string()
    .regex(/^(0|-?[1-9][0-9]{0,9})$/, 'Expected a whole number in plain decimal.')
    .transform(Number)
    .pipe(target);
}

/** A row id in a path or query string: plain decimal, 1 to the largest `integer`. */
export const idParam = decimal(int4().min(1, 'Not a valid id.'));
export const idParams = z.object({ id: idParam });

export { ROLES };
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** POST /api/auth/token-login/ */
export const loginRequest = z.object({
  email: z.string().trim().min(1),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** Staff carry exactly one role; real app users carry none. */
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ key: z.string(), user: sessionUser });
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/worker/signup/ */
export const signUpRequest = z.object({
  email: z.string().trim().email(),
  first_name: z.string().trim().min(1),
  last_name: z.string().trim().min(1),
  password: z.string().min(6),
  repeat_password: z.string().min(6),
  language: z.array(int4()).min(1, 'Please select languages!'),
  invitation_key: z.string().min(1),
  paste_access: z.literal(false).default(false),
});
export type SignUpRequest = z.infer<typeof signUpRequest>;

/** POST /api/worker/invitation/ */
export const invitationRequest = z.object({
  email: z.string().trim().min(8).email(),
  is_admin_permission: z.boolean(),
  is_chat_admin_permission: z.boolean(),
});
export type InvitationRequest = z.infer<typeof invitationRequest>;

export const invitationResponse = z.object({
  email: z.string(),
  is_admin_permission: z.boolean(),
  is_chat_admin_permission: z.boolean(),
  expires_at: z.string(),
  /** The full sign-up link; the key travels in its query string (`?invitation_key=`). */
  link: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** GET /api/worker/invitation/{key}/ */
export const invitationLookup = invitationResponse.omit({ link: true });
export type InvitationLookup = z.infer<typeof invitationLookup>;

/** POST /api/contact-us/ */
export const contactRequest = z.object({
  name: z.string().trim().min(1),
  email: z.string().trim().min(1),
  message: z.string().trim().min(1),
  invitation_key: z.string().optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** GET /api/ : the presets ("defaultPickers"); each item is an id plus one text field. */
export interface Presets {
  ages: { id: number; age: string }[];
  heights: { id: number; height: string }[];
  genders: { id: number; gender: string }[];
  ethnicity: { id: number; ethnicity: string }[];
  zodiacSigns: { id: number; zodiacSign: string }[];
  family: { id: number; familyPlans: string }[];
  politics: { id: number; politics: string }[];
  religious: { id: number; religious: string }[];
  tags: { id: number; tag: string }[];
  subscriptions: { id: number; name: string }[];
  languages: { id: number; language: string }[];
  interestedIn: { id: number; interestedIn: string }[];
  countries: { id: number; name: string; fullName: string }[];
}

/** Paged REST bodies. `next`/`previous` are full URLs or null. */
export interface Page<T> {
  results: T[];
  next: string | null;
  previous: string | null;
  count: number;
}

/**
 * Error bodies: `{ errors: [...] }` or DRF-style `{ field: [messages] }` with 400;
 * `{ detail }` with 401/403/404/429.
 */
export type ErrorBody = { errors: string[] } | { detail: string } | Record<string, string[]>;

/* ---------- People: real users, admins, workers ---------- */

/** `user_role` on GET /api/user/user-list/: anything else falls back to `regular` (real users). */
export const USER_ROLE_FILTERS = ['admin', 'chatter', 'regular'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

/** Columns the lists sort by (`field`); `ordered` is 1 ascending, -1 descending, 0 none. */
export const USER_SORT_FIELDS = [
  'id',
  'display_name',
  'email',
  'disabled',
  'reports',
  'sign_up',
  'user_last_seen',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const dateParam = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

/** limit/offset paging, sorting and search shared by every list route. */
export const listQuery = z.object({
  limit: decimal(int4().min(1).max(100)).default(25),
  offset: decimal(int4().min(0)).default(0),
  field: z.enum(USER_SORT_FIELDS).optional(),
  ordered: decimal(z.union([z.literal(1), z.literal(-1), z.literal(0)])).default(0),
  /** Present but blank is refused with 'filter not defined' (spec section 5). */
  search: z.string().optional(),
});
export type ListQuery = z.input<typeof listQuery>;

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

/** Drops the keys a representation has but nobody writes (before a strict schema). */
export function ignoring(keys: readonly string[]) {
  return (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)))
      : value;
}

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

/** GET /api/worker/{id}/ and the cards of /api/admin/ and /api/worker/. */
export interface StaffProfile {
  id: number;
  first_name: string;
  last_name: string;
  fullName: string;
  email: string;
  language_id_code: string | null;
  language: number[];
  about: string;
  /** Workers only. */
  pasteAccess?: boolean;
  /** Workers only: may work the chat queue (CHAT IN QUEUE). */
  chatAccess?: boolean;
  allow_manual_chat: boolean;
  address: string | null;
  location: [number, number] | null;
  city: string | null;
  zip_code: string | null;
  country_code: string | null;
  country: string | null;
  isOnline: boolean;
  user_last_seen: string | null;
  /** Stored age (displayed age = age + 17). */
  age: number | null;
  roles: Role[];
}

/** POST /api/internal/export-ticket/: a single-use ticket for GET /internal/users.csv. */
export interface ExportTicket {
  ticket: string;
  expires_at: string;
}

/** GET /api/geocode/?q= : address search for the map pickers. */
export interface GeocodeResult {
  label: string;
  city: string;
  country_code: string;
  location: [number, number];
}
