import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { appUserRoutes } from './appUsers/routes.js';
import { registerAuth } from './auth/plugin.js';
import { authRoutes } from './auth/routes.js';
import { chatRoutes } from './chat/routes.js';
import { type Clock, systemClock } from './clock.js';
import type { AppConfig } from './config.js';
import { contactRoutes } from './contact/routes.js';
import type { Database } from './db/open.js';
import { exportRoutes } from './export/routes.js';
import { geocodeRoutes } from './geocode/routes.js';
import { registerGraphql } from './graphql/plugin.js';
import { invitationRoutes } from './invitations/routes.js';
import { refuseNulBytes, replyToError } from './lib/restErrors.js';
import { mediaRoutes } from './media/routes.js';
import { registerMediaFiles } from './media/serve.js';
import { loadMediaSigner, type MediaSigner } from './media/signing.js';
import { sweepPendingUploads } from './media/stock.js';
import { moderatorRoutes } from './moderators/routes.js';
import { schedulePublisher } from './posts/publisher.js';
import { presetRoutes } from './presets/routes.js';
import { scheduleAssignmentSweep } from './queue/assignment.js';
import { staffRoutes } from './staff/routes.js';
import { scheduleStatisticsFolding } from './statistics/fold.js';
import { userRoutes } from './users/routes.js';

export interface AppDeps {
  database: Database;
  config: AppConfig;
  clock: Clock;
  mediaSigner: MediaSigner;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** The host of a map tile URL template as a CSP source (`{s}` subdomains become `*`). */
export function tileSource(template: string): string[] {
  const match = template.replaceAll('{s}', '*').match(/^https?:\/\/[^/{}]+/);
  return match ? [match[0]] : [];
}

/** True when the directory exists or could be created. */
function ensureDirectory(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch {
    return existsSync(dir);
  }
}

export async function buildApp(deps: {
  database: Database;
  config: AppConfig;
  clock?: Clock;
}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Never trust X-Forwarded-For: the sign-in throttle keys on the socket address.
    trustProxy: false,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  const mediaSigner = await loadMediaSigner(deps.database.db, config.mediaSigningSecret);
  app.decorate('deps', { ...deps, clock: deps.clock ?? systemClock, mediaSigner });

  app.setErrorHandler(replyToError);
  // The id an error answer quotes, to find its log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSource(config.mapTileUrl)],
        // 'self' covers the same host's websockets (CSP level 3).
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
      },
    },
  });

  // Only routes that opt in (config.rateLimit) are limited: the public forms.
  await app.register(fastifyRateLimit, {
    global: false,
    // Thrown into the error handler below, which answers `{ detail: message }`.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await registerAuth(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Zod validates the REST routes only; Mercurius brings its own JSON schemas.
  await app.register(async (rest) => {
    rest.setValidatorCompiler(validatorCompiler);
    rest.setSerializerCompiler(serializerCompiler);
    rest.addHook('preValidation', refuseNulBytes);
    await rest.register(authRoutes);
    await rest.register(presetRoutes);
    await rest.register(invitationRoutes);
    await rest.register(contactRoutes);
    await rest.register(userRoutes);
    await rest.register(staffRoutes);
    await rest.register(exportRoutes);
    await rest.register(geocodeRoutes);
    await rest.register(moderatorRoutes);
    await rest.register(chatRoutes);
    await rest.register(appUserRoutes);
    await rest.register(async (uploadScope) => {
      await uploadScope.register(fastifyMultipart, {
        // The ingest checks each kind's own limit; the parser stops at the largest one.
        limits: {
          fileSize: Math.max(config.uploadLimits.image, config.uploadLimits.video),
          files: 2,
          fields: 10,
          fieldSize: 1024,
        },
      });
      await uploadScope.register(mediaRoutes);
    });
  });
  await registerGraphql(app);
  // Scheduled stories and moments are published by the server at their time (spec section 4).
  schedulePublisher(app, config.publishIntervalMs);
  scheduleAssignmentSweep(app, config.assignmentSweepMs);
  scheduleStatisticsFolding(app, config.statsFoldMs);

  if (ensureDirectory(config.mediaDir)) {
    await registerMediaFiles(app, config.mediaDir);
    // Pending uploads nobody attached go after a day, with their files.
    const sweep = () =>
      sweepPendingUploads(deps.database.db, config.mediaDir, app.deps.clock.now()).catch((error) =>
        app.log.error(error, 'sweeping pending uploads failed'),
      );
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(sweep, 60 * 60 * 1000).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const webRoot =
    config.webRoot && existsSync(`${config.webRoot}/index.html`) ? config.webRoot : null;
  if (webRoot) await app.register(fastifyStatic, { root: webRoot, prefix: '/', wildcard: true });

  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|graphql|media|internal|chat)\b/.test(request.url);
    if (webRoot && request.method === 'GET' && !isApi) return reply.sendFile('index.html');
    return reply.code(404).send({ detail: 'Not found.' });
  });
  return app;
}
