import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { onUnauthorized } from '../lib/unauthorized';

/**
 * Calls outside react-admin's data provider (Apollo, the live socket, direct REST) report an ended
 * session (401, socket closed with 4401) here, and it reaches the authProvider's checkError.
 */
export function SignOutOnUnauthorized() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => onUnauthorized((error) => logoutIfAccessDenied(error)), [logoutIfAccessDenied]);
  return null;
}
