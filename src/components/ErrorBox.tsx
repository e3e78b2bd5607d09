import { Alert, AlertTitle } from '@mui/material';
import type { ErrorDescription } from '../lib/errors';

/**
 * The spec's error box: a header above a list of messages (section 8), dismissible when
 * `onClose` is given. Nothing shows without an error.
 */
export function ErrorBox({
  error,
  onClose,
}: {
  error: (Omit<ErrorDescription, 'header'> & { header?: string }) | null;
  onClose?: () => void;
}) {
  if (!error) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} role="alert">
      {error.header && <AlertTitle>{error.header}</AlertTitle>}
      {error.messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
