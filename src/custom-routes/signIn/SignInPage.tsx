import { Alert, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NotStaffError, signIn } from '../../authProvider/signIn';
import { ErrorBox } from '../../components/ErrorBox';
import { PublicCard } from '../../components/PublicCard';
import { translate } from '../../i18n/publicTranslate';
import { ApiError } from '../../lib/api';
import { describeError, type ErrorDescription, serverMessages } from '../../lib/errors';
import { sessionEndReason } from '../../lib/session';
import { hasErrors, signInErrors } from '../../lib/validation';

function failure(error: unknown): ErrorDescription {
  const header = translate('app.sign_in.failed');
  if (error instanceof NotStaffError)
    return { header, messages: [translate('app.sign_in.not_staff')] };
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    const messages = serverMessages(error.body);
    return {
      header,
      messages: messages.length ? messages : [translate('app.sign_in.wrong_credentials')],
    };
  }
  return describeError(error, translate, header);
}

/** /signIn: email and password; on success the session store switches to the back-office. */
export default function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const ended = sessionEndReason();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const errors = signInErrors(email, password);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors)) return;
    setPending(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (caught) {
      setError(failure(caught));
      setPending(false);
    }
  }

  const fieldError = (key: keyof typeof errors) =>
    touched && errors[key] ? translate(errors[key]) : undefined;
  return (
    <PublicCard title={translate('app.sign_in.title')}>
      {ended && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {ended}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <ErrorBox error={error} onClose={() => setError(null)} />
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label={translate('app.sign_in.email')}
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(fieldError('email'))}
          helperText={fieldError('email')}
        />
        <TextField
          label={translate('app.sign_in.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldError('password'))}
          helperText={fieldError('password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {translate('app.sign_in.submit')}
        </Button>
      </Stack>
    </PublicCard>
  );
}
