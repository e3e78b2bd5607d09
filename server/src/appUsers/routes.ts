import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSignUpRequest } from '../../../contract/chat.js';
import { hashPassword } from '../auth/password.js';
import { users } from '../db/schema.js';

/** The dating app's own sign-up: real users (no staff role) only; they then use token login. */
export const appUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const rateLimit = { max: app.deps.config.appSignUpLimit, timeWindow: 60_000 };
  app.post(
    '/api/app/signup/',
    { schema: { body: appSignUpRequest }, config: { rateLimit } },
    async (request, reply) => {
      const { email, password, first_name: firstName } = request.body;
      const [created] = await db
        .insert(users)
        .values({
          email,
          firstName,
          displayName: firstName,
          passwordHash: await hashPassword(password),
          signUp: app.deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) return reply.code(400).send({ email: ['This email is already registered.'] });
      return reply.code(201).send({ id: created.id, email });
    },
  );
};
