import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { replyToError } from '../lib/restErrors.js';

/** A JSON error body the request id can join: an object that names no `requestId` yet. */
function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    !Buffer.isBuffer(payload) &&
    !('requestId' in payload)
  );
}

/**
 * One error handler for every REST route, and the request id every answer carries in its
 * `X-Request-Id` header and every error answer in its body's `requestId` too, to find its log
 * lines. The spec's error bodies (`{ detail }`, `{ errors }`, `{ field: [...] }`) gain that one
 * string key; clients read field errors from arrays only, so it is never taken for a field.
 */
export const errorAnswers = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler(replyToError);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
    // GraphQL answers carry it in the error's `extensions` instead (graphql/publicErrors.ts).
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode < 400 || request.routeOptions.url === '/graphql') {
        return payload;
      }
      return isErrorBody(payload) ? { ...payload, requestId: request.id } : payload;
    });
  },
  { name: 'error-answers' },
);
