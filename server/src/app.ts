import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.js';
import type { AppConfig } from './config.js';
import type { Database } from './db/open.js';
import type { AppDeps } from './deps.js';
import { loggerOptions, requestIdOf, slowRequestHook } from './lib/requestLog.js';
import { loadMediaSigner } from './media/signing.js';
import { AppMetrics } from './metrics/registry.js';
import { auditTrailPlugin } from './plugins/auditTrail.js';
import { authentication } from './plugins/authentication.js';
import { backgroundJobs } from './plugins/backgroundJobs.js';
import { errorAnswers } from './plugins/errorAnswers.js';
import { frontEnd } from './plugins/frontEnd.js';
import { graphql } from './plugins/graphql.js';
import { mediaFiles } from './plugins/mediaFiles.js';
import { metrics } from './plugins/metrics.js';
import { rateLimits } from './plugins/rateLimits.js';
import { rememberedSettings } from './plugins/rememberedSettings.js';
import { restRoutes } from './plugins/restRoutes.js';
import { securityHeaders } from './plugins/securityHeaders.js';

/** The `hops` proxies nearest the server, whatever their addresses (TRUST_PROXY=<number>). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The server: its dependencies as `app.deps`, then its plugins in the order their hooks need. */
export async function buildApp(deps: {
  database: Database;
  config: AppConfig;
  clock?: Clock;
  /** Where the log lines go (tests read them); default standard output. */
  logStream?: NodeJS.WritableStream;
}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // X-Forwarded-* only from the configured proxies (TRUST_PROXY; none by default): the sign-in
    // throttle and the rate limits key on the client's address, and links on its origin.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // A sane incoming X-Request-Id (a proxy's) is kept, anything else replaced by a new UUID.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', slowRequestHook(config.slowRequestMs));
  const mediaSigner = await loadMediaSigner(deps.database.db, config.mediaSigningSecret);
  const appDeps: AppDeps = {
    database: deps.database,
    config,
    clock: deps.clock ?? systemClock,
    mediaSigner,
    metrics: config.metrics ? new AppMetrics() : null,
  };
  app.decorate('deps', appDeps);

  await app.register(errorAnswers);
  await app.register(securityHeaders);
  await app.register(rateLimits);
  // Before any route: it records every route for the policy table and guards each one.
  await app.register(authentication);
  // Right after: its hook times every route, its routes go through the policy table.
  await app.register(metrics);
  await app.register(auditTrailPlugin);
  await app.register(rememberedSettings);
  await app.register(restRoutes);
  await app.register(graphql);
  await app.register(backgroundJobs);
  await app.register(mediaFiles);
  // Last: its not-found handler answers whatever no plugin above serves.
  await app.register(frontEnd);
  return app;
}
