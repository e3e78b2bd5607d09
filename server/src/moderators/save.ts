import { and, eq, sql } from 'drizzle-orm';
import type { ModeratorFields } from '../../../contract/moderators.js';
import type { Db } from '../db/open.js';
import { users } from '../db/schema.js';
import type { Geocoder } from '../geocode/geocoder.js';
import { derivedName, displayNameFor, handleFor, moderatorRuleErrors } from './rules.js';
import { columnsOf } from './service.js';

/** Broken rules of spec section 5, all at once. */
export class ModeratorRulesError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join('\n'));
  }
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
  const fields = await withLocation({ ...DEFAULTS, ...input }, options.geocoder);
  const name = derivedName(fields.name ?? '', true);
  const errors = moderatorRuleErrors({ ...fields, name });
  if (errors.length) throw new ModeratorRulesError(errors);
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

/** PUT /api/moderator/{id}/: the fields sent, checked by the rules they touch. */
export async function updateModerator(
  db: Db,
  id: number,
  input: Partial<ModeratorFields>,
  geocoder: Geocoder,
): Promise<boolean> {
  const fields = await withLocation(input, geocoder);
  const name = fields.name === undefined ? undefined : derivedName(fields.name, false);
  const errors = moderatorRuleErrors({ ...fields, ...(name === undefined ? {} : { name }) }, true);
  if (errors.length) throw new ModeratorRulesError(errors);
  const where = and(eq(users.id, id), eq(users.isModerator, true));
  const [current] = await db.select().from(users).where(where);
  if (!current) return false;
  const set = columnsOf({ ...fields, ...(name === undefined ? {} : { name }) });
  if (name !== undefined || fields.age !== undefined) {
    set.displayName = displayNameFor(name ?? current.firstName, fields.age ?? current.age);
  }
  if (Object.keys(set).length) await db.update(users).set(set).where(where);
  return true;
}
