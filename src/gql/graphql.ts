/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type PhotoDecision =
  /** approve */
  | 'A'
  /** cancel */
  | 'C'
  /** reject */
  | 'R';

/** Stories and moments (spec section 3). */
export type PostKind =
  | 'MOMENT'
  | 'STORY';

export type ListingChecksQueryVariables = Exact<{ [key: string]: never; }>;


export type ListingChecksQuery = { checkUserListingPermission: { isAllowed: boolean }, checkAdminListingPermission: { isAllowed: boolean } };

export type FeedSubscriptionVariables = Exact<{
  after?: string | number | null | undefined;
}>;


export type FeedSubscription = { onNewMessage: { id: string, roomId: string, userId: number, fromModerator: boolean, messageType: string, content: string, url: string | null, video: boolean, latitude: number | null, longitude: number | null, privatePhotoRequestId: number | null, requestStatus: string | null, ir: boolean, isDeleted: boolean, clientId: string | null, timestamp: string, senderWorkerId: number | null, receiverWorkerId: number | null, gift: { id: number, giftName: string, picture: string } | null } };

export type RequestsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RequestsSubscription = { privatePhotoRequest: { id: number, roomId: string, status: string } };

export type AutoOfferQueryVariables = Exact<{ [key: string]: never; }>;


export type AutoOfferQuery = { autoOfferSetting: { enabled: boolean, capacity: number, acceptSeconds: number } };

export type SetAutoOfferMutationVariables = Exact<{
  enabled: boolean;
  capacity: number;
  acceptSeconds: number;
}>;


export type SetAutoOfferMutation = { setAutoOffer: { enabled: boolean, capacity: number, acceptSeconds: number } };

export type ChatOffersSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ChatOffersSubscription = { chatOffers: { roomId: string, expiresAt: string, chat: { roomId: string, moderator: { id: number, display_name: string | null, username: string | null }, userDetails: { id: number, display_name: string | null, email: string } } } | null };

export type AcceptOfferMutationVariables = Exact<{
  r: string | number;
}>;


export type AcceptOfferMutation = { acceptChatOffer: { roomId: string } };

export type DeclineOfferMutationVariables = Exact<{
  r: string | number;
}>;


export type DeclineOfferMutation = { declineChatOffer: boolean };

export type ChatViewersSubscriptionVariables = Exact<{
  roomId: string | number;
}>;


export type ChatViewersSubscription = { chatViewers: Array<{ id: string, name: string, role: string, holdsChat: boolean, viewing: boolean }> };

export type ChatStartedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ChatStartedSubscription = { chatStarted: { id: string, name: string, userId: number, moderatorId: number, target: string, unread: number, lastMessageId: string | null, latestTime: string | null, holderId: number | null, deadline: string | null, user: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, moderator: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, notes: { moderatorNote: string, userNote: string } } | null };

export type ChatRoomChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ChatRoomChangedSubscription = { chatRoomChanged: string };

export type FakeUserChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FakeUserChangedSubscription = { fakeUserChanged: { moderatorId: number, reassigned: boolean } };

export type PostsChangedSubscriptionVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type PostsChangedSubscription = { postsChanged: number };

export type MessageFieldsFragment = { id: string, roomId: string, userId: number, fromModerator: boolean, messageType: string, content: string, url: string | null, video: boolean, latitude: number | null, longitude: number | null, privatePhotoRequestId: number | null, requestStatus: string | null, ir: boolean, isDeleted: boolean, clientId: string | null, timestamp: string, senderWorkerId: number | null, receiverWorkerId: number | null, gift: { id: number, giftName: string, picture: string } | null };

export type PersonFieldsFragment = { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean };

export type RoomFieldsFragment = { id: string, name: string, userId: number, moderatorId: number, target: string, unread: number, lastMessageId: string | null, latestTime: string | null, holderId: number | null, deadline: string | null, user: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, moderator: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, notes: { moderatorNote: string, userNote: string } };

export type QueueItemFieldsFragment = { id: number, roomId: string, dateCreated: string, isAssigned: boolean, clearedAt: string | null, updatedAt: string | null, moderator: { id: number, uid: string, username: string | null, display_name: string | null }, worker: { id: number } | null, userDetails: { id: number, email: string, display_name: string | null } };

export type RoomsQueryVariables = Exact<{
  m?: number | null | undefined;
}>;


export type RoomsQuery = { rooms: Array<{ id: string, name: string, userId: number, moderatorId: number, target: string, unread: number, lastMessageId: string | null, latestTime: string | null, holderId: number | null, deadline: string | null, user: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, moderator: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, notes: { moderatorNote: string, userNote: string } }> };

export type RoomQueryVariables = Exact<{
  id: string | number;
}>;


export type RoomQuery = { room: { id: string, name: string, userId: number, moderatorId: number, target: string, unread: number, lastMessageId: string | null, latestTime: string | null, holderId: number | null, deadline: string | null, user: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, moderator: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, notes: { moderatorNote: string, userNote: string } } | null };

export type HistoryQueryVariables = Exact<{
  r: string | number;
  b?: string | number | null | undefined;
}>;


export type HistoryQuery = { messagesForWorkers: Array<{ id: string, roomId: string, userId: number, fromModerator: boolean, messageType: string, content: string, url: string | null, video: boolean, latitude: number | null, longitude: number | null, privatePhotoRequestId: number | null, requestStatus: string | null, ir: boolean, isDeleted: boolean, clientId: string | null, timestamp: string, senderWorkerId: number | null, receiverWorkerId: number | null, gift: { id: number, giftName: string, picture: string } | null }> };

export type SendMutationVariables = Exact<{
  roomId: string | number;
  clientId?: string | null | undefined;
  kind: string;
  content?: string | null | undefined;
  giftId?: number | null | undefined;
  uploadId?: number | null | undefined;
  stockImageId?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type SendMutation = { sendMessage: { id: string, roomId: string, userId: number, fromModerator: boolean, messageType: string, content: string, url: string | null, video: boolean, latitude: number | null, longitude: number | null, privatePhotoRequestId: number | null, requestStatus: string | null, ir: boolean, isDeleted: boolean, clientId: string | null, timestamp: string, senderWorkerId: number | null, receiverWorkerId: number | null, gift: { id: number, giftName: string, picture: string } | null } };

export type DeleteMutationVariables = Exact<{
  r: string | number;
  ids: Array<string | number> | string | number;
}>;


export type DeleteMutation = { deleteUserMessages: Array<string> };

export type ReadMutationVariables = Exact<{
  r: string | number;
}>;


export type ReadMutation = { markRoomRead: number };

export type NoteMutationVariables = Exact<{
  r: string | number;
  c: string;
  f: boolean;
}>;


export type NoteMutation = { createNotes: { content: string } };

export type QueueQueryVariables = Exact<{ [key: string]: never; }>;


export type QueueQuery = { chatsInQueue: Array<{ id: number, roomId: string, dateCreated: string, isAssigned: boolean, clearedAt: string | null, updatedAt: string | null, moderator: { id: number, uid: string, username: string | null, display_name: string | null }, worker: { id: number } | null, userDetails: { id: number, email: string, display_name: string | null } }> };

export type HeldQueryVariables = Exact<{ [key: string]: never; }>;


export type HeldQuery = { assignedChats: Array<{ id: number, roomId: string, dateCreated: string, isAssigned: boolean, clearedAt: string | null, updatedAt: string | null, moderator: { id: number, uid: string, username: string | null, display_name: string | null }, worker: { id: number } | null, userDetails: { id: number, email: string, display_name: string | null } }> };

export type TakeMutationVariables = Exact<{
  r: string | number;
}>;


export type TakeMutation = { takeChat: { id: number, roomId: string, dateCreated: string, isAssigned: boolean, clearedAt: string | null, updatedAt: string | null, moderator: { id: number, uid: string, username: string | null, display_name: string | null }, worker: { id: number } | null, userDetails: { id: number, email: string, display_name: string | null } } };

export type StartMutationVariables = Exact<{
  m: number;
  u: number;
}>;


export type StartMutation = { createChatAllModerator: { id: string, name: string, userId: number, moderatorId: number, target: string, unread: number, lastMessageId: string | null, latestTime: string | null, holderId: number | null, deadline: string | null, user: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, moderator: { id: number, uid: string, display_name: string | null, fullName: string, avatar: string | null, isOnline: boolean }, notes: { moderatorNote: string, userNote: string } } };

export type GiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftsQuery = { allVirtualGift: Array<{ id: number, giftName: string, picture: string }> };

export type PhotoRequestQueryVariables = Exact<{
  r: string | number;
}>;


export type PhotoRequestQuery = { privatePhotoRequestStatus: { id: number, status: string } | null };

export type AskPhotosMutationVariables = Exact<{
  u: number;
  m: number;
}>;


export type AskPhotosMutation = { requestUserPrivatePhotos: { message: string } };

export type DecideMutationVariables = Exact<{
  r: string | number;
  id: number;
  d: PhotoDecision;
}>;


export type DecideMutation = { privatePhotoDecision: { status: string } };

export type ChatSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatSettingsQuery = { chatMessageLengthSetting: { minMessageLength: number }, chatPasteSettings: { isAllowed: boolean }, chatQueueSettings: { isAllowed: boolean } };

export type SetLengthMutationVariables = Exact<{
  n: number;
}>;


export type SetLengthMutation = { setChatMessageLength: { minMessageLength: number } };

export type QueueAllowedQueryVariables = Exact<{ [key: string]: never; }>;


export type QueueAllowedQuery = { chatQueueSettings: { isAllowed: boolean } };

export type ChatDraftQueryVariables = Exact<{
  roomId: string | number;
}>;


export type ChatDraftQuery = { chatDraft: { text: string } | null };

export type SaveChatDraftMutationVariables = Exact<{
  roomId: string | number;
  text: string;
}>;


export type SaveChatDraftMutation = { saveChatDraft: { roomId: string } | null };

export type QueueCountQueryVariables = Exact<{ [key: string]: never; }>;


export type QueueCountQuery = { chatsInQueueCount: number };

export type StockImageFieldsFragment = { id: number, file: string, file_url: string, thumbnail_url: string | null, createdDate: string };

export type StockImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type StockImagesQuery = { stockImages: Array<{ id: number, file: string, file_url: string, thumbnail_url: string | null, createdDate: string }> };

export type AddStockImageMutationVariables = Exact<{
  uploadId: number;
}>;


export type AddStockImageMutation = { uploadStockImage: { id: number, file: string, file_url: string, thumbnail_url: string | null, createdDate: string } };

export type DeleteStockImageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteStockImageMutation = { deleteStockImage: boolean };

export type SetPrimaryPhotoMutationVariables = Exact<{
  id: string | number;
  avatarIndex: number;
}>;


export type SetPrimaryPhotoMutation = { updateProfile: { id: number } };

export type StoryFieldsFragment = { id: number, file_url: string, fileType: string, thumbnail: string | null, likesCount: number, commentsCount: number, publishAt: string | null, createdDate: string };

export type MomentFieldsFragment = { id: number, file_url: string | null, video: boolean, thumbnail: string | null, momentDescription: string, likesCount: number, commentsCount: number, publishAt: string | null, createdDate: string };

export type StoriesQueryVariables = Exact<{
  userId: number;
}>;


export type StoriesQuery = { allUserStories: Array<{ id: number, file_url: string, fileType: string, thumbnail: string | null, likesCount: number, commentsCount: number, publishAt: string | null, createdDate: string }>, userScheduledStories: Array<{ id: number, file_url: string, fileType: string, thumbnail: string | null, likesCount: number, commentsCount: number, publishAt: string | null, createdDate: string }> };

export type MomentsQueryVariables = Exact<{
  userId: number;
}>;


export type MomentsQuery = { allUserMoments: Array<{ id: number, file_url: string | null, video: boolean, thumbnail: string | null, momentDescription: string, likesCount: number, commentsCount: number, publishAt: string | null, createdDate: string }>, userScheduledMoments: Array<{ id: number, file_url: string | null, video: boolean, thumbnail: string | null, momentDescription: string, likesCount: number, commentsCount: number, publishAt: string | null, createdDate: string }> };

export type AllMomentsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AllMomentsQuery = { allMoments: Array<{ id: number, file_url: string | null, video: boolean, thumbnail: string | null, momentDescription: string, likesCount: number, commentsCount: number, publishAt: string | null, createdDate: string, createdBy: { id: number, fullName: string } | null }> };

export type AddStoryMutationVariables = Exact<{
  moderatorId: string | number;
  uploadId?: number | null | undefined;
  stockImageId?: number | null | undefined;
  publishAt?: string | null | undefined;
}>;


export type AddStoryMutation = { insertStory: { id: number } };

export type AddMomentMutationVariables = Exact<{
  moderatorId: string | number;
  description?: string | null | undefined;
  uploadId?: number | null | undefined;
  stockImageId?: number | null | undefined;
  publishAt?: string | null | undefined;
}>;


export type AddMomentMutation = { insertMoment: { id: number } };

export type RemoveStoryMutationVariables = Exact<{
  id: number;
  moderatorId: string | number;
}>;


export type RemoveStoryMutation = { deleteStory: boolean };

export type RemoveMomentMutationVariables = Exact<{
  id: number;
  moderatorId: string | number;
}>;


export type RemoveMomentMutation = { deleteMoment: boolean };

export type ReactionsQueryVariables = Exact<{
  kind: PostKind;
  id: number;
}>;


export type ReactionsQuery = { getMomentLikes: Array<{ id: number, user: { id: number, fullName: string, lastSeen: string | null } }>, getMomentComments: Array<{ id: number, commentDescription: string, createdDate: string, user: { id: number, fullName: string } }> };

export type LikeMutationVariables = Exact<{
  kind: PostKind;
  id: number;
  moderatorId?: string | number | null | undefined;
}>;


export type LikeMutation = { genericLike: number };

export type CommentMutationVariables = Exact<{
  kind: PostKind;
  id: number;
  comment: string;
  moderatorId?: string | number | null | undefined;
}>;


export type CommentMutation = { genericComment: { id: number } };

export type AdminsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminsQuery = { usersAdmins: Array<{ id: number, fullName: string }> };

export type UpdateProfileMutationVariables = Exact<{
  id: string | number;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
  language?: Array<number> | number | null | undefined;
  about?: string | null | undefined;
  pasteAccess?: boolean | null | undefined;
  chatAccess?: boolean | null | undefined;
  allowManualChat?: boolean | null | undefined;
  address?: string | null | undefined;
  location?: Array<number> | number | null | undefined;
  city?: string | null | undefined;
  countryCode?: string | null | undefined;
  zipCode?: string | null | undefined;
}>;


export type UpdateProfileMutation = { updateProfile: { id: number, first_name: string, last_name: string, fullName: string, email: string, language_id_code: string | null, language: Array<number>, about: string, pasteAccess: boolean | null, chatAccess: boolean | null, allow_manual_chat: boolean, address: string | null, location: Array<number> | null, city: string | null, zip_code: string | null, country_code: string | null, country: string | null, isOnline: boolean, user_last_seen: string | null, age: number | null, roles: Array<string> } };

export type WorkerStatisticsFieldsFragment = { workerId: string, name: string, date: string, timeZone: string, medianResponseSeconds: number | null, lastContact: string | null, isOnline: boolean, lastMessage: string | null, activeChats: number, days: Array<{ day: string, sentCount: number, receivedCount: number }>, hours: Array<{ hour: number, sentCount: number, receivedCount: number }>, totals: { sentCount: number, receivedCount: number }, moderators: Array<{ id: number, fullName: string, avatar: string | null }> };

export type WorkerMonthStatisticsQueryVariables = Exact<{
  w: string | number;
  month: string;
  tz?: string | null | undefined;
}>;


export type WorkerMonthStatisticsQuery = { messagesStatistics: { workerId: string, name: string, date: string, timeZone: string, medianResponseSeconds: number | null, lastContact: string | null, isOnline: boolean, lastMessage: string | null, activeChats: number, days: Array<{ day: string, sentCount: number, receivedCount: number }>, hours: Array<{ hour: number, sentCount: number, receivedCount: number }>, totals: { sentCount: number, receivedCount: number }, moderators: Array<{ id: number, fullName: string, avatar: string | null }> } };

export type WorkerDayStatisticsQueryVariables = Exact<{
  w: string | number;
  day?: string | null | undefined;
  tz?: string | null | undefined;
}>;


export type WorkerDayStatisticsQuery = { sameDayMessagesStatistics: { workerId: string, name: string, date: string, timeZone: string, medianResponseSeconds: number | null, lastContact: string | null, isOnline: boolean, lastMessage: string | null, activeChats: number, days: Array<{ day: string, sentCount: number, receivedCount: number }>, hours: Array<{ hour: number, sentCount: number, receivedCount: number }>, totals: { sentCount: number, receivedCount: number }, moderators: Array<{ id: number, fullName: string, avatar: string | null }> } };

export type WorkerWeekStatisticsQueryVariables = Exact<{
  w: string | number;
  tz?: string | null | undefined;
}>;


export type WorkerWeekStatisticsQuery = { sameWeekMessagesStatistics: { workerId: string, name: string, date: string, timeZone: string, medianResponseSeconds: number | null, lastContact: string | null, isOnline: boolean, lastMessage: string | null, activeChats: number, days: Array<{ day: string, sentCount: number, receivedCount: number }>, hours: Array<{ hour: number, sentCount: number, receivedCount: number }>, totals: { sentCount: number, receivedCount: number }, moderators: Array<{ id: number, fullName: string, avatar: string | null }> } };

export type TeamStatisticsQueryVariables = Exact<{
  month?: string | null | undefined;
  day?: string | null | undefined;
  tz?: string | null | undefined;
}>;


export type TeamStatisticsQuery = { teamMessagesStatistics: Array<{ workerId: string, name: string, email: string, sentCount: number, receivedCount: number, medianResponseSeconds: number | null, lastContact: string | null, isOnline: boolean, lastMessage: string | null, activeChats: number }> };

export type QueueChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type QueueChangedSubscription = { queueChanged: number };

export type SettingsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SettingsChangedSubscription = { settingsChanged: { minMessageLength: number, queueAllowed: boolean, pasteAllowed: boolean, autoOffer: { enabled: boolean, capacity: number, acceptSeconds: number } } };

export type BriefingsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BriefingsChangedSubscription = { briefingsChanged: boolean };

export type ContactMessagesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ContactMessagesChangedSubscription = { contactMessagesChanged: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment MessageFields on ChatMessage {
  id
  roomId
  userId
  fromModerator
  messageType
  content
  url
  video
  gift {
    id
    giftName
    picture
  }
  latitude
  longitude
  privatePhotoRequestId
  requestStatus
  ir
  isDeleted
  clientId
  timestamp
  senderWorkerId
  receiverWorkerId
}
    `, {"fragmentName":"MessageFields"}) as unknown as TypedDocumentString<MessageFieldsFragment, unknown>;
export const PersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment PersonFields on ChatPerson {
  id
  uid
  display_name
  fullName
  avatar
  isOnline
}
    `, {"fragmentName":"PersonFields"}) as unknown as TypedDocumentString<PersonFieldsFragment, unknown>;
export const RoomFieldsFragmentDoc = new TypedDocumentString(`
    fragment RoomFields on ChatRoom {
  id
  name
  userId
  moderatorId
  target
  unread
  lastMessageId
  latestTime
  holderId
  deadline
  user {
    ...PersonFields
  }
  moderator {
    ...PersonFields
  }
  notes {
    moderatorNote
    userNote
  }
}
    fragment PersonFields on ChatPerson {
  id
  uid
  display_name
  fullName
  avatar
  isOnline
}`, {"fragmentName":"RoomFields"}) as unknown as TypedDocumentString<RoomFieldsFragment, unknown>;
export const QueueItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment QueueItemFields on QueueItem {
  id
  roomId
  dateCreated
  isAssigned
  clearedAt
  updatedAt
  moderator {
    id
    uid
    username
    display_name
  }
  worker {
    id
  }
  userDetails {
    id
    email
    display_name
  }
}
    `, {"fragmentName":"QueueItemFields"}) as unknown as TypedDocumentString<QueueItemFieldsFragment, unknown>;
export const StockImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment StockImageFields on StockImage {
  id
  file
  file_url
  thumbnail_url
  createdDate
}
    `, {"fragmentName":"StockImageFields"}) as unknown as TypedDocumentString<StockImageFieldsFragment, unknown>;
export const StoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoryFields on Story {
  id
  file_url
  fileType
  thumbnail
  likesCount
  commentsCount
  publishAt
  createdDate
}
    `, {"fragmentName":"StoryFields"}) as unknown as TypedDocumentString<StoryFieldsFragment, unknown>;
export const MomentFieldsFragmentDoc = new TypedDocumentString(`
    fragment MomentFields on Moment {
  id
  file_url
  video
  thumbnail
  momentDescription
  likesCount
  commentsCount
  publishAt
  createdDate
}
    `, {"fragmentName":"MomentFields"}) as unknown as TypedDocumentString<MomentFieldsFragment, unknown>;
export const WorkerStatisticsFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkerStatisticsFields on WorkerStatistics {
  workerId
  name
  date
  timeZone
  days {
    day
    sentCount
    receivedCount
  }
  hours {
    hour
    sentCount
    receivedCount
  }
  totals {
    sentCount
    receivedCount
  }
  medianResponseSeconds
  lastContact
  isOnline
  lastMessage
  activeChats
  moderators {
    id
    fullName
    avatar
  }
}
    `, {"fragmentName":"WorkerStatisticsFields"}) as unknown as TypedDocumentString<WorkerStatisticsFieldsFragment, unknown>;
export const ListingChecksDocument = new TypedDocumentString(`
    query ListingChecks {
  checkUserListingPermission {
    isAllowed
  }
  checkAdminListingPermission {
    isAllowed
  }
}
    `) as unknown as TypedDocumentString<ListingChecksQuery, ListingChecksQueryVariables>;
export const FeedDocument = new TypedDocumentString(`
    subscription Feed($after: ID) {
  onNewMessage(after: $after) {
    ...MessageFields
  }
}
    fragment MessageFields on ChatMessage {
  id
  roomId
  userId
  fromModerator
  messageType
  content
  url
  video
  gift {
    id
    giftName
    picture
  }
  latitude
  longitude
  privatePhotoRequestId
  requestStatus
  ir
  isDeleted
  clientId
  timestamp
  senderWorkerId
  receiverWorkerId
}`) as unknown as TypedDocumentString<FeedSubscription, FeedSubscriptionVariables>;
export const RequestsDocument = new TypedDocumentString(`
    subscription Requests {
  privatePhotoRequest {
    id
    roomId
    status
  }
}
    `) as unknown as TypedDocumentString<RequestsSubscription, RequestsSubscriptionVariables>;
export const AutoOfferDocument = new TypedDocumentString(`
    query AutoOffer {
  autoOfferSetting {
    enabled
    capacity
    acceptSeconds
  }
}
    `) as unknown as TypedDocumentString<AutoOfferQuery, AutoOfferQueryVariables>;
export const SetAutoOfferDocument = new TypedDocumentString(`
    mutation SetAutoOffer($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {
  setAutoOffer(
    enabled: $enabled
    capacity: $capacity
    acceptSeconds: $acceptSeconds
  ) {
    enabled
    capacity
    acceptSeconds
  }
}
    `) as unknown as TypedDocumentString<SetAutoOfferMutation, SetAutoOfferMutationVariables>;
export const ChatOffersDocument = new TypedDocumentString(`
    subscription ChatOffers {
  chatOffers {
    roomId
    expiresAt
    chat {
      roomId
      moderator {
        id
        display_name
        username
      }
      userDetails {
        id
        display_name
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChatOffersSubscription, ChatOffersSubscriptionVariables>;
export const AcceptOfferDocument = new TypedDocumentString(`
    mutation AcceptOffer($r: ID!) {
  acceptChatOffer(roomId: $r) {
    roomId
  }
}
    `) as unknown as TypedDocumentString<AcceptOfferMutation, AcceptOfferMutationVariables>;
export const DeclineOfferDocument = new TypedDocumentString(`
    mutation DeclineOffer($r: ID!) {
  declineChatOffer(roomId: $r)
}
    `) as unknown as TypedDocumentString<DeclineOfferMutation, DeclineOfferMutationVariables>;
export const ChatViewersDocument = new TypedDocumentString(`
    subscription ChatViewers($roomId: ID!) {
  chatViewers(roomId: $roomId) {
    id
    name
    role
    holdsChat
    viewing
  }
}
    `) as unknown as TypedDocumentString<ChatViewersSubscription, ChatViewersSubscriptionVariables>;
export const ChatStartedDocument = new TypedDocumentString(`
    subscription ChatStarted {
  chatStarted {
    ...RoomFields
  }
}
    fragment PersonFields on ChatPerson {
  id
  uid
  display_name
  fullName
  avatar
  isOnline
}
fragment RoomFields on ChatRoom {
  id
  name
  userId
  moderatorId
  target
  unread
  lastMessageId
  latestTime
  holderId
  deadline
  user {
    ...PersonFields
  }
  moderator {
    ...PersonFields
  }
  notes {
    moderatorNote
    userNote
  }
}`) as unknown as TypedDocumentString<ChatStartedSubscription, ChatStartedSubscriptionVariables>;
export const ChatRoomChangedDocument = new TypedDocumentString(`
    subscription ChatRoomChanged {
  chatRoomChanged
}
    `) as unknown as TypedDocumentString<ChatRoomChangedSubscription, ChatRoomChangedSubscriptionVariables>;
export const FakeUserChangedDocument = new TypedDocumentString(`
    subscription FakeUserChanged {
  fakeUserChanged {
    moderatorId
    reassigned
  }
}
    `) as unknown as TypedDocumentString<FakeUserChangedSubscription, FakeUserChangedSubscriptionVariables>;
export const PostsChangedDocument = new TypedDocumentString(`
    subscription PostsChanged($userId: Int) {
  postsChanged(userId: $userId)
}
    `) as unknown as TypedDocumentString<PostsChangedSubscription, PostsChangedSubscriptionVariables>;
export const RoomsDocument = new TypedDocumentString(`
    query Rooms($m: Int) {
  rooms(moderatorId: $m) {
    ...RoomFields
  }
}
    fragment PersonFields on ChatPerson {
  id
  uid
  display_name
  fullName
  avatar
  isOnline
}
fragment RoomFields on ChatRoom {
  id
  name
  userId
  moderatorId
  target
  unread
  lastMessageId
  latestTime
  holderId
  deadline
  user {
    ...PersonFields
  }
  moderator {
    ...PersonFields
  }
  notes {
    moderatorNote
    userNote
  }
}`) as unknown as TypedDocumentString<RoomsQuery, RoomsQueryVariables>;
export const RoomDocument = new TypedDocumentString(`
    query Room($id: ID!) {
  room(id: $id) {
    ...RoomFields
  }
}
    fragment PersonFields on ChatPerson {
  id
  uid
  display_name
  fullName
  avatar
  isOnline
}
fragment RoomFields on ChatRoom {
  id
  name
  userId
  moderatorId
  target
  unread
  lastMessageId
  latestTime
  holderId
  deadline
  user {
    ...PersonFields
  }
  moderator {
    ...PersonFields
  }
  notes {
    moderatorNote
    userNote
  }
}`) as unknown as TypedDocumentString<RoomQuery, RoomQueryVariables>;
export const HistoryDocument = new TypedDocumentString(`
    query History($r: ID!, $b: ID) {
  messagesForWorkers(roomId: $r, before: $b) {
    ...MessageFields
  }
}
    fragment MessageFields on ChatMessage {
  id
  roomId
  userId
  fromModerator
  messageType
  content
  url
  video
  gift {
    id
    giftName
    picture
  }
  latitude
  longitude
  privatePhotoRequestId
  requestStatus
  ir
  isDeleted
  clientId
  timestamp
  senderWorkerId
  receiverWorkerId
}`) as unknown as TypedDocumentString<HistoryQuery, HistoryQueryVariables>;
export const SendDocument = new TypedDocumentString(`
    mutation Send($roomId: ID!, $clientId: String, $kind: String!, $content: String, $giftId: Int, $uploadId: Int, $stockImageId: Int, $latitude: Float, $longitude: Float) {
  sendMessage(
    roomId: $roomId
    clientId: $clientId
    kind: $kind
    content: $content
    giftId: $giftId
    uploadId: $uploadId
    stockImageId: $stockImageId
    latitude: $latitude
    longitude: $longitude
  ) {
    ...MessageFields
  }
}
    fragment MessageFields on ChatMessage {
  id
  roomId
  userId
  fromModerator
  messageType
  content
  url
  video
  gift {
    id
    giftName
    picture
  }
  latitude
  longitude
  privatePhotoRequestId
  requestStatus
  ir
  isDeleted
  clientId
  timestamp
  senderWorkerId
  receiverWorkerId
}`) as unknown as TypedDocumentString<SendMutation, SendMutationVariables>;
export const DeleteDocument = new TypedDocumentString(`
    mutation Delete($r: ID!, $ids: [ID!]!) {
  deleteUserMessages(roomId: $r, ids: $ids)
}
    `) as unknown as TypedDocumentString<DeleteMutation, DeleteMutationVariables>;
export const ReadDocument = new TypedDocumentString(`
    mutation Read($r: ID!) {
  markRoomRead(roomId: $r)
}
    `) as unknown as TypedDocumentString<ReadMutation, ReadMutationVariables>;
export const NoteDocument = new TypedDocumentString(`
    mutation Note($r: ID!, $c: String!, $f: Boolean!) {
  createNotes(roomId: $r, content: $c, forRealUser: $f) {
    content
  }
}
    `) as unknown as TypedDocumentString<NoteMutation, NoteMutationVariables>;
export const QueueDocument = new TypedDocumentString(`
    query Queue {
  chatsInQueue {
    ...QueueItemFields
  }
}
    fragment QueueItemFields on QueueItem {
  id
  roomId
  dateCreated
  isAssigned
  clearedAt
  updatedAt
  moderator {
    id
    uid
    username
    display_name
  }
  worker {
    id
  }
  userDetails {
    id
    email
    display_name
  }
}`) as unknown as TypedDocumentString<QueueQuery, QueueQueryVariables>;
export const HeldDocument = new TypedDocumentString(`
    query Held {
  assignedChats {
    ...QueueItemFields
  }
}
    fragment QueueItemFields on QueueItem {
  id
  roomId
  dateCreated
  isAssigned
  clearedAt
  updatedAt
  moderator {
    id
    uid
    username
    display_name
  }
  worker {
    id
  }
  userDetails {
    id
    email
    display_name
  }
}`) as unknown as TypedDocumentString<HeldQuery, HeldQueryVariables>;
export const TakeDocument = new TypedDocumentString(`
    mutation Take($r: ID!) {
  takeChat(roomId: $r) {
    ...QueueItemFields
  }
}
    fragment QueueItemFields on QueueItem {
  id
  roomId
  dateCreated
  isAssigned
  clearedAt
  updatedAt
  moderator {
    id
    uid
    username
    display_name
  }
  worker {
    id
  }
  userDetails {
    id
    email
    display_name
  }
}`) as unknown as TypedDocumentString<TakeMutation, TakeMutationVariables>;
export const StartDocument = new TypedDocumentString(`
    mutation Start($m: Int!, $u: Int!) {
  createChatAllModerator(moderatorId: $m, userId: $u) {
    ...RoomFields
  }
}
    fragment PersonFields on ChatPerson {
  id
  uid
  display_name
  fullName
  avatar
  isOnline
}
fragment RoomFields on ChatRoom {
  id
  name
  userId
  moderatorId
  target
  unread
  lastMessageId
  latestTime
  holderId
  deadline
  user {
    ...PersonFields
  }
  moderator {
    ...PersonFields
  }
  notes {
    moderatorNote
    userNote
  }
}`) as unknown as TypedDocumentString<StartMutation, StartMutationVariables>;
export const GiftsDocument = new TypedDocumentString(`
    query Gifts {
  allVirtualGift {
    id
    giftName
    picture
  }
}
    `) as unknown as TypedDocumentString<GiftsQuery, GiftsQueryVariables>;
export const PhotoRequestDocument = new TypedDocumentString(`
    query PhotoRequest($r: ID!) {
  privatePhotoRequestStatus(roomId: $r) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<PhotoRequestQuery, PhotoRequestQueryVariables>;
export const AskPhotosDocument = new TypedDocumentString(`
    mutation AskPhotos($u: Int!, $m: Int!) {
  requestUserPrivatePhotos(userId: $u, moderatorId: $m) {
    message
  }
}
    `) as unknown as TypedDocumentString<AskPhotosMutation, AskPhotosMutationVariables>;
export const DecideDocument = new TypedDocumentString(`
    mutation Decide($r: ID!, $id: Int!, $d: PhotoDecision!) {
  privatePhotoDecision(roomId: $r, requestId: $id, decision: $d) {
    status
  }
}
    `) as unknown as TypedDocumentString<DecideMutation, DecideMutationVariables>;
export const ChatSettingsDocument = new TypedDocumentString(`
    query ChatSettings {
  chatMessageLengthSetting {
    minMessageLength
  }
  chatPasteSettings {
    isAllowed
  }
  chatQueueSettings {
    isAllowed
  }
}
    `) as unknown as TypedDocumentString<ChatSettingsQuery, ChatSettingsQueryVariables>;
export const SetLengthDocument = new TypedDocumentString(`
    mutation SetLength($n: Int!) {
  setChatMessageLength(minMessageLength: $n) {
    minMessageLength
  }
}
    `) as unknown as TypedDocumentString<SetLengthMutation, SetLengthMutationVariables>;
export const QueueAllowedDocument = new TypedDocumentString(`
    query QueueAllowed {
  chatQueueSettings {
    isAllowed
  }
}
    `) as unknown as TypedDocumentString<QueueAllowedQuery, QueueAllowedQueryVariables>;
export const ChatDraftDocument = new TypedDocumentString(`
    query ChatDraft($roomId: ID!) {
  chatDraft(roomId: $roomId) {
    text
  }
}
    `) as unknown as TypedDocumentString<ChatDraftQuery, ChatDraftQueryVariables>;
export const SaveChatDraftDocument = new TypedDocumentString(`
    mutation SaveChatDraft($roomId: ID!, $text: String!) {
  saveChatDraft(roomId: $roomId, text: $text) {
    roomId
  }
}
    `) as unknown as TypedDocumentString<SaveChatDraftMutation, SaveChatDraftMutationVariables>;
export const QueueCountDocument = new TypedDocumentString(`
    query QueueCount {
  chatsInQueueCount
}
    `) as unknown as TypedDocumentString<QueueCountQuery, QueueCountQueryVariables>;
export const StockImagesDocument = new TypedDocumentString(`
    query StockImages {
  stockImages {
    ...StockImageFields
  }
}
    fragment StockImageFields on StockImage {
  id
  file
  file_url
  thumbnail_url
  createdDate
}`) as unknown as TypedDocumentString<StockImagesQuery, StockImagesQueryVariables>;
export const AddStockImageDocument = new TypedDocumentString(`
    mutation AddStockImage($uploadId: Int!) {
  uploadStockImage(uploadId: $uploadId) {
    ...StockImageFields
  }
}
    fragment StockImageFields on StockImage {
  id
  file
  file_url
  thumbnail_url
  createdDate
}`) as unknown as TypedDocumentString<AddStockImageMutation, AddStockImageMutationVariables>;
export const DeleteStockImageDocument = new TypedDocumentString(`
    mutation DeleteStockImage($id: Int!) {
  deleteStockImage(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteStockImageMutation, DeleteStockImageMutationVariables>;
export const SetPrimaryPhotoDocument = new TypedDocumentString(`
    mutation SetPrimaryPhoto($id: ID!, $avatarIndex: Int!) {
  updateProfile(id: $id, avatarIndex: $avatarIndex) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetPrimaryPhotoMutation, SetPrimaryPhotoMutationVariables>;
export const StoriesDocument = new TypedDocumentString(`
    query Stories($userId: Int!) {
  allUserStories(userId: $userId) {
    ...StoryFields
  }
  userScheduledStories(userId: $userId) {
    ...StoryFields
  }
}
    fragment StoryFields on Story {
  id
  file_url
  fileType
  thumbnail
  likesCount
  commentsCount
  publishAt
  createdDate
}`) as unknown as TypedDocumentString<StoriesQuery, StoriesQueryVariables>;
export const MomentsDocument = new TypedDocumentString(`
    query Moments($userId: Int!) {
  allUserMoments(userId: $userId) {
    ...MomentFields
  }
  userScheduledMoments(userId: $userId) {
    ...MomentFields
  }
}
    fragment MomentFields on Moment {
  id
  file_url
  video
  thumbnail
  momentDescription
  likesCount
  commentsCount
  publishAt
  createdDate
}`) as unknown as TypedDocumentString<MomentsQuery, MomentsQueryVariables>;
export const AllMomentsDocument = new TypedDocumentString(`
    query AllMoments($limit: Int, $offset: Int) {
  allMoments(limit: $limit, offset: $offset) {
    ...MomentFields
    createdBy {
      id
      fullName
    }
  }
}
    fragment MomentFields on Moment {
  id
  file_url
  video
  thumbnail
  momentDescription
  likesCount
  commentsCount
  publishAt
  createdDate
}`) as unknown as TypedDocumentString<AllMomentsQuery, AllMomentsQueryVariables>;
export const AddStoryDocument = new TypedDocumentString(`
    mutation AddStory($moderatorId: ID!, $uploadId: Int, $stockImageId: Int, $publishAt: String) {
  insertStory(
    moderatorId: $moderatorId
    uploadId: $uploadId
    stockImageId: $stockImageId
    publishAt: $publishAt
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddStoryMutation, AddStoryMutationVariables>;
export const AddMomentDocument = new TypedDocumentString(`
    mutation AddMoment($moderatorId: ID!, $description: String, $uploadId: Int, $stockImageId: Int, $publishAt: String) {
  insertMoment(
    moderatorId: $moderatorId
    description: $description
    uploadId: $uploadId
    stockImageId: $stockImageId
    publishAt: $publishAt
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddMomentMutation, AddMomentMutationVariables>;
export const RemoveStoryDocument = new TypedDocumentString(`
    mutation RemoveStory($id: Int!, $moderatorId: ID!) {
  deleteStory(id: $id, moderatorId: $moderatorId)
}
    `) as unknown as TypedDocumentString<RemoveStoryMutation, RemoveStoryMutationVariables>;
export const RemoveMomentDocument = new TypedDocumentString(`
    mutation RemoveMoment($id: Int!, $moderatorId: ID!) {
  deleteMoment(id: $id, moderatorId: $moderatorId)
}
    `) as unknown as TypedDocumentString<RemoveMomentMutation, RemoveMomentMutationVariables>;
export const ReactionsDocument = new TypedDocumentString(`
    query Reactions($kind: PostKind!, $id: Int!) {
  getMomentLikes(kind: $kind, id: $id) {
    id
    user {
      id
      fullName
      lastSeen
    }
  }
  getMomentComments(kind: $kind, id: $id) {
    id
    commentDescription
    createdDate
    user {
      id
      fullName
    }
  }
}
    `) as unknown as TypedDocumentString<ReactionsQuery, ReactionsQueryVariables>;
export const LikeDocument = new TypedDocumentString(`
    mutation Like($kind: PostKind!, $id: Int!, $moderatorId: ID) {
  genericLike(kind: $kind, id: $id, moderatorId: $moderatorId)
}
    `) as unknown as TypedDocumentString<LikeMutation, LikeMutationVariables>;
export const CommentDocument = new TypedDocumentString(`
    mutation Comment($kind: PostKind!, $id: Int!, $comment: String!, $moderatorId: ID) {
  genericComment(
    kind: $kind
    id: $id
    comment: $comment
    moderatorId: $moderatorId
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommentMutation, CommentMutationVariables>;
export const AdminsDocument = new TypedDocumentString(`
    query Admins {
  usersAdmins {
    id
    fullName
  }
}
    `) as unknown as TypedDocumentString<AdminsQuery, AdminsQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String, $language: [Int!], $about: String, $pasteAccess: Boolean, $chatAccess: Boolean, $allowManualChat: Boolean, $address: String, $location: [Float!], $city: String, $countryCode: String, $zipCode: String) {
  updateProfile(
    id: $id
    firstName: $firstName
    lastName: $lastName
    email: $email
    language: $language
    about: $about
    pasteAccess: $pasteAccess
    chatAccess: $chatAccess
    allowManualChat: $allowManualChat
    address: $address
    location: $location
    city: $city
    countryCode: $countryCode
    zipCode: $zipCode
  ) {
    id
    first_name
    last_name
    fullName
    email
    language_id_code
    language
    about
    pasteAccess
    chatAccess
    allow_manual_chat
    address
    location
    city
    zip_code
    country_code
    country
    isOnline
    user_last_seen
    age
    roles
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const WorkerMonthStatisticsDocument = new TypedDocumentString(`
    query WorkerMonthStatistics($w: ID!, $month: String!, $tz: String) {
  messagesStatistics(workerId: $w, month: $month, timeZone: $tz) {
    ...WorkerStatisticsFields
  }
}
    fragment WorkerStatisticsFields on WorkerStatistics {
  workerId
  name
  date
  timeZone
  days {
    day
    sentCount
    receivedCount
  }
  hours {
    hour
    sentCount
    receivedCount
  }
  totals {
    sentCount
    receivedCount
  }
  medianResponseSeconds
  lastContact
  isOnline
  lastMessage
  activeChats
  moderators {
    id
    fullName
    avatar
  }
}`) as unknown as TypedDocumentString<WorkerMonthStatisticsQuery, WorkerMonthStatisticsQueryVariables>;
export const WorkerDayStatisticsDocument = new TypedDocumentString(`
    query WorkerDayStatistics($w: ID!, $day: String, $tz: String) {
  sameDayMessagesStatistics(workerId: $w, day: $day, timeZone: $tz) {
    ...WorkerStatisticsFields
  }
}
    fragment WorkerStatisticsFields on WorkerStatistics {
  workerId
  name
  date
  timeZone
  days {
    day
    sentCount
    receivedCount
  }
  hours {
    hour
    sentCount
    receivedCount
  }
  totals {
    sentCount
    receivedCount
  }
  medianResponseSeconds
  lastContact
  isOnline
  lastMessage
  activeChats
  moderators {
    id
    fullName
    avatar
  }
}`) as unknown as TypedDocumentString<WorkerDayStatisticsQuery, WorkerDayStatisticsQueryVariables>;
export const WorkerWeekStatisticsDocument = new TypedDocumentString(`
    query WorkerWeekStatistics($w: ID!, $tz: String) {
  sameWeekMessagesStatistics(workerId: $w, timeZone: $tz) {
    ...WorkerStatisticsFields
  }
}
    fragment WorkerStatisticsFields on WorkerStatistics {
  workerId
  name
  date
  timeZone
  days {
    day
    sentCount
    receivedCount
  }
  hours {
    hour
    sentCount
    receivedCount
  }
  totals {
    sentCount
    receivedCount
  }
  medianResponseSeconds
  lastContact
  isOnline
  lastMessage
  activeChats
  moderators {
    id
    fullName
    avatar
  }
}`) as unknown as TypedDocumentString<WorkerWeekStatisticsQuery, WorkerWeekStatisticsQueryVariables>;
export const TeamStatisticsDocument = new TypedDocumentString(`
    query TeamStatistics($month: String, $day: String, $tz: String) {
  teamMessagesStatistics(month: $month, day: $day, timeZone: $tz) {
    workerId
    name
    email
    sentCount
    receivedCount
    medianResponseSeconds
    lastContact
    isOnline
    lastMessage
    activeChats
  }
}
    `) as unknown as TypedDocumentString<TeamStatisticsQuery, TeamStatisticsQueryVariables>;
export const QueueChangedDocument = new TypedDocumentString(`
    subscription QueueChanged {
  queueChanged
}
    `) as unknown as TypedDocumentString<QueueChangedSubscription, QueueChangedSubscriptionVariables>;
export const SettingsChangedDocument = new TypedDocumentString(`
    subscription SettingsChanged {
  settingsChanged {
    autoOffer {
      enabled
      capacity
      acceptSeconds
    }
    minMessageLength
    queueAllowed
    pasteAllowed
  }
}
    `) as unknown as TypedDocumentString<SettingsChangedSubscription, SettingsChangedSubscriptionVariables>;
export const BriefingsChangedDocument = new TypedDocumentString(`
    subscription BriefingsChanged {
  briefingsChanged
}
    `) as unknown as TypedDocumentString<BriefingsChangedSubscription, BriefingsChangedSubscriptionVariables>;
export const ContactMessagesChangedDocument = new TypedDocumentString(`
    subscription ContactMessagesChanged {
  contactMessagesChanged
}
    `) as unknown as TypedDocumentString<ContactMessagesChangedSubscription, ContactMessagesChangedSubscriptionVariables>;