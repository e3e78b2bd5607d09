import type { AuditAction } from '../../../contract/audit.js';
import type { PolicyKey } from '../auth/policy.js';
import type { AuditTargetType } from './snapshots.js';

/** What the recorder knows of a call that changed something. */
export interface AuditedCall {
  /** Route params, or a GraphQL field's arguments. */
  values: Record<string, unknown>;
  /** The parsed REST body. */
  body: Record<string, unknown>;
  /** The parsed REST query string. */
  query?: Record<string, unknown>;
  /** The parsed REST answer, or the GraphQL field's result. */
  answer: Record<string, unknown>;
}

export interface AuditRule {
  action: AuditAction | ((call: AuditedCall) => AuditAction);
  target: AuditTargetType;
  /** The target's id; read before the call (for its `before`) and after it. */
  id: (call: Omit<AuditedCall, 'answer'> & Partial<Pick<AuditedCall, 'answer'>>) => unknown;
  /** What to keep as the entry's `after` when the target has no state to read (an invitation). */
  after?: (call: AuditedCall) => Record<string, unknown>;
  /** Only the target is named, not its state (signing in or out changes nothing of the person). */
  stateless?: true;
  /**
   * The actor's id in the answer, when the caller had no session yet: a sign-in is the act of the
   * account that signed in, a sign-up of the member it made. Real app users' sign-ins are not
   * staff actions and are not kept.
   */
  actorFromAnswer?: (answer: Record<string, unknown>) => unknown;
  /** Whether the call changed anything (no entry when not: no message was deleted). */
  changed?: (call: AuditedCall) => boolean;
}

const param = (name: string) => (call: { values: Record<string, unknown> }) => call.values[name];
const fromAnswer = (call: { answer?: Record<string, unknown> }) => call.answer?.id;
const roomOfBody = (call: { body: Record<string, unknown> }) => call.body.room_id;
/** What a removal took away, when the target's own state does not show it. */
const removed =
  (what: string, from: (call: AuditedCall) => unknown, kind?: string) => (call: AuditedCall) => ({
    [what]: from(call),
    ...(kind ? { kind } : {}),
  });
const arg = (name: string) => (call: AuditedCall) => call.values[name];

/**
 * Every staff action that changes something, by its row in the policy table (the same keys): the
 * recorder appends an entry when the call succeeded, with the target's state before and after.
 * Deadline returns are the server's own and are appended by the sweep (queue/assignment.ts).
 */
export const AUDITED: Partial<Record<PolicyKey, AuditRule>> = {
  'POST /api/auth/token-login/': {
    action: 'auth.sign_in',
    target: 'person',
    id: (call) => (call.answer?.user as { id?: unknown } | undefined)?.id,
    actorFromAnswer: (answer) => (answer.user as { id?: unknown } | undefined)?.id,
    stateless: true,
  },
  // A staff member made through an invitation link: the new member's own act.
  'POST /api/worker/signup/': {
    action: 'staff.sign_up',
    target: 'person',
    id: fromAnswer,
    actorFromAnswer: (answer) => answer.id,
  },
  'POST /api/auth/logout/': {
    action: 'auth.sign_out',
    target: 'person',
    id: () => undefined,
    stateless: true,
  },
  'PATCH /api/user/:id/': {
    action: ({ body }) => (body.is_blocked ? 'user.block' : 'user.unblock'),
    target: 'person',
    id: param('id'),
  },
  'DELETE /api/user/:id/reports/': {
    action: 'user.reports_removed',
    target: 'person',
    id: param('id'),
  },
  'PUT /api/user/:id/': { action: 'user.update', target: 'person', id: param('id') },
  'DELETE /api/user/:id': { action: 'person.delete', target: 'person', id: param('id') },
  'POST /api/user/': {
    action: ({ body }) => ('email' in body ? 'user.create' : 'moderator.create'),
    target: 'person',
    id: fromAnswer,
  },
  'DELETE /api/internal/workers/:id': { action: 'staff.delete', target: 'person', id: param('id') },
  'Mutation.updateProfile': { action: 'profile.update', target: 'person', id: param('id') },
  'PUT /api/moderator/:id/': { action: 'moderator.update', target: 'person', id: param('id') },
  'DELETE /api/moderator/:id/': { action: 'moderator.delete', target: 'person', id: param('id') },
  'POST /api/worker/invitation/': {
    action: 'invitation.create',
    target: 'invitation',
    id: ({ body }) => body.email,
    // The link carries the key: never kept here.
    after: ({ body }) => ({
      email: body.email,
      is_admin_permission: body.is_admin_permission,
      is_chat_admin_permission: body.is_chat_admin_permission,
    }),
  },
  'POST /api/worker/invitations/:id/revoke/': {
    action: 'invitation.revoke',
    target: 'invitation',
    id: param('id'),
  },
  'PATCH /api/contact-messages/:id/': {
    action: ({ body }) => (body.status === 'handled' ? 'contact.handle' : 'contact.reopen'),
    target: 'contact_message',
    id: param('id'),
  },
  // The whole database and media leave with it: who took one is kept like an export.
  'GET /api/internal/backup/': {
    action: 'system.backup',
    target: 'export',
    id: () => 'backup.tar.gz',
  },
  'POST /chat/assign-chat/': {
    action: ({ body }) => (body.isAssigned ? 'chat.take' : 'chat.release'),
    target: 'chat',
    id: roomOfBody,
  },
  'Mutation.takeChat': { action: 'chat.take', target: 'chat', id: param('roomId') },
  'Mutation.releaseChat': { action: 'chat.release', target: 'chat', id: param('roomId') },
  'Mutation.acceptChatOffer': { action: 'chat.take', target: 'chat', id: param('roomId') },
  'Mutation.declineChatOffer': {
    action: 'chat.offer_decline',
    target: 'chat',
    id: param('roomId'),
  },
  'Mutation.setAutoOffer': { action: 'settings.change', target: 'setting', id: () => 'autoOffer' },
  // Saved replies: team replies are shared staff content; personal ones are kept alike.
  'POST /api/saved-replies/': {
    action: 'saved_reply.create',
    target: 'saved_reply',
    id: fromAnswer,
  },
  'PUT /api/saved-replies/:id/': {
    action: 'saved_reply.update',
    target: 'saved_reply',
    id: param('id'),
  },
  'DELETE /api/saved-replies/:id/': {
    action: 'saved_reply.delete',
    target: 'saved_reply',
    id: param('id'),
  },
  // Password resets (issue 37): who issued, used or changed; never the key, link or password.
  'POST /api/worker/:id/password-reset/': {
    action: 'password_reset.issue',
    target: 'person',
    id: param('id'),
    stateless: true,
  },
  'POST /api/password-reset/': {
    action: 'password_reset.use',
    target: 'person',
    id: fromAnswer,
    actorFromAnswer: (answer) => answer.id,
    stateless: true,
  },
  'POST /api/auth/password/': {
    action: 'auth.password_change',
    target: 'person',
    id: () => undefined,
    stateless: true,
  },
  'Mutation.setChatMessageLength': {
    action: 'settings.change',
    target: 'setting',
    id: () => 'minMessageLength',
  },
  // Team briefings (issue 37): shared staff content, kept like saved replies.
  'POST /api/briefings/': { action: 'briefing.create', target: 'briefing', id: fromAnswer },
  'PUT /api/briefings/:id/': { action: 'briefing.update', target: 'briefing', id: param('id') },
  'DELETE /api/briefings/:id/': { action: 'briefing.delete', target: 'briefing', id: param('id') },
  // A worker hiding a real user's messages from the chat (a real user's own deletions are not kept).
  'Mutation.deleteUserMessages': {
    action: 'chat.messages_delete',
    target: 'chat',
    id: param('roomId'),
    stateless: true,
    after: ({ answer }) => ({ messageIds: Array.isArray(answer) ? answer : [] }),
    changed: ({ answer }) => Array.isArray(answer) && answer.length > 0,
  },
  // Removals of what a profile shows: gone from the app, so who took it away is kept.
  'DELETE /api/user/:id/photo/': {
    action: 'photo.delete',
    target: 'person',
    id: param('id'),
    stateless: true,
    after: removed('photoId', ({ query, body }) => query?.id ?? body.id),
  },
  'Mutation.deleteAvatarPhoto': {
    action: 'photo.delete',
    target: 'person',
    id: param('userId'),
    stateless: true,
    after: removed('photoId', arg('id'), 'avatar'),
  },
  'Mutation.deletePrivatePhoto': {
    action: 'photo.delete',
    target: 'person',
    id: param('userId'),
    stateless: true,
    after: removed('photoId', arg('id'), 'private'),
  },
  'Mutation.deleteStory': {
    action: 'story.delete',
    target: 'person',
    id: param('moderatorId'),
    stateless: true,
    after: removed('storyId', arg('id')),
  },
  'Mutation.deleteMoment': {
    action: 'moment.delete',
    target: 'person',
    id: param('moderatorId'),
    stateless: true,
    after: removed('momentId', arg('id')),
  },
  'Mutation.deleteStockImage': {
    action: 'stock_image.delete',
    target: 'stock_image',
    id: param('id'),
    stateless: true,
  },
};
