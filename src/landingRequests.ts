import { fetchEarly } from './lib/api';
import { getSession, type Session } from './lib/session';
import { firstUserListPath } from './resources/users/firstPage';

/**
 * A page load of a signed-in staff member asks for the code and the data of the screen it lands on
 * at once, in parallel with the app's code, instead of after that code has downloaded and rendered.
 * Only requests the screen is sure to make, with the session's rights, are asked early.
 */
export function startLandingRequests(hash: string): void {
  const session = getSession();
  if (!session) return;
  const path = landingPath(hash);
  const screen = landingScreenOf(hash, session);
  if (screen) preloadScreenCode(screen);
  if (path === '/users' && session.checks.userListing) {
    void fetchEarly(firstUserListPath());
    // The presets name the filters' choices and the rows' labels.
    void fetchEarly('/api/');
  }
  if (screen === 'chatDashboard' || screen === 'chat') {
    // A small chunk of its own: the documents and the policy stay out of the sign-in page's entry.
    // Best effort: if the chunk or an odd address (a malformed %-escape) fails, the screen asks.
    import('./chat/workspace/workspaceLanding')
      .then(({ startWorkspaceRequests }) => startWorkspaceRequests(session, path))
      .catch(() => undefined);
  }
  if (screen === 'statisticsDashboard') {
    import('./statistics/workers/statisticsLanding')
      .then(({ startStatisticsRequests }) =>
        startStatisticsRequests(session, hash.split('?')[1] ?? ''),
      )
      .catch(() => undefined);
  }
}

/** The route of a page address: `#/users?filter=…` is `/users`. */
function landingPath(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0].replace(/\/$/, '');
}

/** The lazily loaded screens a page can land on (their loaders: src/landingScreens.ts). */
export type LandingScreen =
  | 'chatDashboard'
  | 'statisticsDashboard'
  | 'pendingChats'
  | 'chat'
  | 'userList'
  | 'moderatorList'
  | 'staffList';

/** The lists a page can land on, by their route (each resource's list and nothing below it). */
const LIST_OF_ROUTE: Partial<Record<string, LandingScreen>> = {
  '/users': 'userList',
  '/moderators': 'moderatorList',
  '/admins': 'staffList',
  '/workers': 'staffList',
};

/**
 * Whose dashboard is which: chatters work chats, admins watch statistics (the policy's
 * `chat.work` and `workerStatistics.list`, which a test keeps this table in step with; it only
 * chooses what to load early, the screen itself asks the policy).
 */
const DASHBOARD_OF_ROLE: Partial<Record<string, LandingScreen>> = {
  CHATTER: 'chatDashboard',
  ADMIN: 'statisticsDashboard',
  SUPER_ADMIN: 'statisticsDashboard',
};

export function landingScreenOf(
  hash: string,
  session: Pick<Session, 'user'> | null,
): LandingScreen | undefined {
  const path = landingPath(hash);
  if (path === '' || path === '/dashboard') {
    return DASHBOARD_OF_ROLE[session?.user.roles[0] ?? ''];
  }
  if (path === '/pendingChats') return 'pendingChats';
  const list = LIST_OF_ROUTE[path];
  if (list) return list;
  if (/^\/chat\/[^/]+$/.test(path)) return 'chat';
  return undefined;
}

/** The script element in the built index.html that lists each landing screen's chunks. */
export const LANDING_CHUNKS_ID = 'landing-screen-chunks';

/**
 * Asks for the screen's code as a module preload, beside the app's. The build lists each
 * screen's chunks in index.html (scripts/landingScreenChunks.ts); in development there is none.
 */
function preloadScreenCode(screen: LandingScreen): void {
  const listed = document.getElementById(LANDING_CHUNKS_ID)?.textContent;
  const chunks = (listed ? JSON.parse(listed) : {}) as Partial<Record<LandingScreen, string[]>>;
  for (const href of chunks[screen] ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
