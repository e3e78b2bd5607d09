import { Stack } from '@mui/material';
import {
  Button,
  Create,
  email,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link } from 'react-router-dom';

/** Create stays disabled until the email is valid (checked while typing). */
function CreateToolbar() {
  const translate = useTranslate();
  const { isValid, isDirty } = useFormState();
  return (
    <Toolbar>
      <Stack direction="row" spacing={2}>
        <SaveButton label="app.users.create" disabled={!isValid || !isDirty} alwaysEnable={false} />
        <Button component={Link} to="/users" label={translate('ra.action.cancel')} />
      </Stack>
    </Toolbar>
  );
}

const validateEmail = [required(), email('app.users.invalid_email')];

/** /users/new/: a new real user from an email only (super admin). */
export default function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="users"
      title="app.users.new_user"
      mutationOptions={{
        // Names the user instead of react-admin's "Element created".
        onSuccess: (created, { data }) => {
          notify('app.users.created_named', {
            type: 'success',
            messageArgs: { email: created?.email ?? data?.email },
          });
          redirect('list', 'users');
        },
      }}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        mode="onChange"
        reValidateMode="onChange"
        toolbar={<CreateToolbar />}
        // The messages stand under the field itself; a toast saying "not valid" adds nothing.
        disableInvalidFormNotification
      >
        <TextInput
          source="email"
          label="app.users.email"
          type="email"
          validate={validateEmail}
          autoFocus
          sx={{ maxWidth: 420 }}
        />
      </SimpleForm>
    </Create>
  );
}
