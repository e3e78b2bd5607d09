import { type LandingScreen, landingScreenOf } from './landingRequests';
import { type Preloadable, preloadable } from './lib/preloadable';
import { getSession } from './lib/session';
// Types only: the lists' code loads with them (their own imports reach this module again).
import type { ModeratorList } from './resources/moderators/ModeratorList';
import type { StaffList } from './resources/staff/StaffList';
import type { UserList } from './resources/users/UserList';

/**
 * The lazily loaded screens a page load can land on. App.tsx routes to these loaders, and
 * src/main.tsx waits for the one in the address before the first render, so that it draws it.
 * Only App's chunk imports this module: a dynamic import from the entry would make the bundler
 * split the modules these screens share with App (and the sign-in page) into more chunks.
 */
export const landingScreens = {
  chatDashboard: preloadable(() => import('./custom-routes/dashboard/ChatDashboard')),
  statisticsDashboard: preloadable(() => import('./custom-routes/dashboard/StatisticsDashboard')),
  pendingChats: preloadable(() => import('./chat/queue/PendingChats')),
  chat: preloadable(() => import('./custom-routes/chat/ChatPage')),
  userList: preloadable<{ default: typeof UserList }>(() =>
    import('./resources/users/UserList').then(({ UserList }) => ({ default: UserList })),
  ),
  moderatorList: preloadable<{ default: typeof ModeratorList }>(() =>
    import('./resources/moderators/ModeratorList').then(({ ModeratorList }) => ({
      default: ModeratorList,
    })),
  ),
  staffList: preloadable<{ default: typeof StaffList }>(() =>
    import('./resources/staff/StaffList').then(({ StaffList }) => ({ default: StaffList })),
  ),
} satisfies Record<LandingScreen, Preloadable<unknown>>;

/** Loads the lazy screen at the page's address, if it is one. */
export async function loadLandingScreen(hash: string): Promise<void> {
  const screen = landingScreenOf(hash, getSession());
  if (screen) await landingScreens[screen]();
}
