import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  Report,
  UserDetail,
  UserListFilters,
  UserListItem,
  UserUpdate,
} from '../../../contract/users.js';
import { revokeAllTokens } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import { moments, photos, presets, reports, stories, users } from '../db/schema.js';
import type { MediaLinks } from '../media/links.js';
import { mediaUrl } from '../media/urls.js';
import { primaryPhotosOf } from '../people/avatars.js';
import type { PeopleView } from '../people/view.js';
import {
  countListed,
  listConditions,
  listOrder,
  type Population,
  populationCondition,
} from './listQuery.js';
import { detailBody, LIST_COLUMNS, listItem, reportBody } from './serialize.js';

export const USER_NOT_FOUND = 'Given user is not found';

async function reportsOf(db: Db, userIds: number[]): Promise<Map<number, Report[]>> {
  const byUser = new Map<number, Report[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(reports)
    .where(inArray(reports.userId, userIds))
    .orderBy(asc(reports.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push(reportBody(row));
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** One page of real users (or of a staff population), filtered and sorted in SQL. */
export async function listUsers(
  db: Db,
  origin: string,
  population: Population,
  listQuery: Partial<UserListFilters> & { limit: number; offset: number },
  view: PeopleView,
): Promise<{ results: UserListItem[]; count: number }> {
  const query = { ...listQuery, now: view.now };
  const where = listConditions(population, query);
  // Ids first: a deep offset then walks an index only, and whole rows are read for 25 users.
  const [page, count] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.limit)
      .offset(query.offset),
    countListed(db, population, query),
  ]);
  const ids = page.map((row) => row.id);
  const rows = ids.length
    ? await db.select(LIST_COLUMNS).from(users).where(inArray(users.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const [userReports, avatars] = await Promise.all([
    reportsOf(
      db,
      ordered.filter((user) => user.reportCount > 0).map((user) => user.id),
    ),
    primaryPhotosOf(db, ordered),
  ]);
  return {
    count,
    results: ordered.map((user) =>
      listItem(
        user,
        userReports.get(user.id) ?? [],
        mediaUrl(origin, avatars.get(user.id)?.file ?? null),
        view,
      ),
    ),
  };
}

/** A real user (no staff role) by id, or null. Moderators are users too. */
async function findPerson(db: Db, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), sql`${users.role} is null`));
  return user ?? null;
}

export async function userDetail(
  db: Db,
  links: MediaLinks,
  id: number,
  view: PeopleView,
): Promise<UserDetail | null> {
  const user = await findPerson(db, id);
  if (!user) return null;
  const [userReports, userPhotos, userStories, userMoments, [subscription]] = await Promise.all([
    reportsOf(db, [id]),
    db.select().from(photos).where(eq(photos.userId, id)).orderBy(asc(photos.id)),
    db.select().from(stories).where(eq(stories.userId, id)).orderBy(desc(stories.createdAt)),
    db.select().from(moments).where(eq(moments.userId, id)).orderBy(desc(moments.createdAt)),
    db
      .select({ label: presets.label })
      .from(presets)
      .where(and(eq(presets.kind, 'subscriptions'), eq(presets.id, user.subscriptionId))),
  ]);
  return detailBody(
    links,
    user,
    {
      reports: userReports.get(id) ?? [],
      photos: userPhotos,
      stories: userStories,
      moments: userMoments,
      subscriptionName: subscription?.label ?? '',
    },
    view,
  );
}

/** PUT /api/user/{id}/: only the fields sent change. False when there is no such user. */
export async function updateUser(db: Db, id: number, body: UserUpdate): Promise<boolean> {
  const changes: Partial<typeof users.$inferInsert> = {
    displayName: body.display_name,
    phone: body.phone,
    disabled: body.disabled,
    subscriptionId: body.subscription_id,
    age: body.age,
    height: body.height,
    ethnicity: body.ethnicity,
    zodiacSign: body.zodiacSign,
    familyPlans: body.familyPlans,
    politics: body.politics,
    religion: body.religion,
    gender: body.gender,
    language: body.language,
    interestedIn: body.interested_in,
    tags: body.tags,
    about: body.about,
    countryCode: body.country_code,
  };
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  const where = and(eq(users.id, id), sql`${users.role} is null`);
  if (Object.keys(defined).length === 0) return Boolean(await findPerson(db, id));
  const updated = await db.update(users).set(defined).where(where).returning({ id: users.id });
  return updated.length > 0;
}

/** Blocking also ends every session the user has (the app signs them out). */
export async function setBlocked(db: Db, id: number, isBlocked: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ isBlocked })
      .where(and(eq(users.id, id), sql`${users.role} is null`))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    if (isBlocked) await revokeAllTokens(tx as unknown as Db, id, now);
    return true;
  });
}

export async function clearReports(db: Db, id: number): Promise<boolean> {
  if (!(await findPerson(db, id))) return false;
  await db.delete(reports).where(eq(reports.userId, id));
  return true;
}

export class DuplicateEmail extends Error {
  constructor() {
    super('A user with this email already exists.');
  }
}

/** New user from an email (spec "New user"): a real user named after the address. */
export async function createUserByEmail(db: Db, email: string, createdById: number) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) throw new DuplicateEmail();
  const handle =
    email
      .split('@')[0]
      .replace(/[^A-Za-z0-9_]/g, '')
      .slice(0, 30) || 'user';
  const [created] = await db
    .insert(users)
    .values({
      email,
      username: handle,
      displayName: handle,
      firstName: handle,
      ownerId: createdById,
    })
    .returning();
  await db
    .update(users)
    .set({ uid: String(created.id) })
    .where(eq(users.id, created.id));
  return created;
}

/** Deletes anyone but the caller. 'self' when they try to delete themselves. */
export async function deleteUser(
  db: Db,
  id: number,
  callerId: number,
  population?: Population,
): Promise<'deleted' | 'missing' | 'self'> {
  if (id === callerId) return 'self';
  const conditions: SQL[] = [eq(users.id, id)];
  if (population) conditions.push(populationCondition(population));
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(...conditions));
    if (!target) return 'missing';
    // The moderators this person worked or owned stay, unassigned.
    await tx.update(users).set({ workerId: null }).where(eq(users.workerId, id));
    await tx.update(users).set({ ownerId: null }).where(eq(users.ownerId, id));
    await tx.delete(users).where(eq(users.id, id));
    return 'deleted';
  });
}
