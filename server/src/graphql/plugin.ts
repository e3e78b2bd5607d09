import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { GraphQLFieldConfig, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { factsFor } from '../access/facts.js';
import { auditRuleFor, beginAudit } from '../audit/record.js';
import { type Access, accessFor, decide } from '../auth/policy.js';
import type { TokenUser } from '../auth/tokens.js';
import type { Db } from '../db/open.js';
import { originOf } from '../lib/paging.js';
import { Refusal } from '../lib/refusal.js';
import { watchOperations } from '../metrics/graphql.js';
import { refuseHostileArguments } from './argumentChecks.js';
import { applyBudget, hidingSuggestions } from './budgetHooks.js';
import { type GraphqlContext, userAccessors } from './context.js';
import { formatErrors } from './errorFormatter.js';
import { GuardedStream } from './guardedStream.js';
import { LivePubSub } from './pubsub.js';
import { registerSubscriptionSockets } from './sockets.js';

const contractDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../contract');
/** schema.graphql plus each domain's own SDL file (`contract/*.graphql`, which `extend` it). */
export const contractSchema = readdirSync(contractDir)
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

/** Throws the policy's refusal when the caller may not use `Type.field` with these arguments. */
async function authorize(
  access: Access | undefined,
  args: Record<string, unknown>,
  ctx: { user?: TokenUser; db: Db; now(): Date },
) {
  const role = ctx.user ? ctx.user.role : undefined;
  const decision = decide(access, role, await factsFor(ctx.db, access, ctx.user, args, ctx.now()));
  if (decision === 'unauthenticated') {
    throw Refusal.detail(401, 'Authentication credentials were not provided.');
  }
  if (decision === 'forbidden') {
    throw Refusal.detail(403, 'You do not have permission to perform this action.');
  }
}

/**
 * Every GraphQL field goes through the policy table, like every REST route; a mutation the audit
 * rules name appends its entry once it succeeded.
 */
function guard(typeName: string, field: string, resolve: Resolver): Resolver {
  const access = accessFor(`${typeName}.${field}`);
  const audited = auditRuleFor(`${typeName}.${field}`);
  return async (root, args, ctx, info) => {
    refuseHostileArguments(args, info as GraphQLResolveInfo);
    await authorize(access, args, ctx);
    if (!audited) return resolve(root, args, ctx, info);
    const finish = await beginAudit(ctx.db, audited, ctx.user, { values: args, body: {} });
    const result = await resolve(root, args, ctx, info);
    // `false`: nothing was done (a chat released that was not held).
    if (result !== false) {
      await finish(
        result && typeof result === 'object' ? (result as Record<string, unknown>) : {},
        ctx.now(),
      );
    }
    return result;
  };
}

/** A subscription field behind the policy guard (see GuardedStream). */
function guardStream(typeName: string, field: string, subscribe: Resolver): Resolver {
  const access = accessFor(`${typeName}.${field}`);
  return (root, args, ctx, info) =>
    new GuardedStream(
      ctx as GraphqlContext,
      async (scoped) => {
        refuseHostileArguments(args, info as GraphQLResolveInfo);
        await authorize(access, args, scoped);
        return (await subscribe(root, args, scoped, info)) as AsyncIterable<unknown>;
      },
      (scoped) => authorize(access, args, scoped),
    );
}

/**
 * Merges each domain's resolvers and wraps every root field in the policy guard. Subscription
 * fields come apart: Mercurius serves queries and mutations, graphql-ws the subscriptions.
 */
function guardAll(domainResolvers: readonly object[]) {
  const resolvers: Record<string, Record<string, Resolver>> = {};
  const subscriptions: Record<string, Resolver> = {};
  // Each domain types its own resolver arguments; here they only pass through.
  for (const set of domainResolvers as Record<string, FieldResolvers>[]) {
    for (const [typeName, fields] of Object.entries(set)) {
      for (const [field, resolver] of Object.entries(fields)) {
        if (typeof resolver === 'function') {
          resolvers[typeName] ??= {};
          resolvers[typeName][field] = guard(typeName, field, resolver);
        } else {
          subscriptions[field] = guardStream(typeName, field, resolver.subscribe);
        }
      }
    }
  }
  return { resolvers: resolvers as IResolvers, subscriptions };
}

/** Gives the schema's subscription fields their streams (each yields `{ [field]: value }`). */
function attachSubscriptions(schema: GraphQLSchema, subscriptions: Record<string, Resolver>) {
  const fields = schema.getSubscriptionType()?.getFields() ?? {};
  for (const [name, subscribe] of Object.entries(subscriptions)) {
    if (!fields[name]) throw new Error(`No subscription field ${name} in the schema`);
    fields[name].subscribe = subscribe as GraphQLFieldConfig<unknown, unknown>['subscribe'];
  }
}

/** What the domains bring to `/graphql` (assembled by the composition root, plugins/graphql.ts). */
export interface GraphqlDomains {
  /** Each domain's resolvers, by type then field. */
  resolvers: readonly object[];
  /** Started in this order once the schema serves (the live relays of notifications). */
  start: readonly (() => Promise<void>)[];
}

/** `/graphql` over HTTP and subscription sockets, every field behind the policy guard. */
export async function registerGraphql(app: FastifyInstance, domains: GraphqlDomains) {
  const { db } = app.deps.database;
  const { config } = app.deps;
  app.decorate(
    'pubsub',
    new LivePubSub((error) => app.log.error({ err: error }, 'a live listener failed')),
  );
  const { resolvers, subscriptions } = guardAll(domains.resolvers);
  // Before Mercurius: the socket handler attaches itself to the GET route Mercurius registers.
  await registerSubscriptionSockets(app, {
    path: '/graphql',
    schema: () => app.graphql.schema,
    maxPerSession: config.socketsPerSession,
    initTimeoutMs: config.socketInitTimeoutMs,
    keepAliveMs: config.socketKeepAliveMs,
  });
  await app.register(mercurius, {
    schema: contractSchema,
    resolvers,
    path: '/graphql',
    graphiql: false,
    errorFormatter: hidingSuggestions(formatErrors),
    context: (request) => ({
      db,
      origin: originOf(request),
      now: () => app.deps.clock.now(),
      forgetSessionsOf: (userId: number) => app.sessions.forgetUser(userId),
      ...userAccessors(request.user),
    }),
  });
  applyBudget(app);
  if (app.deps.metrics) watchOperations(app);
  attachSubscriptions(app.graphql.schema, subscriptions);
  for (const start of domains.start) await start();
}
