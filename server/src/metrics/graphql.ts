import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getOperationAST } from 'graphql';
import type { AppMetrics } from './registry.js';

/** What Mercurius' hooks learnt about a request's operation, for its timing when it is answered. */
export interface OperationSeen {
  /** The name of the operation that ran, from its (validated) document. */
  name?: string;
  outcome?: 'ok' | 'error';
}

const seen = new WeakMap<FastifyRequest, OperationSeen>();

/** The request's own `operationName` (from the query string on GET, the body on POST). */
function requestedName(request: FastifyRequest): string | undefined {
  const from = (request.method === 'GET' ? request.query : request.body) as
    | { operationName?: unknown }
    | undefined;
  return typeof from?.operationName === 'string' ? from.operationName : undefined;
}

/** Mercurius' hooks: the operation that runs and whether it answered errors (after `mercurius`). */
export function watchOperations(app: FastifyInstance) {
  app.graphql.addHook('preExecution', (_schema, document, context) => {
    const request = context.reply?.request;
    if (!request) return;
    const operation = getOperationAST(document, requestedName(request));
    seen.set(request, { name: operation?.name?.value });
  });
  app.graphql.addHook('onResolution', async (execution, context) => {
    const request = context.reply?.request;
    const entry = request && seen.get(request);
    if (entry) entry.outcome = execution.errors?.length ? 'error' : 'ok';
  });
}

/**
 * Times a GraphQL request over HTTP by its operation (a bounded set of names) and outcome: 'ok',
 * 'error' (ran, answered errors) or 'refused' (never ran: the budget, a parse or validation error).
 */
export function observeOperation(metrics: AppMetrics, request: FastifyRequest, seconds: number) {
  const entry = seen.get(request);
  const ran = entry?.outcome !== undefined;
  const name = ran ? entry?.name : requestedName(request);
  metrics.graphql.observe(
    {
      operation: metrics.operationLabel(name, ran),
      outcome: entry?.outcome ?? 'refused',
      transport: 'http',
    },
    seconds,
  );
}
