import { describe, expect, it } from 'vitest';
import { newPasswordErrors } from './passwordRules';

describe('new password rules', () => {
  it('needs 6 to 128 characters, twice the same', () => {
    expect(newPasswordErrors({ password: 'secret1', repeatPassword: 'secret1' })).toEqual({
      password: undefined,
      repeatPassword: undefined,
    });
    expect(newPasswordErrors({ password: '12345', repeatPassword: '12345' }).password).toBe(
      'app.sign_in.password_too_short',
    );
    const long = 'x'.repeat(129);
    expect(newPasswordErrors({ password: long, repeatPassword: long })).toEqual({
      password: 'app.password_reset.password_too_long',
      repeatPassword: 'app.password_reset.password_too_long',
    });
    expect(
      newPasswordErrors({ password: 'secret1', repeatPassword: 'secret2' }).repeatPassword,
    ).toBe('app.sign_up.passwords_differ');
  });
});
