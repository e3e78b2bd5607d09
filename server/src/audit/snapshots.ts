import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import {
  briefings,
  chatQueue,
  contactMessages,
  invitations,
  savedReplies,
  settings,
  users,
} from '../db/schema.js';

/**
 * What an audit entry names: a person (real user, staff member or moderator), a chat, a setting,
 * a saved reply...
 */
export type AuditTargetType =
  | 'person'
  | 'chat'
  | 'setting'
  | 'invitation'
  | 'export'
  | 'saved_reply'
  | 'briefing'
  | 'stock_image'
  | 'contact_message';

/**
 * The fields of a person an audit entry keeps before and after a change: who they are, their
 * standing and their rights; never a password hash.
 */
const PERSON_FIELDS = {
  email: users.email,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isModerator: users.isModerator,
  ownerId: users.ownerId,
  workerId: users.workerId,
  isBlocked: users.isBlocked,
  disabled: users.disabled,
  reportCount: users.reportCount,
  chatAccess: users.chatAccess,
  pasteAccess: users.pasteAccess,
  allowManualChat: users.allowManualChat,
  city: users.city,
  country: users.country,
} as const;

async function person(db: Db, id: string) {
  const userId = Number(id);
  if (!Number.isSafeInteger(userId)) return null;
  const [row] = await db.select(PERSON_FIELDS).from(users).where(eq(users.id, userId));
  return row ?? null;
}

async function chat(db: Db, roomId: string) {
  const [row] = await db
    .select({
      isAssigned: chatQueue.isAssigned,
      workerId: chatQueue.workerId,
      clearedAt: chatQueue.clearedAt,
    })
    .from(chatQueue)
    .where(eq(chatQueue.roomId, roomId));
  return row ? { ...row, clearedAt: row.clearedAt?.toISOString() ?? null } : { queued: false };
}

async function setting(db: Db, key: string) {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? { value: row.value } : null;
}

async function savedReply(db: Db, id: string) {
  const replyId = Number(id);
  if (!Number.isSafeInteger(replyId)) return null;
  const [row] = await db
    .select({ title: savedReplies.title, body: savedReplies.body, ownerId: savedReplies.ownerId })
    .from(savedReplies)
    .where(eq(savedReplies.id, replyId));
  return row ? { ...row, team: row.ownerId === null } : null;
}

async function briefing(db: Db, id: string) {
  const briefingId = Number(id);
  if (!Number.isSafeInteger(briefingId)) return null;
  const [row] = await db
    .select({ title: briefings.title, bodyHtml: briefings.bodyHtml, authorId: briefings.authorId })
    .from(briefings)
    .where(eq(briefings.id, briefingId));
  return row ?? null;
}

const rowId = (id: string) => {
  const value = Number(id);
  return Number.isSafeInteger(value) ? value : null;
};

/** An invitation by its row id (the create entry names its email and has no state to read). */
async function invitation(db: Db, id: string) {
  const invitationId = rowId(id);
  if (invitationId === null) return null;
  const [row] = await db
    .select({
      email: invitations.email,
      isAdminPermission: invitations.isAdminPermission,
      isChatAdminPermission: invitations.isChatAdminPermission,
      expiresAt: invitations.expiresAt,
      usedAt: invitations.usedAt,
      revokedAt: invitations.revokedAt,
    })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  return row
    ? {
        ...row,
        expiresAt: row.expiresAt.toISOString(),
        usedAt: row.usedAt?.toISOString() ?? null,
        revokedAt: row.revokedAt?.toISOString() ?? null,
      }
    : null;
}

/** Who wrote in, and whether it is handled (not the message itself: the inbox keeps that). */
async function contactMessage(db: Db, id: string) {
  const messageId = rowId(id);
  if (messageId === null) return null;
  const [row] = await db
    .select({
      email: contactMessages.email,
      handledAt: contactMessages.handledAt,
      handledById: contactMessages.handledById,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId));
  return row ? { ...row, handledAt: row.handledAt?.toISOString() ?? null } : null;
}

/** The target's state now, as the entry records it (null when there is none to read). */
export function snapshotOf(
  db: Db,
  type: AuditTargetType,
  id: string,
): Promise<Record<string, unknown> | null> {
  switch (type) {
    case 'person':
      return person(db, id);
    case 'chat':
      return chat(db, id);
    case 'setting':
      return setting(db, id);
    case 'saved_reply':
      return savedReply(db, id);
    case 'briefing':
      return briefing(db, id);
    case 'invitation':
      return invitation(db, id);
    case 'contact_message':
      return contactMessage(db, id);
    default:
      return Promise.resolve(null);
  }
}
