import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

const API_PATH = /^\/(api|graphql|media|internal|chat)\b/;

/**
 * The built back-office at `/` when `webRoot` holds one; any other GET outside the API answers its
 * index.html (client-side routes). Everything else not found answers 404 `{ detail }`.
 */
export const frontEnd = fastifyPlugin(
  async (app: FastifyInstance) => {
    const { webRoot } = app.deps.config;
    const root = webRoot && existsSync(`${webRoot}/index.html`) ? webRoot : null;
    if (root) await app.register(fastifyStatic, { root, prefix: '/', wildcard: true });
    app.setNotFoundHandler((request, reply) => {
      const isApi = API_PATH.test(request.url);
      if (root && request.method === 'GET' && !isApi) return reply.sendFile('index.html');
      return reply.code(404).send({ detail: 'Not found.' });
    });
  },
  { name: 'front-end' },
);
