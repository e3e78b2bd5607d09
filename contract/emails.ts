/** Emails show their first 3 characters (spec section 9); an admin's shows 5. */
export const EMAIL_VISIBLE = 3;
export const ADMIN_EMAIL_VISIBLE = 5;

/** Shows the first `visible` characters of an email and masks the rest (spec section 2). */
export function maskEmail(email: string | null | undefined, visible: number): string {
  if (!email) return '';
  return `${email.slice(0, visible)}${'*'.repeat(Math.max(3, Math.min(8, email.length - visible)))}`;
}

/** The queue's name: the part before the @, then a mask (spec section 2 'Pending chats'). */
export const maskEmailDomain = (email: string) => `${email.split('@')[0]}@****`;
