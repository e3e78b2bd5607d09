import { Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvitationEntry } from '../../../contract/invitations';

/** Which permission the link grants, with what it makes the person on hover and for readers. */
export function PermissionField({ invitation }: { invitation: InvitationEntry }) {
  const translate = useTranslate();
  const admin = invitation.is_admin_permission;
  const help = translate(
    admin ? 'app.invitation.admin_permission_help' : 'app.invitation.chat_admin_permission_help',
  );
  return (
    // The help describes the permission; its name stays the short label.
    <Tooltip title={help} describeChild>
      <Typography variant="body2" component="span" aria-description={help}>
        {translate(admin ? 'app.invitations.admin' : 'app.invitations.chatter')}
      </Typography>
    </Tooltip>
  );
}
