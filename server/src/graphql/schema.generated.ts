import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from './context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A moderator as the app shows it. */
export type AppProfile = {
  __typename?: 'AppProfile';
  age?: Maybe<Scalars['Int']['output']>;
  avatar?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  display_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  uid: Scalars['String']['output'];
};

/**
 * Balanced auto-offer: when it is on, the server offers each waiting chat, oldest first, to the
 * available chatter (offers subscription open, queue permission, under capacity) with the fewest
 * open chats; they accept it within the offer's time or it goes to the next.
 */
export type AutoOfferSetting = {
  __typename?: 'AutoOfferSetting';
  /** How long a chatter has to accept an offer. */
  acceptSeconds: Scalars['Int']['output'];
  /** Most chats a chatter holds at once (an outstanding offer counts as one). */
  capacity: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
};

/**
 * A chatter's unsent text in a chat, kept on the server (one per worker per room): restored on a
 * reload, on another device and after the chat's deadline passed; gone when they send a text.
 */
export type ChatDraft = {
  __typename?: 'ChatDraft';
  roomId: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/**
 * A chat message. `id` is the server's sequence number: ids grow in the order messages are stored,
 * across all rooms, so a client that reconnects asks for what came after the last id it saw.
 */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** The sender's own id for the message, echoed back (idempotent sends). */
  clientId?: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  /** True when the moderator side wrote it. */
  fromModerator: Scalars['Boolean']['output'];
  gift?: Maybe<Gift>;
  id: Scalars['ID']['output'];
  /** Read by its recipient. */
  ir: Scalars['Boolean']['output'];
  isDeleted: Scalars['Boolean']['output'];
  /** Shared locations: content is 'lat,lng'; these are its numbers. */
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  /** C text, G gift, GL shared location, I image or video, P private-photo request. */
  messageType: Scalars['String']['output'];
  privatePhotoRequestId?: Maybe<Scalars['Int']['output']>;
  /** Staff only (null for real users): the worker it reached (holding the chat, else the fake user's). */
  receiverWorkerId?: Maybe<Scalars['Int']['output']>;
  recipient_id: Scalars['Int']['output'];
  /** PENDING, APPROVE, REJECT or CANCEL for 'P' messages. */
  requestStatus?: Maybe<Scalars['String']['output']>;
  roomId: Scalars['ID']['output'];
  /** Staff only (null for real users): the worker who wrote it as the moderator. */
  senderWorkerId?: Maybe<Scalars['Int']['output']>;
  timestamp: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
  /** The sender's user id (the moderator's id when staff wrote it). */
  userId: Scalars['Int']['output'];
  video: Scalars['Boolean']['output'];
};

export type ChatNote = {
  __typename?: 'ChatNote';
  content: Scalars['String']['output'];
  forRealUser: Scalars['Boolean']['output'];
  roomId: Scalars['ID']['output'];
};

export type ChatNotes = {
  __typename?: 'ChatNotes';
  moderatorNote: Scalars['String']['output'];
  userNote: Scalars['String']['output'];
};

/** A waiting chat offered to the caller alone until expiresAt. */
export type ChatOffer = {
  __typename?: 'ChatOffer';
  chat: QueueItem;
  expiresAt: Scalars['String']['output'];
  roomId: Scalars['ID']['output'];
};

/** A person on either side of a chat. */
export type ChatPerson = {
  __typename?: 'ChatPerson';
  /** The primary public photo's thumbnail, if any. */
  avatar?: Maybe<Scalars['String']['output']>;
  display_name?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isOnline: Scalars['Boolean']['output'];
  /** Wire id: a moderator's carries the marker x0x (m12x0x); a real user's is their id. */
  uid: Scalars['String']['output'];
};

/** A chat between a real user and a moderator. The id is both wire ids joined by ___ (7___m12x0x). */
export type ChatRoom = {
  __typename?: 'ChatRoom';
  deadline?: Maybe<Scalars['String']['output']>;
  /** While a worker holds the chat: who, and until when (ISO). */
  holderId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The id of the room's newest message (where a new subscription resumes from). */
  lastMessageId?: Maybe<Scalars['ID']['output']>;
  latestTime?: Maybe<Scalars['String']['output']>;
  moderator: ChatPerson;
  moderatorId: Scalars['Int']['output'];
  /** The real user's name. */
  name: Scalars['String']['output'];
  /** Staff only; empty for real users. */
  notes: ChatNotes;
  /** The moderator's wire id. */
  target: Scalars['String']['output'];
  /** Messages to the caller's side not read yet. */
  unread: Scalars['Int']['output'];
  user: ChatPerson;
  userId: Scalars['Int']['output'];
};

/**
 * A staff member on a chat's "who is viewing" list: one who has the chat open now, or the worker
 * holding it (taken from the queue, deadline not passed) whether they have it open or not.
 */
export type ChatViewer = {
  __typename?: 'ChatViewer';
  /** They hold the chat (the queue entry's worker). */
  holdsChat: Scalars['Boolean']['output'];
  /** The staff member's id. */
  id: Scalars['ID']['output'];
  /** Their name as staff see it (first and last name, else the email). */
  name: Scalars['String']['output'];
  /** SUPER_ADMIN, ADMIN or CHATTER (spec roles). */
  role: Scalars['String']['output'];
  /** They have the chat open now (on any server instance). */
  viewing: Scalars['Boolean']['output'];
};

export type Comment = {
  __typename?: 'Comment';
  commentDescription: Scalars['String']['output'];
  createdDate: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  user: PostUser;
};

/** A country for the pickers (spec section 3 'countries'). */
export type Country = {
  __typename?: 'Country';
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A fake user changed as a worker's workspace shows it. */
export type FakeUserChange = {
  __typename?: 'FakeUserChange';
  /** The fake user (0 after the server may have missed changes: read everything again). */
  moderatorId: Scalars['Int']['output'];
  /**
   * It came to or left a worker, or was made or deleted: the chats it brings come or go too. Else
   * only its card changed (name, online toggle, avatar).
   */
  reassigned: Scalars['Boolean']['output'];
};

/** A gift a message can carry (spec section 3 'Gift'). */
export type Gift = {
  __typename?: 'Gift';
  cost: Scalars['Int']['output'];
  giftName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  picture: Scalars['String']['output'];
  /** real or virtual */
  type: Scalars['String']['output'];
};

export type Like = {
  __typename?: 'Like';
  createdDate: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  user: PostUser;
};

export type MessageLengthSetting = {
  __typename?: 'MessageLengthSetting';
  minMessageLength: Scalars['Int']['output'];
};

/** A moderator with chats waiting in the queue (spec: moderators-in-queue, polled every 30 s). */
export type ModeratorInQueue = {
  __typename?: 'ModeratorInQueue';
  /** Waiting chats of this moderator. */
  count: Scalars['Int']['output'];
  moderator: QueueModerator;
};

export type Moment = {
  __typename?: 'Moment';
  Title: Scalars['String']['output'];
  commentsCount: Scalars['Int']['output'];
  createdBy?: Maybe<PostAuthor>;
  createdDate: Scalars['String']['output'];
  file_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  isPublished: Scalars['Boolean']['output'];
  likesCount: Scalars['Int']['output'];
  momentDescription: Scalars['String']['output'];
  pk: Scalars['Int']['output'];
  publishAt?: Maybe<Scalars['String']['output']>;
  thumbnail?: Maybe<Scalars['String']['output']>;
  video: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Takes the chat offered to the caller until its deadline, as takeChat does. */
  acceptChatOffer: QueueItem;
  /** Opens (or reopens) the chat with a moderator; nothing is queued until the user writes. */
  appStartChat: ChatRoom;
  cancelPrivatePhotoRequest: PrivatePhotoRequest;
  /** genericComment on a moment. */
  commentMoment: Comment;
  /** A worker starts a chat between a moderator and a real user and holds it. */
  createChatAllModerator: ChatRoom;
  /** Saves the moderator-side (forRealUser false) or user-side note of a chat. */
  createNotes: ChatNote;
  /** A private photo from one of the caller's pending image uploads or a stock image. */
  createPrivatePhoto: Photo;
  /** Gives the offer back: the chat keeps its place and goes to another chatter first. */
  declineChatOffer: Scalars['Boolean']['output'];
  /** The spec's names for DELETE /api/user/{id}/photo/, one per kind of photo. */
  deleteAvatarPhoto: Scalars['Boolean']['output'];
  deleteMoment: Scalars['Boolean']['output'];
  deletePrivatePhoto: Scalars['Boolean']['output'];
  /** Removes a stock image and its files; photos and posts made from it keep their own copies. */
  deleteStockImage: Scalars['Boolean']['output'];
  deleteStory: Scalars['Boolean']['output'];
  /** Deletes messages of a room (staff: any; a real user: their own). Answers the ids deleted. */
  deleteUserMessages: Array<Scalars['ID']['output']>;
  genericComment: Comment;
  /** Likes as the moderator (required: staff never react as themselves); answers the new likes count. */
  genericLike: Scalars['Int']['output'];
  /** A gift from the moderator (senderId) to the real user (receiverId), sent as a gift message. */
  giftPurchase: ChatMessage;
  /** A moment needs a description or an image; publishAt ahead schedules it. */
  insertMoment: Moment;
  /** A story from one of the caller's pending uploads or a stock image; publishAt ahead schedules it. */
  insertStory: Story;
  /** genericLike on a moment. */
  likeMoment: Scalars['Int']['output'];
  /** Marks what the caller's side received in the room as read; answers how many. */
  markRoomRead: Scalars['Int']['output'];
  /** A = approve, R = reject (the asked side), C = cancel (the asking side). */
  privatePhotoDecision: PrivatePhotoRequest;
  /** The moderator (userId) visited the real user's profile (friendId). */
  profileVisit: Scalars['Boolean']['output'];
  /** Gives a held chat back to the queue. */
  releaseChat: Scalars['Boolean']['output'];
  /** The moderator asks the real user for their private photos. */
  requestUserPrivatePhotos: PrivatePhotoRequestResult;
  /**
   * Saves the caller's draft in a room they work (at most the message maximum); a text of only
   * white space deletes it and answers null.
   */
  saveChatDraft?: Maybe<ChatDraft>;
  /**
   * Sends a message in a room: a real user writes as themself, a worker as the room's moderator.
   * Texts have at most 300 characters; staff texts need the minimum length (non-space characters).
   * A repeated clientId answers the message already stored.
   */
  sendMessage: ChatMessage;
  /** Starts (or reopens) the chat of a moderator and a real user and sends a text in it. */
  sendMessageAllModerator: ChatMessage;
  /** A notification line in the dialogue (messageType N): no minimum; it neither queues nor answers. */
  sendNotification: ChatMessage;
  /** Admins turn auto-offer on or off and set its capacity and time to accept. */
  setAutoOffer: AutoOfferSetting;
  /** Admins: the minimum length of staff text messages (non-space characters). */
  setChatMessageLength: MessageLengthSetting;
  /** Takes a waiting chat from the queue until its deadline; exactly one of two racing workers wins. */
  takeChat: QueueItem;
  /** Saves a worker or admin profile. pasteAccess applies to workers only. For a real user or a moderator only avatarIndex (the primary public photo) may be set. */
  updateProfile: StaffProfile;
  /** Adds one of the caller's pending uploads (POST /api/media/upload/, an image) to the library. */
  uploadStockImage: StockImage;
};


export type MutationAcceptChatOfferArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationAppStartChatArgs = {
  moderatorId: Scalars['Int']['input'];
};


export type MutationCancelPrivatePhotoRequestArgs = {
  requestId: Scalars['Int']['input'];
  roomId: Scalars['ID']['input'];
};


export type MutationCommentMomentArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  moderatorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateChatAllModeratorArgs = {
  moderatorId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationCreateNotesArgs = {
  content: Scalars['String']['input'];
  forRealUser: Scalars['Boolean']['input'];
  roomId: Scalars['ID']['input'];
};


export type MutationCreatePrivatePhotoArgs = {
  stockImageId?: InputMaybe<Scalars['Int']['input']>;
  uploadId?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type MutationDeclineChatOfferArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationDeleteAvatarPhotoArgs = {
  id: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationDeleteMomentArgs = {
  id: Scalars['Int']['input'];
  moderatorId: Scalars['ID']['input'];
};


export type MutationDeletePrivatePhotoArgs = {
  id: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationDeleteStockImageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteStoryArgs = {
  id: Scalars['Int']['input'];
  moderatorId: Scalars['ID']['input'];
};


export type MutationDeleteUserMessagesArgs = {
  ids: Array<Scalars['ID']['input']>;
  roomId: Scalars['ID']['input'];
};


export type MutationGenericCommentArgs = {
  comment: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  kind: PostKind;
  moderatorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationGenericLikeArgs = {
  id: Scalars['Int']['input'];
  kind: PostKind;
  moderatorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationGiftPurchaseArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  giftId: Scalars['Int']['input'];
  receiverId: Scalars['Int']['input'];
  senderId: Scalars['Int']['input'];
};


export type MutationInsertMomentArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  moderatorId: Scalars['ID']['input'];
  publishAt?: InputMaybe<Scalars['String']['input']>;
  stockImageId?: InputMaybe<Scalars['Int']['input']>;
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationInsertStoryArgs = {
  moderatorId: Scalars['ID']['input'];
  publishAt?: InputMaybe<Scalars['String']['input']>;
  stockImageId?: InputMaybe<Scalars['Int']['input']>;
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationLikeMomentArgs = {
  id: Scalars['Int']['input'];
  moderatorId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationMarkRoomReadArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationPrivatePhotoDecisionArgs = {
  decision: PhotoDecision;
  requestId: Scalars['Int']['input'];
  roomId: Scalars['ID']['input'];
};


export type MutationProfileVisitArgs = {
  friendId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationReleaseChatArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationRequestUserPrivatePhotosArgs = {
  moderatorId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationSaveChatDraftArgs = {
  roomId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationSendMessageArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  giftId?: InputMaybe<Scalars['Int']['input']>;
  kind: Scalars['String']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  roomId: Scalars['ID']['input'];
  stockImageId?: InputMaybe<Scalars['Int']['input']>;
  uploadId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSendMessageAllModeratorArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  moderatorId: Scalars['Int']['input'];
  userId: Scalars['Int']['input'];
};


export type MutationSendNotificationArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  content: Scalars['String']['input'];
  roomId: Scalars['ID']['input'];
};


export type MutationSetAutoOfferArgs = {
  acceptSeconds: Scalars['Int']['input'];
  capacity: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
};


export type MutationSetChatMessageLengthArgs = {
  minMessageLength: Scalars['Int']['input'];
};


export type MutationTakeChatArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  about?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  allowManualChat?: InputMaybe<Scalars['Boolean']['input']>;
  avatarIndex?: InputMaybe<Scalars['Int']['input']>;
  chatAccess?: InputMaybe<Scalars['Boolean']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  language?: InputMaybe<Array<Scalars['Int']['input']>>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Array<Scalars['Float']['input']>>;
  pasteAccess?: InputMaybe<Scalars['Boolean']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUploadStockImageArgs = {
  uploadId: Scalars['Int']['input'];
};

/** A permission check answer (spec: each check returns isAllowed). */
export type Permission = {
  __typename?: 'Permission';
  isAllowed: Scalars['Boolean']['output'];
};

/** A photo of a real user or moderator (spec section 3 'Private photo'). */
export type Photo = {
  __typename?: 'Photo';
  file_url: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  thumbnail_url?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  video: Scalars['Boolean']['output'];
};

export type PhotoDecision =
  /** approve */
  | 'A'
  /** cancel */
  | 'C'
  /** reject */
  | 'R';

export type PostAuthor = {
  __typename?: 'PostAuthor';
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

/** Stories and moments (spec section 3). */
export type PostKind =
  | 'MOMENT'
  | 'STORY';

export type PostUser = {
  __typename?: 'PostUser';
  avatarUrl?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastSeen?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

/** P pending, A approved, R rejected, C cancelled. */
export type PrivatePhotoRequest = {
  __typename?: 'PrivatePhotoRequest';
  id: Scalars['Int']['output'];
  /** Whose private photos were asked for. */
  requestedUserId: Scalars['Int']['output'];
  roomId: Scalars['ID']['output'];
  status: Scalars['String']['output'];
  /** Who asked to see them. */
  userToViewId: Scalars['Int']['output'];
};

export type PrivatePhotoRequestResult = {
  __typename?: 'PrivatePhotoRequestResult';
  /** 'created' when a request was made. */
  message: Scalars['String']['output'];
  request: PrivatePhotoRequest;
};

export type Query = {
  __typename?: 'Query';
  /** Admins and super admins, paged like GET /api/admin/. */
  adminListing: UserPage;
  allCountries: Array<Country>;
  /** Everyone's published moments, newest first. */
  allMoments: Array<Moment>;
  allRealGift: Array<Gift>;
  allUserMoments: Array<Moment>;
  /** Published stories of several users at once, in the order of userIds. */
  allUserMultiStories: Array<UserStories>;
  /** A user's published stories (publishAt absent or past), newest first. */
  allUserStories: Array<Story>;
  allVirtualGift: Array<Gift>;
  /**
   * A moderator's private photos, for a real user whose request to see them was approved (refused
   * otherwise). The links are signed and expire within two hours: read them again to show more.
   */
  appPrivatePhotos: Array<Photo>;
  /** Moderators to write to, newest first. */
  appProfiles: Array<AppProfile>;
  /** The caller's chats, newest activity first. */
  appRooms: Array<ChatRoom>;
  /** The chats the calling worker holds now. */
  assignedChats: Array<QueueItem>;
  autoOfferSetting: AutoOfferSetting;
  /** The caller's own draft in the room, or null. */
  chatDraft?: Maybe<ChatDraft>;
  chatMessageLengthSetting: MessageLengthSetting;
  /** May the caller paste into the message box? */
  chatPasteSettings: Permission;
  /** May the caller work the chat queue (CHAT IN QUEUE menu)? */
  chatQueueSettings: Permission;
  /** Chats waiting for a worker, oldest first (assigned ones are hidden). Chatters need the chat-queue permission. */
  chatsInQueue: Array<QueueItem>;
  /** Unassigned chats waiting in the queue (menu counter 'QUEUE: n'). */
  chatsInQueueCount: Scalars['Int']['output'];
  /** May the caller visit the admin listing? */
  checkAdminListingPermission: Permission;
  /** May the caller visit the real-user listing? */
  checkUserListingPermission: Permission;
  /** May this worker (default: the caller) chat? */
  checkWorkerChatPermission: Permission;
  /** The published moments of the current user, as currentUserStories. */
  currentUserMoments: Array<Moment>;
  /** The published stories of the current user: the caller's own (a real user in the app), or for staff the user named (the chat's real user). */
  currentUserStories: Array<Story>;
  getMomentComments: Array<Comment>;
  getMomentLikes: Array<Like>;
  /** A room's messages, oldest first: the last 100, or the 100 before the id `before`. */
  messagesForWorkers: Array<ChatMessage>;
  /** A month (YYYY-MM), one slot per day. */
  messagesStatistics: WorkerStatistics;
  moderatorsInQueue: Array<ModeratorInQueue>;
  /** The chat offered to the caller now, or null. */
  myChatOffer?: Maybe<ChatOffer>;
  /** The moderator side's latest private-photo request in a room, or null. */
  privatePhotoRequestStatus?: Maybe<PrivatePhotoRequest>;
  /** A real user's or moderator's private photos. */
  privateUserPhotos: Array<Photo>;
  /** One chat, for staff who may read it and for its real user. */
  room?: Maybe<ChatRoom>;
  /** A room's messages for its real user, oldest first: the last 100, or the 100 before `before`. */
  roomMessages: Array<ChatMessage>;
  /** The chats the caller works (optionally one moderator's), newest activity first, at most 100. */
  rooms: Array<ChatRoom>;
  /** A day (YYYY-MM-DD; default today in the time zone), one slot per hour. */
  sameDayMessagesStatistics: WorkerStatistics;
  /** The current week, Monday to Sunday, one slot per day. */
  sameWeekMessagesStatistics: WorkerStatistics;
  /** The shared stock-image library, newest first. userId is accepted for the spec's call and ignored: the library is shared. */
  stockImages: Array<StockImage>;
  /** Every worker (CHATTER) for a month (YYYY-MM) or a day (YYYY-MM-DD); admins only. */
  teamMessagesStatistics: Array<TeamMemberStatistics>;
  /** One person by id (real user or staff); null when there is none. */
  user?: Maybe<UserSummary>;
  /** Real users (no staff role), paged like GET /api/user/. */
  userListing: UserPage;
  userScheduledMoments: Array<Moment>;
  /** A user's scheduled stories (publishAt ahead), soonest first. */
  userScheduledStories: Array<Story>;
  /** The spec's name for a user's published stories (same as allUserStories). */
  userStories: Array<Story>;
  /** Admins and super admins (the moderator list's 'Created by' filter). */
  usersAdmins: Array<UserSummary>;
  /** The users an admin owns (moderators and users they created). */
  usersCreatedByAdmin: Array<UserSummary>;
};


export type QueryAdminListingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAllMomentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAllUserMomentsArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryAllUserMultiStoriesArgs = {
  userIds: Array<Scalars['Int']['input']>;
};


export type QueryAllUserStoriesArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryAppPrivatePhotosArgs = {
  moderatorId: Scalars['Int']['input'];
};


export type QueryAppProfilesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryChatDraftArgs = {
  roomId: Scalars['ID']['input'];
};


export type QueryCheckWorkerChatPermissionArgs = {
  workerId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCurrentUserMomentsArgs = {
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCurrentUserStoriesArgs = {
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetMomentCommentsArgs = {
  id: Scalars['Int']['input'];
  kind: PostKind;
};


export type QueryGetMomentLikesArgs = {
  id: Scalars['Int']['input'];
  kind: PostKind;
};


export type QueryMessagesForWorkersArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  roomId: Scalars['ID']['input'];
};


export type QueryMessagesStatisticsArgs = {
  month: Scalars['String']['input'];
  timeZone?: InputMaybe<Scalars['String']['input']>;
  workerId: Scalars['ID']['input'];
};


export type QueryPrivatePhotoRequestStatusArgs = {
  roomId: Scalars['ID']['input'];
};


export type QueryPrivateUserPhotosArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRoomArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoomMessagesArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  roomId: Scalars['ID']['input'];
};


export type QueryRoomsArgs = {
  moderatorId?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySameDayMessagesStatisticsArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  workerId: Scalars['ID']['input'];
};


export type QuerySameWeekMessagesStatisticsArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
  workerId: Scalars['ID']['input'];
};


export type QueryStockImagesArgs = {
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTeamMessagesStatisticsArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
  month?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUserListingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUserScheduledMomentsArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryUserScheduledStoriesArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryUserStoriesArgs = {
  userId: Scalars['Int']['input'];
};


export type QueryUsersCreatedByAdminArgs = {
  adminId: Scalars['Int']['input'];
};

/** A chat waiting in the queue or held by a worker (spec section 3 'Chat-in-queue entry'). */
export type QueueItem = {
  __typename?: 'QueueItem';
  /** The deadline of the worker holding it. */
  clearedAt?: Maybe<Scalars['String']['output']>;
  dateCreated: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isAssigned: Scalars['Boolean']['output'];
  moderator: QueueModerator;
  roomId: Scalars['ID']['output'];
  updatedAt?: Maybe<Scalars['String']['output']>;
  userDetails: QueueUser;
  worker?: Maybe<QueueWorker>;
};

export type QueueModerator = {
  __typename?: 'QueueModerator';
  display_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  uid: Scalars['String']['output'];
  username?: Maybe<Scalars['String']['output']>;
};

export type QueueUser = {
  __typename?: 'QueueUser';
  display_name?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type QueueWorker = {
  __typename?: 'QueueWorker';
  id: Scalars['Int']['output'];
};

/** A worker or admin profile; field names follow the REST body of GET /api/worker/{id}/. */
export type StaffProfile = {
  __typename?: 'StaffProfile';
  about: Scalars['String']['output'];
  address?: Maybe<Scalars['String']['output']>;
  age?: Maybe<Scalars['Int']['output']>;
  allow_manual_chat: Scalars['Boolean']['output'];
  /** Workers only; null for admins: may work the chat queue. */
  chatAccess?: Maybe<Scalars['Boolean']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  country_code?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isOnline: Scalars['Boolean']['output'];
  language: Array<Scalars['Int']['output']>;
  language_id_code?: Maybe<Scalars['String']['output']>;
  last_name: Scalars['String']['output'];
  location?: Maybe<Array<Scalars['Float']['output']>>;
  /** Workers only; null for admins. */
  pasteAccess?: Maybe<Scalars['Boolean']['output']>;
  roles: Array<Scalars['String']['output']>;
  user_last_seen?: Maybe<Scalars['String']['output']>;
  zip_code?: Maybe<Scalars['String']['output']>;
};

/** The settings every staff member reads (the auto-offer and the message length), as they are now. */
export type StaffSettings = {
  __typename?: 'StaffSettings';
  autoOffer: AutoOfferSetting;
  minMessageLength: Scalars['Int']['output'];
  /** The caller may paste into the message box (chatPasteSettings). */
  pasteAllowed: Scalars['Boolean']['output'];
  /** The caller may take chats from the queue (chatQueueSettings). */
  queueAllowed: Scalars['Boolean']['output'];
};

/** Messages of one day of the period. */
export type StatisticsDay = {
  __typename?: 'StatisticsDay';
  /** YYYY-MM-DD in the asked time zone. */
  day: Scalars['String']['output'];
  receivedCount: Scalars['Int']['output'];
  sentCount: Scalars['Int']['output'];
};

/** Messages of one hour of the day. */
export type StatisticsHour = {
  __typename?: 'StatisticsHour';
  /** 0-23, the local hour in the asked time zone. */
  hour: Scalars['Int']['output'];
  receivedCount: Scalars['Int']['output'];
  sentCount: Scalars['Int']['output'];
};

/** A moderator (fake user) the worker works, for the edit links. */
export type StatisticsModerator = {
  __typename?: 'StatisticsModerator';
  avatar?: Maybe<Scalars['String']['output']>;
  fullName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type StatisticsTotals = {
  __typename?: 'StatisticsTotals';
  receivedCount: Scalars['Int']['output'];
  sentCount: Scalars['Int']['output'];
};

/** An image of the shared stock library (spec section 3 'Stock image'). */
export type StockImage = {
  __typename?: 'StockImage';
  createdDate: Scalars['String']['output'];
  file: Scalars['String']['output'];
  file_url: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  thumbnail_url?: Maybe<Scalars['String']['output']>;
};

export type Story = {
  __typename?: 'Story';
  batchNumber: Scalars['Int']['output'];
  commentsCount: Scalars['Int']['output'];
  createdBy?: Maybe<PostAuthor>;
  createdDate: Scalars['String']['output'];
  file: Scalars['String']['output'];
  /** image or video */
  fileType: Scalars['String']['output'];
  file_url: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  isPublished: Scalars['Boolean']['output'];
  likesCount: Scalars['Int']['output'];
  pk: Scalars['Int']['output'];
  publishAt?: Maybe<Scalars['String']['output']>;
  thumbnail?: Maybe<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * True each time a team briefing is written, edited or deleted: the dashboard's unread briefings
   * and the admins' list read again then, instead of on a timer.
   */
  briefingsChanged: Scalars['Boolean']['output'];
  /**
   * While it is open the caller is available for offers. Yields the caller's offer (null when
   * there is none) at once and whenever it changes.
   */
  chatOffers?: Maybe<ChatOffer>;
  /**
   * The id of a chat that changed other than by a message: its hold taken, released, started or
   * returned to the queue at its deadline, or a note saved. A chatter hears the chats of the fake
   * users they work and those they hold or held; admins every chat. The chat list reads that one
   * chat again instead of the whole list on a timer. An empty id after the server may have missed
   * changes: read the whole list.
   */
  chatRoomChanged: Scalars['ID']['output'];
  /**
   * A chat's card as its first message is stored (a real user's first message to a fake user, or a
   * worker starting a chat), to those who hear that message: the chat list lays it in without
   * reading it. Null when the chat is gone by the time its card is read.
   */
  chatStarted?: Maybe<ChatRoom>;
  /**
   * Who is viewing the room, and who holds its chat: the whole list at once and again whenever it
   * changes. While the subscription is open the caller counts as viewing the room; it changes
   * nothing else (an admin looking does not take the chat). Admins may watch any chat, a chatter the
   * chats they work; real users never.
   */
  chatViewers: Array<ChatViewer>;
  /**
   * True each time a contact-us message arrives or an admin marks one handled or open: the inbox and
   * its count in the menu read again then (admins).
   */
  contactMessagesChanged: Scalars['Boolean']['output'];
  /**
   * Each change to a fake user a worker works (or worked until this change): a chatter hears their
   * own, admins every fake user's. The workspace reads the worker's fake users again then, instead
   * of every 10 s.
   */
  fakeUserChanged: FakeUserChange;
  /**
   * New messages the caller may see (optionally one room's or one moderator's). With `after`, first
   * every such message stored after that id, then live ones: each once, in order.
   */
  onNewMessage: ChatMessage;
  /**
   * The id of the person whose stories or moments changed (posted, scheduled, published at their
   * time, removed, liked, commented), each time: read them again then. Without `userId`, anyone's
   * (the moments feed). 0 after the server may have missed changes: read again whatever is shown.
   */
  postsChanged: Scalars['Int']['output'];
  /** Private-photo request changes (optionally one room's). */
  privatePhotoRequest: PrivatePhotoRequest;
  /** The new number of unassigned chats, whenever it changes. */
  queueChanged: Scalars['Int']['output'];
  /**
   * The settings at once and again whenever an admin changes one, or one of the caller's own
   * permissions (on any instance): the open back-office follows them by event and reads them only
   * while its socket is down.
   */
  settingsChanged: StaffSettings;
};


export type SubscriptionChatViewersArgs = {
  roomId: Scalars['ID']['input'];
};


export type SubscriptionOnNewMessageArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  moderatorId?: InputMaybe<Scalars['Int']['input']>;
  roomId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionPostsChangedArgs = {
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionPrivatePhotoRequestArgs = {
  roomId?: InputMaybe<Scalars['ID']['input']>;
};

/** One worker's figures for a period (the admins' team view). */
export type TeamMemberStatistics = {
  __typename?: 'TeamMemberStatistics';
  activeChats: Scalars['Int']['output'];
  /** Masked as the worker cards mask it (first 3 characters). */
  email: Scalars['String']['output'];
  /** The one presence rule: signed in, and a contact in the last 5 minutes. */
  isOnline: Scalars['Boolean']['output'];
  lastContact?: Maybe<Scalars['String']['output']>;
  lastMessage?: Maybe<Scalars['String']['output']>;
  medianResponseSeconds?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  receivedCount: Scalars['Int']['output'];
  sentCount: Scalars['Int']['output'];
  workerId: Scalars['ID']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  count: Scalars['Int']['output'];
  results: Array<UserSummary>;
};

export type UserStories = {
  __typename?: 'UserStories';
  stories: Array<Story>;
  userId: Scalars['Int']['output'];
};

/** A person in a GraphQL listing (real user or staff). */
export type UserSummary = {
  __typename?: 'UserSummary';
  age?: Maybe<Scalars['Int']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  display_name?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  fullName: Scalars['String']['output'];
  gender?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  isOnline: Scalars['Boolean']['output'];
  roles: Array<Scalars['String']['output']>;
  sign_up: Scalars['String']['output'];
  user_last_seen?: Maybe<Scalars['String']['output']>;
};

export type WorkerStatistics = {
  __typename?: 'WorkerStatistics';
  /** Chats the worker holds now (taken from the queue, deadline not passed). */
  activeChats: Scalars['Int']['output'];
  /** The period: YYYY-MM (month), YYYY-MM-DD (day), or the week's Monday as YYYY-MM-DD (week). */
  date: Scalars['String']['output'];
  /** One entry per day of the month or week, in order; empty for a day. */
  days: Array<StatisticsDay>;
  /** 24 entries for a day, in order; empty for a month or week. */
  hours: Array<StatisticsHour>;
  /** The one presence rule: signed in, and a contact in the last 5 minutes. */
  isOnline: Scalars['Boolean']['output'];
  /** Nanoseconds since the epoch (spec): the worker's last request, sign-in or message sent, whichever is later. */
  lastContact?: Maybe<Scalars['String']['output']>;
  /** Nanoseconds since the epoch: the last message the worker sent. */
  lastMessage?: Maybe<Scalars['String']['output']>;
  /**
   * Median seconds from a real user's message that starts a wait to this worker's answer, over
   * answers given in the period; null when there were none.
   */
  medianResponseSeconds?: Maybe<Scalars['Float']['output']>;
  moderators: Array<StatisticsModerator>;
  /** The worker's full name (or email). */
  name: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
  totals: StatisticsTotals;
  workerId: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = T | Promise<T>;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppProfile: ResolverTypeWrapper<Partial<AppProfile>>;
  AutoOfferSetting: ResolverTypeWrapper<Partial<AutoOfferSetting>>;
  Boolean: ResolverTypeWrapper<Partial<Scalars['Boolean']['output']>>;
  ChatDraft: ResolverTypeWrapper<Partial<ChatDraft>>;
  ChatMessage: ResolverTypeWrapper<Partial<ChatMessage>>;
  ChatNote: ResolverTypeWrapper<Partial<ChatNote>>;
  ChatNotes: ResolverTypeWrapper<Partial<ChatNotes>>;
  ChatOffer: ResolverTypeWrapper<Partial<ChatOffer>>;
  ChatPerson: ResolverTypeWrapper<Partial<ChatPerson>>;
  ChatRoom: ResolverTypeWrapper<Partial<ChatRoom>>;
  ChatViewer: ResolverTypeWrapper<Partial<ChatViewer>>;
  Comment: ResolverTypeWrapper<Partial<Comment>>;
  Country: ResolverTypeWrapper<Partial<Country>>;
  FakeUserChange: ResolverTypeWrapper<Partial<FakeUserChange>>;
  Float: ResolverTypeWrapper<Partial<Scalars['Float']['output']>>;
  Gift: ResolverTypeWrapper<Partial<Gift>>;
  ID: ResolverTypeWrapper<Partial<Scalars['ID']['output']>>;
  Int: ResolverTypeWrapper<Partial<Scalars['Int']['output']>>;
  Like: ResolverTypeWrapper<Partial<Like>>;
  MessageLengthSetting: ResolverTypeWrapper<Partial<MessageLengthSetting>>;
  ModeratorInQueue: ResolverTypeWrapper<Partial<ModeratorInQueue>>;
  Moment: ResolverTypeWrapper<Partial<Moment>>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Permission: ResolverTypeWrapper<Partial<Permission>>;
  Photo: ResolverTypeWrapper<Partial<Photo>>;
  PhotoDecision: ResolverTypeWrapper<Partial<PhotoDecision>>;
  PostAuthor: ResolverTypeWrapper<Partial<PostAuthor>>;
  PostKind: ResolverTypeWrapper<Partial<PostKind>>;
  PostUser: ResolverTypeWrapper<Partial<PostUser>>;
  PrivatePhotoRequest: ResolverTypeWrapper<Partial<PrivatePhotoRequest>>;
  PrivatePhotoRequestResult: ResolverTypeWrapper<Partial<PrivatePhotoRequestResult>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueItem: ResolverTypeWrapper<Partial<QueueItem>>;
  QueueModerator: ResolverTypeWrapper<Partial<QueueModerator>>;
  QueueUser: ResolverTypeWrapper<Partial<QueueUser>>;
  QueueWorker: ResolverTypeWrapper<Partial<QueueWorker>>;
  StaffProfile: ResolverTypeWrapper<Partial<StaffProfile>>;
  StaffSettings: ResolverTypeWrapper<Partial<StaffSettings>>;
  StatisticsDay: ResolverTypeWrapper<Partial<StatisticsDay>>;
  StatisticsHour: ResolverTypeWrapper<Partial<StatisticsHour>>;
  StatisticsModerator: ResolverTypeWrapper<Partial<StatisticsModerator>>;
  StatisticsTotals: ResolverTypeWrapper<Partial<StatisticsTotals>>;
  StockImage: ResolverTypeWrapper<Partial<StockImage>>;
  Story: ResolverTypeWrapper<Partial<Story>>;
  String: ResolverTypeWrapper<Partial<Scalars['String']['output']>>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TeamMemberStatistics: ResolverTypeWrapper<Partial<TeamMemberStatistics>>;
  UserPage: ResolverTypeWrapper<Partial<UserPage>>;
  UserStories: ResolverTypeWrapper<Partial<UserStories>>;
  UserSummary: ResolverTypeWrapper<Partial<UserSummary>>;
  WorkerStatistics: ResolverTypeWrapper<Partial<WorkerStatistics>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AppProfile: Partial<AppProfile>;
  AutoOfferSetting: Partial<AutoOfferSetting>;
  Boolean: Partial<Scalars['Boolean']['output']>;
  ChatDraft: Partial<ChatDraft>;
  ChatMessage: Partial<ChatMessage>;
  ChatNote: Partial<ChatNote>;
  ChatNotes: Partial<ChatNotes>;
  ChatOffer: Partial<ChatOffer>;
  ChatPerson: Partial<ChatPerson>;
  ChatRoom: Partial<ChatRoom>;
  ChatViewer: Partial<ChatViewer>;
  Comment: Partial<Comment>;
  Country: Partial<Country>;
  FakeUserChange: Partial<FakeUserChange>;
  Float: Partial<Scalars['Float']['output']>;
  Gift: Partial<Gift>;
  ID: Partial<Scalars['ID']['output']>;
  Int: Partial<Scalars['Int']['output']>;
  Like: Partial<Like>;
  MessageLengthSetting: Partial<MessageLengthSetting>;
  ModeratorInQueue: Partial<ModeratorInQueue>;
  Moment: Partial<Moment>;
  Mutation: Record<PropertyKey, never>;
  Permission: Partial<Permission>;
  Photo: Partial<Photo>;
  PostAuthor: Partial<PostAuthor>;
  PostUser: Partial<PostUser>;
  PrivatePhotoRequest: Partial<PrivatePhotoRequest>;
  PrivatePhotoRequestResult: Partial<PrivatePhotoRequestResult>;
  Query: Record<PropertyKey, never>;
  QueueItem: Partial<QueueItem>;
  QueueModerator: Partial<QueueModerator>;
  QueueUser: Partial<QueueUser>;
  QueueWorker: Partial<QueueWorker>;
  StaffProfile: Partial<StaffProfile>;
  StaffSettings: Partial<StaffSettings>;
  StatisticsDay: Partial<StatisticsDay>;
  StatisticsHour: Partial<StatisticsHour>;
  StatisticsModerator: Partial<StatisticsModerator>;
  StatisticsTotals: Partial<StatisticsTotals>;
  StockImage: Partial<StockImage>;
  Story: Partial<Story>;
  String: Partial<Scalars['String']['output']>;
  Subscription: Record<PropertyKey, never>;
  TeamMemberStatistics: Partial<TeamMemberStatistics>;
  UserPage: Partial<UserPage>;
  UserStories: Partial<UserStories>;
  UserSummary: Partial<UserSummary>;
  WorkerStatistics: Partial<WorkerStatistics>;
};

export type AppProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AppProfile'] = ResolversParentTypes['AppProfile']> = {
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AutoOfferSettingResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AutoOfferSetting'] = ResolversParentTypes['AutoOfferSetting']> = {
  acceptSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChatDraftResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatDraft'] = ResolversParentTypes['ChatDraft']> = {
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromModerator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gift?: Resolver<Maybe<ResolversTypes['Gift']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ir?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  messageType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privatePhotoRequestId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  receiverWorkerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recipient_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  senderWorkerId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChatNoteResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatNote'] = ResolversParentTypes['ChatNote']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forRealUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChatNotesResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatNotes'] = ResolversParentTypes['ChatNotes']> = {
  moderatorNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatOfferResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatOffer'] = ResolversParentTypes['ChatOffer']> = {
  chat?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ChatPersonResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatPerson'] = ResolversParentTypes['ChatPerson']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatRoomResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatRoom'] = ResolversParentTypes['ChatRoom']> = {
  deadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  latestTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moderator?: Resolver<ResolversTypes['ChatPerson'], ParentType, ContextType>;
  moderatorId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['ChatNotes'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ChatPerson'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatViewerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ChatViewer'] = ResolversParentTypes['ChatViewer']> = {
  holdsChat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  commentDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PostUser'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FakeUserChangeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FakeUserChange'] = ResolversParentTypes['FakeUserChange']> = {
  moderatorId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reassigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GiftResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Gift'] = ResolversParentTypes['Gift']> = {
  cost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  picture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LikeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Like'] = ResolversParentTypes['Like']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PostUser'], ParentType, ContextType>;
};

export type MessageLengthSettingResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MessageLengthSetting'] = ResolversParentTypes['MessageLengthSetting']> = {
  minMessageLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ModeratorInQueueResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ModeratorInQueue'] = ResolversParentTypes['ModeratorInQueue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moderator?: Resolver<ResolversTypes['QueueModerator'], ParentType, ContextType>;
};

export type MomentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Moment'] = ResolversParentTypes['Moment']> = {
  Title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['PostAuthor']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  momentDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptChatOffer?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationAcceptChatOfferArgs, 'roomId'>>;
  appStartChat?: Resolver<ResolversTypes['ChatRoom'], ParentType, ContextType, RequireFields<MutationAppStartChatArgs, 'moderatorId'>>;
  cancelPrivatePhotoRequest?: Resolver<ResolversTypes['PrivatePhotoRequest'], ParentType, ContextType, RequireFields<MutationCancelPrivatePhotoRequestArgs, 'requestId' | 'roomId'>>;
  commentMoment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationCommentMomentArgs, 'comment' | 'id'>>;
  createChatAllModerator?: Resolver<ResolversTypes['ChatRoom'], ParentType, ContextType, RequireFields<MutationCreateChatAllModeratorArgs, 'moderatorId' | 'userId'>>;
  createNotes?: Resolver<ResolversTypes['ChatNote'], ParentType, ContextType, RequireFields<MutationCreateNotesArgs, 'content' | 'forRealUser' | 'roomId'>>;
  createPrivatePhoto?: Resolver<ResolversTypes['Photo'], ParentType, ContextType, RequireFields<MutationCreatePrivatePhotoArgs, 'userId'>>;
  declineChatOffer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineChatOfferArgs, 'roomId'>>;
  deleteAvatarPhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAvatarPhotoArgs, 'id' | 'userId'>>;
  deleteMoment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMomentArgs, 'id' | 'moderatorId'>>;
  deletePrivatePhoto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePrivatePhotoArgs, 'id' | 'userId'>>;
  deleteStockImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStockImageArgs, 'id'>>;
  deleteStory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStoryArgs, 'id' | 'moderatorId'>>;
  deleteUserMessages?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationDeleteUserMessagesArgs, 'ids' | 'roomId'>>;
  genericComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationGenericCommentArgs, 'comment' | 'id' | 'kind'>>;
  genericLike?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationGenericLikeArgs, 'id' | 'kind'>>;
  giftPurchase?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationGiftPurchaseArgs, 'giftId' | 'receiverId' | 'senderId'>>;
  insertMoment?: Resolver<ResolversTypes['Moment'], ParentType, ContextType, RequireFields<MutationInsertMomentArgs, 'moderatorId'>>;
  insertStory?: Resolver<ResolversTypes['Story'], ParentType, ContextType, RequireFields<MutationInsertStoryArgs, 'moderatorId'>>;
  likeMoment?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationLikeMomentArgs, 'id'>>;
  markRoomRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkRoomReadArgs, 'roomId'>>;
  privatePhotoDecision?: Resolver<ResolversTypes['PrivatePhotoRequest'], ParentType, ContextType, RequireFields<MutationPrivatePhotoDecisionArgs, 'decision' | 'requestId' | 'roomId'>>;
  profileVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationProfileVisitArgs, 'friendId' | 'userId'>>;
  releaseChat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReleaseChatArgs, 'roomId'>>;
  requestUserPrivatePhotos?: Resolver<ResolversTypes['PrivatePhotoRequestResult'], ParentType, ContextType, RequireFields<MutationRequestUserPrivatePhotosArgs, 'moderatorId' | 'userId'>>;
  saveChatDraft?: Resolver<Maybe<ResolversTypes['ChatDraft']>, ParentType, ContextType, RequireFields<MutationSaveChatDraftArgs, 'roomId' | 'text'>>;
  sendMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'kind' | 'roomId'>>;
  sendMessageAllModerator?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendMessageAllModeratorArgs, 'content' | 'moderatorId' | 'userId'>>;
  sendNotification?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendNotificationArgs, 'content' | 'roomId'>>;
  setAutoOffer?: Resolver<ResolversTypes['AutoOfferSetting'], ParentType, ContextType, RequireFields<MutationSetAutoOfferArgs, 'acceptSeconds' | 'capacity' | 'enabled'>>;
  setChatMessageLength?: Resolver<ResolversTypes['MessageLengthSetting'], ParentType, ContextType, RequireFields<MutationSetChatMessageLengthArgs, 'minMessageLength'>>;
  takeChat?: Resolver<ResolversTypes['QueueItem'], ParentType, ContextType, RequireFields<MutationTakeChatArgs, 'roomId'>>;
  updateProfile?: Resolver<ResolversTypes['StaffProfile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'id'>>;
  uploadStockImage?: Resolver<ResolversTypes['StockImage'], ParentType, ContextType, RequireFields<MutationUploadStockImageArgs, 'uploadId'>>;
};

export type PermissionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  isAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PhotoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Photo'] = ResolversParentTypes['Photo']> = {
  file_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostAuthorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PostAuthor'] = ResolversParentTypes['PostAuthor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PostUserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PostUser'] = ResolversParentTypes['PostUser']> = {
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSeen?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrivatePhotoRequestResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PrivatePhotoRequest'] = ResolversParentTypes['PrivatePhotoRequest']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestedUserId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userToViewId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrivatePhotoRequestResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PrivatePhotoRequestResult'] = ResolversParentTypes['PrivatePhotoRequestResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  request?: Resolver<ResolversTypes['PrivatePhotoRequest'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminListing?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryAdminListingArgs>>;
  allCountries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  allMoments?: Resolver<Array<ResolversTypes['Moment']>, ParentType, ContextType, Partial<QueryAllMomentsArgs>>;
  allRealGift?: Resolver<Array<ResolversTypes['Gift']>, ParentType, ContextType>;
  allUserMoments?: Resolver<Array<ResolversTypes['Moment']>, ParentType, ContextType, RequireFields<QueryAllUserMomentsArgs, 'userId'>>;
  allUserMultiStories?: Resolver<Array<ResolversTypes['UserStories']>, ParentType, ContextType, RequireFields<QueryAllUserMultiStoriesArgs, 'userIds'>>;
  allUserStories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType, RequireFields<QueryAllUserStoriesArgs, 'userId'>>;
  allVirtualGift?: Resolver<Array<ResolversTypes['Gift']>, ParentType, ContextType>;
  appPrivatePhotos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType, RequireFields<QueryAppPrivatePhotosArgs, 'moderatorId'>>;
  appProfiles?: Resolver<Array<ResolversTypes['AppProfile']>, ParentType, ContextType, Partial<QueryAppProfilesArgs>>;
  appRooms?: Resolver<Array<ResolversTypes['ChatRoom']>, ParentType, ContextType>;
  assignedChats?: Resolver<Array<ResolversTypes['QueueItem']>, ParentType, ContextType>;
  autoOfferSetting?: Resolver<ResolversTypes['AutoOfferSetting'], ParentType, ContextType>;
  chatDraft?: Resolver<Maybe<ResolversTypes['ChatDraft']>, ParentType, ContextType, RequireFields<QueryChatDraftArgs, 'roomId'>>;
  chatMessageLengthSetting?: Resolver<ResolversTypes['MessageLengthSetting'], ParentType, ContextType>;
  chatPasteSettings?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
  chatQueueSettings?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
  chatsInQueue?: Resolver<Array<ResolversTypes['QueueItem']>, ParentType, ContextType>;
  chatsInQueueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkAdminListingPermission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
  checkUserListingPermission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType>;
  checkWorkerChatPermission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType, Partial<QueryCheckWorkerChatPermissionArgs>>;
  currentUserMoments?: Resolver<Array<ResolversTypes['Moment']>, ParentType, ContextType, Partial<QueryCurrentUserMomentsArgs>>;
  currentUserStories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType, Partial<QueryCurrentUserStoriesArgs>>;
  getMomentComments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType, RequireFields<QueryGetMomentCommentsArgs, 'id' | 'kind'>>;
  getMomentLikes?: Resolver<Array<ResolversTypes['Like']>, ParentType, ContextType, RequireFields<QueryGetMomentLikesArgs, 'id' | 'kind'>>;
  messagesForWorkers?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryMessagesForWorkersArgs, 'roomId'>>;
  messagesStatistics?: Resolver<ResolversTypes['WorkerStatistics'], ParentType, ContextType, RequireFields<QueryMessagesStatisticsArgs, 'month' | 'workerId'>>;
  moderatorsInQueue?: Resolver<Array<ResolversTypes['ModeratorInQueue']>, ParentType, ContextType>;
  myChatOffer?: Resolver<Maybe<ResolversTypes['ChatOffer']>, ParentType, ContextType>;
  privatePhotoRequestStatus?: Resolver<Maybe<ResolversTypes['PrivatePhotoRequest']>, ParentType, ContextType, RequireFields<QueryPrivatePhotoRequestStatusArgs, 'roomId'>>;
  privateUserPhotos?: Resolver<Array<ResolversTypes['Photo']>, ParentType, ContextType, RequireFields<QueryPrivateUserPhotosArgs, 'id'>>;
  room?: Resolver<Maybe<ResolversTypes['ChatRoom']>, ParentType, ContextType, RequireFields<QueryRoomArgs, 'id'>>;
  roomMessages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryRoomMessagesArgs, 'roomId'>>;
  rooms?: Resolver<Array<ResolversTypes['ChatRoom']>, ParentType, ContextType, Partial<QueryRoomsArgs>>;
  sameDayMessagesStatistics?: Resolver<ResolversTypes['WorkerStatistics'], ParentType, ContextType, RequireFields<QuerySameDayMessagesStatisticsArgs, 'workerId'>>;
  sameWeekMessagesStatistics?: Resolver<ResolversTypes['WorkerStatistics'], ParentType, ContextType, RequireFields<QuerySameWeekMessagesStatisticsArgs, 'workerId'>>;
  stockImages?: Resolver<Array<ResolversTypes['StockImage']>, ParentType, ContextType, Partial<QueryStockImagesArgs>>;
  teamMessagesStatistics?: Resolver<Array<ResolversTypes['TeamMemberStatistics']>, ParentType, ContextType, Partial<QueryTeamMessagesStatisticsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userListing?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUserListingArgs>>;
  userScheduledMoments?: Resolver<Array<ResolversTypes['Moment']>, ParentType, ContextType, RequireFields<QueryUserScheduledMomentsArgs, 'userId'>>;
  userScheduledStories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType, RequireFields<QueryUserScheduledStoriesArgs, 'userId'>>;
  userStories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType, RequireFields<QueryUserStoriesArgs, 'userId'>>;
  usersAdmins?: Resolver<Array<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  usersCreatedByAdmin?: Resolver<Array<ResolversTypes['UserSummary']>, ParentType, ContextType, RequireFields<QueryUsersCreatedByAdminArgs, 'adminId'>>;
};

export type QueueItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueItem'] = ResolversParentTypes['QueueItem']> = {
  clearedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateCreated?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAssigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  moderator?: Resolver<ResolversTypes['QueueModerator'], ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userDetails?: Resolver<ResolversTypes['QueueUser'], ParentType, ContextType>;
  worker?: Resolver<Maybe<ResolversTypes['QueueWorker']>, ParentType, ContextType>;
};

export type QueueModeratorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueModerator'] = ResolversParentTypes['QueueModerator']> = {
  display_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueueUserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueUser'] = ResolversParentTypes['QueueUser']> = {
  display_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueueWorkerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QueueWorker'] = ResolversParentTypes['QueueWorker']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StaffProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StaffProfile'] = ResolversParentTypes['StaffProfile']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allow_manual_chat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chatAccess?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  language_id_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<Array<ResolversTypes['Float']>>, ParentType, ContextType>;
  pasteAccess?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  user_last_seen?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffSettingsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StaffSettings'] = ResolversParentTypes['StaffSettings']> = {
  autoOffer?: Resolver<ResolversTypes['AutoOfferSetting'], ParentType, ContextType>;
  minMessageLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pasteAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  queueAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StatisticsDayResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StatisticsDay'] = ResolversParentTypes['StatisticsDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatisticsHourResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StatisticsHour'] = ResolversParentTypes['StatisticsHour']> = {
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatisticsModeratorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StatisticsModerator'] = ResolversParentTypes['StatisticsModerator']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatisticsTotalsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StatisticsTotals'] = ResolversParentTypes['StatisticsTotals']> = {
  receivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StockImageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['StockImage'] = ResolversParentTypes['StockImage']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Story'] = ResolversParentTypes['Story']> = {
  batchNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['PostAuthor']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pk?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  briefingsChanged?: SubscriptionResolver<ResolversTypes['Boolean'], "briefingsChanged", ParentType, ContextType>;
  chatOffers?: SubscriptionResolver<Maybe<ResolversTypes['ChatOffer']>, "chatOffers", ParentType, ContextType>;
  chatRoomChanged?: SubscriptionResolver<ResolversTypes['ID'], "chatRoomChanged", ParentType, ContextType>;
  chatStarted?: SubscriptionResolver<Maybe<ResolversTypes['ChatRoom']>, "chatStarted", ParentType, ContextType>;
  chatViewers?: SubscriptionResolver<Array<ResolversTypes['ChatViewer']>, "chatViewers", ParentType, ContextType, RequireFields<SubscriptionChatViewersArgs, 'roomId'>>;
  contactMessagesChanged?: SubscriptionResolver<ResolversTypes['Boolean'], "contactMessagesChanged", ParentType, ContextType>;
  fakeUserChanged?: SubscriptionResolver<ResolversTypes['FakeUserChange'], "fakeUserChanged", ParentType, ContextType>;
  onNewMessage?: SubscriptionResolver<ResolversTypes['ChatMessage'], "onNewMessage", ParentType, ContextType, Partial<SubscriptionOnNewMessageArgs>>;
  postsChanged?: SubscriptionResolver<ResolversTypes['Int'], "postsChanged", ParentType, ContextType, Partial<SubscriptionPostsChangedArgs>>;
  privatePhotoRequest?: SubscriptionResolver<ResolversTypes['PrivatePhotoRequest'], "privatePhotoRequest", ParentType, ContextType, Partial<SubscriptionPrivatePhotoRequestArgs>>;
  queueChanged?: SubscriptionResolver<ResolversTypes['Int'], "queueChanged", ParentType, ContextType>;
  settingsChanged?: SubscriptionResolver<ResolversTypes['StaffSettings'], "settingsChanged", ParentType, ContextType>;
};

export type TeamMemberStatisticsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TeamMemberStatistics'] = ResolversParentTypes['TeamMemberStatistics']> = {
  activeChats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medianResponseSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['UserSummary']>, ParentType, ContextType>;
};

export type UserStoriesResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserStories'] = ResolversParentTypes['UserStories']> = {
  stories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserSummaryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UserSummary'] = ResolversParentTypes['UserSummary']> = {
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sign_up?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_last_seen?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WorkerStatisticsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WorkerStatistics'] = ResolversParentTypes['WorkerStatistics']> = {
  activeChats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['StatisticsDay']>, ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['StatisticsHour']>, ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medianResponseSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  moderators?: Resolver<Array<ResolversTypes['StatisticsModerator']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatisticsTotals'], ParentType, ContextType>;
  workerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AppProfile?: AppProfileResolvers<ContextType>;
  AutoOfferSetting?: AutoOfferSettingResolvers<ContextType>;
  ChatDraft?: ChatDraftResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatNote?: ChatNoteResolvers<ContextType>;
  ChatNotes?: ChatNotesResolvers<ContextType>;
  ChatOffer?: ChatOfferResolvers<ContextType>;
  ChatPerson?: ChatPersonResolvers<ContextType>;
  ChatRoom?: ChatRoomResolvers<ContextType>;
  ChatViewer?: ChatViewerResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  FakeUserChange?: FakeUserChangeResolvers<ContextType>;
  Gift?: GiftResolvers<ContextType>;
  Like?: LikeResolvers<ContextType>;
  MessageLengthSetting?: MessageLengthSettingResolvers<ContextType>;
  ModeratorInQueue?: ModeratorInQueueResolvers<ContextType>;
  Moment?: MomentResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Photo?: PhotoResolvers<ContextType>;
  PostAuthor?: PostAuthorResolvers<ContextType>;
  PostUser?: PostUserResolvers<ContextType>;
  PrivatePhotoRequest?: PrivatePhotoRequestResolvers<ContextType>;
  PrivatePhotoRequestResult?: PrivatePhotoRequestResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QueueItem?: QueueItemResolvers<ContextType>;
  QueueModerator?: QueueModeratorResolvers<ContextType>;
  QueueUser?: QueueUserResolvers<ContextType>;
  QueueWorker?: QueueWorkerResolvers<ContextType>;
  StaffProfile?: StaffProfileResolvers<ContextType>;
  StaffSettings?: StaffSettingsResolvers<ContextType>;
  StatisticsDay?: StatisticsDayResolvers<ContextType>;
  StatisticsHour?: StatisticsHourResolvers<ContextType>;
  StatisticsModerator?: StatisticsModeratorResolvers<ContextType>;
  StatisticsTotals?: StatisticsTotalsResolvers<ContextType>;
  StockImage?: StockImageResolvers<ContextType>;
  Story?: StoryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TeamMemberStatistics?: TeamMemberStatisticsResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserStories?: UserStoriesResolvers<ContextType>;
  UserSummary?: UserSummaryResolvers<ContextType>;
  WorkerStatistics?: WorkerStatisticsResolvers<ContextType>;
};

