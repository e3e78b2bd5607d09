import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLandingRequests } from './landingRequests';
import { getSession } from './lib/session';
import { type LoadedApps, Root } from './Root';

startLandingRequests(window.location.hash);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The app the page opens with is loaded before React's first render: rendered lazily, it would
// appear no sooner than 300 ms after its empty fallback (React throttles Suspense reveals), which
// is most of a cold load on a fast network. So is the lazy screen the address names; its code was
// asked for at once (startLandingRequests), in parallel with the app's.
const loading: Promise<LoadedApps> = getSession()
  ? import('./App').then(async ({ default: App, loadLandingScreen }) => {
      // A screen whose code failed to load is asked for again when it renders.
      await loadLandingScreen(window.location.hash).catch(() => undefined);
      return { App };
    })
  : import('./public/PublicApp').then(({ default: PublicApp }) => ({ PublicApp }));
void loading.then((loaded) =>
  root.render(
    <StrictMode>
      <Root loaded={loaded} />
    </StrictMode>,
  ),
);
