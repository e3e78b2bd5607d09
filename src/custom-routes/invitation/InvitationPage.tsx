import { Button, Card, CardContent, FormHelperText, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { CanAccess, Title, useDataProvider, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { InvitationResponse } from '../../../contract/invitations';
import { ErrorBox } from '../../components/ErrorBox';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { ApiError } from '../../lib/api';
import { describeError, type ErrorDescription } from '../../lib/errors';
import { InvitationLink } from './InvitationLink';
import { INVITATION_EMAIL_MIN, type Permissions, togglePermission } from './invitationRules';
import { PermissionChoice } from './PermissionChoice';

function InvitationForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [email, setEmail] = useState('');
  const [permissions, setPermissions] = useState<Permissions>({ admin: false, chatAdmin: false });
  const [missingPermission, setMissingPermission] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const [generated, setGenerated] = useState<InvitationResponse | null>(null);
  const emailReady = email.trim().length >= INVITATION_EMAIL_MIN;
  const locked = Boolean(generated) || pending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!permissions.admin && !permissions.chatAdmin) return setMissingPermission(true);
    setPending(true);
    setError(null);
    try {
      setGenerated(
        await dataProvider.createInvitation({
          email: email.trim(),
          is_admin_permission: permissions.admin,
          is_chat_admin_permission: permissions.chatAdmin,
        }),
      );
    } catch (caught) {
      const body = (caught as { body?: unknown }).body;
      const status = (caught as { status?: number }).status ?? 0;
      setError(describeError(status ? new ApiError(status, body) : caught, translate));
    } finally {
      setPending(false);
    }
  }

  const toggle = (which: keyof Permissions) => (_: unknown, on: boolean) => {
    setPermissions(togglePermission(permissions, which, on));
    setMissingPermission(false);
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('app.invitation.title')} />
      <CardContent>
        <ErrorBox error={error} onClose={() => setError(null)} />
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField
            label={translate('app.invitation.email')}
            type="email"
            autoFocus
            value={email}
            disabled={locked}
            onChange={(e) => setEmail(e.target.value)}
            helperText={emailReady ? undefined : translate('app.invitation.email_hint')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PermissionChoice
              label="app.invitation.admin_permission"
              help="app.invitation.admin_permission_help"
              checked={permissions.admin}
              onChange={toggle('admin')}
              disabled={!emailReady || locked}
            />
            <PermissionChoice
              label="app.invitation.chat_admin_permission"
              help="app.invitation.chat_admin_permission_help"
              checked={permissions.chatAdmin}
              onChange={toggle('chatAdmin')}
              disabled={!emailReady || locked}
            />
          </Stack>
          {missingPermission && (
            <FormHelperText error>{translate('app.invitation.one_permission')}</FormHelperText>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!emailReady || locked}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('app.invitation.generate')}
          </Button>
          {generated && <InvitationLink invitation={generated} />}
          <CanAccess resource="invitations" action="list">
            <Link component={RouterLink} to="/invitations" sx={{ alignSelf: 'flex-start' }}>
              {translate('app.invitation.see_all')}
            </Link>
          </CanAccess>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /workers/newInvitation/: admins only; anybody else goes to the dashboard. */
export default function InvitationPage() {
  return (
    <CanAccess
      resource="workers"
      action="invite"
      accessDenied={<Navigate to="/dashboard" replace />}
    >
      <InvitationForm />
    </CanAccess>
  );
}
