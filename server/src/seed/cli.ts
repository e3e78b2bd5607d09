import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../boot.js';
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/lock.js';
import { hasDemoData, seedBulkUsers, seedDemoData } from './demo.js';
import { seedReferenceData } from './reference.js';

/** `npm run seed` (demo data set) or `npm run seed -- --users N` (N more real users). */
async function main() {
  const { values } = parseArgs({ options: { users: { type: 'string' } } });
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const started = performance.now();
  try {
    await seedReferenceData(database.db);
    if (values.users) {
      const count = Number(values.users);
      if (!Number.isInteger(count) || count <= 0)
        throw new Error('--users takes a positive whole number');
      await seedBulkUsers(database, count, (done) =>
        process.stdout.write(`\r${done} / ${count} users`),
      );
      process.stdout.write('\n');
      console.log(`Added ${count} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else if (await hasDemoData(database.db)) {
      console.log('The demo data set is already there.');
    } else {
      await seedDemoData(database, { mediaDir: config.mediaDir });
      console.log(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
