import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  ModeratorCard,
  ModeratorDetail,
  ModeratorFields,
  ModeratorListFilters,
} from '../../../contract/moderators.js';
import { primaryPhoto } from '../../../contract/rules/people.js';
import type { Db } from '../db/open.js';
import { moments, photos, presets, stories, users } from '../db/schema.js';
import { releaseMediaFiles } from '../media/files.js';
import type { MediaLinks } from '../media/links.js';
import { fullNameOf } from '../people/names.js';
import { type CardParts, cardBody, detailBody } from './serialize.js';

export const MODERATOR_NOT_FOUND = 'Given user is not found';

const isModerator = eq(users.isModerator, true);
const published = (table: typeof stories | typeof moments) =>
  sql`(${table.publishAt} is null or ${table.publishAt} <= now())`;

/** `%`, `_` and `\` in a search are literal characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function collectionCondition(collection: ModeratorListFilters['collection']): SQL | undefined {
  switch (collection) {
    case 'stories':
      return sql`exists (select 1 from ${stories} where ${stories.userId} = ${users.id} and ${published(stories)})`;
    case 'moments':
      return sql`exists (select 1 from ${moments} where ${moments.userId} = ${users.id} and ${published(moments)})`;
    case 'private_photos':
      return sql`${users.privatePhotoCount} > 0`;
    case 'public_photos':
      return sql`${users.publicPhotoCount} > 0`;
    default:
      return undefined;
  }
}

function listWhere(query: Partial<ModeratorListFilters>): SQL {
  const conditions: (SQL | undefined)[] = [isModerator];
  const search = query.search?.trim();
  if (search) {
    // The same expression as the trigram index users_search_trgm_idx.
    conditions.push(
      ilike(
        sql`(${users.email} || ' ' || coalesce(${users.displayName}, '') || ' ' || ${users.firstName} || ' ' || ${users.lastName})`,
        likePattern(search),
      ),
    );
  }
  if (query.created_by) conditions.push(eq(users.ownerId, query.created_by));
  if (query.worker) conditions.push(eq(users.workerId, query.worker));
  conditions.push(collectionCondition(query.collection));
  return and(...conditions) as SQL;
}

const SORTS = {
  sign_up: users.signUp,
  display_name: users.displayName,
  age: users.age,
} as const;

function listOrder(query: Partial<ModeratorListFilters>): SQL[] {
  // Newest first unless another order is asked for; `id` keeps pages stable.
  if (!query.field || !query.ordered) return [desc(users.signUp), desc(users.id)];
  const direction = query.ordered === 1 ? asc : desc;
  return [direction(SORTS[query.field]), direction(users.id)];
}

/** Counts, primary photo and owner of a page of moderators, in four queries whatever its size. */
async function cardParts(db: Db, rows: (typeof users.$inferSelect)[]) {
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.flatMap((row) => (row.ownerId ? [row.ownerId] : [])))];
  const countBy = (table: typeof stories | typeof moments) =>
    db
      .select({ userId: table.userId, total: count() })
      .from(table)
      .where(and(inArray(table.userId, ids), published(table)))
      .groupBy(table.userId);
  const [ownPhotos, storyCounts, momentCounts, owners] = await Promise.all([
    db
      .select({
        userId: photos.userId,
        type: photos.type,
        file: photos.file,
        thumbnail: photos.thumbnail,
      })
      .from(photos)
      .where(inArray(photos.userId, ids))
      .orderBy(asc(photos.id)),
    countBy(stories),
    countBy(moments),
    ownerIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : [],
  ]);
  const stories_ = new Map(storyCounts.map((row) => [row.userId, row.total]));
  const moments_ = new Map(momentCounts.map((row) => [row.userId, row.total]));
  const ownerById = new Map(owners.map((o) => [o.id, { id: o.id, fullName: fullNameOf(o) }]));
  return new Map(
    rows.map((row): [number, CardParts] => {
      const own = ownPhotos.filter((photo) => photo.userId === row.id);
      const publicOnes = own.filter((photo) => photo.type === 'PUBLIC');
      return [
        row.id,
        {
          avatar: primaryPhoto(publicOnes, row.avatarIndex) ?? null,
          photos: own.length,
          stories: stories_.get(row.id) ?? 0,
          moments: moments_.get(row.id) ?? 0,
          owner: row.ownerId ? (ownerById.get(row.ownerId) ?? null) : null,
        },
      ];
    }),
  );
}

/** A page of moderator cards, filtered and sorted in SQL, with how many match in all. */
export async function listModerators(
  db: Db,
  origin: string,
  query: Partial<ModeratorListFilters> & { limit: number; offset: number },
): Promise<{ results: ModeratorCard[]; count: number }> {
  const [results, [{ total }]] = await Promise.all([
    moderatorCards(db, origin, query),
    db.select({ total: count() }).from(users).where(listWhere(query)),
  ]);
  return { results, count: total };
}

/** A page of moderator cards, without the count (a worker's fake users: polled by every tab). */
export async function moderatorCards(
  db: Db,
  origin: string,
  query: Partial<ModeratorListFilters> & { limit: number; offset: number },
): Promise<ModeratorCard[]> {
  // Ids first: a deep page walks an index only, and whole rows are read for one page.
  const page = await db
    .select({ id: users.id })
    .from(users)
    .where(listWhere(query))
    .orderBy(...listOrder(query))
    .limit(query.limit)
    .offset(query.offset);
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const parts = await cardParts(db, ordered);
  return ordered.map((row) => cardBody(origin, row, parts.get(row.id) as CardParts));
}

async function findModerator(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isModerator));
  return row ?? null;
}

export async function moderatorDetail(
  db: Db,
  links: MediaLinks,
  id: number,
): Promise<ModeratorDetail | null> {
  const row = await findModerator(db, id);
  if (!row) return null;
  const [ownPhotos, [subscription]] = await Promise.all([
    db.select().from(photos).where(eq(photos.userId, id)).orderBy(asc(photos.id)),
    db
      .select({ label: presets.label })
      .from(presets)
      .where(and(eq(presets.kind, 'subscriptions'), eq(presets.id, row.subscriptionId))),
  ]);
  return detailBody(links, row, ownPhotos, subscription?.label ?? '');
}

/** Writable fields as columns; `name` is the first name (fake users have no last name). */
export function columnsOf(fields: Partial<ModeratorFields>): Partial<typeof users.$inferInsert> {
  const columns: Partial<typeof users.$inferInsert> = {
    firstName: fields.name,
    lastName: fields.name === undefined ? undefined : '',
    about: fields.about,
    note: fields.note,
    work: fields.work,
    education: fields.education,
    age: fields.age,
    gender: fields.gender,
    height: fields.height,
    ethnicity: fields.ethnicity,
    zodiacSign: fields.zodiacSign,
    familyPlans: fields.familyPlans,
    politics: fields.politics,
    religion: fields.religion,
    interestedIn: fields.interestedIn,
    tags: fields.tags,
    tvShows: fields.tvShows,
    movies: fields.movies,
    music: fields.music,
    books: fields.books,
    sportsTeams: fields.sportsTeams,
    language: fields.language,
    subscriptionId: fields.subscription_id ?? undefined,
    address: fields.address,
    city: fields.city,
    state: fields.state,
    country: fields.country,
    countryCode: fields.country_code,
    zipCode: fields.zip_code,
    avatarIndex: fields.avatar_index,
    ownerId: fields.owner_id,
    workerId: fields.worker_id,
  };
  if (fields.location !== undefined) {
    columns.latitude = fields.location?.[0] ?? null;
    columns.longitude = fields.location?.[1] ?? null;
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Deletes a moderator and the files of their photos, stories and moments. */
export async function deleteModerator(db: Db, mediaDir: string, id: number): Promise<boolean> {
  const files = await db.transaction(async (tx) => {
    if (!(await findModerator(tx as unknown as Db, id))) return null;
    const names = await Promise.all([
      tx.select({ a: photos.file, b: photos.thumbnail }).from(photos).where(eq(photos.userId, id)),
      tx
        .select({ a: stories.file, b: stories.thumbnail })
        .from(stories)
        .where(eq(stories.userId, id)),
      tx
        .select({ a: moments.file, b: moments.thumbnail })
        .from(moments)
        .where(eq(moments.userId, id)),
    ]);
    await tx.delete(users).where(eq(users.id, id));
    return names.flat().flatMap((row) => [row.a, row.b]);
  });
  if (!files) return false;
  await releaseMediaFiles(db, mediaDir, files);
  return true;
}
