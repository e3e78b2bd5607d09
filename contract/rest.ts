/**
 * REST payloads shared by the server (validation) and the back-office (types).
 * Paths and field names follow the spec's wire contract literally (snake_case where it has it).
 */
import { z } from 'zod';

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'] as const;
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
  language: z.array(z.number().int()).min(1, 'Please select languages!'),
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
