import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import { getSession, subscribe } from './lib/session';

// Two bundles: the sign-in page never downloads react-admin, and signed-in staff load it at once.
const PublicApp = lazy(() => import('./public/PublicApp'));
const App = lazy(() => import('./App'));

/** Apps already loaded before the first render (src/main.tsx); the others load lazily. */
export interface LoadedApps {
  App?: ComponentType;
  PublicApp?: ComponentType;
}

export function Root({ loaded = {} }: { loaded?: LoadedApps }) {
  // Keyed by the session: another staff member signing in (in another tab) gets an app of their own,
  // not one whose query cache holds the previous session's answers (authProvider/sessionQueryClient).
  const sessionKey = useSyncExternalStore(subscribe, () => getSession()?.key ?? null);
  const SignedIn = loaded.App ?? App;
  const SignedOut = loaded.PublicApp ?? PublicApp;
  return (
    <Suspense fallback={null}>
      {sessionKey ? <SignedIn key={sessionKey} /> : <SignedOut />}
    </Suspense>
  );
}
