import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contract/passwordReset';

export interface NewPasswordValues {
  password: string;
  repeatPassword: string;
}

/** The sign-up's rule (spec section 5: at least 6, both equal), with the server's upper bound. */
export function newPasswordErrors(
  values: NewPasswordValues,
): Partial<Record<keyof NewPasswordValues, string>> {
  const lengthError = (value: string) =>
    value.length < PASSWORD_MIN
      ? 'app.sign_in.password_too_short'
      : value.length > PASSWORD_MAX
        ? 'app.password_reset.password_too_long'
        : undefined;
  return {
    password: lengthError(values.password),
    repeatPassword:
      lengthError(values.repeatPassword) ??
      (values.repeatPassword === values.password ? undefined : 'app.sign_up.passwords_differ'),
  };
}
