import type { PolicyKey } from '../auth/policy.js';

/**
 * The calls of the policy table that may change something and have no audit rule, each with why
 * (audit.test.ts walks every mutating route and mutation: one in neither list fails it).
 */
export const AUDIT_EXEMPT: Partial<Record<PolicyKey, string>> = {
  'POST /graphql': 'The GraphQL endpoint: each mutation is audited (or exempt) on its own.',
  'POST /api/contact-us/': 'A visitor’s message to the team, not a staff member’s change.',
  'POST /api/app/signup/': 'A real user signing up in the dating app, not a staff member.',
  'Mutation.appStartChat': 'A real user opening a chat in the dating app, not a staff member.',
  'POST /api/internal/export-ticket/':
    'Issues a 60 s ticket and lets nothing leave: the download that redeems it is kept (users.export), with what left.',
  'POST /api/audit/export-ticket/':
    'Issues a 60 s ticket and lets nothing leave: the download that redeems it is kept (audit.export), with what left.',
  'POST /api/media/upload/':
    'Stores a file under an unguessable name that nothing shows; the call that uses it (a photo, a story) is the change.',
  'POST /api/user/:id/photo/':
    'The new photo’s row keeps who uploaded it and when (photos.created_by_id); its removal is audited.',
  'Mutation.createPrivatePhoto':
    'The new photo’s row keeps who uploaded it and when (photos.created_by_id); its removal is audited.',
  'Mutation.uploadStockImage':
    'The stock image’s row keeps who uploaded it and when (owner_id, created_at); its removal is audited.',
  'Mutation.insertStory':
    'Published as the moderator in the app: the story keeps who posted it and when (created_by_id); its removal is audited.',
  'Mutation.insertMoment':
    'Published as the moderator in the app: the moment keeps who posted it and when (created_by_id); its removal is audited.',
  'Mutation.genericLike': 'A moderator’s reaction in the app: the like itself is the record.',
  'Mutation.genericComment': 'A moderator’s comment in the app: the comment itself is the record.',
  'Mutation.likeMoment': 'A moderator’s reaction in the app: the like itself is the record.',
  'Mutation.commentMoment': 'A moderator’s comment in the app: the comment itself is the record.',
  'PUT /api/internal/fakeUsers:id/online':
    'A moderator shown online or offline during a shift: presence, not a change of the profile.',
  'PUT /api/internal/chats/:id/notes':
    'The chat’s working notes: the note keeps its author and time (notes.author_id, updated_at).',
  'Mutation.createNotes':
    'The chat’s working notes: the note keeps its author and time (notes.author_id, updated_at).',
  'PUT /api/internal/chats/:id/read': 'A read marker: who has seen which messages, nothing else.',
  'Mutation.markRoomRead': 'A read marker: who has seen which messages, nothing else.',
  'Mutation.sendMessage':
    'The conversation itself: each message keeps its sender, the worker who wrote it (sender_worker_id) and its time.',
  'Mutation.sendNotification':
    'The conversation itself: each message keeps its sender, the worker who wrote it (sender_worker_id) and its time.',
  'PUT /api/internal/chats/:id/send':
    'The conversation itself: each message keeps its sender, the worker who wrote it (sender_worker_id) and its time.',
  'POST /chat/image_upload':
    'The conversation itself: each message keeps its sender, the worker who wrote it (sender_worker_id) and its time.',
  'Mutation.sendMessageAllModerator':
    'The conversation itself: each message keeps its sender, the worker who wrote it (sender_worker_id) and its time.',
  'Mutation.createChatAllModerator':
    'Opens rooms for the conversation; their messages keep who wrote them.',
  'Mutation.giftPurchase': 'A gift in the conversation: a message of the room, kept like one.',
  'Mutation.profileVisit': 'A moderator’s visit to a profile in the app: activity, not a change.',
  'Mutation.requestUserPrivatePhotos':
    'A photo request in the conversation: the request keeps its room, state and times.',
  'Mutation.privatePhotoDecision':
    'A photo request in the conversation: the request keeps its room, state and times.',
  'Mutation.cancelPrivatePhotoRequest':
    'A photo request in the conversation: the request keeps its room, state and times.',
  'Mutation.saveChatDraft': 'A chatter’s own unsent draft: nobody else sees it.',
  'POST /api/briefings/:id/read/': 'The reader’s own read marker on a briefing.',
};
