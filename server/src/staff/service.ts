import { and, eq, sql } from 'drizzle-orm';
import { isAdminRole } from '../../../contract/rules/roles.js';
import {
  type StaffProfileRuleId,
  staffProfileRuleFailures,
} from '../../../contract/rules/staffProfile.js';
import type { StaffProfile } from '../../../contract/staff.js';
import type { ListQuery } from '../../../contract/wire.js';
import type { Db } from '../db/open.js';
import { type Role, users } from '../db/schema.js';
import { Refusal } from '../lib/refusal.js';
import type { PeopleView } from '../people/view.js';
import { countListed, listConditions, listOrder, type Population } from '../users/listQuery.js';
import { staffBody } from '../users/serialize.js';

type Paging = Pick<ListQuery, 'search'> & { limit: number; offset: number };

/** A page of admins or workers as profile cards, newest first. */
export async function listStaff(db: Db, population: Population, query: Paging, view: PeopleView) {
  const where = listConditions(population, query);
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...listOrder({}))
      .limit(query.limit)
      .offset(query.offset),
    countListed(db, population, query),
  ]);
  return { results: rows.map((row) => staffBody(row, view)), count };
}

export async function staffProfile(
  db: Db,
  id: number,
  view: PeopleView,
): Promise<StaffProfile | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), sql`${users.role} is not null`));
  return user ? staffBody(user, view) : null;
}

/** The fields of the worker/admin profile form (GraphQL updateProfile). */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  language?: number[] | null;
  about?: string | null;
  pasteAccess?: boolean | null;
  chatAccess?: boolean | null;
  allowManualChat?: boolean | null;
  address?: string | null;
  location?: number[] | null;
  city?: string | null;
  countryCode?: string | null;
  zipCode?: string | null;
}

const viewOf = (caller: ProfileCaller): PeopleView => ({
  viewer: { id: caller.id, role: caller.role },
  now: caller.now,
});

/** Sign-in is by email: an admin's changes only by themself or a super admin. */
function mayChangeEmail(target: { id: number; role: Role | null }, caller: ProfileCaller) {
  return !isAdminRole(target.role) || caller.id === target.id || caller.role === 'SUPER_ADMIN';
}

export interface ProfileCaller {
  id: number;
  role: Role | null;
  /** When the change is made: the answer's presence is measured from it. */
  now: Date;
}

/** The worker/admin form's messages (spec section 5). */
const STAFF_PROFILE_RULES: Record<StaffProfileRuleId, string> = {
  first_name: 'Please enter first name !',
  last_name: 'Please enter last name !',
  email: 'Please enter valid email !',
  language: 'Please select language !',
  address: 'Please enter address !',
};

/** The rules of the fields sent (null is not sent; an address goes with its location). */
function failedRules(changes: ProfileChanges): Set<StaffProfileRuleId> {
  const sent = (value: unknown) => value != null;
  return new Set(
    staffProfileRuleFailures({
      ...(sent(changes.firstName) ? { first_name: changes.firstName } : {}),
      ...(sent(changes.lastName) ? { last_name: changes.lastName } : {}),
      ...(sent(changes.email) ? { email: changes.email } : {}),
      ...(sent(changes.language) ? { language: changes.language } : {}),
      ...(changes.address !== undefined || changes.location !== undefined
        ? { address: changes.address, location: changes.location }
        : {}),
    }),
  );
}

/**
 * Saves a staff profile. The rules of spec section 5 hold on the server too; pasteAccess is for
 * workers only and only admins grant it (a worker cannot give themselves paste rights).
 */
export async function saveProfile(
  db: Db,
  id: number,
  changes: ProfileChanges,
  caller: ProfileCaller,
): Promise<StaffProfile> {
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), sql`${users.role} is not null`));
  if (!target) throw Refusal.errors(400, ['Given user is not found']);
  const isAdmin = isAdminRole(caller.role);
  const newEmail = changes.email?.trim().toLowerCase();
  if (
    newEmail != null &&
    newEmail !== target.email.toLowerCase() &&
    !mayChangeEmail(target, caller)
  ) {
    throw Refusal.errors(403, ["Only a super admin can change another admin's email."]);
  }
  const errors: string[] = [];
  const failed = failedRules(changes);
  /** Says a failed rule in the errors, where its field is handled; true when it failed. */
  const rule = (id: StaffProfileRuleId) => {
    if (failed.has(id)) errors.push(STAFF_PROFILE_RULES[id]);
    return failed.has(id);
  };
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.firstName != null) {
    rule('first_name');
    set.firstName = changes.firstName.trim();
  }
  if (changes.lastName != null) {
    rule('last_name');
    set.lastName = changes.lastName.trim();
  }
  if (changes.email != null) {
    const email = changes.email.trim().toLowerCase();
    if (!rule('email')) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email} and ${users.id} <> ${id}`);
      if (taken) errors.push('A user with this email already exists.');
      set.email = email;
    }
  }
  if (changes.language != null) {
    rule('language');
    set.language = [...new Set(changes.language)].sort((a, b) => a - b);
  }
  if (changes.about != null) set.about = changes.about;
  const [latitude, longitude] = changes.location ?? [];
  if (!rule('address') && changes.address && latitude !== undefined && longitude !== undefined) {
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      errors.push('The location is not a valid latitude/longitude pair.');
    } else {
      set.address = changes.address.trim();
      set.latitude = latitude;
      set.longitude = longitude;
    }
  }
  if (changes.city !== undefined) set.city = changes.city;
  if (changes.countryCode !== undefined) set.countryCode = changes.countryCode;
  if (changes.zipCode !== undefined) set.zipCode = changes.zipCode;
  if (changes.pasteAccess != null) {
    const isWorker = target.role === 'CHATTER';
    if (!isWorker) errors.push('Paste access applies to workers only.');
    else if (!isAdmin && changes.pasteAccess !== target.pasteAccess) {
      errors.push('Only an admin can change paste access.');
    } else set.pasteAccess = changes.pasteAccess;
  }
  if (changes.chatAccess != null) {
    if (target.role !== 'CHATTER') errors.push('Chat queue access applies to workers only.');
    else if (!isAdmin && changes.chatAccess !== target.chatAccess) {
      errors.push('Only an admin can change chat queue access.');
    } else set.chatAccess = changes.chatAccess;
  }
  if (changes.allowManualChat != null) {
    if (!isAdmin && changes.allowManualChat !== target.allowManualChat) {
      errors.push('Only an admin can change manual chat access.');
    } else set.allowManualChat = changes.allowManualChat;
  }
  // Every message at once (spec section 5), in `extensions.errors`.
  if (errors.length) throw Refusal.errors(400, errors);
  if (Object.keys(set).length === 0) return staffBody(target, viewOf(caller));
  const [saved] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return staffBody(saved, viewOf(caller));
}
