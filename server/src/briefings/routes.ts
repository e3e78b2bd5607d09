import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BRIEFING_MESSAGES,
  briefingListQuery,
  briefingRequest,
  unreadQuery,
} from '../../../contract/briefings.js';
import { idParams } from '../../../contract/wire.js';
import { pageBody } from '../lib/paging.js';
import {
  createBriefing,
  deleteBriefing,
  findBriefing,
  listBriefings,
  listMine,
  listUnread,
  markRead,
  updateBriefing,
} from './service.js';

const NOT_FOUND = { detail: BRIEFING_MESSAGES.notFound };

/** Team briefings: admins write them (CRUD); every staff member reads theirs, and again later. */
export const briefingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;

  app.get('/api/briefings/', { schema: { querystring: briefingListQuery } }, async (request) => {
    const page = await listBriefings(db, request.query);
    return pageBody(request, page.results, page.count, request.query);
  });

  app.post('/api/briefings/', { schema: { body: briefingRequest } }, async (request, reply) => {
    const author = request.requireUser().id;
    return reply.code(201).send(await createBriefing(db, request.body, author, clock.now()));
  });

  // Before `/:id/`: a literal segment wins over a parameter in Fastify's router either way.
  app.get('/api/briefings/unread/', { schema: { querystring: unreadQuery } }, async (request) => {
    const page = await listUnread(db, request.requireUser().id, request.query);
    return pageBody(request, page.results, page.count, request.query);
  });

  app.get('/api/briefings/mine/', { schema: { querystring: unreadQuery } }, async (request) => {
    const page = await listMine(db, request.requireUser().id, request.query);
    return pageBody(request, page.results, page.count, request.query);
  });

  app.get('/api/briefings/:id/', { schema: { params: idParams } }, async (request, reply) => {
    return (await findBriefing(db, request.params.id)) ?? reply.code(404).send(NOT_FOUND);
  });

  app.put(
    '/api/briefings/:id/',
    { schema: { params: idParams, body: briefingRequest } },
    async (request, reply) => {
      const briefing = await updateBriefing(db, request.params.id, request.body, clock.now());
      return briefing ?? reply.code(404).send(NOT_FOUND);
    },
  );

  app.delete('/api/briefings/:id/', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await deleteBriefing(db, request.params.id))) return reply.code(404).send(NOT_FOUND);
    return reply.code(204).send();
  });

  app.post('/api/briefings/:id/read/', { schema: { params: idParams } }, async (request, reply) => {
    const found = await markRead(db, request.params.id, request.requireUser().id, clock.now());
    return found ? { id: request.params.id, read: true } : reply.code(404).send(NOT_FOUND);
  });
};
