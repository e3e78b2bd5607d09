import { Alert, AlertTitle, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MAX, type PasswordResetLookup } from '../../../contract/passwordReset';
import { getSession } from '../../authProvider/session';
import { ErrorBox } from '../../components/ErrorBox';
import { PublicCard } from '../../components/PublicCard';
import { SignedInWarning } from '../../components/SignedInWarning';
import { translate } from '../../i18n/i18nProvider';
import { ApiError, apiFetch } from '../../lib/api';
import { describeError, type ErrorDescription, serverMessages } from '../../lib/errors';
import { hasErrors } from '../../lib/validation';
import { type NewPasswordValues, newPasswordErrors } from './passwordRules';

type Lookup =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'valid'; reset: PasswordResetLookup };

/** /passwordReset?reset_key=…: a new password from a reset link an admin issued (issue 37). */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const key = params.get('reset_key') ?? '';
  const navigate = useNavigate();
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  const [values, setValues] = useState<NewPasswordValues>({ password: '', repeatPassword: '' });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const signedIn = Boolean(getSession());

  useEffect(() => {
    if (signedIn) return;
    apiFetch<PasswordResetLookup>(`/api/password-reset/${encodeURIComponent(key)}/`)
      .then((reset) => setLookup({ state: 'valid', reset }))
      .catch(() => setLookup({ state: 'invalid' }));
  }, [key, signedIn]);

  if (signedIn) {
    return (
      <SignedInWarning
        title={translate('app.password_reset.signed_in_title')}
        message={translate('app.password_reset.signed_in')}
      />
    );
  }
  const errors = newPasswordErrors(values);
  const field = (name: keyof NewPasswordValues) => {
    const message = touched ? errors[name] : undefined;
    return {
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
      error: Boolean(message),
      helperText: message ? translate(message, { max: PASSWORD_MAX }) : undefined,
      type: 'password',
      autoComplete: 'new-password',
    };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors) || lookup.state !== 'valid') return;
    setPending(true);
    setError(null);
    try {
      await apiFetch('/api/password-reset/', {
        method: 'POST',
        json: { key, password: values.password, repeat_password: values.repeatPassword },
      });
      navigate('/signIn', { state: { notice: translate('app.password_reset.done') } });
    } catch (caught) {
      const header = translate('app.password_reset.failed');
      const messages =
        caught instanceof ApiError && caught.status === 400 ? serverMessages(caught.body) : [];
      setError(messages.length ? { header, messages } : describeError(caught, translate, header));
      setPending(false);
    }
  }

  return (
    <PublicCard title={translate('app.password_reset.title')}>
      {lookup.state === 'loading' && <CircularProgress sx={{ display: 'block', mx: 'auto' }} />}
      {lookup.state === 'invalid' && (
        <Alert severity="warning">
          <AlertTitle>{translate('app.password_reset.invalid_key_title')}</AlertTitle>
          {translate('app.password_reset.invalid_key')}
        </Alert>
      )}
      {lookup.state === 'valid' && (
        <>
          <ErrorBox error={error} onClose={() => setError(null)} />
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <TextField
              label={translate('app.password_reset.email')}
              value={lookup.reset.email}
              autoComplete="username"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField label={translate('app.password_reset.password')} {...field('password')} />
            <TextField
              label={translate('app.password_reset.repeat_password')}
              {...field('repeatPassword')}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
              {translate('app.password_reset.submit')}
            </Button>
          </Stack>
        </>
      )}
    </PublicCard>
  );
}
