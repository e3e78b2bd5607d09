import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './database.js';
import { PgListener } from './listener.js';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate.js';
import { keepStatementsPrepared } from './pgliteStatements.js';
import { timePgliteQueries } from './pgliteTiming.js';
import { timePoolQueries } from './poolTiming.js';
import { type QueryObserver, QueryTiming } from './queryTiming.js';
import * as schema from './schema.js';

export type { Db, Schema } from './database.js';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for what Drizzle does not do (benchmarks run COPY through it). */
  driver: PGlite | pg.Pool;
  /** Listen to a PostgreSQL NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Called when the listening connection came back after a drop: notifications sent meanwhile
   * were lost, so whoever relies on them resynchronises. Never called on PGlite (in-process).
   */
  onListenerReconnect(listener: () => void): () => void;
  /** The listening connection's `application_name` (PostgreSQL only). */
  listenerName?: string;
  /** Whether the listening connection is up now (PostgreSQL only; PGlite has none to lose). */
  listenerConnected?(): boolean;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Tells `observer` of every query run through this database from now on (its kind and seconds,
   * failed ones too); answers its removal. Nothing is timed while no one observes.
   */
  observeQueries(observer: QueryObserver): () => void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://... selects PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  pgliteDir?: string;
  /** A `dumpDataDir()` tarball to start PGlite from (tests start from one migrated image). */
  pgliteImage?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.pgliteDir, options.pgliteImage);
}

async function openPglite(dir?: string, image?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the lists' search index (migration 0002).
  const client = new PGlite({ dataDir: dir, loadDataDir: image, extensions: { pg_trgm } });
  await client.waitReady;
  keepStatementsPrepared(client);
  const timing = new QueryTiming();
  timePgliteQueries(client, timing);
  yieldInLongRuns(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePgliteDatabase(client);
  return {
    db,
    kind: 'pglite',
    driver: client,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return unsubscribe;
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    onListenerReconnect: () => () => undefined,
    observeQueries: (observer) => timing.add(observer),
    async close() {
      await client.close();
    },
  };
}

/** Longest run of queries without the event loop getting a turn. */
const MAX_QUERY_RUN_MS = 20;

/**
 * PGlite runs each query synchronously in this thread and hands the next queued one its turn in
 * a microtask, so a burst (a thousand sockets reconnecting, fifty tabs polling at once) would run
 * to its end before any request, socket write or timer: seconds without an answer. A run of
 * queries starts at the first query after the event loop's last turn (an immediate marks each
 * turn); a query that finds its run longer than MAX_QUERY_RUN_MS lets the loop take one first.
 * (A hop before every query instead costs a turn per query under load: far worse tails. So did
 * noting the turns with a 10 ms timer: a loop busy with other work, a queue count going to 5,000
 * sockets, seemed to have taken no turn, and each query in the queue waited a whole turn, with the
 * lock held: sends waited 300 ms behind a few new chats' card reads.)
 */
function yieldInLongRuns(client: PGlite): void {
  /** When the current run of queries began; null: the loop has taken a turn since. */
  let runStarted: number | null = null;
  const endRun = () => {
    runStarted = null;
  };
  const exclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(query: () => Promise<T>) =>
    exclusive(async () => {
      const now = performance.now();
      if (runStarted === null) {
        runStarted = now;
        setImmediate(endRun);
      } else if (now - runStarted > MAX_QUERY_RUN_MS) {
        // Two hops: the second one comes after the loop's I/O phase (requests, socket writes).
        await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
        runStarted = performance.now();
        setImmediate(endRun);
      }
      return query();
    });
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose backend goes away (restart, failover, dropped database) must not crash
  // the process: the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const timing = new QueryTiming();
  timePoolQueries(pool, timing);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePostgresDatabase(pool);
  const listener = new PgListener(url);
  await listener.start();
  return {
    db,
    kind: 'postgres',
    driver: pool,
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onListenerReconnect: (callback) => listener.onReconnect(callback),
    listenerName: listener.applicationName,
    listenerConnected: () => listener.connected,
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    observeQueries: (observer) => timing.add(observer),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
