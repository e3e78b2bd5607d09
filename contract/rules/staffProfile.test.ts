import { describe, expect, it } from 'vitest';
import { STAFF_PROFILE_RULE_IDS, staffProfileRuleFailures } from './staffProfile.js';

const valid = {
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@demo.test',
  language: [1],
  address: 'Main street',
  location: [40.7, -74],
};

describe('staff profile rules', () => {
  it('passes a complete profile and checks nothing that is absent', () => {
    expect(staffProfileRuleFailures(valid)).toEqual([]);
    expect(staffProfileRuleFailures({})).toEqual([]);
  });

  it('fails every rule in the order of the messages', () => {
    expect(
      staffProfileRuleFailures({
        first_name: ' ',
        last_name: null,
        email: 'nope',
        language: [],
        address: 'Main street',
        location: null,
      }),
    ).toEqual([...STAFF_PROFILE_RULE_IDS]);
  });

  it('needs an address and a point together', () => {
    expect(staffProfileRuleFailures({ address: 'Main street' })).toEqual(['address']);
    expect(staffProfileRuleFailures({ location: [1, 2] })).toEqual(['address']);
    expect(staffProfileRuleFailures({ address: 'Main street', location: [1] })).toEqual([
      'address',
    ]);
  });

  it('accepts an email with spaces around it', () => {
    expect(staffProfileRuleFailures({ email: ' ann@demo.test ' })).toEqual([]);
    expect(staffProfileRuleFailures({ email: 'ann@demo' })).toEqual(['email']);
  });
});
