import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditPage, auditFilters, auditListQuery } from '../../../contract/audit.js';
import { idParams } from '../../../contract/wire.js';
import { issueExportTicket, redeemExportTicket, TICKET_REFUSALS } from '../auth/exportTickets.js';
import { linkTo } from '../lib/paging.js';
import { AUDIT_CSV_HEADER, auditCsvRows } from './csv.js';
import { appendAudit } from './record.js';
import { auditActors, auditBatches, auditEntry, listAudit } from './service.js';

const NOT_FOUND = 'No such audit entry.';

/** The audit log: read and exported by super admins; no route changes an entry. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { clock } = app.deps;

  app.get('/api/audit/', { schema: { querystring: auditListQuery } }, async (request) => {
    const { limit, offset, ...filters } = request.query;
    const { entries, more } = await listAudit(db, filters, { limit, offset });
    return {
      results: entries,
      next: more ? linkTo(request, offset + limit) : null,
      previous: offset > 0 ? linkTo(request, Math.max(0, offset - limit)) : null,
    } satisfies AuditPage;
  });

  app.get('/api/audit/actors/', async () => ({ results: await auditActors(db) }));

  app.get('/api/audit/:id/', { schema: { params: idParams } }, async (request, reply) => {
    const entry = await auditEntry(db, request.params.id);
    return entry ?? reply.code(404).send({ detail: NOT_FOUND });
  });

  app.post('/api/audit/export-ticket/', async (request) =>
    issueExportTicket(db, request.requireUser().id, clock.now(), 'audit'),
  );

  // A download link, like the users export: the credential is a single-use 60 s ticket.
  app.get(
    '/internal/audit.csv',
    {
      schema: { querystring: auditFilters.extend({ token: z.string().min(1).max(200) }) },
    },
    async (request, reply) => {
      const { token, ...filters } = request.query;
      const now = clock.now();
      const redemption = await redeemExportTicket(db, token, now, 'audit');
      if ('refused' in redemption) {
        const { status, detail } = TICKET_REFUSALS[redemption.refused];
        return reply.code(status).send({ detail });
      }
      // What left (the entries the filters keep) and who took it, before the rows stream out.
      const { from, to, ...named } = filters;
      await appendAudit(
        db,
        redemption.owner,
        [
          {
            action: 'audit.export',
            targetType: 'export',
            targetId: 'audit.csv',
            after: { ...named, from: from?.toISOString(), to: to?.toISOString() },
          },
        ],
        now,
      );
      const day = now.toISOString().slice(0, 10);
      async function* csv() {
        yield AUDIT_CSV_HEADER;
        for await (const entries of auditBatches(db, filters)) yield auditCsvRows(entries);
      }
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(csv()));
    },
  );
};
