import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { observeOperation } from './graphql.js';
import { timeQueriesInto } from './queries.js';
import { sampleDatabase } from './sample.js';
import { Snapshots } from './snapshot.js';

/**
 * `GET /metrics` (Prometheus text, for the scraper: the policy's 'scraper' row) and
 * `GET /api/system/` (the system page's snapshot, super admins), with the hook that times every
 * HTTP request by its route pattern. With `METRICS=off` both answer 404 and nothing is timed.
 */
export async function registerMetrics(app: FastifyInstance) {
  const { metrics, database } = app.deps;
  if (!metrics) {
    const off = async () => {
      throw Object.assign(new Error('Metrics are off on this server (METRICS=off).'), {
        statusCode: 404,
      });
    };
    app.get('/metrics', off);
    app.get('/api/system/', off);
    return;
  }
  const stopTimingQueries = database.observeQueries(timeQueriesInto(metrics));
  app.addHook('onClose', async () => {
    stopTimingQueries();
    metrics.dispose();
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.http.observe(
      {
        method: request.method,
        // The pattern the router matched (`/api/user/:id/`), never the URL: no ids in labels.
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    // GraphQL over HTTP (a socket's upgrade is no operation).
    if (request.routeOptions.url === '/graphql' && !request.headers.upgrade) {
      observeOperation(metrics, request, reply.elapsedTime / 1000);
    }
  });

  const sample = async () => {
    const started = performance.now();
    const sampled = await sampleDatabase(database, app.deps.clock.now());
    metrics.scrapeQuery.observe((performance.now() - started) / 1000);
    metrics.record(sampled);
    if (database.kind === 'postgres') {
      const pool = database.driver as pg.Pool;
      metrics.dbPool.set({ state: 'total' }, pool.totalCount);
      metrics.dbPool.set({ state: 'idle' }, pool.idleCount);
      metrics.dbPool.set({ state: 'waiting' }, pool.waitingCount);
    }
    return sampled;
  };
  const snapshots = new Snapshots(metrics, Date.now());

  app.get('/metrics', async (_request, reply) => {
    await sample();
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
  app.get('/api/system/', async () => snapshots.take(new Date(), await sample()));
}
