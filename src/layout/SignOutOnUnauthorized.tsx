import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { onUnauthorized } from '../lib/unauthorized';

/**
 * GraphQL calls and the live socket run outside react-admin's data provider: their end of session
 * (401, socket closed with 4401) reaches the authProvider's checkError here, like every other call.
 */
export function SignOutOnUnauthorized() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(
    () => onUnauthorized((error) => void logoutIfAccessDenied(error)),
    [logoutIfAccessDenied],
  );
  return null;
}
