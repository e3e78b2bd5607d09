import type { Presets } from './rest.js';

/** Each preset list's text field on the wire (spec section 3 "Presets"). */
export const PRESET_TEXT_FIELDS = {
  ages: 'age',
  heights: 'height',
  genders: 'gender',
  ethnicity: 'ethnicity',
  zodiacSigns: 'zodiacSign',
  family: 'familyPlans',
  politics: 'politics',
  religious: 'religious',
  tags: 'tag',
  subscriptions: 'name',
  languages: 'language',
  interestedIn: 'interestedIn',
} as const satisfies Record<keyof Omit<Presets, 'countries'>, string>;
