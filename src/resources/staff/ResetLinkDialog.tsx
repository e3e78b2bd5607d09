import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { PasswordResetLink } from '../../../contract/passwordReset';

/** The reset link, shown once: the server keeps only its key's hash. */
export function ResetLinkDialog({
  name,
  reset,
  onClose,
}: {
  name: string;
  reset: PasswordResetLink | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    if (!reset) return;
    await navigator.clipboard?.writeText(reset.link);
    notify('app.password_reset.copied', { type: 'info' });
  };
  return (
    <Dialog open={Boolean(reset)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.password_reset.link_title', { name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.password_reset.link_once', { name })}
        </Alert>
        <Typography
          data-testid="password-reset-link"
          sx={{
            wordBreak: 'break-all',
            fontFamily: 'monospace',
            fontSize: 13,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          {reset?.link}
        </Typography>
        {reset && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.password_reset.valid_until', {
              until: new Date(reset.expires_at).toLocaleString(),
            })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.password_reset.close')}</Button>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate('app.password_reset.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
