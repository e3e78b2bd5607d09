import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { ADMIN_ROLES, ROLES } from '../../../contract/rules/roles.js';
import type { UserListFilters } from '../../../contract/users.js';
import type { UserSortField } from '../../../contract/wire.js';
import { onlineCondition } from '../auth/presence.js';
import type { Db } from '../db/open.js';
import { countries, populationCounts, type Role, users } from '../db/schema.js';

/** Which people a list shows. */
export type Population = 'real' | 'admins' | 'chatters' | 'workers' | 'staff';

const ROLES_OF: Record<Exclude<Population, 'real'>, Role[]> = {
  admins: [...ADMIN_ROLES],
  chatters: ['CHATTER'],
  // Workers are chatters (spec sections 1 and 6). REGULAR staff are on neither the admin nor the
  // worker list: the spec gives that role no place among them.
  workers: ['CHATTER'],
  staff: [...ROLES],
};

export function populationCondition(population: Population): SQL {
  if (population === 'real') {
    // Same predicate as the partial indexes real_users_* (migration 0001).
    return sql`${users.role} is null and ${users.isModerator} = false`;
  }
  return inArray(users.role, ROLES_OF[population]);
}

const SORT_COLUMNS = {
  id: users.id,
  display_name: users.displayName,
  email: users.email,
  disabled: users.disabled,
  reports: users.reportCount,
  sign_up: users.signUp,
  user_last_seen: users.lastSeen,
} satisfies Record<UserSortField, unknown>;

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's filters, and the time the online filter measures its 5 minutes from. */
export type ListFilters = Partial<UserListFilters> & { now?: Date };

/** The search and the filters of spec section 7 that a list query asks for (none: empty). */
function listFilters(query: ListFilters): SQL[] {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    // The trigram index users_search_trgm_idx covers exactly this expression.
    conditions.push(
      ilike(
        sql`(${users.email} || ' ' || coalesce(${users.displayName}, '') || ' ' || ${users.firstName} || ' ' || ${users.lastName})`,
        pattern,
      ),
    );
  }
  if (query.s_online !== undefined) {
    // The one presence rule (auth/presence.ts), not the bare signed-in flag.
    const online = onlineCondition(query.now ?? new Date());
    conditions.push(query.s_online ? online : sql`not coalesce(${online}, false)`);
  }
  if (query.is_blocked !== undefined) conditions.push(eq(users.isBlocked, query.is_blocked));
  if (query.last_seen_from) conditions.push(gte(users.lastSeen, query.last_seen_from));
  if (query.last_seen_to) conditions.push(lte(users.lastSeen, query.last_seen_to));
  if (query.join_date_from) conditions.push(gte(users.signUp, query.join_date_from));
  if (query.join_date_to) conditions.push(lte(users.signUp, query.join_date_to));
  if (query.age_from !== undefined) conditions.push(gte(users.age, query.age_from));
  if (query.age_to !== undefined) conditions.push(lte(users.age, query.age_to));
  // Gender 3 means "both" in the filters (spec section 9): no condition.
  if (query.gender === 1 || query.gender === 2) conditions.push(eq(users.gender, query.gender));
  if (query.country !== undefined) {
    conditions.push(
      eq(
        users.countryCode,
        sql`(select ${countries.code} from ${countries} where ${countries.id} = ${query.country})`,
      ),
    );
  }
  return conditions;
}

/** The WHERE of a list: population, search and the filters of spec section 7. */
export function listConditions(population: Population, query: ListFilters): SQL {
  return and(populationCondition(population), ...listFilters(query)) as SQL;
}

/** ORDER BY for `field`/`ordered` (1 ascending, -1 descending, 0 none); `id` breaks ties. */
export function listOrder(query: Partial<UserListFilters>): SQL[] {
  if (!query.field || !query.ordered) return [desc(users.id)];
  const column = SORT_COLUMNS[query.field];
  const direction = query.ordered === 1 ? asc : desc;
  return [direction(column), direction(users.id)];
}

/** How many people a list holds; all real users come from the trigger-kept population_counts. */
export async function countListed(
  db: Db,
  population: Population,
  query: ListFilters,
): Promise<number> {
  if (population === 'real' && listFilters(query).length === 0) {
    const [row] = await db
      .select({ total: populationCounts.total })
      .from(populationCounts)
      .where(eq(populationCounts.population, 'real'));
    if (row) return row.total;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(listConditions(population, query));
  return row.count;
}
