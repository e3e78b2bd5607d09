import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PASSWORD_MESSAGES,
  type PasswordResetLink,
  passwordChangeRequest,
  passwordResetRequest,
} from '../../../contract/passwordReset.js';
import { idParams } from '../../../contract/wire.js';
import { verifyPassword } from '../auth/password.js';
import {
  ACCOUNT_ATTEMPT_LIMIT,
  clearAttempts,
  countAttempt,
  forgetEndedWindows,
  type ThrottleScope,
} from '../auth/throttle.js';
import { keyFromHeader } from '../auth/tokens.js';
import { users } from '../db/schema.js';
import { changeOwnPassword, issueReset, lookupReset, resetPassword } from './service.js';

const INVALID_KEY = { detail: PASSWORD_MESSAGES.invalidKey };

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;

  const tooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) =>
    reply
      .code(429)
      .header('Retry-After', String(retryAfterSeconds))
      .send({ detail: `Too many failed attempts. Try again in ${retryAfterSeconds} seconds.` });

  /** A failed credential from this address, counted in the sign-in's own budget. */
  const countAddressFailure = async (ip: string, now: Date) => {
    await forgetEndedWindows(db, now);
    return countAttempt(db, `address:${ip}`, config.signInAddressLimit, now);
  };

  // The policy lets only a staff member ranked below the issuer through (`below: 'id'`).
  app.post(
    '/api/worker/:id/password-reset/',
    { schema: { params: idParams } },
    async (request): Promise<PasswordResetLink> => {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.invitationTtlMs);
      const { id } = request.params;
      const { key, email } = await issueReset(db, id, request.requireUser().id, expiresAt);
      const origin = config.publicUrl ?? `${request.protocol}://${request.host}`;
      // The hash router's query string carries the key, as the invitation link does.
      const link = `${origin.replace(/\/$/, '')}/#/passwordReset?reset_key=${key}`;
      return { id, email, expires_at: expiresAt.toISOString(), link };
    },
  );

  const rateLimit = { max: config.publicFormLimit, timeWindow: 60_000 };
  app.get(
    '/api/password-reset/:key/',
    { schema: { params: z.object({ key: z.string().max(100) }) }, config: { rateLimit } },
    async (request, reply) => {
      const found = await lookupReset(db, request.params.key, clock.now());
      return found ?? reply.code(404).send(INVALID_KEY);
    },
  );

  app.post(
    '/api/password-reset/',
    { schema: { body: passwordResetRequest }, config: { rateLimit } },
    async (request, reply) => {
      const now = clock.now();
      const userId = await resetPassword(db, request.body.key, request.body.password, now);
      if (userId === null) {
        const address = await countAddressFailure(request.ip, now);
        if (!address.allowed) return tooManyAttempts(reply, address.retryAfterSeconds);
        return reply.code(400).send({ errors: [PASSWORD_MESSAGES.invalidKey] });
      }
      app.sessions.forgetUser(userId);
      return { id: userId };
    },
  );

  app.post(
    '/api/auth/password/',
    { schema: { body: passwordChangeRequest } },
    async (request, reply) => {
      const user = request.requireUser();
      const now = clock.now();
      const accountScope: ThrottleScope = `account:${user.email.toLowerCase()}`;
      // Reserved before verifying, as a sign-in does: the same secret, the same budget.
      const account = await countAttempt(db, accountScope, ACCOUNT_ATTEMPT_LIMIT, now);
      if (!account.allowed) return tooManyAttempts(reply, account.retryAfterSeconds);
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      if (!(await verifyPassword(request.body.current_password, row?.passwordHash ?? null))) {
        const address = await countAddressFailure(request.ip, now);
        if (!address.allowed) return tooManyAttempts(reply, address.retryAfterSeconds);
        return reply.code(400).send({ current_password: [PASSWORD_MESSAGES.wrongCurrent] });
      }
      await clearAttempts(db, accountScope);
      const sessionKey = keyFromHeader(request.headers.authorization) ?? '';
      await changeOwnPassword(db, user.id, request.body.password, sessionKey, now);
      app.sessions.forgetUser(user.id);
      return reply.code(204).send();
    },
  );
};
