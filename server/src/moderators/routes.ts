import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moderatorListQuery, moderatorUpdateRequest } from '../../../contract/moderators.js';
import { isAdminRole } from '../../../contract/rules/roles.js';
import { idParams } from '../../../contract/wire.js';
import { geocoderFor } from '../geocode/geocoder.js';
import { originOf, pageBody, refuseBlankSearch } from '../lib/paging.js';
import { mediaLinksOf } from '../media/links.js';
import { updateModerator } from './save.js';
import {
  deleteModerator,
  listModerators,
  MODERATOR_NOT_FOUND,
  moderatorCards,
  moderatorDetail,
} from './service.js';

export const moderatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { mediaDir, geocoderUrl } = app.deps.config;
  const geocoder = geocoderFor(geocoderUrl);

  app.get(
    '/api/moderator/',
    { schema: { querystring: moderatorListQuery }, preHandler: refuseBlankSearch },
    async (request) => {
      const page = await listModerators(db, originOf(request), request.query);
      return pageBody(request, page.results, page.count, request.query);
    },
  );

  app.get(
    '/api/moderator/owner/:id/',
    {
      schema: {
        params: idParams,
        querystring: moderatorListQuery
          .pick({ limit: true, offset: true })
          .extend({ role: z.literal('moderator').optional() }),
      },
    },
    async (request) => {
      const query = { ...request.query, created_by: request.params.id };
      const page = await listModerators(db, originOf(request), query);
      return pageBody(request, page.results, page.count, query);
    },
  );

  app.get('/api/moderator/user/:id/', { schema: { params: idParams } }, async (request) => {
    const fakeUsers = await moderatorCards(db, originOf(request), {
      worker: request.params.id,
      limit: 100,
      offset: 0,
      field: 'display_name',
      ordered: 1,
    });
    return { fake_users: fakeUsers };
  });

  app.get('/api/moderator/:id/', { schema: { params: idParams } }, async (request, reply) => {
    const moderator = await moderatorDetail(db, mediaLinksOf(request), request.params.id);
    return moderator ?? reply.code(404).send({ detail: MODERATOR_NOT_FOUND });
  });

  app.put(
    '/api/moderator/:id/',
    { schema: { params: idParams, body: moderatorUpdateRequest } },
    async (request, reply) => {
      const { id } = request.params;
      const { role } = request.requireUser();
      const mayReassign = isAdminRole(role);
      if (!(await updateModerator(db, id, request.body, { geocoder, mayReassign }))) {
        return reply.code(404).send({ detail: MODERATOR_NOT_FOUND });
      }
      return moderatorDetail(db, mediaLinksOf(request), id);
    },
  );

  app.delete('/api/moderator/:id/', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await deleteModerator(db, mediaDir, request.params.id))) {
      return reply.code(404).send({ detail: MODERATOR_NOT_FOUND });
    }
    return reply.code(204).send();
  });
};
