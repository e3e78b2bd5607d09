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
 * Server errors (5xx) quote the request id in their JSON body too. Refusals (4xx) keep the spec's
 * bodies exactly (`{ detail }`, `{ errors }`, `{ field: [...] }`: the wire contract, and the
 * tests hold them to it) and carry the id in the header only.
 */
const ID_IN_BODY_FROM = 500;

/**
 * One error handler for every REST route, and the request id every answer carries in its
 * `X-Request-Id` header (and every server error in its body's `requestId`), to find its log lines.
 */
export const errorAnswers = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler(replyToError);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
    // GraphQL answers carry it in the error's `extensions` instead (graphql/publicErrors.ts).
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (reply.statusCode < ID_IN_BODY_FROM || request.routeOptions.url === '/graphql') {
        return payload;
      }
      return isErrorBody(payload) ? { ...payload, requestId: request.id } : payload;
    });
  },
  { name: 'error-answers' },
);
