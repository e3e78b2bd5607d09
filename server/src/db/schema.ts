import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '../../../contract/rules/roles.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

// Staff roles (contract/rules/roles). Real app users and moderators (fake profiles) carry none.
export { ROLES, type Role } from '../../../contract/rules/roles.js';

/**
 * Every person: real app users, staff (role set) and moderators (is_moderator). One table, because
 * the spec's lists, profile form and chat all treat them as "users" with the same profile fields.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Wire id in chats; moderators' ids carry the `x0x` marker (set by the chat capability).
    uid: text('uid').unique(),
    externalId: text('external_id'),
    email: text('email').notNull(),
    username: text('username'),
    displayName: text('display_name'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>(),
    isModerator: boolean('is_moderator').notNull().default(false),
    ownerId: integer('owner_id'),
    workerId: integer('worker_id'),
    disabled: boolean('disabled').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(false),
    lastSeen: ts('last_seen'),
    signUp: createdAt(),
    phone: text('phone'),
    about: text('about').notNull().default(''),
    note: text('note').notNull().default(''),
    work: text('work').notNull().default(''),
    education: text('education').notNull().default(''),
    // Stored age is a preset id; the displayed age is this plus 17 (spec section 3).
    age: integer('age'),
    gender: integer('gender'),
    height: integer('height'),
    ethnicity: integer('ethnicity'),
    zodiacSign: integer('zodiac_sign'),
    familyPlans: integer('family_plans'),
    politics: integer('politics'),
    religion: integer('religion'),
    subscriptionId: integer('subscription_id').notNull().default(1),
    interestedIn: text('interested_in').notNull().default(''),
    tags: integer('tags').array().notNull().default(sql`'{}'::integer[]`),
    tvShows: text('tv_shows').array().notNull().default(sql`'{}'::text[]`),
    movies: text('movies').array().notNull().default(sql`'{}'::text[]`),
    music: text('music').array().notNull().default(sql`'{}'::text[]`),
    books: text('books').array().notNull().default(sql`'{}'::text[]`),
    sportsTeams: text('sports_teams').array().notNull().default(sql`'{}'::text[]`),
    language: integer('language').array().notNull().default(sql`'{}'::integer[]`),
    languageIdCode: text('language_id_code'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    zipCode: text('zip_code'),
    countryCode: text('country_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    pasteAccess: boolean('paste_access').notNull().default(false),
    chatAccess: boolean('chat_access').notNull().default(true),
    allowManualChat: boolean('allow_manual_chat').notNull().default(false),
    avatarIndex: integer('avatar_index').notNull().default(0),
    photosQuota: integer('photos_quota').notNull().default(20),
    lastContactAt: ts('last_contact_at'),
    lastMessageAt: ts('last_message_at'),
    // Kept by a trigger on `reports` so the user list can sort and filter by it with an index.
    reportCount: integer('report_count').notNull().default(0),
    // Follow the photos table (triggers in 0005): the moderator list filters on them.
    publicPhotoCount: integer('public_photo_count').notNull().default(0),
    privatePhotoCount: integer('private_photo_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_moderator_owner_idx').on(t.isModerator, t.ownerId),
    index('users_worker_idx').on(t.workerId),
    index('users_sign_up_idx').on(t.signUp),
    index('users_last_seen_idx').on(t.lastSeen),
    // The real-user list (no role, not a moderator): sorts with `id` keeping pages stable, and
    // each filter alone counts with an index-only scan (together they combine bitmaps).
    ...(
      [
        ['real_users_sign_up_idx', [t.signUp, t.id]],
        ['real_users_last_seen_idx', [t.lastSeen, t.id]],
        ['real_users_reports_idx', [t.reportCount, t.id]],
        ['real_users_disabled_idx', [t.disabled, t.id]],
        ['real_users_id_idx', [t.id]],
        ['real_users_gender_idx', [t.gender]],
        ['real_users_online_idx', [t.isOnline]],
        ['real_users_age_idx', [t.age]],
        ['real_users_country_idx', [t.countryCode]],
      ] as const
    ).map(([name, [first, ...rest]]) =>
      index(name)
        .on(first, ...rest)
        .where(sql`${t.role} is null and ${t.isModerator} = false`),
    ),
    // The moderator list pages newest first (and by id for stable pages).
    index('moderators_sign_up_idx').on(t.signUp, t.id).where(sql`${t.isModerator} = true`),
    // Search: trigrams over the searched text (the same expression as users/listQuery.ts).
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${t.email} || ' ' || coalesce(${t.displayName}, '') || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
  ],
);

/** Session tokens and short-lived single-use tickets (CSV export); only a hash is stored. */
export type TokenKind = 'session' | `export:${string}`;

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // `export:<purpose>`: a download ticket only its own export redeems (auth/exportTickets.ts).
    kind: text('kind').$type<TokenKind>().notNull().default('session'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('tokens_user_idx').on(t.userId)],
);

/** Failed sign-in counters per account and per client address. */
export const loginThrottle = pgTable('login_throttle', {
  scope: text('scope').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: ts('window_start').notNull(),
  lockedUntil: ts('locked_until'),
});

export const invitations = pgTable('invitations', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  email: text('email').notNull(),
  isAdminPermission: boolean('is_admin_permission').notNull().default(false),
  isChatAdminPermission: boolean('is_chat_admin_permission').notNull().default(false),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  usedById: integer('used_by_id').references(() => users.id, { onDelete: 'set null' }),
  /** Revoked before use: the key then answers like an expired one. */
  revokedAt: ts('revoked_at'),
  revokedById: integer('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * One password reset link per person (issue 37): issuing a new link replaces the row, so the
 * previous key no longer matches. Only the key's SHA-256 is stored.
 */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    invitationKey: text('invitation_key'),
    finished: boolean('finished').notNull().default(false),
    createdAt: createdAt(),
    /** The contact inbox: when an admin marked it handled (null while it is open), and who. */
    handledAt: ts('handled_at'),
    handledById: integer('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The inbox lists newest first; the menu counts the open ones.
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_open_idx').on(table.createdAt).where(sql`${table.handledAt} is null`),
  ],
);

/** Presets: each kind is a list of `{ id, label }` (ages, heights, genders, tags, languages, ...). */
export const presets = pgTable(
  'presets',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  code: text('code').notNull().unique(),
});

/** Global settings (minMessageLength, chatQueue, paste) as JSON values. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Exact head counts kept by triggers (server/drizzle/functions/real_users_*.sql), so an unfiltered
 * list of 100,000 real users need not count them on every page. Only 'real' is kept.
 */
export const populationCounts = pgTable('population_counts', {
  population: text('population').primaryKey(),
  total: integer('total').notNull(),
});

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reports_user_idx').on(t.userId)],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    // A smaller copy for grids and cards (null for videos and for files stored before thumbnails).
    thumbnail: text('thumbnail'),
    type: text('type').$type<'PUBLIC' | 'PRIVATE'>().notNull().default('PUBLIC'),
    isAdminApproved: boolean('is_admin_approved').notNull().default(true),
    isVideo: boolean('is_video').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_user_idx').on(t.userId, t.type),
    // /media/ asks whether a file is a private photo's (served by signed links only).
    index('photos_private_file_idx').on(t.file).where(sql`${t.type} = 'PRIVATE'`),
    index('photos_private_thumbnail_idx').on(t.thumbnail).where(sql`${t.type} = 'PRIVATE'`),
  ],
);

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    fileType: text('file_type').notNull().default('image'),
    thumbnail: text('thumbnail'),
    batchNumber: integer('batch_number').notNull().default(0),
    publishAt: ts('publish_at'),
    isPublished: boolean('is_published').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stories_user_idx').on(t.userId, t.publishAt),
    // The publisher's work list: scheduled items not yet published.
    index('stories_unpublished_idx').on(t.publishAt).where(sql`${t.isPublished} = false`),
  ],
);

export const moments = pgTable(
  'moments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file: text('file'),
    isVideo: boolean('is_video').notNull().default(false),
    thumbnail: text('thumbnail'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    publishAt: ts('publish_at'),
    isPublished: boolean('is_published').notNull().default(true),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('moments_user_idx').on(t.userId, t.publishAt),
    index('moments_unpublished_idx').on(t.publishAt).where(sql`${t.isPublished} = false`),
  ],
);

/** Likes on stories, moments and comments (`targetType` names which). */
export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').$type<'story' | 'moment' | 'comment'>().notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('likes_unique_idx').on(t.targetType, t.targetId, t.userId)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').$type<'story' | 'moment'>().notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comments_target_idx').on(t.targetType, t.targetId)],
);

export const stockImages = pgTable('stock_images', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  file: text('file').notNull(),
  thumbnail: text('thumbnail'),
  createdAt: createdAt(),
});

/**
 * Files accepted by POST /api/media/upload/ and not yet attached to a story, moment or stock
 * image. Attaching one deletes its row (the files stay, now owned by what they were attached to);
 * rows left unattached are swept with their files.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    file: text('file').notNull().unique(),
    thumbnail: text('thumbnail'),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);

export const gifts = pgTable('gifts', {
  id: serial('id').primaryKey(),
  giftName: text('gift_name').notNull(),
  picture: text('picture').notNull(),
  cost: integer('cost').notNull().default(0),
  type: text('type').$type<'real' | 'virtual'>().notNull(),
});

export const giftPurchases = pgTable('gift_purchases', {
  id: serial('id').primaryKey(),
  giftId: integer('gift_id')
    .notNull()
    .references(() => gifts.id),
  senderId: integer('sender_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  receiverId: integer('receiver_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** A chat between a real user and a moderator. The id is both participants' ids joined by `___`. */
export const rooms = pgTable(
  'rooms',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastMessageAt: ts('last_message_at'),
    // The real user's first message since the moderator side last wrote; null when answered.
    waitingSince: ts('waiting_since'),
  },
  (t) => [index('rooms_user_idx').on(t.userId), index('rooms_moderator_idx').on(t.moderatorId)],
);

export const privatePhotoRequests = pgTable(
  'private_photo_requests',
  {
    id: serial('id').primaryKey(),
    roomId: text('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    requestedUserId: integer('requested_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userToViewId: integer('user_to_view_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'P' | 'A' | 'R' | 'C'>().notNull().default('P'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  // Who may see whose private photos (an approved request).
  (t) => [
    index('private_photo_requests_approved_idx')
      .on(t.userToViewId, t.requestedUserId)
      .where(sql`${t.status} = 'A'`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    // C text, G gift, GL location, I image/video, P private photo request.
    messageType: text('message_type').notNull().default('C'),
    url: text('url'),
    giftId: integer('gift_id').references(() => gifts.id),
    privatePhotoRequestId: integer('private_photo_request_id').references(
      () => privatePhotoRequests.id,
      { onDelete: 'set null' },
    ),
    isRead: boolean('is_read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    languageIdCode: text('language_id_code'),
    // The staff member who wrote it as the moderator, or who was answering when it arrived.
    senderWorkerId: integer('sender_worker_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    receiverWorkerId: integer('receiver_worker_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    // The sender's own id for this message in its room: a retried send with the same one makes no
    // second message.
    clientId: text('client_id'),
    // A worker's answer to a waiting real user: seconds since the user's first waiting message.
    responseSeconds: doublePrecision('response_seconds'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_room_idx').on(t.roomId, t.createdAt),
    index('messages_room_seq_idx').on(t.roomId, t.id),
    uniqueIndex('messages_client_idx')
      .on(t.roomId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    index('messages_sender_worker_idx').on(t.senderWorkerId, t.createdAt),
    index('messages_receiver_worker_idx').on(t.receiverWorkerId, t.createdAt),
    // Every worker's answers of a partial day (the team's statistics).
    index('messages_answers_idx').on(t.createdAt).where(sql`${t.responseSeconds} is not null`),
  ],
);

export const chatQueue = pgTable(
  'chat_queue',
  {
    id: serial('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id').references(() => users.id, { onDelete: 'set null' }),
    isAssigned: boolean('is_assigned').notNull().default(false),
    dateCreated: createdAt(),
    clearedAt: ts('cleared_at'),
    updatedAt: ts('updated_at'),
    /** Balanced auto-offer (issue 21): the one chatter this waiting chat is offered to now. */
    offeredTo: integer('offered_to').references(() => users.id, { onDelete: 'set null' }),
    offerExpiresAt: ts('offer_expires_at'),
    /** Chatters who declined or missed its offer since it was queued: offered to others first. */
    declinedBy: integer('declined_by').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('chat_queue_assigned_idx').on(t.isAssigned, t.dateCreated),
    index('chat_queue_offered_idx').on(t.offeredTo),
    // One entry per chat: a real user's further messages keep their chat's place in the queue.
    uniqueIndex('chat_queue_room_idx').on(t.roomId),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    forRealUser: boolean('for_real_user').notNull(),
    content: text('content').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notes_room_side_idx').on(t.roomId, t.forRealUser)],
);

/**
 * A chatter's unsent text in a chat (issue 21), kept on the server so that a reload, another device
 * or a passed deadline loses nothing: one per worker per room, dropped when they send a text.
 */
export const chatDrafts = pgTable(
  'chat_drafts',
  {
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.roomId] })],
);

/**
 * Chatters available for auto-offers (issue 21): each instance keeps `readyUntil` ahead for the
 * chatters whose offer subscription it holds open, so one that crashed stops offering on its own.
 */
export const chatOfferReadiness = pgTable('chat_offer_readiness', {
  workerId: integer('worker_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readyUntil: ts('ready_until').notNull(),
  /** Ties between equally loaded chatters go to the one offered a chat least recently. */
  lastOfferAt: ts('last_offer_at'),
});

/**
 * Who is viewing a chat: one row per open `chatViewers` subscription (a staff member with the chat
 * open), on any server instance. The socket's instance deletes its row when the subscription ends
 * and refreshes `seen_at` while it lasts; a row not refreshed for a while (its instance crashed)
 * counts no more and is deleted by the next refresh anywhere.
 */
export const chatViewers = pgTable(
  'chat_viewers',
  {
    /** The subscription's own id (random), so one person in two tabs is two rows. */
    id: text('id').primaryKey(),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [index('chat_viewers_room_idx').on(t.roomId), index('chat_viewers_seen_idx').on(t.seenAt)],
);

/** The net below the routes' checks (contract/briefings.ts has the same limits and the messages). */
const BRIEFING_TITLE_MAX = 120;
const BRIEFING_BODY_MAX = 20_000;

/**
 * Team briefings: short notes admins write for staff. The body is HTML from the rich-text editor,
 * stored as given; the back-office sanitizes it (DOMPurify) where it shows it.
 */
export const briefings = pgTable(
  'briefings',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'briefings_title_length',
      sql`char_length(${t.title}) between 1 and ${sql.raw(String(BRIEFING_TITLE_MAX))}`,
    ),
    check(
      'briefings_body_length',
      sql`char_length(${t.bodyHtml}) between 1 and ${sql.raw(String(BRIEFING_BODY_MAX))}`,
    ),
    index('briefings_created_idx').on(t.createdAt),
  ],
);

/** The net below the routes' checks (contract/savedReplies.ts has the same limits and messages). */
const SAVED_REPLY_TITLE_MAX = 80;
/** MESSAGE_MAX_LENGTH of contract/rules/message.ts: a reply is one message. */
const SAVED_REPLY_BODY_MAX = 300;

/**
 * Saved replies: reply templates chatters and admins insert in the message box. A personal reply
 * has its owner; a team reply has none (owner_id NULL) and is shared by the whole team.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'saved_replies_title_length',
      sql`char_length(${t.title}) between 1 and ${sql.raw(String(SAVED_REPLY_TITLE_MAX))}`,
    ),
    check(
      'saved_replies_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(SAVED_REPLY_BODY_MAX))}`,
    ),
    index('saved_replies_owner_idx').on(t.ownerId),
  ],
);

/** Who read which briefing: a briefing leaves a staff member's dashboard once they read it. */
export const briefingReads = pgTable(
  'briefing_reads',
  {
    briefingId: integer('briefing_id')
      .notNull()
      .references(() => briefings.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.briefingId, t.workerId] }),
    index('briefing_reads_worker_idx').on(t.workerId),
  ],
);

/**
 * Who changed what, append-only (issue 21): no route updates or deletes an entry, and triggers
 * refuse UPDATE and DELETE (server/drizzle/0019_audit_log.sql). The actor's email and role are
 * copied in, so an entry outlives the account it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    /** Null for the server's own work (a deadline passing). */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    // In the lists' order (newest first: DESC, whose nulls come first), so they are read in place.
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_action_idx').on(t.action, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const profileVisits = pgTable('profile_visits', {
  id: serial('id').primaryKey(),
  visitorId: integer('visitor_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  visitedId: integer('visited_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Worker statistics' roll-up: a worker's messages per quarter hour (UTC), folded in from the
 * messages every second by `fold_message_stats()` (server/drizzle/functions/). A quarter hour,
 * because every time zone's offset is a multiple of it: any zone's days and hours are whole sets
 * of buckets.
 */
export const messageStats = pgTable(
  'message_stats',
  {
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: ts('bucket').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    receivedCount: integer('received_count').notNull().default(0),
    lastSentAt: ts('last_sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.workerId, t.bucket] }),
    index('message_stats_bucket_idx').on(t.bucket),
  ],
);

/**
 * The same counts per whole UTC day, folded in the same way: a long period's totals read its
 * whole UTC days here and only its two partial days from the quarter hours.
 */
export const messageStatsDaily = pgTable(
  'message_stats_daily',
  {
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    receivedCount: integer('received_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workerId, t.day] }),
    index('message_stats_daily_day_idx').on(t.day),
  ],
);

/**
 * Answers' waiting times per worker and UTC day as a histogram: `bins[i]` counts the answers whose
 * seconds fall in [1.05^(i-1), 1.05^i) (bin 1 also holds anything under a second). Medians of long
 * periods merge these rows instead of sorting every answer.
 */
export const responseStatsDaily = pgTable(
  'response_stats_daily',
  {
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    bins: integer('bins').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.day] })],
);

/** How far the roll-ups have folded the messages in (one row): ids above it are read directly. */
export const statsWatermark = pgTable('stats_watermark', {
  id: integer('id').primaryKey().default(1),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
});
