import type { SxProps, Theme } from '@mui/material';

/** The input slot of a multiline field drawn as a plain textarea (see `growingTextarea`). */
export const PLAIN_TEXTAREA = { inputComponent: 'textarea' } as const;

/**
 * A multiline field's props for a plain textarea that grows with its text from `minLines` to
 * `maxLines`, sized by CSS (`field-sizing`; elsewhere than Chromium it keeps `minLines` and
 * scrolls). MUI's own multiline input (TextareaAutosize) measures a hidden copy of the text at
 * every render, a forced layout of the whole page: two notes in each chat opened, every form with
 * an "about". Spread on a TextField or react-admin TextInput: `{...growingTextarea(2, 6, ownSx)}`;
 * a field with slot props of its own adds `input: PLAIN_TEXTAREA` to them.
 */
export function growingTextarea(minLines: number, maxLines: number, sx?: SxProps<Theme>) {
  const growing = {
    '& textarea': {
      fieldSizing: 'content',
      minHeight: `${minLines}lh`,
      maxHeight: `${maxLines}lh`,
    },
  };
  return {
    multiline: true,
    rows: minLines,
    sx: [growing, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])] as SxProps<Theme>,
    slotProps: { input: PLAIN_TEXTAREA },
  };
}
