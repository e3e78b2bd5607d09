import type { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Refusal } from '../lib/refusal.js';
import { backupStream } from './archive.js';

/**
 * A backup of the running embedded database and its media (`npm run backup`), for super admins
 * only (policy table). On PostgreSQL, pg_dump does it (docs/production.md "Logs, probes, backup").
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/internal/backup/', async (request, reply) => {
    const { database, config, clock } = app.deps;
    if (database.kind !== 'pglite') {
      throw Refusal.detail(409, 'This server runs on PostgreSQL: back it up with pg_dump.');
    }
    const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
    request.log.info('backup started');
    const stream = backupStream(database.driver as PGlite, config.mediaDir, (taken) =>
      request.log.info(taken, 'backup: database image taken'),
    );
    stream.on('end', () => request.log.info('backup sent'));
    return reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', `attachment; filename="backup-${stamp}.tar.gz"`)
      .header('Cache-Control', 'no-store')
      .send(stream);
  });
};
