import { describe, expect, it } from 'vitest';
import { interestedInIds, MODERATOR_RULE_IDS, moderatorRuleFailures } from './moderator.js';

const valid = {
  name: 'Ann',
  gender: 3,
  ethnicity: 1,
  interestedIn: '1,2',
  tags: [3],
  subscription_id: 1,
  address: 'Paris',
  location: [48.8, 2.3] as [number, number],
};

describe('moderator rules', () => {
  it('fails every rule of an empty moderator, in the spec order', () => {
    expect(moderatorRuleFailures({})).toEqual([...MODERATOR_RULE_IDS]);
    expect(MODERATOR_RULE_IDS).toEqual([
      'name',
      'gender',
      'ethnicity',
      'interestedIn',
      'tags',
      'subscription',
      'address',
    ]);
  });

  it('passes a complete moderator, interestedIn as a comma list or as ids', () => {
    expect(moderatorRuleFailures(valid)).toEqual([]);
    expect(moderatorRuleFailures({ ...valid, interestedIn: [1, 2] })).toEqual([]);
  });

  it('refuses blank names, genders other than 1 to 3, no ethnicity and an address without a point', () => {
    expect(moderatorRuleFailures({ ...valid, name: '  ' })).toEqual(['name']);
    expect(moderatorRuleFailures({ ...valid, name: '!!! ???' })).toEqual(['name']);
    expect(moderatorRuleFailures({ ...valid, name: '_ -' })).toEqual(['name']);
    expect(moderatorRuleFailures({ ...valid, name: 'Zoë 2' })).toEqual([]);
    expect(moderatorRuleFailures({ ...valid, name: '李' })).toEqual([]);
    expect(moderatorRuleFailures({ ...valid, gender: 4 })).toEqual(['gender']);
    expect(moderatorRuleFailures({ ...valid, ethnicity: 0 })).toEqual(['ethnicity']);
    expect(moderatorRuleFailures({ ...valid, interestedIn: '' })).toEqual(['interestedIn']);
    expect(moderatorRuleFailures({ ...valid, interestedIn: [] })).toEqual(['interestedIn']);
    expect(moderatorRuleFailures({ ...valid, tags: [] })).toEqual(['tags']);
    expect(moderatorRuleFailures({ ...valid, subscription_id: null })).toEqual(['subscription']);
    expect(moderatorRuleFailures({ ...valid, location: null })).toEqual(['address']);
    expect(moderatorRuleFailures({ ...valid, address: ' ' })).toEqual(['address']);
  });

  it('checks only the rules whose fields were sent', () => {
    expect(moderatorRuleFailures({}, true)).toEqual([]);
    expect(moderatorRuleFailures({ tags: [] }, true)).toEqual(['tags']);
    expect(moderatorRuleFailures({ gender: 3 }, true)).toEqual([]);
    expect(moderatorRuleFailures({ location: null }, true)).toEqual(['address']);
  });

  it('reads interestedIn ids from either form', () => {
    expect(interestedInIds('1,4')).toEqual([1, 4]);
    expect(interestedInIds([2])).toEqual([2]);
    expect(interestedInIds('')).toEqual([]);
    expect(interestedInIds(null)).toEqual([]);
  });
});
