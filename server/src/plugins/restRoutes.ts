import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { appUserRoutes } from '../appUsers/routes.js';
import { auditRoutes } from '../audit/routes.js';
import { authRoutes } from '../auth/routes.js';
import { backupRoutes } from '../backup/routes.js';
import { briefingRoutes } from '../briefings/routes.js';
import { chatImageUploadRoute } from '../chat/imageUpload.js';
import { chatRoutes } from '../chat/routes.js';
import { contactRoutes } from '../contact/routes.js';
import { exportRoutes } from '../export/routes.js';
import { geocodeRoutes } from '../geocode/routes.js';
import { readiness } from '../health/readiness.js';
import { invitationRoutes } from '../invitations/routes.js';
import { refuseNulBytes } from '../lib/restErrors.js';
import { mediaRoutes } from '../media/routes.js';
import { moderatorRoutes } from '../moderators/routes.js';
import { passwordResetRoutes } from '../passwordResets/routes.js';
import { presetRoutes } from '../presets/routes.js';
import { savedReplyRoutes } from '../savedReplies/routes.js';
import { staffRoutes } from '../staff/routes.js';
import { userRoutes } from '../users/routes.js';

async function uploadRoutes(app: FastifyInstance) {
  const { uploadLimits } = app.deps.config;
  await app.register(fastifyMultipart, {
    // The ingest checks each kind's own limit; the parser stops at the largest one.
    limits: {
      fileSize: Math.max(uploadLimits.image, uploadLimits.video),
      files: 2,
      fields: 10,
      fieldSize: 1024,
    },
  });
  await app.register(mediaRoutes);
  await app.register(chatImageUploadRoute);
}

/** The REST API, one plugin per domain; zod validates them (Mercurius brings its own schemas). */
async function domainRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', refuseNulBytes);
  await app.register(authRoutes);
  await app.register(auditRoutes);
  await app.register(presetRoutes);
  await app.register(invitationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(contactRoutes);
  await app.register(userRoutes);
  await app.register(staffRoutes);
  await app.register(exportRoutes);
  await app.register(backupRoutes);
  await app.register(geocodeRoutes);
  await app.register(moderatorRoutes);
  await app.register(chatRoutes);
  await app.register(appUserRoutes);
  await app.register(briefingRoutes);
  await app.register(savedReplyRoutes);
  await app.register(uploadRoutes);
}

/** The health check and the REST API. */
export const restRoutes = fastifyPlugin(
  async (app: FastifyInstance) => {
    // Alive: the process answers. Ready: it can serve (load balancers and orchestrators ask).
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      const { database, config } = app.deps;
      const { ready, checks } = await readiness(database, config.readyTimeoutMs);
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
    });
    await app.register(domainRoutes);
  },
  { name: 'rest-routes' },
);
