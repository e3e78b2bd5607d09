import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest } from '../../../contract/rest.js';
import { saveContactMessage } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.deps.config.publicFormLimit, timeWindow: 60_000 };
  app.post('/api/contact-us/', { config: { rateLimit } }, async (request, reply) => {
    // The spec answers any bad contact payload with one message, not per-field errors.
    const parsed = contactRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ errors: ['Invalid params'] });
    const id = await saveContactMessage(app.deps.database.db, parsed.data);
    return reply.code(201).send({ id });
  });
};
