import { SelectInput, type SelectInputProps } from 'react-admin';
import type { Presets } from '../../../contract/presets';
import { PRESET_TEXT_FIELDS } from '../../../contract/presets';
import { usePresets } from '../../lib/usePresets';

type PresetList = keyof Omit<Presets, 'countries'>;

/** The choices props of a react-admin choice input over a preset list, by id. */
export function usePresetChoices(list: PresetList) {
  const { data: presets, isPending } = usePresets();
  return {
    choices: (presets?.[list] ?? []) as { id: number }[],
    optionText: PRESET_TEXT_FIELDS[list],
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
