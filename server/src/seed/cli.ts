import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../boot.js';
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/lock.js';
import { seedBulkUsers } from './bulk.js';
import { seedDemoData } from './demo.js';
import { writeGiftPictures } from './media.js';
import { seedReferenceData } from './reference.js';

const USAGE = 'Usage: npm run seed [-- --users N]';

/** `npm run seed` (the demo data set) or `npm run seed -- --users N` (N more real users). */
async function main() {
  const { values } = parseArgs({ options: { users: { type: 'string' } } });
  const count = values.users === undefined ? undefined : Number(values.users);
  if (count !== undefined && (!Number.isInteger(count) || count <= 0))
    throw new UsageError(`--users takes a positive whole number. ${USAGE}`);
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    writeGiftPictures(config.mediaDir);
    await seedReferenceData(database.db);
    if (count !== undefined) {
      const progress = process.stdout.isTTY
        ? (done: number) => process.stdout.write(`\r${done} / ${count} users`)
        : (done: number) => {
            if (done % 20_000 === 0 || done === count) console.log(`${done} / ${count} users`);
          };
      await seedBulkUsers(database, count, { mediaDir: config.mediaDir, onProgress: progress });
      if (process.stdout.isTTY) process.stdout.write('\n');
      console.log(`Added ${count} real users to ${where} in ${took()}`);
    } else if (await seedDemoData(database, { mediaDir: config.mediaDir })) {
      console.log(`Seeded the demo data set into ${where} in ${took()}`);
    } else {
      console.log(`The demo data set is already in ${where}; nothing to do.`);
    }
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main().catch((error) => {
  const known = error instanceof DataDirInUseError || error instanceof UsageError;
  console.error(known ? error.message : error);
  process.exit(1);
});
