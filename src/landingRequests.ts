import { getSession } from './authProvider/session';
import { fetchEarly } from './lib/api';
import { firstUserListPath } from './resources/users/firstPage';

/**
 * A page load of a signed-in staff member asks for the data of the screen it lands on at once, in
 * parallel with the code that draws it, instead of after that code has downloaded and rendered.
 * Only requests the screen is sure to make, with the session's rights, are asked early.
 */
export function startLandingRequests(hash: string): void {
  const session = getSession();
  if (!session) return;
  const path = hash.replace(/^#/, '').split('?')[0].replace(/\/$/, '');
  if (path === '/users' && session.checks.userListing) {
    fetchEarly(firstUserListPath());
    // The presets name the filters' choices and the rows' labels.
    fetchEarly('/api/');
  }
}
