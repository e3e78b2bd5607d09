/** GET /api/ : the presets ("defaultPickers"); each item is an id plus one text field. */
export interface Presets {
  ages: { id: number; age: string }[];
  heights: { id: number; height: string }[];
  genders: { id: number; gender: string }[];
  ethnicity: { id: number; ethnicity: string }[];
  zodiacSigns: { id: number; zodiacSign: string }[];
  family: { id: number; familyPlans: string }[];
  politics: { id: number; politics: string }[];
  religious: { id: number; religious: string }[];
  tags: { id: number; tag: string }[];
  subscriptions: { id: number; name: string }[];
  languages: { id: number; language: string }[];
  interestedIn: { id: number; interestedIn: string }[];
  countries: { id: number; name: string; fullName: string }[];
}

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
