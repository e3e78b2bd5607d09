/**
 * Password reset links and changing one's own password (issue 37). Shared by the server
 * (validation) and the back-office (the same rules on the forms).
 */
import { z } from 'zod';

/** The spec's sign-up rule (at least 6), and a bound so nobody hashes a megabyte. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `A password has at least ${PASSWORD_MIN} characters.`,
  tooLong: `A password has at most ${PASSWORD_MAX} characters.`,
  mismatch: 'Passwords do not match',
  wrongCurrent: 'Your current password is wrong.',
  invalidKey: 'Your key is invalid or expired',
} as const;

const newPassword = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);

const repeated = z.string().max(PASSWORD_MAX, PASSWORD_MESSAGES.tooLong);
const samePasswords = (body: { password: string; repeat_password: string }) =>
  body.password === body.repeat_password;
const mismatch = { message: PASSWORD_MESSAGES.mismatch, path: ['repeat_password'] };

/** POST /api/password-reset/ (public: the key is the credential). */
export const passwordResetRequest = z
  .object({ key: z.string().min(1).max(100), password: newPassword, repeat_password: repeated })
  .refine(samePasswords, mismatch);
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** POST /api/auth/password/ (the signed-in staff member's own). */
export const passwordChangeRequest = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX),
    password: newPassword,
    repeat_password: repeated,
  })
  .refine(samePasswords, mismatch);
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

/** POST /api/worker/{id}/password-reset/: the link, shown once; only its key's hash is kept. */
export interface PasswordResetLink {
  id: number;
  email: string;
  expires_at: string;
  link: string;
}

/** GET /api/password-reset/{key}/: whose password the key resets, until when. */
export interface PasswordResetLookup {
  email: string;
  expires_at: string;
}
