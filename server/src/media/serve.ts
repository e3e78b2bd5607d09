import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';

const REFUSED = { detail: 'This media link is missing, expired or invalid.' };

/**
 * Files only a signed link opens: private photos (file and thumbnail) and pending uploads, which
 * may still become private photos. Names are never reused, so a file's answer does not change
 * while it exists.
 */
export async function isSignedOnly(db: Db, name: string): Promise<boolean> {
  const rows = await rowsOf<{ signed_only: boolean }>(
    db,
    sql`select
      exists(select 1 from photos where type = 'PRIVATE' and file = ${name})
      or exists(select 1 from photos where type = 'PRIVATE' and thumbnail = ${name})
      or exists(select 1 from uploads where file = ${name} or thumbnail = ${name}) as signed_only`,
  );
  return rows[0].signed_only;
}

/**
 * Serves `/media/`: a valid signed link (any file) is kept by the browser alone until it expires;
 * without a signature only open files are served, with a long public cache (names are random and
 * never reused). A present but wrong or expired signature is refused whatever the file.
 */
export async function registerMediaFiles(app: FastifyInstance, mediaDir: string) {
  const { database, mediaSigner } = app.deps;
  // Set on the file's answer only: a 404 or a refusal is not cached.
  const cacheControl = new WeakMap<FastifyRequest, string>();
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const name = (request.params as { '*'?: string })['*'] ?? '';
      const { exp, sig } = request.query as Record<string, unknown>;
      if (exp !== undefined || sig !== undefined) {
        const remaining = mediaSigner.remainingSeconds(name, exp, sig, app.deps.clock.now());
        if (remaining === null) return reply.code(403).send(REFUSED);
        cacheControl.set(request, `private, max-age=${remaining}`);
        return;
      }
      if (await isSignedOnly(database.db, name)) return reply.code(403).send(REFUSED);
      cacheControl.set(request, 'public, max-age=31536000, immutable');
    });
    await scope.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (response) => {
        const cache = cacheControl.get(response.request);
        if (cache) response.header('Cache-Control', cache);
        response.header('X-Content-Type-Options', 'nosniff');
        // Opened directly, a media file runs nothing (no script, no form, no plugin).
        response.header('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    });
  });
}
