// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nameHint, signUpErrors } from './signUpRules';

const valid = {
  lastName: 'W',
  firstName: 'N',
  language: [1],
  password: 'secret1',
  repeatPassword: 'secret1',
};

describe('sign-up rules', () => {
  it('accepts one-character names (the real rule)', () => {
    expect(Object.values(signUpErrors(valid)).filter(Boolean)).toEqual([]);
  });

  it('asks for languages, long enough and equal passwords', () => {
    expect(signUpErrors({ ...valid, language: [] }).language).toBe('app.sign_up.select_languages');
    expect(signUpErrors({ ...valid, password: '123' }).password).toBe(
      'app.sign_in.password_too_short',
    );
    expect(signUpErrors({ ...valid, repeatPassword: 'secret2' }).repeatPassword).toBe(
      'app.sign_up.passwords_differ',
    );
    expect(signUpErrors({ ...valid, lastName: ' ' }).lastName).toBe('app.sign_up.name_required');
  });

  it('flags short names without blocking them', () => {
    expect(nameHint('Ann', 5)).toBe(true);
    expect(nameHint('Annabel', 6)).toBe(false);
    expect(nameHint('', 5)).toBe(false);
  });
});
