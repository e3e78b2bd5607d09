import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { signOut } from '../authProvider/signIn';
import { translate } from '../i18n/publicTranslate';

/**
 * Shown instead of sign-up or contact-us to a visitor who is signed in (spec section 2), with the
 * two ways on: back to the dashboard, or log out and use the link (the public page then shows).
 */
export function SignedInWarning({ title, message }: { title: string; message: string }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
      <Alert severity="warning" variant="outlined">
        <AlertTitle>{title}</AlertTitle>
        {message}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="contained" href="#/dashboard">
            {translate('app.signed_in.dashboard')}
          </Button>
          <Button
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut();
            }}
          >
            {translate('app.signed_in.logout')}
          </Button>
        </Stack>
      </Alert>
    </Box>
  );
}
