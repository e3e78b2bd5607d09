import { CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { rememberPath } from '../lib/session';
import { theme } from '../theme';

const SignInPage = lazy(() => import('../custom-routes/signIn/SignInPage'));
const SignUpPage = lazy(() => import('../custom-routes/signUp/SignUpPage'));
const ContactUsPage = lazy(() => import('../custom-routes/contactUs/ContactUsPage'));
const PasswordResetPage = lazy(() => import('../custom-routes/passwordReset/PasswordResetPage'));

/** A signed-out visitor on a private page: remember it, then sign in (spec route guard). */
function RememberAndSignIn() {
  const location = useLocation();
  rememberPath(`${location.pathname}${location.search}`);
  return <Navigate to="/signIn" replace />;
}

const router = createHashRouter([
  { path: '/signIn', element: <SignInPage /> },
  { path: '/signUp', element: <SignUpPage /> },
  { path: '/contactUs', element: <ContactUsPage /> },
  { path: '/passwordReset', element: <PasswordResetPage /> },
  { path: '/', element: <Navigate to="/signIn" replace /> },
  { path: '*', element: <RememberAndSignIn /> },
]);

/** What a signed-out visitor can reach: sign-in, sign-up by invitation, contact us,
 * a password reset link. */
export default function PublicApp() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </ThemeProvider>
  );
}
