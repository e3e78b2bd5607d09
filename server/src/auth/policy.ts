import { ADMIN_ROLES, ROLES } from '../../../contract/rules/roles.js';
import type { Role } from '../db/schema.js';
import type { ListingAccess } from '../settings/service.js';

/** A staff-role rule with the conditions the spec adds to some routes. */
export interface RoleRule {
  roles: readonly Role[];
  /** Also needs the listing check of that name (the 'listingAccess' setting, spec section 6). */
  listing?: keyof ListingAccess;
  /**
   * Anyone on staff may also act when this route param / GraphQL argument is their own id
   * (e.g. a worker saving their own profile).
   */
  self?: string;
  /**
   * A CHATTER may also act when this route param / GraphQL argument is the id of a moderator
   * (fake user) they work (`users.worker_id` = the caller): chatters edit their own fake users.
   */
  worksOn?: string;
  /** A CHATTER may also act when this argument is their own id (their own statistics). */
  selfWorker?: string;
  /**
   * A CHATTER may also act when this argument names a moderator whose chat they hold now (taken
   * from the queue, deadline not passed): while they speak as it, they react as it too.
   */
  holdsChatOf?: string;
  /**
   * A CHATTER may also act in the room this argument names (a room id, or the `[userId,
   * moderatorId]` argument pair) when they hold its chat or work its fake user.
   */
  worksRoom?: RoomArgument;
  /** A real app user (no role) may act in the room this argument names when it is theirs. */
  ownRoom?: RoomArgument;
  /**
   * A CHATTER may also act when this argument is a client id they already sent a message with in
   * the `worksRoom` room: a retry is answered with the stored message, whatever the hold is now.
   */
  sentBefore?: string;
  /** Real app users may call it too (the resolver keeps them to their own chats). */
  appUsers?: true;
  /**
   * This argument names the moderator (fake user) the caller acts as: it must name one, never a
   * real user or a staff account (nor be left out to act as the caller). A CHATTER also needs
   * `worksOn` on the same argument.
   */
  actsAs?: string;
  /** Refused when this param/argument names a staff member ranked above the caller. */
  notAbove?: string;
  /**
   * Refused unless this param/argument names a staff member ranked strictly below the caller (not
   * the caller, a peer, a real user or a moderator).
   */
  below?: string;
}

export type RoomArgument = string | readonly [string, string];

/** What the hook found out about the request for the rule's conditions. */
export interface Facts {
  listing?: ListingAccess;
  /** The rule's `self` param/argument equals the caller's id. */
  isSelf?: boolean;
  /** The rule's `worksOn` param/argument names a moderator the caller works. */
  worksOn?: boolean;
  /** The rule's `selfWorker` argument is the caller's own id. */
  isSelfWorker?: boolean;
  /** The caller holds a chat of the moderator the rule's `holdsChatOf` argument names. */
  holdsChatOf?: boolean;
  /** The caller is a chatter working the rule's `worksRoom` room. */
  worksRoom?: boolean;
  /** The caller is the real user of the rule's `ownRoom` room. */
  ownRoom?: boolean;
  /** The caller already sent a message with the rule's `sentBefore` client id in that room. */
  sentBefore?: boolean;
  /** The rule's `actsAs` argument names a moderator (fake user). */
  actsAsModerator?: boolean;
  /** The rule's `notAbove` param/argument names a staff member ranked above the caller. */
  targetAbove?: boolean;
  /** The rule's `below` param/argument names a staff member ranked below the caller. */
  targetBelow?: boolean;
  /** The request carries the scraper's token, or comes from loopback with none configured. */
  scraper?: boolean;
}

/**
 * 'public' needs no token; 'authenticated' any valid token (real app users too); 'app' a real
 * app user's token (the dating app's side); 'scraper' the metrics scraper's token
 * (`METRICS_TOKEN`), or with none configured a caller on the loopback interface, whoever is
 * signed in (server/src/metrics/access.ts); a role list (or a RoleRule) needs a staff member with
 * one of those roles.
 */
export type Access = 'public' | 'scraper' | 'authenticated' | 'app' | readonly Role[] | RoleRule;

const STAFF: readonly Role[] = ROLES;
const ADMINS: readonly Role[] = ADMIN_ROLES;
const SUPER: readonly Role[] = ['SUPER_ADMIN'];
/** Who writes chat messages or oversees them: saved replies are theirs. */
const REPLY_WRITERS: readonly Role[] = [...ADMINS, 'CHATTER'];

/** Who outranks whom among staff: nobody edits the account of someone ranked above them. */
export const RANK: Record<Role, number> = { REGULAR: 0, CHATTER: 1, ADMIN: 2, SUPER_ADMIN: 3 };
const AS_MODERATOR: RoleRule = { roles: ADMINS, worksOn: 'moderatorId', actsAs: 'moderatorId' };
/** Likes and comments: also by the chatter holding a chat of that moderator (chat side panels). */
const REACT_AS_MODERATOR: RoleRule = { ...AS_MODERATOR, holdsChatOf: 'moderatorId' };
const USER_LISTING: RoleRule = { roles: STAFF, listing: 'users' };
const ADMIN_LISTING: RoleRule = { roles: STAFF, listing: 'admins' };

/**
 * Who may call what: every Fastify route (`METHOD /path` exactly as registered), every GraphQL
 * field (`Type.field`), and the operations a route tells apart by its body (`Operation.name`,
 * checked with `allowOperation`). Anything missing is refused with 403 (fail closed).
 */
export const policy = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // Prometheus metrics: the scraper only (its token, or loopback without one); never a session.
  'GET /metrics': 'scraper',
  // The system page's figures (issue 22).
  'GET /api/system/': SUPER,
  // Static files: the built back-office and uploaded media (their names are unguessable).
  'GET /*': 'public',
  'GET /media/*': 'public',
  // The GraphQL endpoint is open; each field below is checked on its own. GET carries the
  // websocket upgrade, which authenticates at connection init.
  'GET /graphql': 'public',
  'POST /graphql': 'public',

  'GET /api/': 'public',
  'POST /api/auth/token-login/': 'public',
  'POST /api/auth/logout/': 'authenticated',
  'GET /api/auth/me/': 'authenticated',
  'POST /api/contact-us/': 'public',
  'GET /api/worker/invitation/:invitationKey/': 'public',
  'POST /api/worker/invitation/': ADMINS,
  'POST /api/worker/signup/': 'public',
  // Password resets (issue 37): a link for a staff member ranked below the issuer (an admin for a
  // chatter, a super admin for an admin too); the key is the credential of the public pair.
  'POST /api/worker/:id/password-reset/': { roles: ADMINS, below: 'id' },
  'GET /api/password-reset/:key/': 'public',
  'POST /api/password-reset/': 'public',
  // One's own password (the current one asked): staff only, never a real app user.
  'POST /api/auth/password/': STAFF,
  // Those who invite see every invitation (who invited, state) and revoke a pending one.
  'GET /api/worker/invitations/': ADMINS,
  'GET /api/worker/invitations/:id/': ADMINS,
  'POST /api/worker/invitations/:id/revoke/': ADMINS,
  // The contact inbox: what visitors sent through the contact-us form, read and handled by admins.
  'GET /api/contact-messages/': ADMINS,
  'GET /api/contact-messages/:id/': ADMINS,
  'PATCH /api/contact-messages/:id/': ADMINS,

  // People (spec sections 2 and 7). `user_role=admin` on the user list also needs the admin
  // listing check (checked in its handler: the role filter is a query parameter).
  'GET /api/user/user-list/': USER_LISTING,
  'GET /api/user/': USER_LISTING,
  'GET /api/user/:id/': USER_LISTING,
  // One route, two operations told apart by the body (checked by the handler once it is parsed,
  // through the `Operation.*` rows below): the route admits anyone either operation may admit.
  'POST /api/user/': [...ADMINS, 'CHATTER'],
  'Operation.createRealUser': SUPER,
  // A chatter creates fake users for themself only (worker_id = their own id).
  'Operation.createFakeUser': { roles: ADMINS, self: 'worker_id' },
  'PUT /api/user/:id/': SUPER,
  'PATCH /api/user/:id/': ADMINS,
  'DELETE /api/user/:id': SUPER,
  'DELETE /api/user/:id/reports/': ADMINS,
  'GET /api/admin/': ADMIN_LISTING,
  'GET /api/worker/': STAFF,
  'GET /api/worker/:id/': STAFF,
  'DELETE /api/internal/workers/:id': SUPER,
  'GET /api/geocode/': STAFF,
  // The CSV export: a super admin gets a 60 s single-use ticket, and the download checks it
  // itself (the spec puts the credential in the URL, so it cannot be the session token).
  'POST /api/internal/export-ticket/': SUPER,
  'GET /internal/users.csv': 'public',
  // A backup of the embedded database and media (npm run backup): everything, so super admins.
  'GET /api/internal/backup/': SUPER,

  // The audit log (issue 21): super admins read and export it; nothing changes an entry.
  'GET /api/audit/': SUPER,
  'GET /api/audit/actors/': SUPER,
  'GET /api/audit/:id/': SUPER,
  'POST /api/audit/export-ticket/': SUPER,
  'GET /internal/audit.csv': 'public',

  'Query.checkUserListingPermission': STAFF,
  'Query.checkAdminListingPermission': STAFF,
  'Query.checkWorkerChatPermission': STAFF,
  'Query.chatQueueSettings': STAFF,
  'Query.chatPasteSettings': STAFF,
  'Query.chatMessageLengthSetting': STAFF,
  'Query.chatsInQueueCount': STAFF,
  'Subscription.queueChanged': STAFF,
  'Query.userListing': USER_LISTING,
  'Query.adminListing': ADMIN_LISTING,
  // The same rule as GET /api/user/:id/ for the same person.
  'Query.user': USER_LISTING,
  'Query.allCountries': STAFF,
  'Query.usersAdmins': STAFF,
  'Query.usersCreatedByAdmin': ADMINS,
  // Staff profiles; for a real user or moderator only the primary photo (avatarIndex). An ADMIN
  // never edits a SUPER_ADMIN (sign-in is by email).
  'Mutation.updateProfile': { roles: ADMINS, self: 'id', worksOn: 'id', notAbove: 'id' },

  // Moderators (fake profiles). All staff see them; admins change any, a chatter the
  // fake users they work; a worker lists their own.
  'GET /api/moderator/': STAFF,
  'GET /api/moderator/owner/:id/': STAFF,
  'GET /api/moderator/user/:id/': { roles: ADMINS, self: 'id' },
  'GET /api/moderator/:id/': STAFF,
  'PUT /api/moderator/:id/': { roles: ADMINS, worksOn: 'id' },
  'DELETE /api/moderator/:id/': ADMINS,

  // Media: uploads, photos, stock images. Admins manage anyone's photos; a chatter those
  // of the fake users they work. Every staff member but REGULAR may upload.
  'POST /api/media/upload/': [...ADMINS, 'CHATTER'],
  'POST /api/user/:id/photo/': { roles: ADMINS, worksOn: 'id' },
  'DELETE /api/user/:id/photo/': { roles: ADMINS, worksOn: 'id' },
  'Query.stockImages': STAFF,
  'Query.privateUserPhotos': STAFF,
  'Mutation.uploadStockImage': [...ADMINS, 'CHATTER'],
  'Mutation.deleteStockImage': ADMINS,
  'Mutation.createPrivatePhoto': { roles: ADMINS, worksOn: 'userId' },
  'Mutation.deleteAvatarPhoto': { roles: ADMINS, worksOn: 'userId' },
  'Mutation.deletePrivatePhoto': { roles: ADMINS, worksOn: 'userId' },

  // Stories, moments, likes and comments. Staff read; admins post, delete, like and comment as
  // any moderator, a chatter as the fake users they work; REGULAR only reads. Nobody acts as a
  // real user, a staff account or themself.
  'Query.allUserStories': STAFF,
  'Query.userScheduledStories': STAFF,
  'Query.allUserMoments': STAFF,
  'Query.userScheduledMoments': STAFF,
  'Query.allMoments': STAFF,
  'Query.userStories': STAFF,
  'Query.allUserMultiStories': STAFF,
  'Query.currentUserStories': { roles: STAFF, appUsers: true },
  'Query.currentUserMoments': { roles: STAFF, appUsers: true },
  'Query.getMomentLikes': STAFF,
  'Query.getMomentComments': STAFF,
  'Mutation.insertStory': AS_MODERATOR,
  'Mutation.insertMoment': AS_MODERATOR,
  'Mutation.deleteStory': AS_MODERATOR,
  'Mutation.deleteMoment': AS_MODERATOR,
  'Mutation.genericLike': REACT_AS_MODERATOR,
  'Mutation.genericComment': REACT_AS_MODERATOR,
  'Mutation.likeMoment': REACT_AS_MODERATOR,
  'Mutation.commentMoment': REACT_AS_MODERATOR,

  // Chat. A chatter works the chats they hold (taken from the queue, deadline not passed)
  // and the rooms of their fake users; admins read every chat and write none; REGULAR sees none;
  // a real user only their own rooms. Subscriptions filter each event the same way.
  'POST /chat/assign-chat/': ['CHATTER'],
  'PUT /api/internal/fakeUsers:id/online': { roles: ADMINS, worksOn: 'id' },
  'PUT /api/internal/chats/:id/notes': { roles: [], worksRoom: 'id' },
  'PUT /api/internal/chats/:id/read': { roles: [], worksRoom: 'id', ownRoom: 'id' },
  'Query.chatsInQueue': [...ADMINS, 'CHATTER'],
  'Query.assignedChats': ['CHATTER'],
  'Query.room': { roles: ADMINS, worksRoom: 'id', ownRoom: 'id' },
  'Query.rooms': [...ADMINS, 'CHATTER'],
  'Query.messagesForWorkers': { roles: ADMINS, worksRoom: 'roomId' },
  'Query.privatePhotoRequestStatus': { roles: ADMINS, worksRoom: 'roomId', ownRoom: 'roomId' },
  'Query.allVirtualGift': 'authenticated',
  'Query.allRealGift': 'authenticated',
  'Mutation.sendMessage': {
    roles: [],
    worksRoom: 'roomId',
    ownRoom: 'roomId',
    sentBefore: 'clientId',
  },
  // A system line of the dialogue: written by the room's workers, never by its real user.
  'Mutation.sendNotification': { roles: [], worksRoom: 'roomId', sentBefore: 'clientId' },
  'Mutation.deleteUserMessages': { roles: [], worksRoom: 'roomId', ownRoom: 'roomId' },
  'Mutation.markRoomRead': { roles: [], worksRoom: 'roomId', ownRoom: 'roomId' },
  'Mutation.createNotes': { roles: [], worksRoom: 'roomId' },
  'Mutation.takeChat': ['CHATTER'],
  'Mutation.releaseChat': ['CHATTER'],
  'Mutation.createChatAllModerator': ['CHATTER'],
  'Mutation.requestUserPrivatePhotos': { roles: [], worksRoom: ['userId', 'moderatorId'] },
  'Mutation.privatePhotoDecision': { roles: [], worksRoom: 'roomId', ownRoom: 'roomId' },
  'Mutation.cancelPrivatePhotoRequest': { roles: [], worksRoom: 'roomId', ownRoom: 'roomId' },
  'Mutation.setChatMessageLength': ADMINS,
  'Query.moderatorsInQueue': [...ADMINS, 'CHATTER'],
  // The gift goes from the moderator (senderId) to the real user (receiverId) in their room.
  'Mutation.giftPurchase': { roles: [], worksRoom: ['receiverId', 'senderId'] },
  'Mutation.sendMessageAllModerator': ['CHATTER'],
  'Mutation.profileVisit': { roles: [], worksRoom: ['friendId', 'userId'] },
  'PUT /api/internal/chats/:id/send': { roles: [], worksRoom: 'id', ownRoom: 'id' },
  // The room is in the multipart body: the route admits who may send at all, the operation row
  // (checked once the form is read) who may send in that room.
  'POST /chat/image_upload': { roles: ['CHATTER'], appUsers: true },
  'Operation.chatImageUpload': { roles: [], worksRoom: 'room_id', ownRoom: 'room_id' },
  'Subscription.onNewMessage': { roles: [...ADMINS, 'CHATTER'], appUsers: true },
  'Subscription.privatePhotoRequest': { roles: [...ADMINS, 'CHATTER'], appUsers: true },
  // Drafts (issue 21): a chatter reads only their own, and saves one while they work the room.
  'Query.chatDraft': ['CHATTER'],
  // Balanced auto-offer (issue 21): admins set it; chatters get, accept and decline offers.
  'Query.autoOfferSetting': STAFF,
  'Query.myChatOffer': ['CHATTER'],
  'Mutation.setAutoOffer': ADMINS,
  'Mutation.acceptChatOffer': ['CHATTER'],
  'Mutation.declineChatOffer': ['CHATTER'],
  'Subscription.chatOffers': ['CHATTER'],
  // The settings staff read (autoOfferSetting, chatMessageLengthSetting), followed by event.
  'Subscription.settingsChanged': STAFF,
  'Subscription.postsChanged': STAFF,
  'Subscription.briefingsChanged': STAFF,
  'Subscription.contactMessagesChanged': ADMINS,
  // A chat's hold or notes, a fake user's worker or card: each caller hears only what their chat
  // list shows (a chatter their own chats' and fake users', admins all), by topic.
  'Subscription.chatRoomChanged': [...ADMINS, 'CHATTER'],
  'Subscription.fakeUserChanged': [...ADMINS, 'CHATTER'],
  'Subscription.chatStarted': [...ADMINS, 'CHATTER'],
  'Mutation.saveChatDraft': { roles: [], worksRoom: 'roomId' },
  // Who is viewing a chat: the rule of the room's messages (admins any room, a chatter the rooms
  // they work); real users never.
  'Subscription.chatViewers': { roles: ADMINS, worksRoom: 'roomId' },
  // The dating app's side (contract/app.graphql): real users only.
  'POST /api/app/signup/': 'public',
  'Query.appProfiles': 'app',
  'Query.appRooms': 'app',
  'Query.appPrivatePhotos': 'app',
  'Query.roomMessages': { roles: [], ownRoom: 'roomId' },
  // Worker statistics: admins see every worker's, a chatter their own (spec sections 2 and 6).
  'Query.messagesStatistics': { roles: ADMINS, selfWorker: 'workerId' },
  'Query.sameDayMessagesStatistics': { roles: ADMINS, selfWorker: 'workerId' },
  'Query.sameWeekMessagesStatistics': { roles: ADMINS, selfWorker: 'workerId' },
  'Query.teamMessagesStatistics': ADMINS,
  'Mutation.appStartChat': 'app',
  // Team briefings: admins write them; every staff member reads the ones they have not read yet.
  'GET /api/briefings/': ADMINS,
  'POST /api/briefings/': ADMINS,
  'GET /api/briefings/:id/': ADMINS,
  'PUT /api/briefings/:id/': ADMINS,
  'DELETE /api/briefings/:id/': ADMINS,
  'GET /api/briefings/unread/': STAFF,
  'GET /api/briefings/mine/': STAFF,
  'POST /api/briefings/:id/read/': STAFF,
  // Saved replies: chatters and admins keep their own; the handlers keep a personal reply to its
  // owner (404 to others) and team replies' writes to admins (403).
  'GET /api/saved-replies/': REPLY_WRITERS,
  'POST /api/saved-replies/': REPLY_WRITERS,
  'GET /api/saved-replies/:id/': REPLY_WRITERS,
  'PUT /api/saved-replies/:id/': REPLY_WRITERS,
  'DELETE /api/saved-replies/:id/': REPLY_WRITERS,
} as const satisfies Record<string, Access>;

export type PolicyKey = keyof typeof policy;

export function accessFor(key: string): Access | undefined {
  return (policy as Record<string, Access>)[key];
}

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

function rolesOf(access: readonly Role[] | RoleRule): readonly Role[] {
  return 'roles' in access ? access.roles : access;
}

/** The rule's extra conditions, so the hook only looks up what a rule needs. */
export function conditionsOf(access: Access | undefined): Omit<RoleRule, 'roles'> {
  return access && typeof access === 'object' && 'roles' in access ? access : {};
}

/** `role` is undefined when anonymous, null for a real app user. */
export function decide(
  access: Access | undefined,
  role: Role | null | undefined,
  facts: Facts = {},
): Decision {
  if (access === 'public') return 'allow';
  if (access === 'scraper') return facts.scraper ? 'allow' : 'forbidden';
  if (access === undefined) return 'forbidden';
  if (role === undefined) return 'unauthenticated';
  if (access === 'authenticated') return 'allow';
  if (access === 'app') return role === null ? 'allow' : 'forbidden';
  const {
    listing,
    self,
    worksOn,
    selfWorker,
    holdsChatOf,
    worksRoom,
    ownRoom,
    sentBefore,
    appUsers,
    actsAs,
    notAbove,
    below,
  } = conditionsOf(access);
  if (role === null) return appUsers || (ownRoom && facts.ownRoom) ? 'allow' : 'forbidden';
  if (actsAs && !facts.actsAsModerator) return 'forbidden';
  if (notAbove && facts.targetAbove) return 'forbidden';
  if (below && !facts.targetBelow) return 'forbidden';
  if (self && facts.isSelf) return 'allow';
  if (worksOn && facts.worksOn && role === 'CHATTER') return 'allow';
  if (selfWorker && facts.isSelfWorker && role === 'CHATTER') return 'allow';
  if (holdsChatOf && facts.holdsChatOf && role === 'CHATTER') return 'allow';
  if (worksRoom && facts.worksRoom && role === 'CHATTER') return 'allow';
  if (sentBefore && facts.sentBefore && role === 'CHATTER') return 'allow';
  if (!rolesOf(access).includes(role)) return 'forbidden';
  if (listing && !facts.listing?.[listing as keyof ListingAccess].includes(role)) {
    return 'forbidden';
  }
  return 'allow';
}
