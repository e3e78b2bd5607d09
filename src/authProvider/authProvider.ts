import type { AuthProvider } from 'react-admin';
import { translate } from '../i18n/publicTranslate';
import { getSession, rememberPath } from '../lib/session';
import { sessionAnswers } from './sessionAnswers';
import { signIn, signOut } from './signIn';

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    await signIn(email, password);
  },
  async logout() {
    await signOut();
    return '/signIn';
  },
  async checkAuth() {
    if (!sessionAnswers.isSignedIn(getSession())) throw { redirectTo: '/signIn', message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      // Come back here after signing in again.
      rememberPath(window.location.hash.replace(/^#/, '') || '/dashboard');
      await signOut(translate('app.errors.unauthorized'));
      throw { redirectTo: '/signIn', logoutUser: false, message: false };
    }
    // 403 and the rest: signed in but not allowed; the session stays.
  },
  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('Not signed in');
    return sessionAnswers.identity(session);
  },
  async getPermissions() {
    return sessionAnswers.permissions(getSession());
  },
  async canAccess({ resource, action, record }) {
    return sessionAnswers.canAccess(getSession(), resource, action, record);
  },
};
