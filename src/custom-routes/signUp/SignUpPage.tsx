import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { InvitationLookup } from '../../../contract/invitations';
import type { Presets } from '../../../contract/presets';
import { ErrorBox } from '../../components/ErrorBox';
import { KeyLinkPage, type KeyLinkTexts, useKeyLookup } from '../../components/KeyLinkPage';
import { translate } from '../../i18n/publicTranslate';
import { ApiError, apiFetch } from '../../lib/api';
import { describeError, type ErrorDescription, serverMessages } from '../../lib/errors';
import { getSession } from '../../lib/session';
import { hasErrors } from '../../lib/validation';
import { LanguageSelect } from './LanguageSelect';
import { nameHint, type SignUpValues, signUpErrors } from './signUpRules';

const EMPTY: SignUpValues = {
  lastName: '',
  firstName: '',
  language: [],
  password: '',
  repeatPassword: '',
};

const SIGN_UP_TEXTS: KeyLinkTexts = {
  title: 'app.sign_up.title',
  signedInTitle: 'app.sign_up.signed_in_title',
  signedIn: 'app.sign_up.signed_in',
  invalidKeyTitle: 'app.sign_up.invalid_key_title',
  invalidKey: 'app.sign_up.invalid_key',
};

/** /signUp?invitation_key=…: a staff account from an invitation (spec section 2). */
export default function SignUpPage() {
  const [params] = useSearchParams();
  const key = params.get('invitation_key') ?? '';
  const navigate = useNavigate();
  const lookup = useKeyLookup<InvitationLookup>(
    `/api/worker/invitation/${encodeURIComponent(key)}/`,
  );
  const [languages, setLanguages] = useState<Presets['languages']>([]);
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const signedIn = Boolean(getSession());

  useEffect(() => {
    if (signedIn) return;
    apiFetch<Presets>('/api/')
      .then((presets) => setLanguages(presets.languages))
      .catch((caught) => setError(describeError(caught, translate)));
  }, [signedIn]);

  const errors = signUpErrors(values);
  const fieldError = (field: keyof SignUpValues) =>
    touched && errors[field] ? translate(errors[field] as string) : undefined;
  const set = (field: keyof SignUpValues) => (value: string | number[]) =>
    setValues({ ...values, [field]: value });

  type TextFieldName = Exclude<keyof SignUpValues, 'language'>;
  /** Value, change handler and error of a text field; `hintBelow` flags short names (spec). */
  const textField = (field: TextFieldName, hintBelow?: number) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    error: Boolean(fieldError(field)),
    helperText:
      fieldError(field) ??
      (hintBelow && nameHint(values[field], hintBelow)
        ? translate('app.sign_up.name_short', { min: hintBelow })
        : undefined),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (hasErrors(errors) || lookup.state !== 'valid') return;
    setPending(true);
    setError(null);
    try {
      await apiFetch('/api/worker/signup/', {
        method: 'POST',
        json: {
          email: lookup.found.email,
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          password: values.password,
          repeat_password: values.repeatPassword,
          language: values.language,
          invitation_key: key,
          paste_access: false,
        },
      });
      navigate('/signIn', { state: { notice: translate('app.sign_up.done') } });
    } catch (caught) {
      const header = translate('app.sign_up.failed');
      // A 400 without the server's reasons still says what to check.
      const unexplained =
        caught instanceof ApiError && caught.status === 400 && !serverMessages(caught.body).length;
      setError(
        unexplained
          ? { header, messages: [translate('app.sign_up.wrong_params')] }
          : describeError(caught, translate, header),
      );
      setPending(false);
    }
  }

  return (
    <KeyLinkPage texts={SIGN_UP_TEXTS} lookup={lookup}>
      {(invitation) => (
        <>
          <ErrorBox error={error} onClose={() => setError(null)} />
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <TextField
              label={translate('app.sign_up.email')}
              value={invitation.email}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField label={translate('app.sign_up.last_name')} {...textField('lastName', 5)} />
            <TextField label={translate('app.sign_up.first_name')} {...textField('firstName', 6)} />
            <LanguageSelect
              options={languages}
              value={values.language}
              onChange={set('language')}
              error={fieldError('language')}
            />
            <TextField
              label={translate('app.sign_up.password')}
              type="password"
              autoComplete="new-password"
              {...textField('password')}
            />
            <TextField
              label={translate('app.sign_up.repeat_password')}
              type="password"
              autoComplete="new-password"
              {...textField('repeatPassword')}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending}>
              {translate('app.sign_up.submit')}
            </Button>
          </Stack>
        </>
      )}
    </KeyLinkPage>
  );
}
