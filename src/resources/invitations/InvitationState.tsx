import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvitationEntry, InvitationState } from '../../../contract/invitations';

const COLORS: Record<InvitationState, 'primary' | 'success' | 'default' | 'warning'> = {
  pending: 'primary',
  used: 'success',
  expired: 'default',
  revoked: 'warning',
};

/** The state as a chip, and for a used or revoked one who did it and when. */
export function InvitationStateField({ invitation }: { invitation: InvitationEntry }) {
  const translate = useTranslate();
  const gone = translate('app.invitations.gone');
  const detail =
    invitation.state === 'used'
      ? {
          who: translate('app.invitations.used_by', { name: invitation.used_by_name ?? gone }),
          when: invitation.used_at,
        }
      : invitation.state === 'revoked'
        ? {
            who: translate('app.invitations.revoked_by', {
              name: invitation.revoked_by_name ?? gone,
            }),
            when: invitation.revoked_at,
          }
        : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={COLORS[invitation.state]}
        variant={invitation.state === 'pending' ? 'filled' : 'outlined'}
        label={translate(`app.invitations.states.${invitation.state}`)}
      />
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail.who}
          {detail.when ? `, ${new Date(detail.when).toLocaleString()}` : ''}
        </Typography>
      )}
    </Stack>
  );
}
