import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';

/**
 * Where a route guard sends a signed-in user whose role may not open the page (spec section 2):
 * to /dashboard, saying why instead of leaving them wondering where the page went.
 */
export function ToDashboard() {
  const notify = useNotify();
  useEffect(() => {
    notify('app.guard.not_for_your_role', { type: 'warning' });
  }, [notify]);
  return <Navigate to="/dashboard" replace />;
}
