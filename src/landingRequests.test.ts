import { graphql, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canRoleAccess } from './authProvider/policy';
import { dataProvider } from './dataProvider';
import { gql } from './dataProvider/graphql';
import { viewerTimeZone } from './dataProvider/wireTime';
import { HistoryDocument } from './gql/graphql';
import { LANDING_CHUNKS_ID, landingScreenOf, startLandingRequests } from './landingRequests';
import { apiFetch, fetchEarly, fetchEarlyGraphql } from './lib/api';
import { currentPeriod } from './lib/periods';
import { clearSession, setSession } from './lib/session';
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

  it('is not used by a write, nor after one: the write may have changed it', async () => {
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
    expect(await apiFetch('/api/early/')).toEqual({ n: 2 });
    expect(seen).toHaveLength(2);
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

/** Counts the GraphQL queries the server gets, by operation, with their variables. */
function countQueries() {
  const seen: { name: string; variables: Record<string, unknown> }[] = [];
  const room = (id: string, unread: number) => ({ id, holderId: null, unread, moderatorId: 5 });
  server.use(
    graphql.query('Rooms', ({ variables }) => {
      seen.push({ name: 'Rooms', variables });
      return HttpResponse.json({ data: { rooms: [room('r1', 0), room('r2', 3)] } });
    }),
    graphql.query('Room', ({ variables }) => {
      seen.push({ name: 'Room', variables });
      return HttpResponse.json({ data: { room: room(String(variables.id), 0) } });
    }),
    graphql.query('History', ({ variables }) => {
      seen.push({ name: 'History', variables });
      return HttpResponse.json({ data: { messagesForWorkers: [{ id: String(seen.length) }] } });
    }),
    graphql.query('TeamStatistics', ({ variables }) => {
      seen.push({ name: 'TeamStatistics', variables });
      return HttpResponse.json({
        data: { teamMessagesStatistics: [{ workerId: '12' }, { workerId: '4' }] },
      });
    }),
    graphql.query('WorkerMonthStatistics', ({ variables }) => {
      seen.push({ name: 'WorkerMonthStatistics', variables });
      return HttpResponse.json({ data: { messagesStatistics: { workerId: variables.w } } });
    }),
    graphql.query('WorkerDayStatistics', ({ variables }) => {
      seen.push({ name: 'WorkerDayStatistics', variables });
      return HttpResponse.json({ data: { sameDayMessagesStatistics: { workerId: variables.w } } });
    }),
    graphql.query('AutoOffer', ({ variables }) => {
      seen.push({ name: 'AutoOffer', variables });
      return HttpResponse.json({
        data: { autoOfferSetting: { enabled: false, capacity: 3, acceptSeconds: 60 } },
      });
    }),
    graphql.query('ChatSettings', ({ variables }) => {
      seen.push({ name: 'ChatSettings', variables });
      return HttpResponse.json({
        data: {
          chatMessageLengthSetting: { minMessageLength: 20 },
          chatPasteSettings: { isAllowed: false },
          chatQueueSettings: { isAllowed: true },
        },
      });
    }),
  );
  return seen;
}

describe('early GraphQL queries', () => {
  it('hand their data to the next call of the same document and variables, once', async () => {
    setSession(sessionFor('CHATTER'));
    const seen = countQueries();
    void fetchEarlyGraphql(String(HistoryDocument), { r: 'r1', b: null });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(await dataProvider.historyOf('r1', null)).toEqual([{ id: '1' }]);
    expect(seen).toHaveLength(1);
    // Once; and other variables are asked for.
    expect(await dataProvider.historyOf('r1', null)).toEqual([{ id: '2' }]);
    expect(await dataProvider.historyOf('r2', null)).toEqual([{ id: '3' }]);
    expect(seen.map(({ variables }) => variables.r)).toEqual(['r1', 'r1', 'r2']);
  });

  it('are asked again when the early answer carried errors, or another session asked', async () => {
    setSession(sessionFor('CHATTER'));
    let calls = 0;
    server.use(
      graphql.query('History', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'try again' }] })
          : HttpResponse.json({ data: { messagesForWorkers: [{ id: `m${calls}` }] } });
      }),
    );
    void fetchEarlyGraphql(String(HistoryDocument), { r: 'r1', b: null });
    expect(await gql(HistoryDocument, { r: 'r1', b: null })).toEqual({
      messagesForWorkers: [{ id: 'm2' }],
    });
    void fetchEarlyGraphql(String(HistoryDocument), { r: 'r1', b: null });
    setSession(sessionFor('ADMIN'));
    expect(await dataProvider.historyOf('r1', null)).toEqual([{ id: 'm4' }]);
    expect(calls).toBe(4);
  });
});

describe('early answers after a write', () => {
  it('are dropped by a mutation: a chat taken after the page landed is read anew', async () => {
    setSession(sessionFor('CHATTER'));
    const seen = countQueries();
    server.use(
      graphql.mutation('Take', () =>
        HttpResponse.json({ data: { takeChat: { id: 1, roomId: 'r1', isAssigned: true } } }),
      ),
    );
    void fetchEarlyGraphql(String(HistoryDocument), { r: 'r1', b: null });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await dataProvider.takeChat('r1');
    expect(await dataProvider.historyOf('r1', null)).toEqual([{ id: '2' }]);
    expect(seen).toHaveLength(2);
  });
});

describe('the landing requests of the chat workspace', () => {
  it("ask for a chatter's chats, the opened chat's conversation, fake users and settings", async () => {
    setSession(sessionFor('CHATTER'));
    const seen = countQueries();
    const fakeUsers = countRequests('/api/moderator/user/1/');
    startLandingRequests('#/dashboard');
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    await vi.waitFor(() => expect(fakeUsers).toHaveLength(1));
    // The chat the workspace opens on arrival: here the one with unread messages.
    expect(seen).toContainEqual({ name: 'History', variables: { r: 'r2', b: null } });
    expect(seen.map(({ name }) => name).sort()).toEqual(['ChatSettings', 'History', 'Rooms']);
    // The workspace's own readings take those answers.
    expect((await dataProvider.roomsOf(null)).map((room) => room.id)).toEqual(['r1', 'r2']);
    expect(await dataProvider.historyOf('r2', null)).toHaveLength(1);
    expect((await dataProvider.chatSettings()).chatMessageLengthSetting.minMessageLength).toBe(20);
    await apiFetch('/api/moderator/user/1/');
    expect(seen).toHaveLength(3);
    expect(fakeUsers).toHaveLength(1);
  });

  it('ask for the chat and its conversation on /chat/{id}, for staff who may read it', async () => {
    setSession(sessionFor('ADMIN'));
    const seen = countQueries();
    startLandingRequests('#/chat/r7');
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen).toContainEqual({ name: 'Room', variables: { id: 'r7' } });
    expect(seen).toContainEqual({ name: 'History', variables: { r: 'r7', b: null } });
    expect((await dataProvider.roomById('r7'))?.id).toBe('r7');
    expect(seen).toHaveLength(3);
  });

  it('ask nothing, and throw nothing, for a chat address with a malformed escape', async () => {
    setSession(sessionFor('ADMIN'));
    const seen = countQueries();
    const rejections: unknown[] = [];
    const hear = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', hear);
    try {
      startLandingRequests('#/chat/%E0%A4%A');
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      window.removeEventListener('unhandledrejection', hear);
    }
    expect(seen).toEqual([]);
    expect(rejections).toEqual([]);
  });

  it('ask nothing for a chat a regular staff member may not read, nor on their dashboard', async () => {
    const seen = countQueries();
    setSession(sessionFor('REGULAR'));
    startLandingRequests('#/chat/r7');
    startLandingRequests('#/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
  });
});

describe("the landing requests of an admin's statistics dashboard", () => {
  const tz = viewerTimeZone();
  const month = currentPeriod('month', tz).date;

  it("ask for the team's month, then its first worker's, and the two settings cards'", async () => {
    setSession(sessionFor('ADMIN'));
    const seen = countQueries();
    startLandingRequests('#/dashboard');
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen).toEqual(
      expect.arrayContaining([
        { name: 'TeamStatistics', variables: { month, tz } },
        { name: 'WorkerMonthStatistics', variables: { w: '12', month, tz } },
        { name: 'ChatSettings', variables: {} },
        { name: 'AutoOffer', variables: {} },
      ]),
    );
    // The dashboard's own readings take those answers, without Apollo's code.
    expect(await dataProvider.teamStatistics({ month })).toHaveLength(2);
    expect(await dataProvider.monthStatistics('12', month)).toEqual({ workerId: '12' });
    expect((await dataProvider.readAutoOffer()).capacity).toBe(3);
    expect((await dataProvider.chatSettings()).chatMessageLengthSetting.minMessageLength).toBe(20);
    expect(seen).toHaveLength(4);
  });

  it('ask for the worker and the day the address names, at once', async () => {
    setSession(sessionFor('SUPER_ADMIN'));
    const seen = countQueries();
    startLandingRequests('#/dashboard?worker=4&view=day&date=2026-03-14');
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen).toContainEqual({
      name: 'WorkerDayStatistics',
      variables: { w: '4', day: '2026-03-14', tz },
    });
    expect(seen.map(({ name }) => name)).not.toContain('WorkerMonthStatistics');
    expect(await dataProvider.dayStatistics('4', '2026-03-14')).toEqual({ workerId: '4' });
    expect(seen).toHaveLength(4);
  });
});

describe('the landing screen', () => {
  it('is named by the address, and on the dashboard by the role', () => {
    const chatter = sessionFor('CHATTER');
    expect(landingScreenOf('', chatter)).toBe('chatDashboard');
    expect(landingScreenOf('#/', chatter)).toBe('chatDashboard');
    expect(landingScreenOf('#/dashboard', sessionFor('ADMIN'))).toBe('statisticsDashboard');
    expect(landingScreenOf('#/dashboard', sessionFor('REGULAR'))).toBeUndefined();
    expect(landingScreenOf('#/dashboard', null)).toBeUndefined();
    expect(landingScreenOf('#/pendingChats?x=1', chatter)).toBe('pendingChats');
    expect(landingScreenOf('#/chat/12', chatter)).toBe('chat');
    expect(landingScreenOf('#/chat/12/more', chatter)).toBeUndefined();
    expect(landingScreenOf('#/users', chatter)).toBe('userList');
    expect(landingScreenOf('#/users?filter=%7B%7D', chatter)).toBe('userList');
    expect(landingScreenOf('#/users/edit/3', chatter)).toBeUndefined();
    expect(landingScreenOf('#/moderators', chatter)).toBe('moderatorList');
    expect(landingScreenOf('#/admins', chatter)).toBe('staffList');
    expect(landingScreenOf('#/workers/', chatter)).toBe('staffList');
    expect(landingScreenOf('#/audit', chatter)).toBeUndefined();
  });

  it.each(['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'] as const)(
    'is the dashboard the policy gives a %s (the one Dashboard shows)',
    (role) => {
      const session = sessionFor(role);
      const shown = canRoleAccess(role, session.checks, 'chat', 'work')
        ? 'chatDashboard'
        : canRoleAccess(role, session.checks, 'workerStatistics', 'list')
          ? 'statisticsDashboard'
          : undefined;
      expect(landingScreenOf('#/dashboard', session)).toBe(shown);
    },
  );

  it('has its code asked for at once, as module preloads of the chunks the build listed', () => {
    const listed = document.createElement('script');
    listed.type = 'application/json';
    listed.id = LANDING_CHUNKS_ID;
    listed.textContent = JSON.stringify({
      statisticsDashboard: ['/assets/StatisticsDashboard-1.js', '/assets/charts-2.js'],
      chatDashboard: ['/assets/ChatDashboard-3.js'],
    });
    document.head.append(listed);
    try {
      setSession(sessionFor('ADMIN'));
      startLandingRequests('#/dashboard');
      const preloads = () =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        );
      expect(preloads()).toEqual(['/assets/StatisticsDashboard-1.js', '/assets/charts-2.js']);
    } finally {
      listed.remove();
      for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    }
  });
});
