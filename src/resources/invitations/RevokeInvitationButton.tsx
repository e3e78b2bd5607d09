import BlockIcon from '@mui/icons-material/BlockRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { InvitationEntry } from '../../../contract/invitations';
import { DangerConfirm } from '../../components/DangerConfirm';
import type { BackOfficeDataProvider } from '../../dataProvider';

/** Revokes a pending invitation after asking; the list shows its new state. */
export function RevokeInvitationButton() {
  const invitation = useRecordContext<InvitationEntry>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const revoke = useMutation({
    mutationFn: (id: number) => dataProvider.revokeInvitation(id),
    onSuccess: (revoked) => {
      notify('app.invitations.revoked', { type: 'info', messageArgs: { email: revoked.email } });
    },
    onError: (error: { status?: number }) => {
      notify(error.status === 409 ? 'app.invitations.not_pending' : 'ra.notification.http_error', {
        type: 'error',
      });
    },
    onSettled: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: ['invitations'] });
    },
  });
  if (invitation?.state !== 'pending') return null;
  return (
    <>
      <Button
        label="app.invitations.revoke"
        color="warning"
        onClick={(event) => {
          // The row itself is not a link; keep the click on the button.
          event.stopPropagation();
          setAsking(true);
        }}
        aria-label={`${translate('app.invitations.revoke')} ${invitation.email}`}
      >
        <BlockIcon />
      </Button>
      <DangerConfirm
        isOpen={asking}
        loading={revoke.isPending}
        title={translate('app.invitations.revoke_title', { email: invitation.email })}
        content={translate('app.invitations.revoke_content')}
        confirm="app.invitations.revoke"
        onClose={() => setAsking(false)}
        onConfirm={() => revoke.mutate(invitation.id)}
      />
    </>
  );
}
