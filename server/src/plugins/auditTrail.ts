import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { routeKey } from '../access/plugin.js';
import { auditRuleFor, beginAudit } from '../audit/record.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Appends the audit entry of this request once it succeeded (audited routes only). */
    finishAudit?: (answer: Record<string, unknown>, at: Date) => Promise<void>;
  }
}

function parsed(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'string' || payload === '') return {};
  try {
    const value = JSON.parse(payload) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The audit trail of REST calls (src/audit/rules.ts says which): the target is read once the
 * request passed the policy and its validation, and the entry is appended before the answer
 * leaves, so a client that reads the log next finds it.
 */
async function auditTrail(app: FastifyInstance) {
  const { db } = app.deps.database;
  app.decorateRequest('finishAudit', undefined);
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    const rule = url === undefined ? undefined : auditRuleFor(routeKey(request.method, url));
    if (!rule) return;
    request.finishAudit = await beginAudit(db, rule, request.user, {
      values: (request.params ?? {}) as Record<string, unknown>,
      body: (request.body ?? {}) as Record<string, unknown>,
      query: (request.query ?? {}) as Record<string, unknown>,
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const finish = request.finishAudit;
    if (!finish || reply.statusCode >= 300) return payload;
    request.finishAudit = undefined;
    try {
      await finish(parsed(payload), app.deps.clock.now());
    } catch (error) {
      // The change is made; a lost entry is logged, not turned into a failed answer.
      request.log.error({ err: error }, 'could not append the audit entry');
    }
    return payload;
  });
}

export const auditTrailPlugin = fastifyPlugin(auditTrail, {
  name: 'audit-trail',
  dependencies: ['authentication'],
});
