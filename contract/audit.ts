import { z } from 'zod';

/** Every action the audit log names (issue 21); the list filters by them. */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_out',
  'user.block',
  'user.unblock',
  'user.reports_removed',
  'user.update',
  'user.create',
  'person.delete',
  'staff.sign_up',
  'staff.delete',
  'profile.update',
  'moderator.create',
  'moderator.update',
  'moderator.delete',
  'invitation.create',
  'invitation.revoke',
  'contact.handle',
  'contact.reopen',
  'users.export',
  'audit.export',
  'system.backup',
  'chat.take',
  'chat.release',
  'chat.deadline_return',
  'chat.offer_decline',
  'settings.change',
  'saved_reply.create',
  'saved_reply.update',
  'saved_reply.delete',
  'briefing.create',
  'briefing.update',
  'briefing.delete',
  'chat.messages_delete',
  'photo.delete',
  'story.delete',
  'moment.delete',
  'stock_image.delete',
  'password_reset.issue',
  'password_reset.use',
  'auth.password_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry, as `GET /api/audit/` and `GET /api/audit/{id}/` answer it. */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  actorRole: string | null;
  action: AuditAction;
  targetType: string | null;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A page of entries: newest first, `next`/`previous` links, no count (see the route). */
export interface AuditPage {
  results: AuditEntry[];
  next: string | null;
  previous: string | null;
}

const wholeNumber = z
  .string()
  .regex(/^(0|[1-9]\d{0,8})$/, 'a whole number')
  .transform(Number);
const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** The list's and the CSV's filters: who, what, from and to (ISO instants, `to` excluded). */
export const auditFilters = z.object({
  actor: wholeNumber.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export type AuditFilters = z.output<typeof auditFilters>;

/** Pages of at most 100; offsets up to 100,000 (narrow the filters to go further back). */
export const auditListQuery = auditFilters.extend({
  limit: wholeNumber.pipe(z.number().int().min(1).max(100)).default(25),
  offset: wholeNumber.pipe(z.number().int().min(0).max(100_000)).default(0),
});
