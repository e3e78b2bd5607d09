import { lazy } from 'react';

/** The staff profile page loads when opened: its address map (Leaflet) stays out of the lists' code. */
export const StaffProfilePage = lazy(() =>
  import('./StaffProfilePage').then(({ StaffProfilePage }) => ({ default: StaffProfilePage })),
);
