import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { asRefusal, INTERNAL_ERROR, REFUSAL_CODES } from '../lib/refusal.js';

const DELIBERATE_CODES = new Set<unknown>(Object.values(REFUSAL_CODES));

export function isRefusal(error: GraphQLError): boolean {
  return DELIBERATE_CODES.has(error.extensions?.code);
}

/** Where an unexpected error is told, and the id the caller gets to quote. */
export interface ErrorReport {
  log: FastifyBaseLogger;
  requestId: string;
}

/**
 * True for errors that describe the request itself: parse and validation errors, GraphQL's own
 * coercion errors, errors built for the client (mercurius' ErrorWithProps) and Fastify's 4xx.
 */
function isDeliberate(error: GraphQLError): boolean {
  const original = error.originalError as (Error & { statusCode?: unknown }) | undefined;
  if (!original || original instanceof GraphQLError) return true;
  if (original instanceof mercurius.ErrorWithProps) return true;
  return (
    typeof original.statusCode === 'number' &&
    original.statusCode >= 400 &&
    original.statusCode < 500
  );
}

/** The same error, its extensions naming the request id (to find the request's log lines). */
function quotingRequest(
  error: GraphQLError,
  message: string,
  extensions: GraphQLError['extensions'],
  requestId: string,
): GraphQLError {
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...extensions, requestId },
  });
}

/**
 * What a client may read of an error: refusals (the Refusal type, or a database failure that is
 * the caller's fault) with their code and messages; errors about the request itself as they are;
 * anything else only as a generic error, logged in full here. Each names the request id.
 */
export function publicError(error: GraphQLError, report: ErrorReport): GraphQLError {
  const refusal = asRefusal(error.originalError);
  if (refusal) return quotingRequest(error, refusal.message, refusal.extensions, report.requestId);
  if (isDeliberate(error) || isRefusal(error)) {
    return quotingRequest(error, error.message, error.extensions, report.requestId);
  }
  report.log.error(
    { err: error.originalError ?? error, requestId: report.requestId },
    'unexpected error',
  );
  return quotingRequest(
    new GraphQLError(INTERNAL_ERROR, { nodes: error.nodes, path: error.path }),
    INTERNAL_ERROR,
    { code: 'INTERNAL_SERVER_ERROR' },
    report.requestId,
  );
}

export function publicErrors(errors: readonly GraphQLError[], report: ErrorReport): GraphQLError[] {
  return errors.map((error) => publicError(error, report));
}

export function refusedError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
