import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getSession, subscribe } from './authProvider/session';

// Two bundles: the sign-in page never downloads react-admin, and signed-in staff load it at once.
const PublicApp = lazy(() => import('./public/PublicApp'));
const App = lazy(() => import('./App'));

export function Root() {
  const signedIn = useSyncExternalStore(subscribe, () => getSession() !== null);
  return <Suspense fallback={null}>{signedIn ? <App /> : <PublicApp />}</Suspense>;
}
