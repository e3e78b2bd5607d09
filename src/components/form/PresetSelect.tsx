import { SelectInput, type SelectInputProps } from 'react-admin';
import type { Presets } from '../../../contract/rest';
import { usePresets } from '../../lib/usePresets';

type PresetList = keyof Omit<Presets, 'countries'>;

/** The field of a preset entry that names it, for each list of GET /api/ (spec section 3). */
const PRESET_TEXT = {
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
} as const satisfies Record<PresetList, string>;

/** The choices props of a react-admin choice input over a preset list, by id. */
export function usePresetChoices(list: PresetList) {
  const { data: presets, isPending } = usePresets();
  return {
    choices: (presets?.[list] ?? []) as { id: number }[],
    optionText: PRESET_TEXT[list],
    optionValue: 'id',
    isPending,
  };
}

/** A select of one preset list (age, gender, religion…): its value is the preset's id. */
export function PresetSelect({
  list,
  ...props
}: { list: PresetList } & Omit<SelectInputProps, 'choices' | 'optionText' | 'optionValue'>) {
  return <SelectInput {...usePresetChoices(list)} {...props} />;
}
