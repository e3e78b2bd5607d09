import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession, sessionEndReason, takeRememberedPath } from '../lib/session';
import { server, sessionFor } from '../test/server';
import { authProvider } from './authProvider';

const signInAs = () =>
  localStorage.setItem('backoffice.session', JSON.stringify(sessionFor('CHATTER')));

describe('authProvider', () => {
  it('logout tells the server first (it sets the user offline), then clears', async () => {
    signInAs();
    let authorization: string | null = null;
    server.use(
      http.post('*/api/auth/logout/', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(await authProvider.logout({})).toBe('/signIn');
    expect(authorization).toBe('Token key-CHATTER');
    expect(getSession()).toBeNull();
  });

  it('logout clears the session even when the server fails', async () => {
    signInAs();
    server.use(http.post('*/api/auth/logout/', () => HttpResponse.error()));
    await authProvider.logout({});
    expect(getSession()).toBeNull();
  });

  it('checkError ends the session on 401 with Authorization failed, remembering the page', async () => {
    signInAs();
    window.location.hash = '#/workers/newInvitation/';
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/signIn',
    });
    expect(getSession()).toBeNull();
    expect(sessionEndReason()).toBe('Authorization failed');
    expect(takeRememberedPath()).toBe('/workers/newInvitation/');
  });

  it('checkError keeps the session on 403', async () => {
    signInAs();
    await authProvider.checkError({ status: 403 });
    expect(getSession()).not.toBeNull();
  });

  it('checkAuth sends a signed-out visitor to /signIn', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/signIn' });
  });
});
