/** Emails show their first 3 characters (spec section 9); an admin's own profile shows 5. */
export const EMAIL_VISIBLE = 3;

/** Shows the first `visible` characters of an email and masks the rest (spec section 2). */
export function maskEmail(email: string | null | undefined, visible: number): string {
  if (!email) return '';
  return `${email.slice(0, visible)}${'*'.repeat(Math.max(3, Math.min(8, email.length - visible)))}`;
}
