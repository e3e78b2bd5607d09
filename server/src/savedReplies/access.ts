import { isAdminRole } from '../../../contract/rules/roles.js';
import { SAVED_REPLY_MESSAGES } from '../../../contract/savedReplies.js';
import type { Role } from '../db/schema.js';
import { Refusal } from '../lib/refusal.js';

/** Who asks: their id and staff role (the policy already kept everyone else out). */
export interface Caller {
  id: number;
  role: Role | null;
}

interface Owned {
  ownerId: number | null;
}

export const notFound = () => Refusal.detail(404, SAVED_REPLY_MESSAGES.notFound);
const teamForAdmins = () => Refusal.detail(403, SAVED_REPLY_MESSAGES.teamForAdmins);

/** The reply when the caller may read it; someone else's personal reply is a 404 (no hint). */
export function visibleOrRefuse<T extends Owned>(reply: T | null, caller: Caller): T {
  if (!reply || (reply.ownerId !== null && reply.ownerId !== caller.id)) throw notFound();
  return reply;
}

/** The reply when the caller may change it: a team reply only admins (403). */
export function writableOrRefuse<T extends Owned>(reply: T | null, caller: Caller): T {
  const visible = visibleOrRefuse(reply, caller);
  if (visible.ownerId === null && !isAdminRole(caller.role)) throw teamForAdmins();
  return visible;
}

/** The owner a reply written with `team` gets: the caller, or none for the team (admins only). */
export function ownerFor(team: boolean, caller: Caller): number | null {
  if (!team) return caller.id;
  if (!isAdminRole(caller.role)) throw teamForAdmins();
  return null;
}
