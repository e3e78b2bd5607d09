import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../contract/rest';
import { Root } from '../Root';
import { sessionFor } from './server';

/** Renders the real back-office at `hash`, signed out or signed in with `role`. */
export function renderRoot(
  hash: string,
  role?: Role,
  checks?: { userListing: boolean; adminListing: boolean },
) {
  if (role) localStorage.setItem('backoffice.session', JSON.stringify(sessionFor(role, checks)));
  window.location.hash = hash;
  return { user: userEvent.setup(), ...render(<Root />) };
}
