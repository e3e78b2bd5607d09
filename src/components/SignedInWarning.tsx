import { Alert, AlertTitle, Box } from '@mui/material';

/** Shown instead of sign-up or contact-us to a visitor who is signed in (spec section 2). */
export function SignedInWarning({ title, message }: { title: string; message: string }) {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
      <Alert severity="warning" variant="outlined">
        <AlertTitle>{title}</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
}
