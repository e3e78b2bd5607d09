import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '../access/plugin.js';
import { buildApp } from '../app.js';
import { MESSAGE_TOPIC, PHOTO_REQUEST_TOPIC } from '../chat/events.js';
import { publishToAudience } from '../chat/live.js';
import { publishQueueChanged } from '../queue/service.js';
import { DEFAULT_LISTING_ACCESS } from '../settings/service.js';
import { addModerator } from '../test/chatFixtures.js';
import { firstEvent } from '../test/graphqlWs.js';
import {
  createHarness,
  graphql,
  type Harness,
  IDENTITIES,
  type Identity,
  testAppConfig,
} from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { addRealUser } from '../test/people.js';
import { refusalBody } from '../test/refusalBody.js';
import { type Access, decide, policy } from './policy.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/graphql`;
});
afterAll(() => h.close());

const roleOf = (identity: Identity) =>
  identity === 'anonymous' ? undefined : identity === 'appUser' ? null : identity;

/** Sample params for the route's placeholders. */
const concrete = (path: string) => path.replace(/:(\w+)/g, 'sample');

/** Fields that need arguments or a selection: the smallest valid call. */
const CALLS: Record<string, string> = {
  chatMessageLengthSetting: 'chatMessageLengthSetting { minMessageLength }',
  userListing: 'userListing { count }',
  adminListing: 'adminListing { count }',
  user: 'user(id: 1) { id }',
  allCountries: 'allCountries { id }',
  usersAdmins: 'usersAdmins { id }',
  usersCreatedByAdmin: 'usersCreatedByAdmin(adminId: 1) { id }',
  // Nobody's id, so the `self` condition never applies here (it has its own tests).
  updateProfile: 'updateProfile(id: "999999", about: "x") { id }',
  stockImages: 'stockImages { id }',
  privateUserPhotos: 'privateUserPhotos(id: 999999) { id }',
  uploadStockImage: 'uploadStockImage(uploadId: 999999) { id }',
  deleteStockImage: 'deleteStockImage(id: 999999)',
  createPrivatePhoto: 'createPrivatePhoto(userId: 999999, stockImageId: 1) { id }',
  deleteAvatarPhoto: 'deleteAvatarPhoto(userId: 999999, id: 999999)',
  deletePrivatePhoto: 'deletePrivatePhoto(userId: 999999, id: 999999)',
  allUserStories: 'allUserStories(userId: 999999) { id }',
  userScheduledStories: 'userScheduledStories(userId: 999999) { id }',
  allUserMoments: 'allUserMoments(userId: 999999) { id }',
  userScheduledMoments: 'userScheduledMoments(userId: 999999) { id }',
  allMoments: 'allMoments { id }',
  getMomentLikes: 'getMomentLikes(kind: STORY, id: 999999) { id }',
  getMomentComments: 'getMomentComments(kind: MOMENT, id: 999999) { id }',
  insertStory: 'insertStory(moderatorId: "999999", stockImageId: 1) { id }',
  insertMoment: 'insertMoment(moderatorId: "999999", description: "x") { id }',
  deleteStory: 'deleteStory(id: 999999, moderatorId: "999999")',
  deleteMoment: 'deleteMoment(id: 999999, moderatorId: "999999")',
  genericLike: 'genericLike(kind: MOMENT, id: 999999)',
  userStories: 'userStories(userId: 999999) { id }',
  allUserMultiStories: 'allUserMultiStories(userIds: [999999]) { userId }',
  likeMoment: 'likeMoment(id: 999999)',
  commentMoment: 'commentMoment(id: 999999, comment: "hi") { id }',
  genericComment: 'genericComment(kind: MOMENT, id: 999999, comment: "hi") { id }',
  // Chat: a room id that names no room, so the room conditions never apply here (chat tests do).
  chatsInQueue: 'chatsInQueue { id }',
  assignedChats: 'assignedChats { id }',
  room: 'room(id: "999999___m2x0x") { id }',
  rooms: 'rooms { id }',
  messagesForWorkers: 'messagesForWorkers(roomId: "999999___m2x0x") { id }',
  privatePhotoRequestStatus: 'privatePhotoRequestStatus(roomId: "999999___m2x0x") { id }',
  allVirtualGift: 'allVirtualGift { id }',
  allRealGift: 'allRealGift { id }',
  sendMessage: 'sendMessage(roomId: "999999___m2x0x", kind: "C", content: "hi") { id }',
  sendNotification: 'sendNotification(roomId: "999999___m2x0x", content: "x") { id }',
  deleteUserMessages: 'deleteUserMessages(roomId: "999999___m2x0x", ids: ["1"])',
  markRoomRead: 'markRoomRead(roomId: "999999___m2x0x")',
  chatDraft: 'chatDraft(roomId: "999999___m2x0x") { text }',
  saveChatDraft: 'saveChatDraft(roomId: "999999___m2x0x", text: "x") { text }',
  createNotes: 'createNotes(roomId: "999999___m2x0x", content: "x", forRealUser: true) { content }',
  takeChat: 'takeChat(roomId: "999999___m2x0x") { id }',
  releaseChat: 'releaseChat(roomId: "999999___m2x0x")',
  createChatAllModerator: 'createChatAllModerator(moderatorId: 999999, userId: 999999) { id }',
  requestUserPrivatePhotos:
    'requestUserPrivatePhotos(userId: 999999, moderatorId: 999999) { message }',
  privatePhotoDecision:
    'privatePhotoDecision(roomId: "999999___m2x0x", requestId: 1, decision: A) { id }',
  cancelPrivatePhotoRequest:
    'cancelPrivatePhotoRequest(roomId: "999999___m2x0x", requestId: 1) { id }',
  setChatMessageLength: 'setChatMessageLength(minMessageLength: 50) { minMessageLength }',
  moderatorsInQueue: 'moderatorsInQueue { count }',
  currentUserStories: 'currentUserStories { id }',
  currentUserMoments: 'currentUserMoments { id }',
  giftPurchase: 'giftPurchase(giftId: 1, senderId: 999999, receiverId: 999998) { id }',
  sendMessageAllModerator:
    'sendMessageAllModerator(moderatorId: 999999, userId: 999998, content: "hi") { id }',
  profileVisit: 'profileVisit(friendId: 999998, userId: 999999)',
  onNewMessage: 'onNewMessage { id }',
  privatePhotoRequest: 'privatePhotoRequest { id }',
  chatViewers: 'chatViewers(roomId: "999999___m2x0x") { id }',
  appProfiles: 'appProfiles { id }',
  appRooms: 'appRooms { id }',
  appPrivatePhotos: 'appPrivatePhotos(moderatorId: 999999) { id }',
  roomMessages: 'roomMessages(roomId: "999999___m2x0x") { id }',
  // Nobody's id: the chatter's own-statistics condition has its own tests.
  messagesStatistics: 'messagesStatistics(workerId: "999999", month: "2026-01") { workerId }',
  sameDayMessagesStatistics: 'sameDayMessagesStatistics(workerId: "999999") { workerId }',
  sameWeekMessagesStatistics: 'sameWeekMessagesStatistics(workerId: "999999") { workerId }',
  teamMessagesStatistics: 'teamMessagesStatistics(month: "2026-01") { workerId }',
  appStartChat: 'appStartChat(moderatorId: 999999) { id }',
  autoOfferSetting: 'autoOfferSetting { enabled }',
  myChatOffer: 'myChatOffer { roomId }',
  // Off, as it is by default: the walk changes nothing.
  setAutoOffer: 'setAutoOffer(enabled: false, capacity: 3, acceptSeconds: 15) { enabled }',
  acceptChatOffer: 'acceptChatOffer(roomId: "999999___m2x0x") { id }',
  declineChatOffer: 'declineChatOffer(roomId: "999999___m2x0x")',
  chatOffers: 'chatOffers { roomId }',
  settingsChanged: 'settingsChanged { minMessageLength }',
  postsChanged: 'postsChanged(userId: 999999)',
  briefingsChanged: 'briefingsChanged',
  contactMessagesChanged: 'contactMessagesChanged',
  chatRoomChanged: 'chatRoomChanged',
  fakeUserChanged: 'fakeUserChanged { moderatorId reassigned }',
  chatStarted: 'chatStarted { id }',
};

/** An event every identity allowed to subscribe may see, per subscription. */
const TRIGGERS: Record<string, () => Promise<unknown>> = {
  queueChanged: () => publishQueueChanged(h.database),
  // Yields the caller's offer (none) as soon as it opens.
  chatOffers: async () => undefined,
  // Yields the settings as soon as it opens.
  settingsChanged: async () => undefined,
  onNewMessage: async () => {
    const audience = { userId: h.userIds.appUser, moderatorId: 1, workerIds: [h.userIds.CHATTER] };
    const message = {
      id: 1,
      roomId: '1___m2x0x',
      senderId: 1,
      recipientId: 2,
      content: 'walk',
      messageType: 'C',
      isRead: false,
      isDeleted: false,
      createdAt: new Date().toISOString(),
    };
    publishToAudience(h.app.pubsub, MESSAGE_TOPIC, {
      message,
      audience,
      gift: null,
      requestStatus: null,
    });
  },
  privatePhotoRequest: async () => {
    const audience = { userId: h.userIds.appUser, moderatorId: 1, workerIds: [h.userIds.CHATTER] };
    publishToAudience(h.app.pubsub, PHOTO_REQUEST_TOPIC, {
      id: 1,
      roomId: '1___m2x0x',
      status: 'A',
      requestedUserId: 1,
      userToViewId: 2,
      audience,
    });
  },
  postsChanged: async () => h.app.pubsub.publish({ topic: 'POSTS:999999', payload: 999999 }),
  briefingsChanged: async () => h.app.pubsub.publish({ topic: 'LIST:briefings', payload: true }),
  contactMessagesChanged: async () =>
    h.app.pubsub.publish({ topic: 'LIST:contact', payload: true }),
  chatRoomChanged: async () => h.app.pubsub.publishToEvery('CHAT_ROOM_CHANGED:', '1___m2x0x'),
  fakeUserChanged: async () =>
    h.app.pubsub.publishToEvery('FAKE_USER_CHANGED:', { moderatorId: 1, reassigned: false }),
  // No room of that id: the card is null.
  chatStarted: async () =>
    h.app.pubsub.publishToEvery('CHAT_STARTED:', { message: { roomId: '999999___m2x0x' } }),
  // No room of that id: past the guard the resolver answers NOT_FOUND (viewers.test.ts has a room).
  chatViewers: async () => undefined,
};

/** The smallest valid selection of each GraphQL field. */
function operationOf(typeName: string, field: string) {
  const call =
    CALLS[field] ?? (/Permission|Settings$/.test(field) ? `${field} { isAllowed }` : field);
  const keyword = { Subscription: 'subscription', Mutation: 'mutation', Query: '' }[typeName];
  return `${keyword} { ${call} }`;
}

async function callRest(key: string, identity: Identity) {
  const [method, path] = key.split(' ');
  const response = await h.app.inject({
    method: method as 'GET',
    url: concrete(path),
    headers: h.headers[identity],
  });
  return response.statusCode === 401
    ? 'unauthenticated'
    : response.statusCode === 403
      ? 'forbidden'
      : 'allow';
}

/** The body that selects each operation of a route that tells them apart by body. */
const OPERATIONS: Record<
  string,
  { url: string; body: () => Record<string, string>; multipart?: boolean }
> = {
  'Operation.createRealUser': {
    url: '/api/user/',
    body: () => ({ email: `walk.${Math.random().toString(36).slice(2)}@walk.test` }),
  },
  // Invalid on purpose (no name): past the policy it answers the rules' 400.
  'Operation.createFakeUser': { url: '/api/user/', body: () => ({ name: '' }) },
  // A room nobody is in: the room conditions never apply here (the chat tests try them).
  'Operation.chatImageUpload': {
    url: '/chat/image_upload',
    body: () => ({ room_id: '999999___m2x0x', imageId: '1' }),
    multipart: true,
  },
};

async function callOperation(key: string, identity: Identity) {
  const { url, body, multipart: isForm } = OPERATIONS[key];
  const form = isForm ? multipart(body()) : null;
  const response = await h.app.inject({
    method: 'POST',
    url,
    headers: { ...h.headers[identity], ...form?.headers },
    payload: form ? form.payload : body(),
  });
  return response.statusCode === 401
    ? 'unauthenticated'
    : response.statusCode === 403
      ? 'forbidden'
      : 'allow';
}

async function callGraphql(key: string, identity: Identity) {
  const [typeName, field] = key.split('.');
  if (typeName === 'Subscription') {
    // The socket refuses a connection without a valid token (close 4403); past it, each field's
    // guard answers like a query's.
    return firstEvent(
      wsUrl,
      h.headers[identity].authorization,
      operationOf(typeName, field),
      TRIGGERS[field],
    ).then(
      () => 'allow',
      (error: { code?: number } | { extensions?: { code?: string } }[]) => {
        if (!Array.isArray(error)) return error.code === 4403 ? 'refused' : 'error';
        const code = error[0]?.extensions?.code;
        if (code === 'FORBIDDEN') return 'forbidden';
        // As for a query: past the guard, the resolver's own refusal means the policy allowed.
        return code === 'BAD_USER_INPUT' || code === 'NOT_FOUND' ? 'allow' : 'error';
      },
    );
  }
  const result = await graphql(h.app, h.headers[identity], operationOf(typeName, field));
  const code = result.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 'unauthenticated';
  if (code === 'FORBIDDEN') return 'forbidden';
  // Past the guard, a resolver's own refusal (e.g. no such user) still means the policy allowed.
  if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND' || code === 'CONFLICT') return 'allow';
  return result.errors ? `error: ${result.errors[0].message}` : 'allow';
}

/** GraphQL's answer as a decision, like the walk reads it. */
const decisionOf = (result: Awaited<ReturnType<typeof graphql>>) => {
  const code = result.errors?.[0]?.extensions?.code;
  return code === 'FORBIDDEN' || code === 'UNAUTHENTICATED' ? code : 'allow';
};

// Before the walk: its logout row revokes every identity's token.
describe('rows that name another account', () => {
  it('Query.user follows GET /api/user/:id/ for every identity', async () => {
    const realUser = await addRealUser(h);
    for (const identity of IDENTITIES) {
      const rest = await h.app.inject({
        method: 'GET',
        url: `/api/user/${realUser}/`,
        headers: h.headers[identity],
      });
      const field = await graphql(
        h.app,
        h.headers[identity],
        `{ user(id: ${realUser}) { email } }`,
      );
      const restDecision = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[rest.statusCode] ?? 'allow';
      expect(decisionOf(field), identity).toBe(restDecision);
    }
    const regular = await graphql(h.app, h.headers.REGULAR, `{ user(id: ${realUser}) { email } }`);
    expect(regular).toMatchObject({ data: { user: null } });
    expect(decisionOf(regular)).toBe('FORBIDDEN');
  });

  it('Mutation.sendNotification: the room’s workers, never its real user', () => {
    const access = policy['Mutation.sendNotification'];
    expect(decide(access, null, { ownRoom: true })).toBe('forbidden');
    expect(decide(access, 'CHATTER', { worksRoom: true })).toBe('allow');
    expect(decide(access, 'ADMIN', {})).toBe('forbidden');
  });

  const AS_MODERATOR_CALLS: Record<string, (moderatorId: number) => string> = {
    genericLike: (m) => `mutation { genericLike(kind: MOMENT, id: 999999, moderatorId: "${m}") }`,
    likeMoment: (m) => `mutation { likeMoment(id: 999999, moderatorId: "${m}") }`,
    genericComment: (m) =>
      `mutation { genericComment(kind: MOMENT, id: 999999, comment: "hi", moderatorId: "${m}") { id } }`,
    commentMoment: (m) =>
      `mutation { commentMoment(id: 999999, comment: "hi", moderatorId: "${m}") { id } }`,
    insertStory: (m) =>
      `mutation { insertStory(moderatorId: "${m}", stockImageId: 999999) { id } }`,
    insertMoment: (m) => `mutation { insertMoment(moderatorId: "${m}", description: "x") { id } }`,
    deleteStory: (m) => `mutation { deleteStory(id: 999999, moderatorId: "${m}") }`,
    deleteMoment: (m) => `mutation { deleteMoment(id: 999999, moderatorId: "${m}") }`,
  };

  it.each(Object.keys(AS_MODERATOR_CALLS))(
    'Mutation.%s acts as a moderator only: any for admins, their own for a chatter',
    async (field) => {
      const call = AS_MODERATOR_CALLS[field];
      const own = await addModerator(h, h.userIds.CHATTER);
      const others = await addModerator(h, null);
      const realUser = await addRealUser(h);
      const cases: [Identity, number, string][] = [
        ['ADMIN', own, 'allow'],
        ['SUPER_ADMIN', others, 'allow'],
        ['CHATTER', own, 'allow'],
        ['CHATTER', others, 'FORBIDDEN'],
        ['REGULAR', own, 'FORBIDDEN'],
        ['appUser', own, 'FORBIDDEN'],
      ];
      for (const identity of ['ADMIN', 'SUPER_ADMIN', 'CHATTER'] as const) {
        for (const account of [
          realUser,
          h.userIds.SUPER_ADMIN,
          h.userIds.ADMIN,
          h.userIds.CHATTER,
        ]) {
          cases.push([identity, account, 'FORBIDDEN']);
        }
      }
      for (const [identity, moderatorId, expected] of cases) {
        const result = await graphql(h.app, h.headers[identity], call(moderatorId));
        expect(decisionOf(result), `${identity} as ${moderatorId}`).toBe(expected);
      }
    },
  );

  it('Mutation.updateProfile: nobody edits a staff member ranked above them', async () => {
    const save = (identity: Identity, id: number) =>
      graphql(
        h.app,
        h.headers[identity],
        `mutation { updateProfile(id: "${id}", about: "x") { id } }`,
      );
    expect(decisionOf(await save('ADMIN', h.userIds.SUPER_ADMIN))).toBe('FORBIDDEN');
    expect(decisionOf(await save('ADMIN', h.userIds.ADMIN))).toBe('allow');
    expect(decisionOf(await save('ADMIN', h.userIds.CHATTER))).toBe('allow');
    expect(decisionOf(await save('SUPER_ADMIN', h.userIds.ADMIN))).toBe('allow');
    expect(decisionOf(await save('SUPER_ADMIN', h.userIds.SUPER_ADMIN))).toBe('allow');
    expect(decisionOf(await save('CHATTER', h.userIds.SUPER_ADMIN))).toBe('FORBIDDEN');
  });
});

describe('the policy walk', () => {
  // Logout revokes the token it is called with, so it goes last.
  const entries = (Object.entries(policy) as [string, Access][]).sort(
    ([a], [b]) => Number(a.includes('logout')) - Number(b.includes('logout')),
  );

  for (const [key, access] of entries) {
    for (const identity of IDENTITIES) {
      // `app.inject` calls from 127.0.0.1 and the test config sets no METRICS_TOKEN: a scraper.
      const expected = decide(access, roleOf(identity), {
        listing: DEFAULT_LISTING_ACCESS,
        scraper: true,
      });
      it(`${key} as ${identity}: ${expected}`, async () => {
        if (key.startsWith('Operation.')) {
          expect(await callOperation(key, identity)).toBe(expected);
        } else if (key.includes(' ')) {
          expect(await callRest(key, identity)).toBe(expected);
        } else if (key.startsWith('Subscription.')) {
          expect(await callGraphql(key, identity)).toBe(
            expected === 'unauthenticated' ? 'refused' : expected,
          );
        } else {
          expect(await callGraphql(key, identity)).toBe(expected);
        }
      });
    }
  }
});

describe('the policy table', () => {
  it('names every registered route', () => {
    expect(h.app.routeKeys.length).toBeGreaterThan(10);
    const missing = h.app.routeKeys.filter((key) => !(key in policy));
    expect(missing).toEqual([]);
  });

  it('names every root field of the GraphQL schema', () => {
    const { schema } = h.app.graphql;
    const rootTypes = [
      schema.getQueryType(),
      schema.getMutationType(),
      schema.getSubscriptionType(),
    ];
    const fields = rootTypes.flatMap((type) =>
      type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
    );
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.filter((key) => !(key in policy))).toEqual([]);
  });

  it('walks every operation row', () => {
    const operations = Object.keys(policy).filter((key) => key.startsWith('Operation.'));
    expect(operations.sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('maps HEAD to the GET entry', () => {
    expect(routeKey('HEAD', '/api/')).toBe('GET /api/');
  });
});

describe('a route missing from the table', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ database: h.database, config: testAppConfig(), clock: h.clock });
    app.get('/api/not-in-the-table/', async () => ({ leaked: true }));
  });
  afterAll(() => app.close());

  it.each(IDENTITIES)('is refused with 403 to %s', async (identity) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/not-in-the-table/',
      headers: h.headers[identity],
    });
    expect(response.statusCode).toBe(403);
    expect(refusalBody(response)).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
  });

  it('is refused in the decision itself', () => {
    expect(decide(undefined, 'SUPER_ADMIN')).toBe('forbidden');
    expect(decide(undefined, undefined)).toBe('forbidden');
    expect(decide({ roles: ['ADMIN'] }, 'ADMIN')).toBe('allow');
    expect(decide({ roles: ['ADMIN'] }, 'CHATTER')).toBe('forbidden');
  });
});
