import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from './authProvider/session';
import { startLandingRequests } from './landingRequests';
import { apiFetch, fetchEarly } from './lib/api';
import { firstUserListPath } from './resources/users/firstPage';
import { server, sessionFor } from './test/server';

/** Counts the requests of `path` the server gets, with their Authorization header. */
function countRequests(path: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      seen.push(request.headers.get('authorization'));
      return HttpResponse.json({ n: seen.length });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('early requests', () => {
  it('hands an early answer to the next fetch of its path, once', async () => {
    setSession(sessionFor('SUPER_ADMIN'));
    const seen = countRequests('/api/early/');
    fetchEarly('/api/early/');
    expect(await apiFetch('/api/early/')).toEqual({ n: 1 });
    expect(seen).toEqual(['Token key-SUPER_ADMIN']);
    // Taken once: the next fetch asks again.
    expect(await apiFetch('/api/early/')).toEqual({ n: 2 });
  });

  it('never hands one session the answer asked for with another', async () => {
    setSession(sessionFor('SUPER_ADMIN'));
    const seen = countRequests('/api/early/');
    fetchEarly('/api/early/');
    setSession(sessionFor('ADMIN'));
    expect(await apiFetch('/api/early/')).toEqual({ n: 2 });
    expect(seen).toEqual(['Token key-SUPER_ADMIN', 'Token key-ADMIN']);
  });

  it('asks again when the early answer is more than ten seconds old', async () => {
    setSession(sessionFor('SUPER_ADMIN'));
    const seen = countRequests('/api/early/');
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchEarly('/api/early/');
    vi.setSystemTime(Date.now() + 10_001);
    expect(await apiFetch('/api/early/')).toEqual({ n: 2 });
    expect(seen).toHaveLength(2);
  });

  it('is not used by a write to the same path', async () => {
    setSession(sessionFor('SUPER_ADMIN'));
    const seen = countRequests('/api/early/');
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/early/', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ posted: true });
      }),
    );
    fetchEarly('/api/early/');
    expect(await apiFetch('/api/early/', { method: 'POST', json: { a: 1 } })).toEqual({
      posted: true,
    });
    expect(posted).toEqual([{ a: 1 }]);
    expect(await apiFetch('/api/early/')).toEqual({ n: 1 });
    expect(seen).toHaveLength(1);
  });

  it('asks nothing without a session', async () => {
    const seen = countRequests('/api/early/');
    fetchEarly('/api/early/');
    startLandingRequests('#/users');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});

describe('the landing requests', () => {
  it("ask for /users' first page and the presets when the page loads on /users", async () => {
    setSession(sessionFor('SUPER_ADMIN'));
    const list = countRequests('/api/user/user-list/');
    const presets = countRequests('/api/');
    startLandingRequests('#/users');
    await vi.waitFor(() => expect(list.length + presets.length).toBe(2));
    // The screen's own fetches then take those answers instead of asking again.
    await apiFetch(firstUserListPath());
    await apiFetch('/api/');
    expect(list).toHaveLength(1);
    expect(presets).toHaveLength(1);
  });

  it('ask nothing for a staff member who may not list users, or on another screen', async () => {
    setSession(sessionFor('CHATTER', { userListing: false, adminListing: false }));
    const list = countRequests('/api/user/user-list/');
    startLandingRequests('#/users');
    setSession(sessionFor('SUPER_ADMIN'));
    startLandingRequests('#/moderators');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(list).toEqual([]);
  });
});
