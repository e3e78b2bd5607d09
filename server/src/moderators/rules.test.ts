import { describe, expect, it } from 'vitest';
import {
  derivedName,
  displayNameFor,
  handleFor,
  MODERATOR_RULES,
  moderatorRuleErrors,
} from './rules.js';

describe('moderator rules', () => {
  it('answers every message at once, in the spec order', () => {
    expect(moderatorRuleErrors({})).toEqual(Object.values(MODERATOR_RULES));
    expect(
      moderatorRuleErrors({
        name: 'Ann',
        gender: 2,
        ethnicity: 1,
        interestedIn: '1,2',
        tags: [3],
        subscription_id: 1,
        address: 'Paris',
        location: [48.8, 2.3],
      }),
    ).toEqual([]);
    expect(
      moderatorRuleErrors({ gender: 4, ethnicity: 0, address: 'Paris', location: null }),
    ).toEqual([
      MODERATOR_RULES.name,
      MODERATOR_RULES.gender,
      MODERATOR_RULES.ethnicity,
      MODERATOR_RULES.interestedIn,
      MODERATOR_RULES.tags,
      MODERATOR_RULES.subscription,
      MODERATOR_RULES.address,
    ]);
  });

  it('checks only the fields sent when saving', () => {
    expect(moderatorRuleErrors({ about: 'x' } as never, true)).toEqual([]);
    expect(moderatorRuleErrors({ tags: [] }, true)).toEqual([MODERATOR_RULES.tags]);
    expect(moderatorRuleErrors({ gender: 3 }, true)).toEqual([]);
  });

  it('derives names as the spec says', () => {
    expect(derivedName('  Mary Jane Watson ', true)).toBe('Mary_JaneWatson');
    expect(derivedName('Zoë O’Neil', true)).toBe('Zoë_ONeil');
    expect(derivedName('Mary Jane', false)).toBe('Mary_Jane');
    expect(displayNameFor('Mary_Jane', 8)).toBe('Mary_Jane_25');
    expect(handleFor('Zoë_ONeil', 1)).toBe('zoe_oneil18');
    expect(handleFor('李', null)).toBe('moderator');
  });
});
