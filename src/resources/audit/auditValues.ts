// Pure helpers of the audit log screens (no React, no react-admin).
import type { AuditEntry } from '../../../contract/audit';
import { fullNameOf, shownNameOf } from '../../../contract/rules/people';
import { isAdminRole } from '../../../contract/rules/roles';

/** A field whose value differs between the entry's before and after. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an entry changed, in a stable order; every field when there is only one side (a
 * record created or deleted).
 */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => !(before && after) || !same(change.before, change.after));
}

/** A value as the screens show it: text as it is, nothing as an em dash, the rest as JSON. */
export function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** What a formatted value says for yes and no (from the catalogue). */
export interface YesNo {
  yes: string;
  no: string;
}

/**
 * A value for people: yes/no for a flag, an instant in the viewer's date and time, a list of
 * plain values as a comma list, the rest as `shown` says.
 */
export function formatted(value: unknown, words: YesNo, locale?: string): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    return new Date(value).toLocaleString(locale);
  }
  if (Array.isArray(value) && value.length && value.every((item) => typeof item !== 'object')) {
    return value.map((item) => formatted(item, words, locale)).join(', ');
  }
  return shown(value);
}

/** One line for the list: `isBlocked: false → true; reportCount: 2 → 0`. */
export function changeSummary(
  changes: AuditChange[],
  limit = 3,
  label: (field: string) => string = (field) => field,
  value: (value: unknown) => string = shown,
): string {
  const parts = changes
    .slice(0, limit)
    .map((change) => `${label(change.field)}: ${value(change.before)} → ${value(change.after)}`);
  return changes.length > limit
    ? `${parts.join('; ')}; +${changes.length - limit}`
    : parts.join('; ');
}

/** The catalogue key of an action's label (`user.block` is `app.audit.actions.user_block`). */
export const actionLabelKey = (action: string) => `app.audit.actions.${action.replace('.', '_')}`;

/** The fields of an entry's target that say who or what it is. */
type TargetFacts = Pick<
  AuditEntry,
  'action' | 'targetType' | 'targetId' | 'before' | 'after' | 'actorId' | 'actorRole'
>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A person's name as the entry kept it: display name, else first and last name, else email. */
export function personNameOf(entry: TargetFacts): string | null {
  const state = entry.after ?? entry.before ?? {};
  const fullName = fullNameOf({
    firstName: text(state.firstName) ?? '',
    lastName: text(state.lastName) ?? '',
  });
  return (
    shownNameOf({ displayName: text(state.displayName), fullName, email: text(state.email) }) ||
    null
  );
}

/** A staff member's page by their role (admins have their own list). */
export const staffPathOf = (id: number | string, role: string | null) =>
  isAdminRole(role) ? `/admins/view/${id}` : `/workers/view/${id}`;

/**
 * The page of the entry's person or chat, or null when the entry does not tell which kind of
 * person it names (a removed photo's owner, say): a wrong guess would open someone else's page.
 */
export function targetPathOf(entry: TargetFacts): string | null {
  const id = entry.targetId;
  if (!id) return null;
  if (entry.targetType === 'chat') return `/chat/${id}`;
  if (entry.targetType !== 'person') return null;
  const state = entry.after ?? entry.before ?? {};
  if (
    state.isModerator === true ||
    entry.action === 'story.delete' ||
    entry.action === 'moment.delete'
  ) {
    return `/moderators/edit/${id}`;
  }
  const ownAct = String(entry.actorId) === id ? entry.actorRole : null;
  const role = text(state.role) ?? (entry.action.startsWith('auth.') ? ownAct : null);
  if (role) return staffPathOf(id, role);
  if (state.isModerator === false) return `/users/edit/${id}`;
  return null;
}
