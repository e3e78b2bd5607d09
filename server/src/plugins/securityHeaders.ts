import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** The host of a map tile URL template as a CSP source (`{s}` subdomains become `*`). */
export function tileSource(template: string): string[] {
  const match = template.replaceAll('{s}', '*').match(/^https?:\/\/[^/{}]+/);
  return match ? [match[0]] : [];
}

/** Helmet's headers; the content security policy lets pages load only our own files and map tiles. */
export const securityHeaders = fastifyPlugin(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...tileSource(app.deps.config.mapTileUrl)],
          // 'self' covers the same host's websockets (CSP level 3).
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
        },
      },
    });
  },
  { name: 'security-headers' },
);
