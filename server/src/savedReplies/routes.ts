import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedReplyListQuery, savedReplyRequest } from '../../../contract/savedReplies.js';
import { idParams } from '../../../contract/wire.js';
import { pageBody } from '../lib/paging.js';
import { type Caller, notFound, ownerFor, visibleOrRefuse, writableOrRefuse } from './access.js';
import {
  createSavedReply,
  deleteSavedReply,
  findSavedReply,
  listSavedReplies,
  savedReplyOf,
  updateSavedReply,
} from './service.js';

const callerOf = (request: FastifyRequest): Caller => {
  const { id, role } = request.requireUser();
  return { id, role };
};

/** Saved replies: each chatter's and admin's own, plus the team's (written by admins). */
export const savedReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const path = '/api/saved-replies/';
  const one = '/api/saved-replies/:id/';

  app.get(path, { schema: { querystring: savedReplyListQuery } }, async (request) => {
    const page = await listSavedReplies(db, request.requireUser().id, request.query);
    return pageBody(request, page.results, page.count, request.query);
  });

  app.post(path, { schema: { body: savedReplyRequest } }, async (request, reply) => {
    const caller = callerOf(request);
    const owner = ownerFor(request.body.team ?? false, caller);
    const created = await createSavedReply(db, request.body, owner, caller.id, clock.now());
    return reply.code(201).send(created);
  });

  app.get(one, { schema: { params: idParams } }, async (request) => {
    const found = await findSavedReply(db, request.params.id);
    return savedReplyOf(visibleOrRefuse(found, callerOf(request)));
  });

  app.put(one, { schema: { params: idParams, body: savedReplyRequest } }, async (request) => {
    const caller = callerOf(request);
    const found = writableOrRefuse(await findSavedReply(db, request.params.id), caller);
    const owner = ownerFor(request.body.team ?? found.ownerId === null, caller);
    const updated = await updateSavedReply(db, found.id, request.body, owner, clock.now());
    if (!updated) throw notFound();
    return updated;
  });

  app.delete(one, { schema: { params: idParams } }, async (request, reply) => {
    const found = writableOrRefuse(await findSavedReply(db, request.params.id), callerOf(request));
    if (!(await deleteSavedReply(db, found.id))) throw notFound();
    return reply.code(204).send();
  });
};
