import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { replyToError } from '../lib/restErrors.js';

/** One error handler for every REST route, and the request id an error answer quotes. */
export const errorAnswers = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler(replyToError);
    // The id an error answer quotes, to find its log line.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
  },
  { name: 'error-answers' },
);
