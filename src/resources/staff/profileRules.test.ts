// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileErrors } from './profileRules';

const valid = {
  first_name: 'Ann',
  last_name: 'Lee',
  language: [1],
  address: 'Main st',
  location: [1, 2] as [number, number],
};

describe('profileErrors', () => {
  it('passes a complete profile', () => {
    expect(profileErrors(valid)).toEqual([]);
  });

  it('lists every failure in the spec order', () => {
    expect(
      profileErrors({
        first_name: ' ',
        last_name: '',
        changing_email: true,
        new_email: 'x@',
        language: [],
        address: '',
      }).map((error) => error.message),
    ).toEqual([
      'app.staff.rules.first_name',
      'app.staff.rules.last_name',
      'app.staff.rules.email',
      'app.staff.rules.language',
      'app.staff.rules.address',
    ]);
  });

  it('checks the email only while it is being changed, and needs coordinates for the address', () => {
    expect(profileErrors({ ...valid, new_email: 'junk' })).toEqual([]);
    expect(profileErrors({ ...valid, changing_email: true, new_email: 'a@b.co' })).toEqual([]);
    expect(profileErrors({ ...valid, location: null }).map((e) => e.field)).toEqual(['address']);
  });
});
