import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { accessFor, decide } from '../auth/policy.js';
import type { TokenUser } from '../auth/tokens.js';
import { queueResolvers, relayQueueNotifications } from '../queue/resolvers.js';
import { settingsResolvers } from '../settings/resolvers.js';
import { userAccessors } from './context.js';
import { authenticateConnection, closeRefusalsWith4403 } from './subscriptionAuth.js';

const schema = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contract/schema.graphql'),
  'utf8',
);

type Resolver = (root: unknown, args: unknown, ctx: { user?: TokenUser }, info: unknown) => unknown;
type FieldResolvers = Record<string, Resolver | { subscribe: Resolver }>;

/** Every GraphQL field goes through the policy table, like every REST route. */
function guard(typeName: string, field: string, resolve: Resolver): Resolver {
  return (root, args, ctx, info) => {
    const decision = decide(
      accessFor(`${typeName}.${field}`),
      ctx.user ? ctx.user.role : undefined,
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
    resolvers: guardAll([settingsResolvers, queueResolvers]),
    path: '/graphql',
    graphiql: false,
    context: (request) => ({ db, ...userAccessors(request.user) }),
    subscription: {
      context: (socket) => {
        closeRefusalsWith4403(socket);
        return {};
      },
      onConnect: authenticateConnection(db, app.deps.clock),
    },
  });
  await relayQueueNotifications(app);
}
