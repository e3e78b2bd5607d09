import { Button, Stack } from '@mui/material';
import { CanAccess, SaveButton, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Save and Cancel, for super admins only (spec section 6); Cancel goes back to /users. */
export function UserEditToolbar() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <CanAccess resource="users" action="save">
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <SaveButton />
        <Button component={Link} to={createPath({ resource: 'users', type: 'list' })}>
          {translate('app.user_detail.cancel')}
        </Button>
      </Stack>
    </CanAccess>
  );
}
