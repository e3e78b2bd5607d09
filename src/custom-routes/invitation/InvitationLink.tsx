import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { InvitationResponse } from '../../../contract/invitations';

export function InvitationLink({ invitation }: { invitation: InvitationResponse }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard?.writeText(invitation.link);
    notify('app.invitation.copied', { type: 'info' });
  };
  return (
    <Alert
      severity="success"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={copy}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.invitation.copy')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.invitation.link')}</AlertTitle>
      <Typography
        data-testid="invitation-link"
        sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}
      >
        {invitation.link}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.invitation.valid_for', {
          until: new Date(invitation.expires_at).toLocaleString(),
        })}
      </Typography>
    </Alert>
  );
}
