import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequest } from '../../../contract/session.js';
import { users } from '../db/schema.js';
import { verifyPassword } from './password.js';
import { toSessionUser } from './sessionUser.js';
import {
  ACCOUNT_ATTEMPT_LIMIT,
  clearAttempts,
  countAttempt,
  forgetEndedWindows,
  type ThrottleScope,
} from './throttle.js';
import { issueToken, keyFromHeader, revokeToken } from './tokens.js';

const WRONG_CREDENTIALS = { errors: ['Wrong username or password'] };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;

  const tooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) =>
    reply
      .code(429)
      .header('Retry-After', String(retryAfterSeconds))
      .send({
        detail: `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
      });

  app.post('/api/auth/token-login/', { schema: { body: loginRequest } }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    const accountScope: ThrottleScope = `account:${email}`;
    const now = clock.now();
    // Reserved before verifying, so parallel guesses cannot all slip in under the limit.
    const account = await countAttempt(db, accountScope, ACCOUNT_ATTEMPT_LIMIT, now);
    if (!account.allowed) return tooManyAttempts(reply, account.retryAfterSeconds);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    const valid = await verifyPassword(request.body.password, user?.passwordHash ?? null);
    if (!user || !valid || user.isBlocked || user.disabled) {
      await forgetEndedWindows(db, now);
      // Counted only once the password proved wrong: a shared office address never blocks a
      // correct password, past its limit it only answers wrong ones with 429.
      const address = await countAttempt(
        db,
        `address:${request.ip}`,
        config.signInAddressLimit,
        now,
      );
      if (!address.allowed) return tooManyAttempts(reply, address.retryAfterSeconds);
      return reply.code(400).send(WRONG_CREDENTIALS);
    }
    await clearAttempts(db, accountScope);
    await db.update(users).set({ isOnline: true, lastSeen: now }).where(eq(users.id, user.id));
    const key = await issueToken(db, user.id, new Date(now.getTime() + config.tokenTtlMs));
    return { key, user: toSessionUser(user) };
  });

  app.post('/api/auth/logout/', async (request, reply) => {
    const user = request.requireUser();
    const now = clock.now();
    await db.update(users).set({ isOnline: false, lastSeen: now }).where(eq(users.id, user.id));
    await revokeToken(db, keyFromHeader(request.headers.authorization) ?? '', now);
    app.sessions.forgetUser(user.id);
    return reply.code(204).send();
  });

  app.get('/api/auth/me/', async (request) => toSessionUser(request.requireUser()));
};
