import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MAX, type PasswordResetLookup } from '../../../contract/passwordReset';
import { ErrorBox } from '../../components/ErrorBox';
import { KeyLinkPage, type KeyLinkTexts, useKeyLookup } from '../../components/KeyLinkPage';
import { translate } from '../../i18n/publicTranslate';
import { apiFetch } from '../../lib/api';
import { describeError, type ErrorDescription } from '../../lib/errors';
import { hasErrors } from '../../lib/validation';
import { type NewPasswordValues, newPasswordErrors } from './passwordRules';

const RESET_TEXTS: KeyLinkTexts = {
  title: 'app.password_reset.title',
  signedInTitle: 'app.password_reset.signed_in_title',
  signedIn: 'app.password_reset.signed_in',
  invalidKeyTitle: 'app.password_reset.invalid_key_title',
  invalidKey: 'app.password_reset.invalid_key',
};

/** /passwordReset?reset_key=…: a new password from a reset link an admin issued (issue 37). */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const key = params.get('reset_key') ?? '';
  const navigate = useNavigate();
  const lookup = useKeyLookup<PasswordResetLookup>(
    `/api/password-reset/${encodeURIComponent(key)}/`,
  );
  const [values, setValues] = useState<NewPasswordValues>({ password: '', repeatPassword: '' });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);

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
      setError(describeError(caught, translate, translate('app.password_reset.failed')));
      setPending(false);
    }
  }

  return (
    <KeyLinkPage texts={RESET_TEXTS} lookup={lookup}>
      {(reset) => (
        <>
          <ErrorBox error={error} onClose={() => setError(null)} />
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <TextField
              label={translate('app.password_reset.email')}
              value={reset.email}
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
    </KeyLinkPage>
  );
}
