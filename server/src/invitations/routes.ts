import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVITATION_MESSAGES,
  invitationListQuery,
  invitationRequest,
} from '../../../contract/invitations.js';
import { signUpRequest } from '../../../contract/session.js';
import { idParams } from '../../../contract/wire.js';
import { pageBody } from '../lib/paging.js';
import { findInvitation, listInvitations, revokeInvitation } from './manage.js';
import {
  createInvitation,
  emailTaken,
  INVALID_KEY,
  InvitationError,
  lookupInvitation,
  signUp,
} from './service.js';

const ONE_PERMISSION = 'You must check one permission from below';

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;

  app.post(
    '/api/worker/invitation/',
    { schema: { body: invitationRequest } },
    async (request, reply) => {
      const { email, is_admin_permission, is_chat_admin_permission } = request.body;
      if (is_admin_permission === is_chat_admin_permission) {
        return reply.code(400).send({ errors: [ONE_PERMISSION] });
      }
      if (await emailTaken(db, email)) {
        return reply.code(400).send({ errors: ['User with this email already exists'] });
      }
      const now = clock.now();
      const { key, invitation } = await createInvitation(
        db,
        {
          email,
          isAdmin: is_admin_permission,
          isChatAdmin: is_chat_admin_permission,
          createdById: request.requireUser().id,
        },
        new Date(now.getTime() + config.invitationTtlMs),
      );
      const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
      // The back-office uses a hash router; the key travels in the sign-up route's query string.
      const link = `${origin.replace(/\/$/, '')}/#/signUp?invitation_key=${key}`;
      return { ...invitation, link };
    },
  );

  app.get(
    '/api/worker/invitation/:invitationKey/',
    { schema: { params: z.object({ invitationKey: z.string() }) } },
    async (request, reply) => {
      const invitation = await lookupInvitation(db, request.params.invitationKey, clock.now());
      return invitation ?? reply.code(404).send({ detail: INVALID_KEY });
    },
  );

  // Managing them: the list (newest first) and revoking a pending one.
  app.get(
    '/api/worker/invitations/',
    { schema: { querystring: invitationListQuery } },
    async (request) => {
      const page = await listInvitations(db, request.query, clock.now());
      return pageBody(request, page.results, page.count, request.query);
    },
  );

  app.get(
    '/api/worker/invitations/:id/',
    { schema: { params: idParams } },
    async (request, reply) =>
      (await findInvitation(db, request.params.id, clock.now())) ??
      reply.code(404).send({ detail: INVITATION_MESSAGES.notFound }),
  );

  app.post(
    '/api/worker/invitations/:id/revoke/',
    { schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const now = clock.now();
      const outcome = await revokeInvitation(db, id, request.requireUser().id, now);
      if (outcome === 'not_found') {
        return reply.code(404).send({ detail: INVITATION_MESSAGES.notFound });
      }
      if (outcome === 'not_pending') {
        return reply.code(409).send({ errors: [INVITATION_MESSAGES.notPending] });
      }
      return findInvitation(db, id, now);
    },
  );

  const rateLimit = { max: config.publicFormLimit, timeWindow: 60_000 };
  app.post(
    '/api/worker/signup/',
    { schema: { body: signUpRequest }, config: { rateLimit } },
    async (request, reply) => {
      if (request.body.password !== request.body.repeat_password) {
        return reply.code(400).send({ repeat_password: ['Passwords do not match'] });
      }
      try {
        const user = await signUp(db, request.body, clock.now());
        return reply.code(201).send(user);
      } catch (error) {
        if (error instanceof InvitationError)
          return reply.code(400).send({ errors: [error.message] });
        throw error;
      }
    },
  );
};
