import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../contract/rest';
import { Root } from '../Root';
import { sessionFor } from './server';

// Root imports both apps lazily. Loading them with the test file (after its vi.mock calls, which a
// setupFiles import would bypass) keeps the import out of the first test's 5 s wait.
// One after the other: Node cannot require() an ES module that a parallel import() is still loading.
await import('../App');
await import('../public/PublicApp');

/** Renders the real back-office at `hash`, signed out or signed in with `role`. */
export function renderRoot(
  hash: string,
  role?: Role,
  checks?: { userListing: boolean; adminListing: boolean },
) {
  if (role) localStorage.setItem('backoffice.session', JSON.stringify(sessionFor(role, checks)));
  window.location.hash = hash;
  return { user: userEvent.setup({ delay: null }), ...render(<Root />) };
}
