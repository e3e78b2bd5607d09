import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appendAudit } from '../audit/record.js';
import { issueExportTicket, redeemExportTicket, TICKET_REFUSALS } from '../auth/exportTickets.js';
import { countExportRows, usersCsv } from './service.js';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;

  app.post('/api/internal/export-ticket/', async (request) =>
    issueExportTicket(db, request.requireUser().id, clock.now(), 'users'),
  );

  // The spec passes the credential as `?token=`; only a users-export ticket is accepted there.
  app.get(
    '/internal/users.csv',
    { schema: { querystring: z.object({ token: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      const now = clock.now();
      const redemption = await redeemExportTicket(db, request.query.token, now, 'users');
      if ('refused' in redemption) {
        const { status, detail } = TICKET_REFUSALS[redemption.refused];
        return reply.code(status).send({ detail });
      }
      const rows = await countExportRows(db);
      // What left and who took it: kept once the ticket is used, before the rows stream out.
      await appendAudit(
        db,
        redemption.owner,
        [{ action: 'users.export', targetType: 'export', targetId: 'users.csv', after: { rows } }],
        now,
      );
      const day = now.toISOString().slice(0, 10);
      return (
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="users-${day}.csv"`)
          .header('Cache-Control', 'no-store')
          // Lets the back-office show real progress while the rows stream in.
          .header('X-Row-Count', String(rows))
          .send(Readable.from(usersCsv(app.deps.database, now)))
      );
    },
  );
};
