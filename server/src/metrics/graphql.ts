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

/**
 * Mercurius' last hook before execution (after the budget's): the operation that runs. Whether it
 * answered errors is told by the error formatter (`operationAnsweredErrors`), which runs only then:
 * an `onResolution` hook for it cost every GraphQL request (bench:metrics, +3–5 % on a send).
 */
export function watchOperations(app: FastifyInstance) {
  app.graphql.addHook('preExecution', (_schema, document, context) => {
    const request = context.reply?.request;
    if (!request) return;
    const operation = getOperationAST(document, requestedName(request));
    seen.set(request, { name: operation?.name?.value, outcome: 'ok' });
  });
}

/** The request's operation ran and answered errors (called by the error formatter). */
export function operationAnsweredErrors(request: FastifyRequest | undefined) {
  const entry = request && seen.get(request);
  if (entry) entry.outcome = 'error';
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
