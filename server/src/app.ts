import { existsSync, mkdirSync } from 'node:fs';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAuth } from './auth/plugin.js';
import { authRoutes } from './auth/routes.js';
import { type Clock, systemClock } from './clock.js';
import type { AppConfig } from './config.js';
import { contactRoutes } from './contact/routes.js';
import type { Database } from './db/open.js';
import { exportRoutes } from './export/routes.js';
import { geocodeRoutes } from './geocode/routes.js';
import { registerGraphql } from './graphql/plugin.js';
import { invitationRoutes } from './invitations/routes.js';
import { presetRoutes } from './presets/routes.js';
import { staffRoutes } from './staff/routes.js';
import { userRoutes } from './users/routes.js';

export interface AppDeps {
  database: Database;
  config: AppConfig;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Turns zod issues into the DRF-style `{ field: [messages] }` body the back-office reads. */
function validationBody(issues: { instancePath?: string; message?: string }[]) {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath?.replace(/^\//, '').split('/')[0] || 'errors';
    body[field] ??= [];
    body[field].push(issue.message ?? 'Invalid value');
  }
  return body;
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
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('deps', { ...deps, clock: deps.clock ?? systemClock });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationBody(error.validation));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    return reply
      .code(status)
      .send({ detail: status >= 500 ? 'Internal server error.' : error.message });
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
    await rest.register(authRoutes);
    await rest.register(presetRoutes);
    await rest.register(invitationRoutes);
    await rest.register(contactRoutes);
    await rest.register(userRoutes);
    await rest.register(staffRoutes);
    await rest.register(exportRoutes);
    await rest.register(geocodeRoutes);
  });
  await registerGraphql(app);

  if (ensureDirectory(config.mediaDir)) {
    await app.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
    });
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
