import { Alert, AlertTitle } from '@mui/material';
import type { ErrorDescription } from '../lib/errors';

/** The spec's dismissible error box: a header above a list of messages (section 8). */
export function ErrorBox({
  error,
  onClose,
}: {
  error: ErrorDescription | null;
  onClose: () => void;
}) {
  if (!error) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} role="alert">
      <AlertTitle>{error.header}</AlertTitle>
      {error.messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
