import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moderatorCreateRequest } from '../../../contract/moderators.js';
import {
  newUserRequest,
  userBlockRequest,
  userListQuery,
  userUpdateRequest,
} from '../../../contract/users.js';
import { idParams, listQuery } from '../../../contract/wire.js';
import { geocoderFor } from '../geocode/geocoder.js';
import { originOf, pageBody, refuseBlankSearch } from '../lib/paging.js';
import { mediaLinksOf } from '../media/links.js';
import { createModerator } from '../moderators/save.js';
import { moderatorDetail } from '../moderators/service.js';
import type { PeopleView } from '../people/view.js';
import { listingAccess } from '../settings/service.js';
import type { Population } from './listQuery.js';
import {
  clearReports,
  createUserByEmail,
  DuplicateEmail,
  deleteUser,
  listUsers,
  setBlocked,
  USER_NOT_FOUND,
  updateUser,
  userDetail,
} from './service.js';

/** `user_role` of the user list; anything else falls back to real users (spec section 6). */
const POPULATION_OF: Record<string, Population> = {
  admin: 'admins',
  chatter: 'chatters',
  regular: 'real',
};

/** The New user screen sends only an email; anything else is a fake user's fields. */
const createRequest = z.union([newUserRequest.strict(), moderatorCreateRequest]);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const viewOf = (request: FastifyRequest): PeopleView => ({
    viewer: request.requireUser(),
    now: clock.now(),
  });
  const geocoder = geocoderFor(app.deps.config.geocoderUrl);

  app.get(
    '/api/user/user-list/',
    { schema: { querystring: userListQuery }, preHandler: refuseBlankSearch },
    async (request, reply) => {
      const { query } = request;
      const population = POPULATION_OF[query.user_role ?? ''] ?? 'real';
      // Listing admins also needs the admin listing check (the policy checked the user listing).
      const role = request.requireUser().role;
      if (population === 'admins' && (!role || !(await listingAccess(db)).admins.includes(role))) {
        return reply
          .code(403)
          .send({ detail: 'You do not have permission to perform this action.' });
      }
      const page = await listUsers(db, originOf(request), population, query, viewOf(request));
      return pageBody(request, page.results, page.count, query);
    },
  );

  app.get(
    '/api/user/',
    { schema: { querystring: listQuery }, preHandler: refuseBlankSearch },
    async (request) => {
      const { query } = request;
      const page = await listUsers(db, originOf(request), 'real', query, viewOf(request));
      return pageBody(request, page.results, page.count, query);
    },
  );

  app.get('/api/user/:id/', { schema: { params: idParams } }, async (request, reply) => {
    const user = await userDetail(db, mediaLinksOf(request), request.params.id, viewOf(request));
    return user ?? reply.code(404).send({ detail: USER_NOT_FOUND });
  });

  app.put(
    '/api/user/:id/',
    { schema: { params: idParams, body: userUpdateRequest } },
    async (request, reply) => {
      if (!(await updateUser(db, request.params.id, request.body))) {
        return reply.code(404).send({ detail: USER_NOT_FOUND });
      }
      return userDetail(db, mediaLinksOf(request), request.params.id, viewOf(request));
    },
  );

  app.patch(
    '/api/user/:id/',
    { schema: { params: idParams, body: userBlockRequest } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await setBlocked(db, id, request.body.is_blocked, clock.now()))) {
        return reply.code(404).send({ detail: USER_NOT_FOUND });
      }
      app.sessions.forgetUser(id);
      return userDetail(db, mediaLinksOf(request), id, viewOf(request));
    },
  );

  app.delete('/api/user/:id/reports/', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await clearReports(db, request.params.id))) {
      return reply.code(404).send({ detail: USER_NOT_FOUND });
    }
    return reply.code(204).send();
  });

  app.delete('/api/user/:id', { schema: { params: idParams } }, async (request, reply) => {
    const result = await deleteUser(db, request.params.id, request.requireUser().id);
    if (result === 'self') {
      return reply.code(400).send({ errors: ['You cannot delete your own account.'] });
    }
    if (result === 'missing') return reply.code(404).send({ detail: USER_NOT_FOUND });
    app.sessions.forgetUser(request.params.id);
    return reply.code(204).send();
  });

  app.post('/api/user/', { schema: { body: createRequest } }, async (request, reply) => {
    const { body } = request;
    if (!('email' in body)) {
      // A fake user's fields: a moderator (spec section 7, POST /api/user/).
      if (!(await request.allowOperation(reply, 'Operation.createFakeUser', body))) return;
      const caller = request.requireUser();
      const id = await createModerator(db, body, {
        // An admin owns what they create; a chatter's fake users have no owner admin.
        ownerId: caller.role === 'CHATTER' ? null : (body.owner_id ?? caller.id),
        productDomain: app.deps.config.productDomain,
        geocoder,
      });
      return reply.code(201).send(await moderatorDetail(db, mediaLinksOf(request), id));
    }
    if (!(await request.allowOperation(reply, 'Operation.createRealUser', body))) return;
    try {
      const user = await createUserByEmail(db, body.email, request.requireUser().id);
      return reply
        .code(201)
        .send(await userDetail(db, mediaLinksOf(request), user.id, viewOf(request)));
    } catch (error) {
      if (error instanceof DuplicateEmail) return reply.code(400).send({ errors: [error.message] });
      throw error;
    }
  });
};
