import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countExportRows, issueExportTicket, redeemExportTicket, usersCsv } from './service.js';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;

  app.post('/api/internal/export-ticket/', async (request) =>
    issueExportTicket(db, request.requireUser().id, clock.now()),
  );

  // The spec passes the credential as `?token=`; only an export ticket is accepted there.
  app.get(
    '/internal/users.csv',
    { schema: { querystring: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      if (!(await redeemExportTicket(db, request.query.token, clock.now()))) {
        return reply
          .code(401)
          .send({ detail: 'The export link has expired or was already used. Export again.' });
      }
      const day = clock.now().toISOString().slice(0, 10);
      return (
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="users-${day}.csv"`)
          .header('Cache-Control', 'no-store')
          // Lets the back-office show real progress while the rows stream in.
          .header('X-Row-Count', String(await countExportRows(db)))
          .send(Readable.from(usersCsv(app.deps.database, clock.now())))
      );
    },
  );
};
