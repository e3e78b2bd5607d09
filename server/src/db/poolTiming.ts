import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { QueryTiming } from './queryTiming.js';

type ClientQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;
type Answer = (error: unknown, result: unknown) => void;

/** The statement's text; none for a stream (COPY, a cursor), which answers through its events. */
function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config === null || typeof config !== 'object') return undefined;
  const { text, submit } = config as { text?: unknown; submit?: unknown };
  return typeof submit === 'function' || typeof text !== 'string' ? undefined : text;
}

/**
 * Times every query the app runs through the pool: each client's `query`, wrapped once when the
 * pool connects it. `pool.query` runs on such a client, and so does a transaction's client checked
 * out with `pool.connect()` (Drizzle's BEGIN and COMMIT count as 'other'), so each query is timed
 * once. The time runs from the client's `query` to its answer: a wait for a free connection comes
 * before it (`db_pool_connections{state="waiting"}` counts those waits). Streams are not timed.
 */
export function timePoolQueries(pool: pg.Pool, timing: QueryTiming): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as ClientQuery;
    const timed: ClientQuery = (config, values, callback) => {
      const text = timing.observed ? textOf(config) : undefined;
      if (text === undefined) return query(config, values, callback);
      const started = performance.now();
      // pool.query passes a callback (third, or second without values); Drizzle awaits a promise.
      const answer = typeof callback === 'function' ? callback : values;
      if (typeof answer === 'function') {
        const recorded: Answer = (error, result) => {
          timing.record(text, started);
          (answer as Answer)(error, result);
        };
        return answer === callback ? query(config, values, recorded) : query(config, recorded);
      }
      const result = query(config, values, callback);
      return result instanceof Promise ? timing.time(text, started, result) : result;
    };
    client.query = timed as pg.PoolClient['query'];
  });
}
