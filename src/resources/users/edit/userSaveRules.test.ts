// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { userUpdateRequest } from '../../../../contract/users';
import { SAVE_DEFAULT_AGE, toIds, toUserUpdate, validateUser } from './userSaveRules';

const record = {
  id: 5,
  display_name: ' Jane_25 ',
  email: 'jane@example.com',
  phone: '+1 555',
  disabled: false,
  is_blocked: false,
  reports: [{ id: 1, reason: 'spam', created_at: '2024-01-01T00:00:00Z' }],
  user_subscription: { id: 2, package: 'GOLD' },
  age: 8,
  height: 3,
  ethnicity: '',
  zodiacSign: null,
  familyPlans: 1,
  politics: 2,
  religion: 3,
  gender: 2,
  language: [1, 2],
  interested_in: '1,4,7',
  tags: [3],
  about: 'Hello',
  country: 'France',
  country_code: 'FR',
  location: [48.8, 2.3],
};

describe('toUserUpdate', () => {
  it('sends only the editable fields', () => {
    const body = toUserUpdate(record);
    expect(body).toEqual({
      display_name: 'Jane_25',
      phone: '+1 555',
      disabled: false,
      subscription_id: 2,
      age: 8,
      height: 3,
      ethnicity: null,
      zodiacSign: null,
      familyPlans: 1,
      politics: 2,
      religion: 3,
      gender: 2,
      language: [1, 2],
      interested_in: [1, 4, 7],
      tags: [3],
      about: 'Hello',
    });
    expect(userUpdateRequest.safeParse(body).success).toBe(true);
  });

  it.each([undefined, null, ''])('saves age 35 when the age is %j', (age) => {
    expect(toUserUpdate({ ...record, age }).age).toBe(SAVE_DEFAULT_AGE);
  });

  it('saves an empty language and interested-in as []', () => {
    const body = toUserUpdate({ ...record, language: null, interested_in: '' });
    expect(body.language).toEqual([]);
    expect(body.interested_in).toEqual([]);
    expect(
      toUserUpdate({ ...record, language: undefined, interested_in: undefined }),
    ).toMatchObject({ language: [], interested_in: [] });
  });

  it('accepts interested_in as the UI array', () => {
    expect(toUserUpdate({ ...record, interested_in: [2, '5'] }).interested_in).toEqual([2, 5]);
  });

  it('leaves the subscription alone when none is chosen and clears an empty phone', () => {
    const body = toUserUpdate({ ...record, user_subscription: null, phone: ' ' });
    expect(body).not.toHaveProperty('subscription_id');
    expect(body.phone).toBeNull();
  });
});

describe('toIds', () => {
  it('reads comma strings, arrays and single numbers', () => {
    expect(toIds('1, 2,,3')).toEqual([1, 2, 3]);
    expect(toIds(['4', 5, null])).toEqual([4, 5]);
    expect(toIds(6)).toEqual([6]);
    expect(toIds('x')).toEqual([]);
    expect(toIds(null)).toEqual([]);
  });
});

describe('validateUser', () => {
  it('requires a display name', () => {
    expect(validateUser({ display_name: '  ' })).toEqual({
      display_name: 'ra.validation.required',
    });
    expect(validateUser({ display_name: 'Jane' })).toEqual({});
  });
});
