import type { AuditAction } from '../../../contract/audit.js';
import type { PolicyKey } from '../auth/policy.js';
import type { AuditTargetType } from './snapshots.js';

/** What the recorder knows of a call that changed something. */
export interface AuditedCall {
  /** Route params, or a GraphQL field's arguments. */
  values: Record<string, unknown>;
  /** The parsed REST body. */
  body: Record<string, unknown>;
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
}

const param = (name: string) => (call: { values: Record<string, unknown> }) => call.values[name];
const fromAnswer = (call: { answer?: Record<string, unknown> }) => call.answer?.id;
const roomOfBody = (call: { body: Record<string, unknown> }) => call.body.room_id;

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
  'POST /api/internal/export-ticket/': {
    action: 'users.export',
    target: 'export',
    id: () => 'users.csv',
  },
  'POST /api/audit/export-ticket/': {
    action: 'audit.export',
    target: 'export',
    id: () => 'audit.csv',
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
  'Mutation.setChatMessageLength': {
    action: 'settings.change',
    target: 'setting',
    id: () => 'minMessageLength',
  },
};
