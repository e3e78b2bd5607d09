import { Box, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** One permission checkbox, with what it makes the person said under it (and to screen readers). */
export function PermissionChoice({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (event: unknown, on: boolean) => void;
}) {
  const translate = useTranslate();
  const helpId = useId();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <FormControlLabel
        label={translate(label)}
        control={
          <Checkbox
            checked={checked}
            onChange={onChange}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        disabled={disabled}
      />
      <FormHelperText id={helpId} sx={{ mt: 0, ml: 4 }}>
        {translate(help)}
      </FormHelperText>
    </Box>
  );
}
