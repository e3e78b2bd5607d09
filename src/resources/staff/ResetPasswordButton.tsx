import LockResetIcon from '@mui/icons-material/LockResetRounded';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PasswordResetLink } from '../../../contract/passwordReset';
import type { StaffProfile } from '../../../contract/staff';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { serverMessages } from '../../lib/errors';
import { shownName } from '../../lib/shownName';
import { ResetLinkDialog } from './ResetLinkDialog';

/**
 * Issues a one-time password reset link for a staff member ranked below the caller (issue 37): a
 * round icon on the cards, a labelled button on the profile page.
 */
export function ResetPasswordButton({
  profile,
  labelled = false,
}: {
  profile: StaffProfile;
  labelled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [reset, setReset] = useState<PasswordResetLink | null>(null);
  const name = shownName(profile);

  async function issue() {
    setPending(true);
    try {
      setReset(await dataProvider.issuePasswordReset(profile.id));
    } catch (caught) {
      const body = (caught as { body?: unknown }).body;
      const reason = serverMessages(body)[0] ?? (caught instanceof Error ? caught.message : '');
      notify('app.password_reset.issue_failed', { type: 'error', messageArgs: { reason } });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <>
      {labelled ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<LockResetIcon />}
          aria-label={translate('app.password_reset.issue_named', { name })}
          onClick={() => setConfirming(true)}
        >
          {translate('app.password_reset.issue')}
        </Button>
      ) : (
        <Tooltip title={translate('app.password_reset.issue')}>
          <IconButton
            size="small"
            aria-label={translate('app.password_reset.issue_named', { name })}
            onClick={() => setConfirming(true)}
          >
            <LockResetIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={translate('app.password_reset.confirm_title')}
        content={translate('app.password_reset.confirm_content', { name })}
        confirm="app.password_reset.confirm"
        onConfirm={issue}
        onClose={() => setConfirming(false)}
      />
      <ResetLinkDialog name={name} reset={reset} onClose={() => setReset(null)} />
    </>
  );
}
