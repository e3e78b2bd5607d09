import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  contactListQuery,
  contactRequest,
  contactStatusRequest,
} from '../../../contract/contactMessages.js';
import { idParams } from '../../../contract/wire.js';
import { pageBody } from '../lib/paging.js';
import { findContactMessage, listContactMessages, setContactStatus } from './inbox.js';
import { saveContactMessage } from './service.js';

const NOT_FOUND = { detail: CONTACT_MESSAGES.notFound };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const rateLimit = { max: app.deps.config.publicFormLimit, timeWindow: 60_000 };
  app.post('/api/contact-us/', { config: { rateLimit } }, async (request, reply) => {
    // The spec answers any bad contact payload with one message, not per-field errors.
    const parsed = contactRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ errors: ['Invalid params'] });
    const id = await saveContactMessage(db, parsed.data);
    return reply.code(201).send({ id });
  });

  // The contact inbox (admins): newest first, open or handled.
  app.get(
    '/api/contact-messages/',
    { schema: { querystring: contactListQuery } },
    async (request) => {
      const page = await listContactMessages(db, request.query);
      return pageBody(request, page.results, page.count, request.query);
    },
  );

  app.get(
    '/api/contact-messages/:id/',
    { schema: { params: idParams } },
    async (request, reply) => {
      return (await findContactMessage(db, request.params.id)) ?? reply.code(404).send(NOT_FOUND);
    },
  );

  app.patch(
    '/api/contact-messages/:id/',
    { schema: { params: idParams, body: contactStatusRequest } },
    async (request, reply) => {
      const message = await setContactStatus(
        db,
        request.params.id,
        request.body.status,
        request.requireUser().id,
        clock.now(),
      );
      return message ?? reply.code(404).send(NOT_FOUND);
    },
  );
};
