import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import {
  PasswordInput,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { PASSWORD_MAX } from '../../../contract/passwordReset';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { ApiError } from '../../lib/api';
import { serverMessages } from '../../lib/errors';
import { newPasswordErrors } from './passwordRules';

interface ChangeValues {
  current_password: string;
  password: string;
  repeat_password: string;
}

const EMPTY: ChangeValues = { current_password: '', password: '', repeat_password: '' };

/** The spec's password rules, as react-admin's form-level messages (keys with arguments). */
function validate(values: Partial<ChangeValues>) {
  const errors = newPasswordErrors({
    password: values.password ?? '',
    repeatPassword: values.repeat_password ?? '',
  });
  const withMax = (key?: string) =>
    key ? { message: key, args: { max: PASSWORD_MAX } } : undefined;
  return Object.fromEntries(
    Object.entries({
      current_password: values.current_password ? undefined : 'app.change_password.required',
      password: withMax(errors.password),
      repeat_password: withMax(errors.repeatPassword),
    }).filter(([, message]) => message),
  );
}

/**
 * /account/password: a signed-in staff member changes their own password (issue 37). The current
 * one is asked; the server ends every other session of theirs, this one stays.
 */
export default function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  // A new key empties the form once the change is made.
  const [formKey, setFormKey] = useState(0);

  async function submit(values: Partial<ChangeValues>) {
    try {
      await dataProvider.changeOwnPassword(values);
      notify('app.change_password.done', { type: 'success' });
      setFormKey((key) => key + 1);
      return undefined;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400) {
        const fields = caught.body as Record<string, unknown>;
        const onField = (name: keyof ChangeValues) =>
          Array.isArray(fields?.[name]) ? String((fields[name] as unknown[])[0]) : undefined;
        const current = onField('current_password');
        if (current) return { current_password: current };
      }
      const body = (caught as { body?: unknown }).body;
      notify(serverMessages(body)[0] ?? translate('app.change_password.failed'), {
        type: 'error',
      });
      return undefined;
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('app.change_password.title')} />
      <CardContent sx={{ p: 0 }}>
        <SimpleForm
          key={formKey}
          defaultValues={EMPTY}
          validate={validate}
          onSubmit={submit}
          disableInvalidFormNotification
          toolbar={
            <Toolbar>
              <SaveButton label="app.change_password.submit" alwaysEnable />
            </Toolbar>
          }
        >
          <PasswordInput
            source="current_password"
            label="app.change_password.current"
            autoComplete="current-password"
            fullWidth
          />
          <PasswordInput
            source="password"
            label="app.change_password.password"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput
            source="repeat_password"
            label="app.change_password.repeat_password"
            autoComplete="new-password"
            fullWidth
          />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
