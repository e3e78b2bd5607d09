import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequest } from '../../../contract/rest.js';
import { users } from '../db/schema.js';
import { verifyPassword } from './password.js';
import { toSessionUser } from './sessionUser.js';
import { clearFailures, recordFailure, retryAfterSeconds, type ThrottleScope } from './throttle.js';
import { issueToken, keyFromHeader, revokeToken } from './tokens.js';

const WRONG_CREDENTIALS = { errors: ['Wrong username or password'] };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;

  app.post('/api/auth/token-login/', { schema: { body: loginRequest } }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    const scopes: ThrottleScope[] = [`account:${email}`, `address:${request.ip}`];
    const now = clock.now();
    const wait = await retryAfterSeconds(db, scopes, now);
    if (wait > 0) {
      return reply
        .code(429)
        .header('Retry-After', String(wait))
        .send({ detail: `Too many failed sign-in attempts. Try again in ${wait} seconds.` });
    }
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    const valid = await verifyPassword(request.body.password, user?.passwordHash ?? null);
    if (!user || !valid || user.isBlocked || user.disabled) {
      await recordFailure(db, scopes, now);
      return reply.code(400).send(WRONG_CREDENTIALS);
    }
    await clearFailures(db, `account:${email}`);
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
