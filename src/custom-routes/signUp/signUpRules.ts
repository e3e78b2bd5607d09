import { minLength } from '../../lib/validation';

export interface SignUpValues {
  lastName: string;
  firstName: string;
  language: number[];
  password: string;
  repeatPassword: string;
}

/** Spec section 5: names need 1 character, passwords 6 and equal, at least one language. */
export function signUpErrors(values: SignUpValues): Partial<Record<keyof SignUpValues, string>> {
  return {
    lastName: minLength(values.lastName, 1) ? undefined : 'app.sign_up.name_required',
    firstName: minLength(values.firstName, 1) ? undefined : 'app.sign_up.name_required',
    language: values.language.length > 0 ? undefined : 'app.sign_up.select_languages',
    password: values.password.length >= 6 ? undefined : 'app.sign_in.password_too_short',
    repeatPassword:
      values.repeatPassword.length < 6
        ? 'app.sign_in.password_too_short'
        : values.repeatPassword !== values.password
          ? 'app.sign_up.passwords_differ'
          : undefined,
  };
}

/** The spec flags names shorter than 5 (last) and 6 (first) characters, without blocking them. */
export function nameHint(value: string, min: number): boolean {
  return value.trim().length > 0 && value.trim().length < min;
}
