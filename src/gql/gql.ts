/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ListingChecks {\n  checkUserListingPermission { isAllowed }\n  checkAdminListingPermission { isAllowed }\n}": typeof types.ListingChecksDocument,
    "subscription Feed($after: ID) { onNewMessage(after: $after) { ...MessageFields } }": typeof types.FeedDocument,
    "subscription Requests { privatePhotoRequest { id roomId status } }": typeof types.RequestsDocument,
    "query AutoOffer { autoOfferSetting { enabled capacity acceptSeconds } }": typeof types.AutoOfferDocument,
    "mutation SetAutoOffer($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {\n  setAutoOffer(enabled: $enabled, capacity: $capacity, acceptSeconds: $acceptSeconds) {\n    enabled capacity acceptSeconds\n  }\n}": typeof types.SetAutoOfferDocument,
    "subscription ChatOffers {\n  chatOffers {\n    roomId expiresAt\n    chat { roomId moderator { id display_name username } userDetails { id display_name email } }\n  }\n}": typeof types.ChatOffersDocument,
    "mutation AcceptOffer($r: ID!) { acceptChatOffer(roomId: $r) { roomId } }": typeof types.AcceptOfferDocument,
    "mutation DeclineOffer($r: ID!) { declineChatOffer(roomId: $r) }": typeof types.DeclineOfferDocument,
    "\n  subscription ChatViewers($roomId: ID!) {\n    chatViewers(roomId: $roomId) {\n      id\n      name\n      role\n      holdsChat\n      viewing\n    }\n  }\n": typeof types.ChatViewersDocument,
    "subscription ChatStarted { chatStarted { ...RoomFields } }": typeof types.ChatStartedDocument,
    "subscription ChatRoomChanged { chatRoomChanged }": typeof types.ChatRoomChangedDocument,
    "subscription FakeUserChanged {\n  fakeUserChanged { moderatorId reassigned }\n}": typeof types.FakeUserChangedDocument,
    "\n  subscription PostsChanged($userId: Int) {\n    postsChanged(userId: $userId)\n  }\n": typeof types.PostsChangedDocument,
    "\n  fragment MessageFields on ChatMessage {\n    id roomId userId fromModerator messageType content url video gift { id giftName picture }\n    latitude longitude privatePhotoRequestId requestStatus ir isDeleted clientId timestamp\n    senderWorkerId receiverWorkerId\n  }\n": typeof types.MessageFieldsFragmentDoc,
    "\n  fragment PersonFields on ChatPerson { id uid display_name fullName avatar isOnline }\n": typeof types.PersonFieldsFragmentDoc,
    "\n  fragment RoomFields on ChatRoom {\n    id name userId moderatorId target unread lastMessageId latestTime holderId deadline\n    user { ...PersonFields } moderator { ...PersonFields } notes { moderatorNote userNote }\n  }\n": typeof types.RoomFieldsFragmentDoc,
    "\n  fragment QueueItemFields on QueueItem {\n    id roomId dateCreated isAssigned clearedAt updatedAt moderator { id uid username display_name }\n    worker { id } userDetails { id email display_name }\n  }\n": typeof types.QueueItemFieldsFragmentDoc,
    "query Rooms($m: Int) { rooms(moderatorId: $m) { ...RoomFields } }": typeof types.RoomsDocument,
    "query Room($id: ID!) { room(id: $id) { ...RoomFields } }": typeof types.RoomDocument,
    "query History($r: ID!, $b: ID) {\n      messagesForWorkers(roomId: $r, before: $b) { ...MessageFields }\n    }": typeof types.HistoryDocument,
    "mutation Send($roomId: ID!, $clientId: String, $kind: String!, $content: String, $giftId: Int,\n      $uploadId: Int, $stockImageId: Int, $latitude: Float, $longitude: Float) {\n      sendMessage(roomId: $roomId, clientId: $clientId, kind: $kind, content: $content,\n        giftId: $giftId, uploadId: $uploadId, stockImageId: $stockImageId, latitude: $latitude,\n        longitude: $longitude) { ...MessageFields }\n    }": typeof types.SendDocument,
    "mutation Delete($r: ID!, $ids: [ID!]!) { deleteUserMessages(roomId: $r, ids: $ids) }": typeof types.DeleteDocument,
    "mutation Read($r: ID!) { markRoomRead(roomId: $r) }": typeof types.ReadDocument,
    "mutation Note($r: ID!, $c: String!, $f: Boolean!) {\n      createNotes(roomId: $r, content: $c, forRealUser: $f) { content }\n    }": typeof types.NoteDocument,
    "query Queue { chatsInQueue { ...QueueItemFields } }": typeof types.QueueDocument,
    "query Held { assignedChats { ...QueueItemFields } }": typeof types.HeldDocument,
    "mutation Take($r: ID!) { takeChat(roomId: $r) { ...QueueItemFields } }": typeof types.TakeDocument,
    "mutation Start($m: Int!, $u: Int!) {\n      createChatAllModerator(moderatorId: $m, userId: $u) { ...RoomFields }\n    }": typeof types.StartDocument,
    "query Gifts { allVirtualGift { id giftName picture } }": typeof types.GiftsDocument,
    "query PhotoRequest($r: ID!) { privatePhotoRequestStatus(roomId: $r) { id status } }": typeof types.PhotoRequestDocument,
    "mutation AskPhotos($u: Int!, $m: Int!) {\n      requestUserPrivatePhotos(userId: $u, moderatorId: $m) { message }\n    }": typeof types.AskPhotosDocument,
    "mutation Decide($r: ID!, $id: Int!, $d: PhotoDecision!) {\n      privatePhotoDecision(roomId: $r, requestId: $id, decision: $d) { status }\n    }": typeof types.DecideDocument,
    "query ChatSettings {\n      chatMessageLengthSetting { minMessageLength } chatPasteSettings { isAllowed }\n      chatQueueSettings { isAllowed }\n    }": typeof types.ChatSettingsDocument,
    "mutation SetLength($n: Int!) {\n      setChatMessageLength(minMessageLength: $n) { minMessageLength }\n    }": typeof types.SetLengthDocument,
    "query QueueAllowed { chatQueueSettings { isAllowed } }": typeof types.QueueAllowedDocument,
    "\n  query ChatDraft($roomId: ID!) { chatDraft(roomId: $roomId) { text } }\n": typeof types.ChatDraftDocument,
    "\n  mutation SaveChatDraft($roomId: ID!, $text: String!) {\n    saveChatDraft(roomId: $roomId, text: $text) { roomId }\n  }\n": typeof types.SaveChatDraftDocument,
    "query QueueCount { chatsInQueueCount }": typeof types.QueueCountDocument,
    "\n  fragment StockImageFields on StockImage { id file file_url thumbnail_url createdDate }\n": typeof types.StockImageFieldsFragmentDoc,
    "query StockImages { stockImages { ...StockImageFields } }": typeof types.StockImagesDocument,
    "mutation AddStockImage($uploadId: Int!) {\n        uploadStockImage(uploadId: $uploadId) { ...StockImageFields }\n      }": typeof types.AddStockImageDocument,
    "mutation DeleteStockImage($id: Int!) { deleteStockImage(id: $id) }": typeof types.DeleteStockImageDocument,
    "mutation SetPrimaryPhoto($id: ID!, $avatarIndex: Int!) {\n      updateProfile(id: $id, avatarIndex: $avatarIndex) { id }\n    }": typeof types.SetPrimaryPhotoDocument,
    "\n  fragment StoryFields on Story {\n    id file_url fileType thumbnail likesCount commentsCount publishAt createdDate\n  }\n": typeof types.StoryFieldsFragmentDoc,
    "\n  fragment MomentFields on Moment {\n    id file_url video thumbnail momentDescription likesCount commentsCount publishAt createdDate\n  }\n": typeof types.MomentFieldsFragmentDoc,
    "query Stories($userId: Int!) {\n      allUserStories(userId: $userId) { ...StoryFields }\n      userScheduledStories(userId: $userId) { ...StoryFields }\n    }": typeof types.StoriesDocument,
    "query Moments($userId: Int!) {\n      allUserMoments(userId: $userId) { ...MomentFields }\n      userScheduledMoments(userId: $userId) { ...MomentFields }\n    }": typeof types.MomentsDocument,
    "query AllMoments($limit: Int, $offset: Int) {\n        allMoments(limit: $limit, offset: $offset) { ...MomentFields createdBy { id fullName } }\n      }": typeof types.AllMomentsDocument,
    "mutation AddStory($moderatorId: ID!, $uploadId: Int, $stockImageId: Int,\n      $publishAt: String) {\n      insertStory(moderatorId: $moderatorId, uploadId: $uploadId, stockImageId: $stockImageId,\n        publishAt: $publishAt) { id }\n    }": typeof types.AddStoryDocument,
    "mutation AddMoment($moderatorId: ID!, $description: String, $uploadId: Int,\n      $stockImageId: Int, $publishAt: String) {\n      insertMoment(moderatorId: $moderatorId, description: $description, uploadId: $uploadId,\n        stockImageId: $stockImageId, publishAt: $publishAt) { id }\n    }": typeof types.AddMomentDocument,
    "mutation RemoveStory($id: Int!, $moderatorId: ID!) {\n        deleteStory(id: $id, moderatorId: $moderatorId)\n      }": typeof types.RemoveStoryDocument,
    "mutation RemoveMoment($id: Int!, $moderatorId: ID!) {\n        deleteMoment(id: $id, moderatorId: $moderatorId)\n      }": typeof types.RemoveMomentDocument,
    "query Reactions($kind: PostKind!, $id: Int!) {\n      getMomentLikes(kind: $kind, id: $id) { id user { id fullName lastSeen } }\n      getMomentComments(kind: $kind, id: $id) { id commentDescription createdDate user { id fullName } }\n    }": typeof types.ReactionsDocument,
    "mutation Like($kind: PostKind!, $id: Int!, $moderatorId: ID) {\n      genericLike(kind: $kind, id: $id, moderatorId: $moderatorId)\n    }": typeof types.LikeDocument,
    "mutation Comment($kind: PostKind!, $id: Int!, $comment: String!, $moderatorId: ID) {\n      genericComment(kind: $kind, id: $id, comment: $comment, moderatorId: $moderatorId) { id }\n    }": typeof types.CommentDocument,
    "query Admins { usersAdmins { id fullName } }": typeof types.AdminsDocument,
    "\n  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String,\n    $language: [Int!], $about: String, $pasteAccess: Boolean, $chatAccess: Boolean,\n    $allowManualChat: Boolean,\n    $address: String, $location: [Float!], $city: String, $countryCode: String, $zipCode: String) {\n    updateProfile(id: $id, firstName: $firstName, lastName: $lastName, email: $email,\n      language: $language, about: $about, pasteAccess: $pasteAccess, chatAccess: $chatAccess,\n      allowManualChat: $allowManualChat, address: $address, location: $location, city: $city,\n      countryCode: $countryCode, zipCode: $zipCode) {\n      id first_name last_name fullName email language_id_code language about pasteAccess chatAccess\n      allow_manual_chat address location city zip_code country_code country isOnline\n      user_last_seen age roles\n    }\n  }": typeof types.UpdateProfileDocument,
    "\n  fragment WorkerStatisticsFields on WorkerStatistics {\n    workerId name date timeZone days { day sentCount receivedCount }\n    hours { hour sentCount receivedCount } totals { sentCount receivedCount }\n    medianResponseSeconds lastContact isOnline lastMessage activeChats\n    moderators { id fullName avatar }\n  }\n": typeof types.WorkerStatisticsFieldsFragmentDoc,
    "query WorkerMonthStatistics($w: ID!, $month: String!, $tz: String) {\n      messagesStatistics(workerId: $w, month: $month, timeZone: $tz) { ...WorkerStatisticsFields }\n    }": typeof types.WorkerMonthStatisticsDocument,
    "query WorkerDayStatistics($w: ID!, $day: String, $tz: String) {\n      sameDayMessagesStatistics(workerId: $w, day: $day, timeZone: $tz) {\n        ...WorkerStatisticsFields\n      }\n    }": typeof types.WorkerDayStatisticsDocument,
    "query WorkerWeekStatistics($w: ID!, $tz: String) {\n      sameWeekMessagesStatistics(workerId: $w, timeZone: $tz) { ...WorkerStatisticsFields }\n    }": typeof types.WorkerWeekStatisticsDocument,
    "\n  query TeamStatistics($month: String, $day: String, $tz: String) {\n    teamMessagesStatistics(month: $month, day: $day, timeZone: $tz) {\n      workerId name email sentCount receivedCount medianResponseSeconds lastContact isOnline\n      lastMessage activeChats\n    }\n  }\n": typeof types.TeamStatisticsDocument,
    "subscription QueueChanged { queueChanged }": typeof types.QueueChangedDocument,
    "subscription SettingsChanged {\n  settingsChanged {\n    autoOffer { enabled capacity acceptSeconds } minMessageLength queueAllowed pasteAllowed\n  }\n}": typeof types.SettingsChangedDocument,
    "subscription BriefingsChanged { briefingsChanged }": typeof types.BriefingsChangedDocument,
    "subscription ContactMessagesChanged { contactMessagesChanged }": typeof types.ContactMessagesChangedDocument,
};
const documents: Documents = {
    "query ListingChecks {\n  checkUserListingPermission { isAllowed }\n  checkAdminListingPermission { isAllowed }\n}": types.ListingChecksDocument,
    "subscription Feed($after: ID) { onNewMessage(after: $after) { ...MessageFields } }": types.FeedDocument,
    "subscription Requests { privatePhotoRequest { id roomId status } }": types.RequestsDocument,
    "query AutoOffer { autoOfferSetting { enabled capacity acceptSeconds } }": types.AutoOfferDocument,
    "mutation SetAutoOffer($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {\n  setAutoOffer(enabled: $enabled, capacity: $capacity, acceptSeconds: $acceptSeconds) {\n    enabled capacity acceptSeconds\n  }\n}": types.SetAutoOfferDocument,
    "subscription ChatOffers {\n  chatOffers {\n    roomId expiresAt\n    chat { roomId moderator { id display_name username } userDetails { id display_name email } }\n  }\n}": types.ChatOffersDocument,
    "mutation AcceptOffer($r: ID!) { acceptChatOffer(roomId: $r) { roomId } }": types.AcceptOfferDocument,
    "mutation DeclineOffer($r: ID!) { declineChatOffer(roomId: $r) }": types.DeclineOfferDocument,
    "\n  subscription ChatViewers($roomId: ID!) {\n    chatViewers(roomId: $roomId) {\n      id\n      name\n      role\n      holdsChat\n      viewing\n    }\n  }\n": types.ChatViewersDocument,
    "subscription ChatStarted { chatStarted { ...RoomFields } }": types.ChatStartedDocument,
    "subscription ChatRoomChanged { chatRoomChanged }": types.ChatRoomChangedDocument,
    "subscription FakeUserChanged {\n  fakeUserChanged { moderatorId reassigned }\n}": types.FakeUserChangedDocument,
    "\n  subscription PostsChanged($userId: Int) {\n    postsChanged(userId: $userId)\n  }\n": types.PostsChangedDocument,
    "\n  fragment MessageFields on ChatMessage {\n    id roomId userId fromModerator messageType content url video gift { id giftName picture }\n    latitude longitude privatePhotoRequestId requestStatus ir isDeleted clientId timestamp\n    senderWorkerId receiverWorkerId\n  }\n": types.MessageFieldsFragmentDoc,
    "\n  fragment PersonFields on ChatPerson { id uid display_name fullName avatar isOnline }\n": types.PersonFieldsFragmentDoc,
    "\n  fragment RoomFields on ChatRoom {\n    id name userId moderatorId target unread lastMessageId latestTime holderId deadline\n    user { ...PersonFields } moderator { ...PersonFields } notes { moderatorNote userNote }\n  }\n": types.RoomFieldsFragmentDoc,
    "\n  fragment QueueItemFields on QueueItem {\n    id roomId dateCreated isAssigned clearedAt updatedAt moderator { id uid username display_name }\n    worker { id } userDetails { id email display_name }\n  }\n": types.QueueItemFieldsFragmentDoc,
    "query Rooms($m: Int) { rooms(moderatorId: $m) { ...RoomFields } }": types.RoomsDocument,
    "query Room($id: ID!) { room(id: $id) { ...RoomFields } }": types.RoomDocument,
    "query History($r: ID!, $b: ID) {\n      messagesForWorkers(roomId: $r, before: $b) { ...MessageFields }\n    }": types.HistoryDocument,
    "mutation Send($roomId: ID!, $clientId: String, $kind: String!, $content: String, $giftId: Int,\n      $uploadId: Int, $stockImageId: Int, $latitude: Float, $longitude: Float) {\n      sendMessage(roomId: $roomId, clientId: $clientId, kind: $kind, content: $content,\n        giftId: $giftId, uploadId: $uploadId, stockImageId: $stockImageId, latitude: $latitude,\n        longitude: $longitude) { ...MessageFields }\n    }": types.SendDocument,
    "mutation Delete($r: ID!, $ids: [ID!]!) { deleteUserMessages(roomId: $r, ids: $ids) }": types.DeleteDocument,
    "mutation Read($r: ID!) { markRoomRead(roomId: $r) }": types.ReadDocument,
    "mutation Note($r: ID!, $c: String!, $f: Boolean!) {\n      createNotes(roomId: $r, content: $c, forRealUser: $f) { content }\n    }": types.NoteDocument,
    "query Queue { chatsInQueue { ...QueueItemFields } }": types.QueueDocument,
    "query Held { assignedChats { ...QueueItemFields } }": types.HeldDocument,
    "mutation Take($r: ID!) { takeChat(roomId: $r) { ...QueueItemFields } }": types.TakeDocument,
    "mutation Start($m: Int!, $u: Int!) {\n      createChatAllModerator(moderatorId: $m, userId: $u) { ...RoomFields }\n    }": types.StartDocument,
    "query Gifts { allVirtualGift { id giftName picture } }": types.GiftsDocument,
    "query PhotoRequest($r: ID!) { privatePhotoRequestStatus(roomId: $r) { id status } }": types.PhotoRequestDocument,
    "mutation AskPhotos($u: Int!, $m: Int!) {\n      requestUserPrivatePhotos(userId: $u, moderatorId: $m) { message }\n    }": types.AskPhotosDocument,
    "mutation Decide($r: ID!, $id: Int!, $d: PhotoDecision!) {\n      privatePhotoDecision(roomId: $r, requestId: $id, decision: $d) { status }\n    }": types.DecideDocument,
    "query ChatSettings {\n      chatMessageLengthSetting { minMessageLength } chatPasteSettings { isAllowed }\n      chatQueueSettings { isAllowed }\n    }": types.ChatSettingsDocument,
    "mutation SetLength($n: Int!) {\n      setChatMessageLength(minMessageLength: $n) { minMessageLength }\n    }": types.SetLengthDocument,
    "query QueueAllowed { chatQueueSettings { isAllowed } }": types.QueueAllowedDocument,
    "\n  query ChatDraft($roomId: ID!) { chatDraft(roomId: $roomId) { text } }\n": types.ChatDraftDocument,
    "\n  mutation SaveChatDraft($roomId: ID!, $text: String!) {\n    saveChatDraft(roomId: $roomId, text: $text) { roomId }\n  }\n": types.SaveChatDraftDocument,
    "query QueueCount { chatsInQueueCount }": types.QueueCountDocument,
    "\n  fragment StockImageFields on StockImage { id file file_url thumbnail_url createdDate }\n": types.StockImageFieldsFragmentDoc,
    "query StockImages { stockImages { ...StockImageFields } }": types.StockImagesDocument,
    "mutation AddStockImage($uploadId: Int!) {\n        uploadStockImage(uploadId: $uploadId) { ...StockImageFields }\n      }": types.AddStockImageDocument,
    "mutation DeleteStockImage($id: Int!) { deleteStockImage(id: $id) }": types.DeleteStockImageDocument,
    "mutation SetPrimaryPhoto($id: ID!, $avatarIndex: Int!) {\n      updateProfile(id: $id, avatarIndex: $avatarIndex) { id }\n    }": types.SetPrimaryPhotoDocument,
    "\n  fragment StoryFields on Story {\n    id file_url fileType thumbnail likesCount commentsCount publishAt createdDate\n  }\n": types.StoryFieldsFragmentDoc,
    "\n  fragment MomentFields on Moment {\n    id file_url video thumbnail momentDescription likesCount commentsCount publishAt createdDate\n  }\n": types.MomentFieldsFragmentDoc,
    "query Stories($userId: Int!) {\n      allUserStories(userId: $userId) { ...StoryFields }\n      userScheduledStories(userId: $userId) { ...StoryFields }\n    }": types.StoriesDocument,
    "query Moments($userId: Int!) {\n      allUserMoments(userId: $userId) { ...MomentFields }\n      userScheduledMoments(userId: $userId) { ...MomentFields }\n    }": types.MomentsDocument,
    "query AllMoments($limit: Int, $offset: Int) {\n        allMoments(limit: $limit, offset: $offset) { ...MomentFields createdBy { id fullName } }\n      }": types.AllMomentsDocument,
    "mutation AddStory($moderatorId: ID!, $uploadId: Int, $stockImageId: Int,\n      $publishAt: String) {\n      insertStory(moderatorId: $moderatorId, uploadId: $uploadId, stockImageId: $stockImageId,\n        publishAt: $publishAt) { id }\n    }": types.AddStoryDocument,
    "mutation AddMoment($moderatorId: ID!, $description: String, $uploadId: Int,\n      $stockImageId: Int, $publishAt: String) {\n      insertMoment(moderatorId: $moderatorId, description: $description, uploadId: $uploadId,\n        stockImageId: $stockImageId, publishAt: $publishAt) { id }\n    }": types.AddMomentDocument,
    "mutation RemoveStory($id: Int!, $moderatorId: ID!) {\n        deleteStory(id: $id, moderatorId: $moderatorId)\n      }": types.RemoveStoryDocument,
    "mutation RemoveMoment($id: Int!, $moderatorId: ID!) {\n        deleteMoment(id: $id, moderatorId: $moderatorId)\n      }": types.RemoveMomentDocument,
    "query Reactions($kind: PostKind!, $id: Int!) {\n      getMomentLikes(kind: $kind, id: $id) { id user { id fullName lastSeen } }\n      getMomentComments(kind: $kind, id: $id) { id commentDescription createdDate user { id fullName } }\n    }": types.ReactionsDocument,
    "mutation Like($kind: PostKind!, $id: Int!, $moderatorId: ID) {\n      genericLike(kind: $kind, id: $id, moderatorId: $moderatorId)\n    }": types.LikeDocument,
    "mutation Comment($kind: PostKind!, $id: Int!, $comment: String!, $moderatorId: ID) {\n      genericComment(kind: $kind, id: $id, comment: $comment, moderatorId: $moderatorId) { id }\n    }": types.CommentDocument,
    "query Admins { usersAdmins { id fullName } }": types.AdminsDocument,
    "\n  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String,\n    $language: [Int!], $about: String, $pasteAccess: Boolean, $chatAccess: Boolean,\n    $allowManualChat: Boolean,\n    $address: String, $location: [Float!], $city: String, $countryCode: String, $zipCode: String) {\n    updateProfile(id: $id, firstName: $firstName, lastName: $lastName, email: $email,\n      language: $language, about: $about, pasteAccess: $pasteAccess, chatAccess: $chatAccess,\n      allowManualChat: $allowManualChat, address: $address, location: $location, city: $city,\n      countryCode: $countryCode, zipCode: $zipCode) {\n      id first_name last_name fullName email language_id_code language about pasteAccess chatAccess\n      allow_manual_chat address location city zip_code country_code country isOnline\n      user_last_seen age roles\n    }\n  }": types.UpdateProfileDocument,
    "\n  fragment WorkerStatisticsFields on WorkerStatistics {\n    workerId name date timeZone days { day sentCount receivedCount }\n    hours { hour sentCount receivedCount } totals { sentCount receivedCount }\n    medianResponseSeconds lastContact isOnline lastMessage activeChats\n    moderators { id fullName avatar }\n  }\n": types.WorkerStatisticsFieldsFragmentDoc,
    "query WorkerMonthStatistics($w: ID!, $month: String!, $tz: String) {\n      messagesStatistics(workerId: $w, month: $month, timeZone: $tz) { ...WorkerStatisticsFields }\n    }": types.WorkerMonthStatisticsDocument,
    "query WorkerDayStatistics($w: ID!, $day: String, $tz: String) {\n      sameDayMessagesStatistics(workerId: $w, day: $day, timeZone: $tz) {\n        ...WorkerStatisticsFields\n      }\n    }": types.WorkerDayStatisticsDocument,
    "query WorkerWeekStatistics($w: ID!, $tz: String) {\n      sameWeekMessagesStatistics(workerId: $w, timeZone: $tz) { ...WorkerStatisticsFields }\n    }": types.WorkerWeekStatisticsDocument,
    "\n  query TeamStatistics($month: String, $day: String, $tz: String) {\n    teamMessagesStatistics(month: $month, day: $day, timeZone: $tz) {\n      workerId name email sentCount receivedCount medianResponseSeconds lastContact isOnline\n      lastMessage activeChats\n    }\n  }\n": types.TeamStatisticsDocument,
    "subscription QueueChanged { queueChanged }": types.QueueChangedDocument,
    "subscription SettingsChanged {\n  settingsChanged {\n    autoOffer { enabled capacity acceptSeconds } minMessageLength queueAllowed pasteAllowed\n  }\n}": types.SettingsChangedDocument,
    "subscription BriefingsChanged { briefingsChanged }": types.BriefingsChangedDocument,
    "subscription ContactMessagesChanged { contactMessagesChanged }": types.ContactMessagesChangedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListingChecks {\n  checkUserListingPermission { isAllowed }\n  checkAdminListingPermission { isAllowed }\n}"): typeof import('./graphql').ListingChecksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Feed($after: ID) { onNewMessage(after: $after) { ...MessageFields } }"): typeof import('./graphql').FeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription Requests { privatePhotoRequest { id roomId status } }"): typeof import('./graphql').RequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AutoOffer { autoOfferSetting { enabled capacity acceptSeconds } }"): typeof import('./graphql').AutoOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAutoOffer($enabled: Boolean!, $capacity: Int!, $acceptSeconds: Int!) {\n  setAutoOffer(enabled: $enabled, capacity: $capacity, acceptSeconds: $acceptSeconds) {\n    enabled capacity acceptSeconds\n  }\n}"): typeof import('./graphql').SetAutoOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatOffers {\n  chatOffers {\n    roomId expiresAt\n    chat { roomId moderator { id display_name username } userDetails { id display_name email } }\n  }\n}"): typeof import('./graphql').ChatOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptOffer($r: ID!) { acceptChatOffer(roomId: $r) { roomId } }"): typeof import('./graphql').AcceptOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclineOffer($r: ID!) { declineChatOffer(roomId: $r) }"): typeof import('./graphql').DeclineOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatViewers($roomId: ID!) {\n    chatViewers(roomId: $roomId) {\n      id\n      name\n      role\n      holdsChat\n      viewing\n    }\n  }\n"): typeof import('./graphql').ChatViewersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatStarted { chatStarted { ...RoomFields } }"): typeof import('./graphql').ChatStartedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatRoomChanged { chatRoomChanged }"): typeof import('./graphql').ChatRoomChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription FakeUserChanged {\n  fakeUserChanged { moderatorId reassigned }\n}"): typeof import('./graphql').FakeUserChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostsChanged($userId: Int) {\n    postsChanged(userId: $userId)\n  }\n"): typeof import('./graphql').PostsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageFields on ChatMessage {\n    id roomId userId fromModerator messageType content url video gift { id giftName picture }\n    latitude longitude privatePhotoRequestId requestStatus ir isDeleted clientId timestamp\n    senderWorkerId receiverWorkerId\n  }\n"): typeof import('./graphql').MessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonFields on ChatPerson { id uid display_name fullName avatar isOnline }\n"): typeof import('./graphql').PersonFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomFields on ChatRoom {\n    id name userId moderatorId target unread lastMessageId latestTime holderId deadline\n    user { ...PersonFields } moderator { ...PersonFields } notes { moderatorNote userNote }\n  }\n"): typeof import('./graphql').RoomFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QueueItemFields on QueueItem {\n    id roomId dateCreated isAssigned clearedAt updatedAt moderator { id uid username display_name }\n    worker { id } userDetails { id email display_name }\n  }\n"): typeof import('./graphql').QueueItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Rooms($m: Int) { rooms(moderatorId: $m) { ...RoomFields } }"): typeof import('./graphql').RoomsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Room($id: ID!) { room(id: $id) { ...RoomFields } }"): typeof import('./graphql').RoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query History($r: ID!, $b: ID) {\n      messagesForWorkers(roomId: $r, before: $b) { ...MessageFields }\n    }"): typeof import('./graphql').HistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Send($roomId: ID!, $clientId: String, $kind: String!, $content: String, $giftId: Int,\n      $uploadId: Int, $stockImageId: Int, $latitude: Float, $longitude: Float) {\n      sendMessage(roomId: $roomId, clientId: $clientId, kind: $kind, content: $content,\n        giftId: $giftId, uploadId: $uploadId, stockImageId: $stockImageId, latitude: $latitude,\n        longitude: $longitude) { ...MessageFields }\n    }"): typeof import('./graphql').SendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Delete($r: ID!, $ids: [ID!]!) { deleteUserMessages(roomId: $r, ids: $ids) }"): typeof import('./graphql').DeleteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Read($r: ID!) { markRoomRead(roomId: $r) }"): typeof import('./graphql').ReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Note($r: ID!, $c: String!, $f: Boolean!) {\n      createNotes(roomId: $r, content: $c, forRealUser: $f) { content }\n    }"): typeof import('./graphql').NoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Queue { chatsInQueue { ...QueueItemFields } }"): typeof import('./graphql').QueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Held { assignedChats { ...QueueItemFields } }"): typeof import('./graphql').HeldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Take($r: ID!) { takeChat(roomId: $r) { ...QueueItemFields } }"): typeof import('./graphql').TakeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Start($m: Int!, $u: Int!) {\n      createChatAllModerator(moderatorId: $m, userId: $u) { ...RoomFields }\n    }"): typeof import('./graphql').StartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Gifts { allVirtualGift { id giftName picture } }"): typeof import('./graphql').GiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PhotoRequest($r: ID!) { privatePhotoRequestStatus(roomId: $r) { id status } }"): typeof import('./graphql').PhotoRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AskPhotos($u: Int!, $m: Int!) {\n      requestUserPrivatePhotos(userId: $u, moderatorId: $m) { message }\n    }"): typeof import('./graphql').AskPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Decide($r: ID!, $id: Int!, $d: PhotoDecision!) {\n      privatePhotoDecision(roomId: $r, requestId: $id, decision: $d) { status }\n    }"): typeof import('./graphql').DecideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatSettings {\n      chatMessageLengthSetting { minMessageLength } chatPasteSettings { isAllowed }\n      chatQueueSettings { isAllowed }\n    }"): typeof import('./graphql').ChatSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetLength($n: Int!) {\n      setChatMessageLength(minMessageLength: $n) { minMessageLength }\n    }"): typeof import('./graphql').SetLengthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueAllowed { chatQueueSettings { isAllowed } }"): typeof import('./graphql').QueueAllowedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatDraft($roomId: ID!) { chatDraft(roomId: $roomId) { text } }\n"): typeof import('./graphql').ChatDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveChatDraft($roomId: ID!, $text: String!) {\n    saveChatDraft(roomId: $roomId, text: $text) { roomId }\n  }\n"): typeof import('./graphql').SaveChatDraftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QueueCount { chatsInQueueCount }"): typeof import('./graphql').QueueCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockImageFields on StockImage { id file file_url thumbnail_url createdDate }\n"): typeof import('./graphql').StockImageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StockImages { stockImages { ...StockImageFields } }"): typeof import('./graphql').StockImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddStockImage($uploadId: Int!) {\n        uploadStockImage(uploadId: $uploadId) { ...StockImageFields }\n      }"): typeof import('./graphql').AddStockImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteStockImage($id: Int!) { deleteStockImage(id: $id) }"): typeof import('./graphql').DeleteStockImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPrimaryPhoto($id: ID!, $avatarIndex: Int!) {\n      updateProfile(id: $id, avatarIndex: $avatarIndex) { id }\n    }"): typeof import('./graphql').SetPrimaryPhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoryFields on Story {\n    id file_url fileType thumbnail likesCount commentsCount publishAt createdDate\n  }\n"): typeof import('./graphql').StoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MomentFields on Moment {\n    id file_url video thumbnail momentDescription likesCount commentsCount publishAt createdDate\n  }\n"): typeof import('./graphql').MomentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Stories($userId: Int!) {\n      allUserStories(userId: $userId) { ...StoryFields }\n      userScheduledStories(userId: $userId) { ...StoryFields }\n    }"): typeof import('./graphql').StoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Moments($userId: Int!) {\n      allUserMoments(userId: $userId) { ...MomentFields }\n      userScheduledMoments(userId: $userId) { ...MomentFields }\n    }"): typeof import('./graphql').MomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AllMoments($limit: Int, $offset: Int) {\n        allMoments(limit: $limit, offset: $offset) { ...MomentFields createdBy { id fullName } }\n      }"): typeof import('./graphql').AllMomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddStory($moderatorId: ID!, $uploadId: Int, $stockImageId: Int,\n      $publishAt: String) {\n      insertStory(moderatorId: $moderatorId, uploadId: $uploadId, stockImageId: $stockImageId,\n        publishAt: $publishAt) { id }\n    }"): typeof import('./graphql').AddStoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddMoment($moderatorId: ID!, $description: String, $uploadId: Int,\n      $stockImageId: Int, $publishAt: String) {\n      insertMoment(moderatorId: $moderatorId, description: $description, uploadId: $uploadId,\n        stockImageId: $stockImageId, publishAt: $publishAt) { id }\n    }"): typeof import('./graphql').AddMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveStory($id: Int!, $moderatorId: ID!) {\n        deleteStory(id: $id, moderatorId: $moderatorId)\n      }"): typeof import('./graphql').RemoveStoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveMoment($id: Int!, $moderatorId: ID!) {\n        deleteMoment(id: $id, moderatorId: $moderatorId)\n      }"): typeof import('./graphql').RemoveMomentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Reactions($kind: PostKind!, $id: Int!) {\n      getMomentLikes(kind: $kind, id: $id) { id user { id fullName lastSeen } }\n      getMomentComments(kind: $kind, id: $id) { id commentDescription createdDate user { id fullName } }\n    }"): typeof import('./graphql').ReactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Like($kind: PostKind!, $id: Int!, $moderatorId: ID) {\n      genericLike(kind: $kind, id: $id, moderatorId: $moderatorId)\n    }"): typeof import('./graphql').LikeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Comment($kind: PostKind!, $id: Int!, $comment: String!, $moderatorId: ID) {\n      genericComment(kind: $kind, id: $id, comment: $comment, moderatorId: $moderatorId) { id }\n    }"): typeof import('./graphql').CommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Admins { usersAdmins { id fullName } }"): typeof import('./graphql').AdminsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $firstName: String, $lastName: String, $email: String,\n    $language: [Int!], $about: String, $pasteAccess: Boolean, $chatAccess: Boolean,\n    $allowManualChat: Boolean,\n    $address: String, $location: [Float!], $city: String, $countryCode: String, $zipCode: String) {\n    updateProfile(id: $id, firstName: $firstName, lastName: $lastName, email: $email,\n      language: $language, about: $about, pasteAccess: $pasteAccess, chatAccess: $chatAccess,\n      allowManualChat: $allowManualChat, address: $address, location: $location, city: $city,\n      countryCode: $countryCode, zipCode: $zipCode) {\n      id first_name last_name fullName email language_id_code language about pasteAccess chatAccess\n      allow_manual_chat address location city zip_code country_code country isOnline\n      user_last_seen age roles\n    }\n  }"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkerStatisticsFields on WorkerStatistics {\n    workerId name date timeZone days { day sentCount receivedCount }\n    hours { hour sentCount receivedCount } totals { sentCount receivedCount }\n    medianResponseSeconds lastContact isOnline lastMessage activeChats\n    moderators { id fullName avatar }\n  }\n"): typeof import('./graphql').WorkerStatisticsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerMonthStatistics($w: ID!, $month: String!, $tz: String) {\n      messagesStatistics(workerId: $w, month: $month, timeZone: $tz) { ...WorkerStatisticsFields }\n    }"): typeof import('./graphql').WorkerMonthStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerDayStatistics($w: ID!, $day: String, $tz: String) {\n      sameDayMessagesStatistics(workerId: $w, day: $day, timeZone: $tz) {\n        ...WorkerStatisticsFields\n      }\n    }"): typeof import('./graphql').WorkerDayStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkerWeekStatistics($w: ID!, $tz: String) {\n      sameWeekMessagesStatistics(workerId: $w, timeZone: $tz) { ...WorkerStatisticsFields }\n    }"): typeof import('./graphql').WorkerWeekStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamStatistics($month: String, $day: String, $tz: String) {\n    teamMessagesStatistics(month: $month, day: $day, timeZone: $tz) {\n      workerId name email sentCount receivedCount medianResponseSeconds lastContact isOnline\n      lastMessage activeChats\n    }\n  }\n"): typeof import('./graphql').TeamStatisticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription QueueChanged { queueChanged }"): typeof import('./graphql').QueueChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SettingsChanged {\n  settingsChanged {\n    autoOffer { enabled capacity acceptSeconds } minMessageLength queueAllowed pasteAllowed\n  }\n}"): typeof import('./graphql').SettingsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BriefingsChanged { briefingsChanged }"): typeof import('./graphql').BriefingsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ContactMessagesChanged { contactMessagesChanged }"): typeof import('./graphql').ContactMessagesChangedDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
