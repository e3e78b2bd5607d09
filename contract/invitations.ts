/**
 * Managing invitations (REST): who may invite lists every invitation and revokes a pending one.
 * Shared by the server (validation) and the back-office (types).
 */
import { z } from 'zod';
import { decimal, int4 } from './wire.js';

/** POST /api/worker/invitation/ */
export const invitationRequest = z.object({
  email: z.string().trim().min(8).email(),
  is_admin_permission: z.boolean(),
  is_chat_admin_permission: z.boolean(),
});
export type InvitationRequest = z.infer<typeof invitationRequest>;

export const invitationResponse = z.object({
  email: z.string(),
  is_admin_permission: z.boolean(),
  is_chat_admin_permission: z.boolean(),
  expires_at: z.string(),
  /** The full sign-up link; the key travels in its query string (`?invitation_key=`). */
  link: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** GET /api/worker/invitation/{key}/ */
export const invitationLookup = invitationResponse.omit({ link: true });
export type InvitationLookup = z.infer<typeof invitationLookup>;

/**
 * Where an invitation stands: `pending` until it is used, revoked or past its 24 hours. A revoked
 * or expired key answers the sign-up page's "Your key is invalid or expired".
 */
export const INVITATION_STATES = ['pending', 'used', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_MESSAGES = {
  notFound: 'No such invitation.',
  notPending: 'Only a pending invitation can be revoked.',
} as const;

/** One invitation as GET /api/worker/invitations/ lists it (never its key). */
export interface InvitationEntry {
  id: number;
  email: string;
  is_admin_permission: boolean;
  is_chat_admin_permission: boolean;
  state: InvitationState;
  created_at: string;
  /** Who invited; null once their account is gone. */
  created_by_id: number | null;
  created_by_name: string | null;
  expires_at: string;
  used_at: string | null;
  /** The staff member who signed up with it; null while unused or once their account is gone. */
  used_by_id: number | null;
  used_by_name: string | null;
  revoked_at: string | null;
  revoked_by_name: string | null;
}

/** limit/offset paging, newest first, optionally one state only. */
export const invitationListQuery = z.object({
  limit: decimal(int4().min(1).max(100)).default(25),
  offset: decimal(int4().min(0)).default(0),
  state: z.enum(INVITATION_STATES).optional(),
});
export type InvitationListQuery = z.output<typeof invitationListQuery>;
