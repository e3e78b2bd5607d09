import { performance } from 'node:perf_hooks';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import type { QueryTiming } from './queryTiming.js';

/**
 * Times every query the app runs on PGlite: `query` and `exec`, on the client and in a transaction
 * (installed over keepStatementsPrepared's wrappers, so a prepared statement's run is timed once).
 * A query's time includes its wait for PGlite's lock: PGlite runs one query at a time, so its
 * queue is the database's. A transaction's own BEGIN and COMMIT, which PGlite sends itself, are
 * not timed.
 */
export function timePgliteQueries(client: PGlite, timing: QueryTiming): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);

  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    timing.observed
      ? timing.time(text, performance.now(), query(text, params, options))
      : query(text, params, options)) as PGlite['query'];
  client.exec = (text, options) =>
    timing.observed
      ? timing.time(text, performance.now(), exec(text, options))
      : exec(text, options);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) =>
      callback(timing.observed ? timedTransaction(tx, timing) : tx),
    )) as PGlite['transaction'];
}

function timedTransaction(tx: Transaction, timing: QueryTiming): Transaction {
  const query = tx.query.bind(tx);
  const exec = tx.exec.bind(tx);
  const timed = Object.create(tx) as Transaction;
  timed.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    timing.time(text, performance.now(), query(text, params, options))) as Transaction['query'];
  timed.exec = (text, options) => timing.time(text, performance.now(), exec(text, options));
  return timed;
}
