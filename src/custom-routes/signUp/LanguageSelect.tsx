import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { translate } from '../../i18n/publicTranslate';

interface Props {
  options: { id: number; language: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
}

/** Multi-select of the presets' languages, sorted by id. */
export function LanguageSelect({ options, value, onChange, error }: Props) {
  const sorted = [...options].sort((a, b) => a.id - b.id);
  const label = translate('app.sign_up.languages');
  const names = new Map(sorted.map((o) => [o.id, o.language]));
  return (
    <FormControl error={Boolean(error)}>
      <InputLabel id="sign-up-languages">{label}</InputLabel>
      <Select
        labelId="sign-up-languages"
        label={label}
        multiple
        value={value}
        onChange={(event) => onChange(event.target.value as number[])}
        renderValue={(selected) => selected.map((id) => names.get(id)).join(', ')}
      >
        {sorted.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.language}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
