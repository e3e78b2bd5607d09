import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../contract/rules/roles';
import { Root } from '../Root';
import { sessionFor } from './server';

// Root loads both apps, and they load their pages, lazily. Loading them with the test file (after
// its vi.mock calls, which a setupFiles import would bypass) keeps the imports out of the first
// test's wait. One after the other: Node cannot require() an ES module that a parallel import() is
// still loading. The small PublicApp module itself loads in the test, as in a browser: it builds its
// router from the URL of the moment.
const lazilyLoaded = [
  () => import('../App'),
  () => import('../custom-routes/signIn/SignInPage'),
  () => import('../custom-routes/signUp/SignUpPage'),
  () => import('../custom-routes/contactUs/ContactUsPage'),
  () => import('../custom-routes/passwordReset/PasswordResetPage'),
  () => import('../custom-routes/passwordReset/ChangePasswordPage'),
  () => import('../custom-routes/invitation/InvitationPage'),
  () => import('../custom-routes/dashboard/Dashboard'),
  () => import('../custom-routes/chat/ChatPage'),
  () => import('../chat/queue/PendingChats'),
  () => import('../statistics/team/TeamStatisticsPage'),
  () => import('../resources/moderators/ModeratorCreate'),
  () => import('../resources/moderators/WorkerFakeUserPage'),
];
for (const load of lazilyLoaded) await load();

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
