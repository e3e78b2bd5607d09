import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { openConfiguredDatabase } from './boot.js';
import { type AppConfig, ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/lock.js';
import type { Database } from './db/open.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoData, seedDemoData } from './seed/demo.js';
import { writeGiftPictures } from './seed/media.js';
import { seedReferenceData } from './seed/reference.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A shutdown that hangs (a stuck connection) must not keep the process, nor the lock, forever. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function prepare(database: Database, config: AppConfig) {
  writeGiftPictures(config.mediaDir);
  await seedReferenceData(database.db);
  if (config.seed === 'demo' && !(await hasDemoData(database.db))) {
    const started = performance.now();
    console.log('First boot: creating the demo data set…');
    await seedDemoData(database, { mediaDir: config.mediaDir, realUsers: config.seedRealUsers });
    console.log(`Demo data ready in ${seconds(performance.now() - started)}`);
  }
}

function closeOnSignals(app: FastifyInstance, database: Database) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing…`);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close(); // stops accepting, ends open requests and subscriptions
      await database.close(); // PGlite flushes and closes, then the DATA_DIR lock is released
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Under npm the chain is npm → sh → node: npm passes its SIGTERM to the shell only, which dies
  // and leaves this process orphaned and still holding DATA_DIR. A lost parent counts as SIGTERM.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void shutdown('Parent process gone');
    }, 500).unref();
  }
}

async function main() {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  let app: FastifyInstance;
  let address: string;
  try {
    await prepare(database, config);
    app = await buildApp({ database, config });
    closeOnSignals(app, database);
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const where = config.databaseUrl
    ? `PostgreSQL at ${new URL(config.databaseUrl).host}`
    : `PGlite in ${config.dataDir}`;
  console.log(`Back-office ready at ${address} (${where}) in ${seconds(performance.now())}`);
  if (await hasDemoData(database.db)) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const [email, role] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(20)} ${role}`);
  }
}

main().catch((error) => {
  const known = error instanceof DataDirInUseError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
