import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { openConfiguredDatabase } from './boot.js';
import { loadConfig } from './config.js';
import { DataDirInUseError } from './db/lock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoData, seedDemoData } from './seed/demo.js';
import { seedReferenceData } from './seed/reference.js';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await seedReferenceData(database.db);
  if (config.seed === 'demo' && !(await hasDemoData(database.db))) {
    const started = performance.now();
    console.log('First boot: creating the demo data set…');
    await seedDemoData(database, { mediaDir: config.mediaDir });
    console.log(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const app = await buildApp({ database, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close(); // PGlite flushes and closes; the next start needs no recovery
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(
    `Back-office ready at ${address} (${where}) in ${(performance.now() / 1000).toFixed(1)} s`,
  );
  if (await hasDemoData(database.db)) {
    console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const [email, role] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(20)} ${role}`);
  }
}

main().catch((error) => {
  if (error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
