import type { GraphQLError } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { operationAnsweredErrors } from '../metrics/graphql.js';
import { publicErrors } from './publicErrors.js';

type Execution = { data?: unknown; errors: readonly GraphQLError[]; statusCode?: number };

/** Mercurius' request errors (MER_ERR_GQL_VALIDATION) carry the validation errors inside. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(inner) ? (inner as GraphQLError[]) : [error];
  });
}

/** Mercurius' own choice of HTTP status: 200 unless a lone request error names another. */
function statusOf(execution: Execution): number {
  if (execution.data) return 200;
  if (execution.statusCode !== undefined) return execution.statusCode;
  const status = (execution.errors[0]?.originalError as { statusCode?: unknown } | undefined)
    ?.statusCode;
  return execution.errors.length === 1 && typeof status === 'number' ? status : 200;
}

/**
 * Every GraphQL error over HTTP leaves through here: refusals and errors about the request as
 * they are, anything unexpected logged and answered generically with the request id.
 */
export function formatErrors(execution: Execution, context: MercuriusContext) {
  const request = context.reply?.request;
  operationAnsweredErrors(request);
  const report = { log: request?.log ?? context.app.log, requestId: String(request?.id ?? '') };
  const errors = publicErrors(flatten(execution.errors), report);
  const status = statusOf(execution);
  return {
    statusCode: status >= 500 ? 500 : status,
    response: { data: (execution.data as Record<string, unknown> | undefined) ?? null, errors },
  };
}
