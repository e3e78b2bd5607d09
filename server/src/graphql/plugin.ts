import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { factsFor } from '../auth/facts.js';
import { accessFor, decide } from '../auth/policy.js';
import type { TokenUser } from '../auth/tokens.js';
import { relayChatNotifications } from '../chat/live.js';
import { chatResolvers } from '../chat/resolvers.js';
import type { Db } from '../db/open.js';
import { originOf } from '../lib/paging.js';
import { mediaResolvers } from '../media/resolvers.js';
import { postResolvers } from '../posts/resolvers.js';
import { queueResolvers, relayQueueNotifications } from '../queue/resolvers.js';
import { settingsResolvers } from '../settings/resolvers.js';
import { staffResolvers } from '../staff/resolvers.js';
import { statisticsResolvers } from '../statistics/resolvers.js';
import { userResolvers } from '../users/resolvers.js';
import { userAccessors } from './context.js';
import { authenticateConnection, closeRefusalsWith4403 } from './subscriptionAuth.js';

const contractDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contract');
/** schema.graphql plus each domain's own SDL file (`contract/*.graphql`, which `extend` it). */
const schema = readdirSync(contractDir)
  .filter((name) => name.endsWith('.graphql'))
  .sort((a, b) => Number(b === 'schema.graphql') - Number(a === 'schema.graphql'))
  .map((name) => readFileSync(path.join(contractDir, name), 'utf8'))
  .join('\n');

type Resolver = (
  root: unknown,
  args: Record<string, unknown>,
  ctx: { user?: TokenUser; db: Db; now(): Date },
  info: unknown,
) => unknown;
type FieldResolvers = Record<string, Resolver | { subscribe: Resolver }>;

/** Every GraphQL field goes through the policy table, like every REST route. */
function guard(typeName: string, field: string, resolve: Resolver): Resolver {
  const access = accessFor(`${typeName}.${field}`);
  return async (root, args, ctx, info) => {
    const role = ctx.user ? ctx.user.role : undefined;
    const decision = decide(
      access,
      role,
      await factsFor(ctx.db, access, ctx.user, args, ctx.now()),
    );
    if (decision === 'unauthenticated') {
      throw new mercurius.ErrorWithProps('Authentication credentials were not provided.', {
        code: 'UNAUTHENTICATED',
      });
    }
    if (decision === 'forbidden') {
      throw new mercurius.ErrorWithProps('You do not have permission to perform this action.', {
        code: 'FORBIDDEN',
      });
    }
    return resolve(root, args, ctx, info);
  };
}

/** Merges each domain's resolvers and wraps every root field in the policy guard. */
function guardAll(domainResolvers: readonly object[]): IResolvers {
  const guarded: Record<string, FieldResolvers> = {};
  // Each domain types its own resolver arguments; here they only pass through.
  for (const set of domainResolvers as Record<string, FieldResolvers>[]) {
    for (const [typeName, fields] of Object.entries(set)) {
      guarded[typeName] ??= {};
      for (const [field, resolver] of Object.entries(fields)) {
        guarded[typeName][field] =
          typeof resolver === 'function'
            ? guard(typeName, field, resolver)
            : { ...resolver, subscribe: guard(typeName, field, resolver.subscribe) };
      }
    }
  }
  return guarded as IResolvers;
}

export async function registerGraphql(app: FastifyInstance) {
  const { db } = app.deps.database;
  await app.register(mercurius, {
    schema,
    resolvers: guardAll([
      settingsResolvers,
      queueResolvers,
      userResolvers,
      staffResolvers,
      statisticsResolvers,
      mediaResolvers(app.deps.config.mediaDir),
      postResolvers(app.deps.config.mediaDir),
      chatResolvers(app.deps),
    ]),
    path: '/graphql',
    graphiql: false,
    context: (request) => ({
      db,
      origin: originOf(request),
      now: () => app.deps.clock.now(),
      ...userAccessors(request.user),
    }),
    subscription: {
      context: (socket, request) => {
        closeRefusalsWith4403(socket);
        return { origin: originOf(request), now: () => app.deps.clock.now() };
      },
      onConnect: authenticateConnection(db, app.deps.clock, app.sessions),
    },
  });
  await relayQueueNotifications(app);
  await relayChatNotifications(app);
}
