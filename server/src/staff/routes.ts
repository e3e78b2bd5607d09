import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, listQuery } from '../../../contract/wire.js';
import { pageBody, refuseBlankSearch } from '../lib/paging.js';
import type { PeopleView } from '../people/view.js';
import { deleteUser, USER_NOT_FOUND } from '../users/service.js';
import { listStaff, staffProfile } from './service.js';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const viewOf = (request: FastifyRequest): PeopleView => ({
    viewer: request.requireUser(),
    now: app.deps.clock.now(),
  });
  const staffQuery = listQuery.omit({ field: true, ordered: true });

  for (const [path, population] of [
    ['/api/admin/', 'admins'],
    ['/api/worker/', 'workers'],
  ] as const) {
    app.get(
      path,
      { schema: { querystring: staffQuery }, preHandler: refuseBlankSearch },
      async (request) => {
        const { query } = request;
        const page = await listStaff(db, population, query, viewOf(request));
        return pageBody(request, page.results, page.count, query);
      },
    );
  }

  app.get('/api/worker/:id/', { schema: { params: idParams } }, async (request, reply) => {
    const profile = await staffProfile(db, request.params.id, viewOf(request));
    return profile ?? reply.code(404).send({ detail: USER_NOT_FOUND });
  });

  app.delete(
    '/api/internal/workers/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const result = await deleteUser(db, request.params.id, request.requireUser().id, 'workers');
      if (result === 'self') {
        return reply.code(400).send({ errors: ['You cannot delete your own account.'] });
      }
      if (result === 'missing') return reply.code(404).send({ detail: USER_NOT_FOUND });
      app.sessions.forgetUser(request.params.id);
      return reply.code(204).send();
    },
  );
};
