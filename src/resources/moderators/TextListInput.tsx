import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';

/**
 * A free-text list (Books, Music, Movies, TV Shows, Sports Teams): type and press Enter to add,
 * remove with the chip's delete; 'No items added' when empty.
 */
export function TextListInput({
  source,
  label,
  readOnly,
}: {
  source: string;
  label: string;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const { field } = useController({ name: source, defaultValue: [] });
  const items: string[] = field.value ?? [];
  const [draft, setDraft] = useState('');
  const add = () => {
    const item = draft.trim();
    if (item && !items.includes(item)) field.onChange([...items, item]);
    setDraft('');
  };
  return (
    <Box sx={{ mb: 2 }}>
      {!readOnly && (
        <TextField
          label={label}
          value={draft}
          size="small"
          fullWidth
          helperText={translate('app.moderators.list_hint')}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={add}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
      )}
      {readOnly && <Typography variant="caption">{label}</Typography>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} aria-label={label}>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.moderators.no_items')}
          </Typography>
        ) : (
          items.map((item) => (
            <Chip
              key={item}
              label={item}
              size="small"
              onDelete={
                readOnly ? undefined : () => field.onChange(items.filter((other) => other !== item))
              }
            />
          ))
        )}
      </Stack>
    </Box>
  );
}
