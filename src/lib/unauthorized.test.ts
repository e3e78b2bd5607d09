import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server, sessionFor } from '../test/server';
import { ApiError, apiFetch } from './api';
import { onUnauthorized } from './unauthorized';

const release: (() => void)[] = [];
afterEach(async () => {
  for (const stop of release.splice(0)) stop();
  await new Promise((resolve) => setTimeout(resolve, 0));
  localStorage.clear();
});

/** A sign-out that takes until `finish()`, like the real one (it calls the server). */
function slowSignOut() {
  let finish: () => void = () => undefined;
  const signOut = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  release.push(onUnauthorized(signOut), () => finish());
  return { signOut, finish: () => finish() };
}

describe('a REST call that answers 401', () => {
  it('signs out when it was made with the session, and still rejects with the status', async () => {
    localStorage.setItem('backoffice.session', JSON.stringify(sessionFor('ADMIN')));
    server.use(http.get('*/api/probe/', () => HttpResponse.json({ detail: 'x' }, { status: 401 })));
    const { signOut } = slowSignOut();
    await expect(apiFetch('/api/probe/')).rejects.toEqual(new ApiError(401, { detail: 'x' }));
    expect(signOut).toHaveBeenCalledWith({ status: 401 });
  });

  it('does not sign out a visitor without a session (a wrong password answers 401 too)', async () => {
    server.use(http.get('*/api/probe/', () => HttpResponse.json({}, { status: 401 })));
    const { signOut } = slowSignOut();
    await expect(apiFetch('/api/probe/')).rejects.toBeInstanceOf(ApiError);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out once while a sign-out is under way, whatever else answers 401 meanwhile', async () => {
    localStorage.setItem('backoffice.session', JSON.stringify(sessionFor('ADMIN')));
    server.use(http.get('*/api/probe/', () => HttpResponse.json({}, { status: 401 })));
    const { signOut, finish } = slowSignOut();
    await Promise.allSettled([apiFetch('/api/probe/'), apiFetch('/api/probe/')]);
    await Promise.allSettled([apiFetch('/api/probe/')]);
    expect(signOut).toHaveBeenCalledTimes(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.allSettled([apiFetch('/api/probe/')]);
    expect(signOut).toHaveBeenCalledTimes(2);
  });
});
