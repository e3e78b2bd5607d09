import { asc, eq, sql } from 'drizzle-orm';
import mercurius from 'mercurius';
import { presenceFields } from '../auth/presence.js';
import { countries, users } from '../db/schema.js';
import type { GraphqlContext } from '../graphql/context.js';
import type { Resolvers } from '../graphql/schema.generated.js';
import { FILTER_NOT_DEFINED, isBlankSearch } from '../lib/paging.js';
import { displayNameOf, fullNameOf } from '../people/names.js';
import { emailFor, type PeopleView } from '../people/view.js';
import { isRowId } from '../settings/service.js';
import {
  countListed,
  listConditions,
  listOrder,
  type Population,
  populationCondition,
} from './listQuery.js';

type UserRow = typeof users.$inferSelect;
interface PageArgs {
  limit?: number | null;
  offset?: number | null;
  search?: string | null;
}

const viewOf = (ctx: GraphqlContext): PeopleView => ({ viewer: ctx.requireUser(), now: ctx.now() });

/** The GraphQL `UserSummary` of a row. */
function summary(user: UserRow, view: PeopleView) {
  const presence = presenceFields(user, view.now);
  return {
    id: user.id,
    email: emailFor(view, user),
    fullName: fullNameOf(user),
    display_name: displayNameOf(user),
    isOnline: presence.isOnline,
    user_last_seen: presence.lastContact?.toISOString() ?? null,
    sign_up: user.signUp.toISOString(),
    age: user.age,
    gender: user.gender,
    country: user.country,
    roles: user.role ? [user.role] : [],
  };
}

function badInput(message: string): never {
  throw new mercurius.ErrorWithProps(message, { code: 'BAD_USER_INPUT' }, 400);
}

/** The same paging and search rules as the REST lists. */
async function listing(ctx: GraphqlContext, population: Population, args: PageArgs) {
  const limit = args.limit ?? 25;
  const offset = args.offset ?? 0;
  if (limit < 1 || limit > 100 || offset < 0) badInput('limit must be 1 to 100, offset 0 or more');
  if (isBlankSearch(args.search)) badInput(FILTER_NOT_DEFINED);
  const view = viewOf(ctx);
  const where = listConditions(population, { search: args.search ?? undefined });
  const [rows, count] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...listOrder({}))
      .limit(limit)
      .offset(offset),
    countListed(ctx.db, population, { search: args.search ?? undefined }),
  ]);
  return { results: rows.map((row) => summary(row, view)), count };
}

export const userResolvers = {
  Query: {
    userListing: (_: unknown, args: PageArgs, ctx: GraphqlContext) => listing(ctx, 'real', args),
    adminListing: (_: unknown, args: PageArgs, ctx: GraphqlContext) => listing(ctx, 'admins', args),
    user: async (_: unknown, args: { id: number }, ctx: GraphqlContext) => {
      if (!isRowId(args.id)) return null;
      const [user] = await ctx.db.select().from(users).where(eq(users.id, args.id));
      return user ? summary(user, viewOf(ctx)) : null;
    },
    allCountries: (_: unknown, __: unknown, ctx: GraphqlContext) =>
      ctx.db
        .select({ id: countries.id, name: countries.name, fullName: countries.fullName })
        .from(countries)
        .orderBy(asc(countries.name)),
    usersAdmins: async (_: unknown, __: unknown, ctx: GraphqlContext) =>
      (
        await ctx.db
          .select()
          .from(users)
          .where(populationCondition('admins'))
          .orderBy(asc(users.firstName), asc(users.id))
      ).map((row) => summary(row, viewOf(ctx))),
    usersCreatedByAdmin: async (_: unknown, args: { adminId: number }, ctx: GraphqlContext) => {
      if (!isRowId(args.adminId)) return [];
      const rows = await ctx.db
        .select()
        .from(users)
        .where(sql`${users.ownerId} = ${args.adminId}`)
        .orderBy(asc(users.id));
      return rows.map((row) => summary(row, viewOf(ctx)));
    },
  },
} satisfies Resolvers;
