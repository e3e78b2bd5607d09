import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { ToDashboard } from './ToDashboard';

/**
 * Spec route guard: a /users or /admins path whose listing check does not allow the visitor
 * goes to /dashboard (instead of react-admin's access-denied page).
 */
export function ListingGuard({
  resource,
  action = 'list',
  children,
}: {
  resource: string;
  action?: string;
  children: ReactNode;
}) {
  return (
    <CanAccess resource={resource} action={action} accessDenied={<ToDashboard />}>
      {children}
    </CanAccess>
  );
}
