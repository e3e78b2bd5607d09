import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { ToDashboard } from '../../components/ToDashboard';

/** The briefing screens are for admins: anyone else goes to the dashboard, told why. */
export function AdminsOnly({ action, children }: { action: string; children: ReactNode }) {
  return (
    <CanAccess resource="briefings" action={action} accessDenied={<ToDashboard />}>
      {children}
    </CanAccess>
  );
}
