import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A local date-time for a scheduled post; empty publishes now. */
export function ScheduleInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      type="datetime-local"
      size="small"
      label={translate('app.posts.publish_at')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate('app.posts.publish_at_hint')}
      // Seconds too: a story may be scheduled a few seconds ahead.
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
    />
  );
}

/** The ISO time of a datetime-local value (the staff member's own time zone), or undefined. */
export function scheduledIso(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
