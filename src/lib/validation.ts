/** Field rules of spec section 5, as pure functions answering an i18n key or undefined. */
export const minLength = (value: string, min: number) => value.trim().length >= min;

export function signInErrors(email: string, password: string) {
  return {
    email: minLength(email, 5) ? undefined : 'app.sign_in.email_too_short',
    password: password.length >= 6 ? undefined : 'app.sign_in.password_too_short',
  };
}

export const hasErrors = (errors: Record<string, string | undefined>) =>
  Object.values(errors).some(Boolean);
