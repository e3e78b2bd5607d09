import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessFor, decide } from './policy.js';
import { findTokenUser, keyFromHeader, type TokenUser } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: TokenUser;
    /** The signed-in user; only called on routes the policy closes to anonymous callers. */
    requireUser(): TokenUser;
  }
}

/** Routes served by plugins (GraphQL checks its fields itself; static files are public). */
const PLUGIN_ROUTES = new Set(['GET /graphql', 'POST /graphql', 'GET /media/*', 'GET /*']);

export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

function refuse(reply: FastifyReply, decision: 'unauthenticated' | 'forbidden', hasToken: boolean) {
  if (decision === 'unauthenticated') {
    return reply
      .code(401)
      .header('WWW-Authenticate', 'Token')
      .send({
        detail: hasToken ? 'Invalid token.' : 'Authentication credentials were not provided.',
      });
  }
  return reply.code(403).send({ detail: 'You do not have permission to perform this action.' });
}

/** Resolves the token on every request and enforces the one policy table on every route. */
export async function registerAuth(app: FastifyInstance) {
  const { db } = app.deps.database;
  app.decorateRequest('user', undefined);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new Error('requireUser on a route open to anonymous callers');
    return this.user;
  });

  app.addHook('onRequest', async (request) => {
    const key = keyFromHeader(request.headers.authorization);
    if (key) request.user = (await findTokenUser(db, key, app.deps.clock.now())) ?? undefined;
  });

  app.addHook('preHandler', async (request, reply) => {
    const url = request.routeOptions.url;
    if (url === undefined) return; // not found: the 404 handler answers
    const key = routeKey(request.method, url);
    if (PLUGIN_ROUTES.has(key)) return;
    const decision = decide(accessFor(key), request.user ? request.user.role : undefined);
    if (decision !== 'allow') {
      return refuse(reply, decision, Boolean(request.headers.authorization));
    }
  });
}
