import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

const API_PATH = /^\/(api|graphql|media|internal|chat)\b/;
/** Vite names what it emits under assets/ by content hash: a changed file is a new URL. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+$/;
const FOR_A_YEAR = 'public, max-age=31536000, immutable';
/**
 * Asked for by file name, never a client-side route: a missing asset (one a page from before a
 * deploy still names) is a 404, not index.html, which the browser would try to run as a script.
 * The build's own manifest (.vite/) is not served.
 */
const BUILD_FILE = /^\/(assets|\.vite)(\/|$)/;

/**
 * Hashed assets are kept for a year without asking again; anything else (index.html, which names
 * the current assets) is checked with the server before each use.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? FOR_A_YEAR : 'no-cache';
}

/**
 * The built back-office at `/` when `webRoot` holds one; any other GET outside the API and the
 * build's files answers its index.html (client-side routes). Everything else not found answers 404 `{ detail }`. The build
 * writes each file's brotli and gzip beside it (vite.config.ts); the client's Accept-Encoding picks.
 */
export const frontEnd = fastifyPlugin(
  async (app: FastifyInstance) => {
    const { webRoot } = app.deps.config;
    const root = webRoot && existsSync(`${webRoot}/index.html`) ? webRoot : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
        allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isRoute = !API_PATH.test(request.url) && !BUILD_FILE.test(request.url);
      if (root && request.method === 'GET' && isRoute) return reply.sendFile('index.html');
      return reply.code(404).send({ detail: 'Not found.' });
    });
  },
  { name: 'front-end' },
);
