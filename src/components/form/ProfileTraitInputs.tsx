import { PresetSelect } from './PresetSelect';

/** The profile traits chosen from the presets, in the order both profile forms show them. */
const TRAITS = [
  { source: 'ethnicity', field: 'ethnicity', list: 'ethnicity' },
  { source: 'zodiacSign', field: 'zodiac_sign', list: 'zodiacSigns' },
  { source: 'familyPlans', field: 'family_plans', list: 'family' },
  { source: 'politics', field: 'politics', list: 'politics' },
  { source: 'religion', field: 'religion', list: 'religious' },
] as const;

export type ProfileTrait = (typeof TRAITS)[number]['field'];

/**
 * A person's traits (a real user's profile, a moderator's): one preset select each, labelled by
 * the form's own `label` (which marks the `required` ones).
 */
export function ProfileTraitInputs({
  label,
  readOnly,
  required = [],
}: {
  label: (field: ProfileTrait, required?: boolean) => string;
  readOnly: boolean;
  required?: readonly ProfileTrait[];
}) {
  return TRAITS.map(({ source, field, list }) => (
    <PresetSelect
      key={source}
      source={source}
      label={label(field, required.includes(field))}
      list={list}
      readOnly={readOnly}
    />
  ));
}
