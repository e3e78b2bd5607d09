import type { Role } from '../../contract/rules/roles';
import type { SessionUser } from '../../contract/session';

/** What the back-office keeps of a signed-in staff member (localStorage). */
export interface Session {
  key: string;
  user: SessionUser;
  /** Listing checks fetched at sign-in, so that canAccess stays synchronous and fast. */
  checks: { userListing: boolean; adminListing: boolean };
}

export const STORAGE_KEY = 'backoffice.session';
const NEXT_PATH_KEY = 'backoffice.nextPath';
const ENDED_KEY = 'backoffice.sessionEnded';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

export function getSession(): Session | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== cached.raw) {
    let session: Session | null = null;
    try {
      session = raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session;
}

export function roleOf(session: Session | null): Role | null {
  return session?.user.roles[0] ?? null;
}

export function setSession(session: Session) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  sessionStorage.removeItem(ENDED_KEY);
  notify();
}

/** Ends the session; `reason` is shown on the sign-in page (e.g. 'Authorization failed'). */
export function clearSession(reason?: string) {
  localStorage.removeItem(STORAGE_KEY);
  if (reason) sessionStorage.setItem(ENDED_KEY, reason);
  notify();
}

/**
 * Why the last session ended, until the next sign-in. Reading it does not consume it: the sign-in
 * page may render more than once while the signed-in app tears down, and each render must show it.
 */
export function sessionEndReason(): string | null {
  return sessionStorage.getItem(ENDED_KEY);
}

/** The page a signed-out visitor asked for, to land on after sign-in. */
export function rememberPath(path: string) {
  sessionStorage.setItem(NEXT_PATH_KEY, path);
}

export function takeRememberedPath(): string {
  const path = sessionStorage.getItem(NEXT_PATH_KEY);
  sessionStorage.removeItem(NEXT_PATH_KEY);
  return path ?? '/dashboard';
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
