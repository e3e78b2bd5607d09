import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Only routes that opt in (`config.rateLimit`) are limited: the public forms. */
export const rateLimits = fastifyPlugin(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      // Thrown into the error handler, which answers `{ detail: message }`.
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
  },
  { name: 'rate-limits' },
);
