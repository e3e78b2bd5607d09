import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModeratorFields } from '../../../contract/moderators.js';
import { ADMIN_ROLES } from '../../../contract/rules/roles.js';
import type { Db } from '../db/open.js';
import { countries, type Role, users } from '../db/schema.js';
import type { Geocoder } from '../geocode/geocoder.js';
import { Refusal } from '../lib/refusal.js';
import { derivedName, displayNameFor, handleFor, moderatorRuleErrors } from './rules.js';
import { columnsOf } from './service.js';

export const NO_SUCH_WORKER = 'worker_id: there is no such worker.';
export const NO_SUCH_OWNER = 'owner_id: there is no such admin.';

async function isStaff(db: Db, id: number, roles: readonly Role[]) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, roles)));
  return Boolean(row);
}

/** A moderator's worker is a CHATTER and its owner an admin (spec section 6); null is no one. */
async function relationErrors(
  db: Db,
  relations: { workerId?: number | null; ownerId?: number | null },
): Promise<string[]> {
  const { workerId, ownerId } = relations;
  const [workerOk, ownerOk] = await Promise.all([
    workerId == null || isStaff(db, workerId, ['CHATTER']),
    ownerId == null || isStaff(db, ownerId, ADMIN_ROLES),
  ]);
  return [...(workerOk ? [] : [NO_SUCH_WORKER]), ...(ownerOk ? [] : [NO_SUCH_OWNER])];
}

/** Profile defaults of spec section 5: age 18 (preset id 1, shown as 1 + 17), gender 1. */
const DEFAULTS = { age: 1, gender: 1, subscription_id: 1 } as const;

/** An address typed but not picked on the map is placed by geocoding (spec section 5). */
async function withLocation(
  fields: Partial<ModeratorFields>,
  geocoder: Geocoder,
): Promise<Partial<ModeratorFields>> {
  if (!fields.address?.trim() || fields.location) return fields;
  const [found] = await geocoder.search(fields.address, 1).catch(() => []);
  if (!found) return fields;
  return {
    ...fields,
    location: found.location,
    city: fields.city ?? found.city,
    country_code: fields.country_code ?? found.country_code,
  };
}

/**
 * A place picked on the map carries its country's code only: the country's name comes from the
 * countries table, so cards say "Lyon, France" and not just "Lyon".
 */
async function withCountryName(
  db: Db,
  fields: Partial<ModeratorFields>,
): Promise<Partial<ModeratorFields>> {
  if (!fields.country_code || fields.country) return fields;
  const [country] = await db
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.code, fields.country_code.toUpperCase()));
  return country ? { ...fields, country: country.name } : fields;
}

/** A username/email local part nobody has yet: `anna25`, then `anna25_2`, ... */
async function freeHandle(db: Db, base: string, domain: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const handle = n === 1 ? base : `${base}_${n}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${`${handle}@${domain}`}`);
    if (!taken) return handle;
  }
}

export async function createModerator(
  db: Db,
  input: Partial<ModeratorFields>,
  options: { ownerId: number | null; productDomain: string; geocoder: Geocoder },
): Promise<number> {
  const fields = await withCountryName(
    db,
    await withLocation({ ...DEFAULTS, ...input }, options.geocoder),
  );
  const name = derivedName(fields.name ?? '', true);
  const errors = [
    ...moderatorRuleErrors({ ...fields, name }),
    ...(await relationErrors(db, { workerId: fields.worker_id, ownerId: options.ownerId })),
  ];
  if (errors.length) throw Refusal.errors(400, errors);
  const age = fields.age ?? null;
  const handle = await freeHandle(db, handleFor(name, age), options.productDomain);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        ...columnsOf({ owner_id: options.ownerId, ...fields, name }),
        email: `${handle}@${options.productDomain}`,
        username: handle,
        displayName: displayNameFor(name, age),
        isModerator: true,
      })
      .returning({ id: users.id });
    // Wire quirk (spec section 3): moderator ids in chats carry the `x0x` marker.
    await tx
      .update(users)
      .set({ uid: `m${created.id}x0x` })
      .where(eq(users.id, created.id));
    return created.id;
  });
}

/**
 * PUT /api/moderator/{id}/: the fields sent, checked by the rules they touch. `mayReassign`: the
 * caller may change worker_id and owner_id (admins); others may only send them back unchanged.
 */
export async function updateModerator(
  db: Db,
  id: number,
  input: Partial<ModeratorFields>,
  options: { geocoder: Geocoder; mayReassign: boolean },
): Promise<boolean> {
  const { geocoder } = options;
  const fields = await withCountryName(db, await withLocation(input, geocoder));
  const name = fields.name === undefined ? undefined : derivedName(fields.name, false);
  const errors = [
    ...moderatorRuleErrors({ ...fields, ...(name === undefined ? {} : { name }) }, true),
    ...(await relationErrors(db, { workerId: fields.worker_id, ownerId: fields.owner_id })),
  ];
  // Broken rules of spec section 5, all at once.
  if (errors.length) throw Refusal.errors(400, errors);
  const where = and(eq(users.id, id), eq(users.isModerator, true));
  const [current] = await db.select().from(users).where(where);
  if (!current) return false;
  const reassigns =
    (fields.worker_id !== undefined && fields.worker_id !== current.workerId) ||
    (fields.owner_id !== undefined && fields.owner_id !== current.ownerId);
  // A chatter hands none of their fake users to another worker or owner.
  if (reassigns && !options.mayReassign) {
    throw Refusal.detail(403, 'Only an admin can change the worker or owner of a moderator.');
  }
  const set = columnsOf({ ...fields, ...(name === undefined ? {} : { name }) });
  if (name !== undefined || fields.age !== undefined) {
    set.displayName = displayNameFor(name ?? current.firstName, fields.age ?? current.age);
  }
  if (Object.keys(set).length) await db.update(users).set(set).where(where);
  return true;
}
