/** Signing in and signing up (REST): the session a staff member holds. */
import { z } from 'zod';
import { ROLES } from './rules/roles.js';
import { int4 } from './wire.js';

export const roleSchema = z.enum(ROLES);

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
