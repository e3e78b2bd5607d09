import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessFor, decide } from '../auth/policy.js';
import { touchLastSeen } from '../auth/presence.js';
import { SessionCache } from '../auth/sessionCache.js';
import { keyFromHeader, type TokenUser } from '../auth/tokens.js';
import { isScraper } from '../metrics/access.js';
import { factsFor } from './facts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route key registered so far (for the policy-table completeness test). */
    routeKeys: string[];
    /** Sessions this instance remembers; a route that revokes one tells it at once. */
    sessions: SessionCache;
  }
  interface FastifyRequest {
    user?: TokenUser;
    /** The signed-in user; only called on routes the policy closes to anonymous callers. */
    requireUser(): TokenUser;
    /** This request's check of one operation of the policy table (see `allowOperation`). */
    allowOperation(
      reply: FastifyReply,
      key: `Operation.${string}`,
      values: Record<string, unknown>,
      beforeRefusal?: () => Promise<unknown>,
    ): Promise<boolean>;
  }
}

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

/**
 * For a route that does one of several operations depending on its body: checks the operation's
 * row of the policy table (`values` are the parsed body's fields) and answers 401/403 if refused.
 */
export async function allowOperation(
  request: FastifyRequest,
  reply: FastifyReply,
  key: `Operation.${string}`,
  values: Record<string, unknown>,
  /** Undoes what the request already did (a stored upload) before the refusal is answered. */
  beforeRefusal?: () => Promise<unknown>,
): Promise<boolean> {
  const access = accessFor(key);
  const { db } = request.server.deps.database;
  const facts = await factsFor(db, access, request.user, values, request.server.deps.clock.now());
  const decision = decide(access, request.user ? request.user.role : undefined, facts);
  if (decision === 'allow') return true;
  await beforeRefusal?.();
  await refuse(reply, decision, Boolean(request.headers.authorization));
  return false;
}

/** Resolves the token on every request and enforces the one policy table on every route. */
export async function registerAuth(app: FastifyInstance) {
  const { db } = app.deps.database;
  app.decorate('routeKeys', [] as string[]);
  app.decorate('sessions', new SessionCache());
  const unfollow = await app.sessions.follow(app.deps.database);
  app.addHook('onClose', async () => unfollow());
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.routeKeys.push(routeKey(method, route.url));
    }
  });
  app.decorateRequest('user', undefined);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new Error('requireUser on a route open to anonymous callers');
    return this.user;
  });
  // A decoration, so that a domain's routes check an operation without importing this guard.
  app.decorateRequest(
    'allowOperation',
    function (
      this: FastifyRequest,
      reply: FastifyReply,
      key: `Operation.${string}`,
      values: Record<string, unknown>,
      beforeRefusal?: () => Promise<unknown>,
    ) {
      return allowOperation(this, reply, key, values, beforeRefusal);
    },
  );

  // What a session reads is nobody else's: no cache (browser or proxy) keeps it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  // Runs before body parsing and validation: an unauthorised caller learns nothing else.
  app.addHook('onRequest', async (request, reply) => {
    const key = keyFromHeader(request.headers.authorization);
    if (key) request.user = (await app.sessions.find(db, key, app.deps.clock.now())) ?? undefined;
    if (request.user) {
      // The request's later log lines name who made it (the reply's lines too).
      const { id, role } = request.user;
      request.log = request.log.child(role ? { staffId: id } : { appUserId: id });
      reply.log = request.log;
      await touchLastSeen(db, request.user, app.deps.clock.now());
    }
    const url = request.routeOptions.url;
    if (url === undefined) return; // not found: the 404 handler answers
    const access = accessFor(routeKey(request.method, url));
    const role = request.user ? request.user.role : undefined;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const facts = await factsFor(db, access, request.user, params, app.deps.clock.now());
    if (access === 'scraper') facts.scraper = isScraper(request, app.deps.config.metricsToken);
    const decision = decide(access, role, facts);
    if (decision !== 'allow' && access === 'scraper') {
      // Says what is needed, never whether a token is configured or what it looks like.
      return reply.code(403).send({
        detail: 'Metrics are for the scraper: Authorization: Bearer <METRICS_TOKEN>.',
      });
    }
    if (decision !== 'allow') {
      return refuse(reply, decision, Boolean(request.headers.authorization));
    }
  });
}
