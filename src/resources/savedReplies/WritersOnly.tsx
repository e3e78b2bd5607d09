import type { ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { ToDashboard } from '../../components/ToDashboard';

/** The saved-reply screens are for chatters and admins: anyone else goes to the dashboard. */
export function WritersOnly({ action, children }: { action: string; children: ReactNode }) {
  return (
    <CanAccess resource="savedReplies" action={action} accessDenied={<ToDashboard />}>
      {children}
    </CanAccess>
  );
}
