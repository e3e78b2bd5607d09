/** Shows the first `visible` characters of an email and masks the rest (spec section 2). */
export function maskEmail(email: string | null | undefined, visible: number): string {
  if (!email) return '';
  return `${email.slice(0, visible)}${'*'.repeat(Math.max(3, Math.min(8, email.length - visible)))}`;
}
