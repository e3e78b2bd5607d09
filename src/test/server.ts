import { graphql, HttpResponse, http, ws } from 'msw';
import { setupServer } from 'msw/node';
import type { Presets } from '../../contract/presets';
import type { Role } from '../../contract/rules/roles';
import { workerStats } from '../statistics/fixtures';

/** Default answers of the API; tests override what they exercise with `server.use(...)`. */
export const presets: Pick<Presets, 'languages'> & Partial<Presets> = {
  languages: [
    { id: 2, language: 'Spanish' },
    { id: 1, language: 'English' },
  ],
};

/** The live queue subscription connects and hears nothing unless a test publishes. */
export const liveGraphql = ws.link('ws://*/graphql');

export const server = setupServer(
  liveGraphql.addEventListener('connection', () => undefined),
  http.get('*/api/', () => HttpResponse.json(presets)),
  http.post('*/api/auth/logout/', () => new HttpResponse(null, { status: 204 })),
  graphql.query('ListingChecks', () =>
    HttpResponse.json({
      data: {
        checkUserListingPermission: { isAllowed: true },
        checkAdminListingPermission: { isAllowed: true },
      },
    }),
  ),
  graphql.query('QueueCount', () => HttpResponse.json({ data: { chatsInQueueCount: 7 } })),
  graphql.query('QueueAllowed', () =>
    HttpResponse.json({ data: { chatQueueSettings: { isAllowed: true } } }),
  ),
  // Auto-offer off, as it is by default: chatters get the queue's alerts.
  graphql.query('AutoOffer', () =>
    HttpResponse.json({
      data: { autoOfferSetting: { enabled: false, capacity: 3, acceptSeconds: 15 } },
    }),
  ),
  // An empty chat workspace: no chats, no fake users.
  graphql.query('ChatSettings', () =>
    HttpResponse.json({
      data: {
        chatMessageLengthSetting: { minMessageLength: 50 },
        chatPasteSettings: { isAllowed: false },
        chatQueueSettings: { isAllowed: true },
      },
    }),
  ),
  // No workers' statistics: an admin's dashboard shows an empty worker list.
  graphql.query('TeamStatistics', () =>
    HttpResponse.json({ data: { teamMessagesStatistics: [] } }),
  ),
  // A chatter's menu counter: nothing sent or received today.
  graphql.query('WorkerDayStatistics', ({ variables }) =>
    HttpResponse.json({
      data: {
        sameDayMessagesStatistics: workerStats({
          workerId: String(variables.w),
          name: 'Test CHATTER',
          date: '2026-01-01',
        }),
      },
    }),
  ),
  // No drafts kept on the server; a save is taken and forgotten.
  graphql.query('ChatDraft', () => HttpResponse.json({ data: { chatDraft: null } })),
  graphql.mutation('SaveChatDraft', ({ variables }) =>
    HttpResponse.json({ data: { saveChatDraft: { roomId: variables.roomId } } }),
  ),
  graphql.query('Rooms', () => HttpResponse.json({ data: { rooms: [] } })),
  graphql.query('Room', () => HttpResponse.json({ data: { room: null } })),
  http.get('*/api/moderator/user/:id/', () => HttpResponse.json({ fake_users: [] })),
  // An empty contact inbox: the admins' menu shows no badge.
  http.get('*/api/contact-messages/', () =>
    HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
  ),
  // No team briefings to read: the chatter's dashboard shows no briefing card.
  http.get('*/api/briefings/unread/', () =>
    HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
  ),
);

export function sessionFor(role: Role, checks = { userListing: true, adminListing: true }) {
  return {
    key: `key-${role}`,
    user: {
      id: 1,
      email: `${role.toLowerCase()}@demo.test`,
      username: role.toLowerCase(),
      firstName: 'Test',
      lastName: role,
      fullName: `Test ${role}`,
      roles: [role],
    },
    checks,
  };
}
