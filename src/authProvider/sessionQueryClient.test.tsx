import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import App, { loadLandingScreen } from '../App';
import { dataProvider } from '../dataProvider';
import { Root } from '../Root';
import { server, sessionFor } from '../test/server';
import { authProvider } from './authProvider';
import { SessionQueryClient, sessionAnswerOf } from './sessionQueryClient';

afterEach(() => vi.restoreAllMocks());

describe("react-admin's auth queries answered from the session", () => {
  const admin = sessionFor('ADMIN', { userListing: true, adminListing: false });

  it('answers each auth query react-admin makes by its key, as the authProvider would', async () => {
    localStorage.setItem('backoffice.session', JSON.stringify(admin));
    const asked = async (method: 'checkAuth' | 'getPermissions' | 'getIdentity') =>
      (await authProvider[method]?.({})) ?? true;
    expect(sessionAnswerOf(['auth', 'checkAuth', {}], admin)).toEqual({
      value: await asked('checkAuth'),
    });
    expect(sessionAnswerOf(['auth', 'getPermissions', {}], admin)).toEqual({
      value: await asked('getPermissions'),
    });
    expect(sessionAnswerOf(['auth', 'getIdentity'], admin)).toEqual({
      value: await asked('getIdentity'),
    });
    // useCanAccess keys its options too (useRequireAccess adds `enabled`).
    for (const [resource, action] of [
      ['users', 'list'],
      ['admins', 'list'],
      ['audit', 'list'],
      ['users', 'block'],
    ]) {
      expect(
        sessionAnswerOf(['auth', 'canAccess', { action, resource, enabled: true }], admin),
      ).toEqual({ value: await authProvider.canAccess?.({ resource, action }) });
    }
    expect(
      sessionAnswerOf(['auth', 'canAccess', ['users', 'admins'], 'list', undefined], admin),
    ).toEqual({ value: { users: true, admins: false } });
    localStorage.removeItem('backoffice.session');
  });

  it('leaves to the authProvider what the session cannot answer', () => {
    // A record known by its id: the rules read the record (nobody edits a higher rank).
    expect(
      sessionAnswerOf(
        ['auth', 'canAccess', { action: 'edit', resource: 'admins', recordId: 3 }],
        admin,
      ),
    ).toBeUndefined();
    // Other actions are the role's, whatever the record: answered at once (no second render).
    expect(
      sessionAnswerOf(
        ['auth', 'canAccess', { action: 'save', resource: 'users', recordId: 3 }],
        admin,
      ),
    ).toEqual({ value: false });
    expect(
      sessionAnswerOf(
        ['auth', 'canAccess', { action: 'block', resource: 'users', recordId: 3 }],
        admin,
      ),
    ).toEqual({ value: true });
    // Signed out: checkAuth must fail, through the authProvider, to send the visitor to sign in.
    expect(sessionAnswerOf(['auth', 'checkAuth', {}], null)).toBeUndefined();
    expect(sessionAnswerOf(['users', 'getList', {}], admin)).toBeUndefined();
  });

  it('leaves a check the page turned off unanswered (no Access denied for a disabled check)', () => {
    localStorage.setItem('backoffice.session', JSON.stringify(admin));
    const client = new SessionQueryClient();
    // A chatter's own fake-user form disables CreateBase's check; a refusal would redirect.
    const key = ['auth', 'canAccess', { action: 'create', resource: 'moderators', enabled: false }];
    expect(
      client.defaultQueryOptions({ queryKey: key, enabled: false }).initialData,
    ).toBeUndefined();
    expect(client.defaultQueryOptions({ queryKey: key }).initialData).toBeDefined();
    localStorage.removeItem('backoffice.session');
  });

  it('asks for the first users page in the first render, without asking the authProvider', async () => {
    const getList = vi.spyOn(dataProvider, 'getList');
    const calls = (['checkAuth', 'getPermissions', 'getIdentity', 'canAccess'] as const).map(
      (method) => vi.spyOn(authProvider, method),
    );
    server.use(
      http.get('*/api/user/user-list/', () =>
        HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
      ),
    );
    localStorage.setItem('backoffice.session', JSON.stringify(admin));
    window.location.hash = '#/users';
    // As src/main.tsx renders it: the app's and the landing screen's code loaded first.
    await loadLandingScreen('#/users');
    render(<Root loaded={{ App }} />);
    // Synchronously: behind react-admin's own auth queries, the list waited for rounds of promises
    // (checkAuth, then canAccess) before it asked.
    expect(getList).toHaveBeenCalledWith('users', expect.anything());
    expect(screen.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    for (const call of calls) expect(call).not.toHaveBeenCalled();
  });
});
