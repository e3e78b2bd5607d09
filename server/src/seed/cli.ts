import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '../boot.js';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/lock.js';
import { seedBulkUsers } from './bulk.js';
import { seedDemoData } from './demo.js';
import { NoRoomsError, seedMessageHistory } from './history.js';
import { writeGiftPictures } from './media.js';
import { seedReferenceData } from './reference.js';

const USAGE = 'Usage: npm run seed [-- --users N] [-- --messages N]';

const countOption = (name: string, value: string | undefined) => {
  const count = value === undefined ? undefined : Number(value);
  if (count !== undefined && (!Number.isInteger(count) || count <= 0))
    throw new UsageError(`--${name} takes a positive whole number. ${USAGE}`);
  return count;
};

/** Prints `done / total what` in place on a terminal, every 20 % in a log. */
const progressOf = (total: number, what: string) =>
  process.stdout.isTTY
    ? (done: number) => process.stdout.write(`\r${done} / ${total} ${what}`)
    : (done: number) => {
        if (done % Math.max(1, Math.round(total / 5)) === 0 || done === total)
          console.log(`${done} / ${total} ${what}`);
      };

/**
 * `npm run seed` (the demo data set), `npm run seed -- --users N` (N more real users) or
 * `npm run seed -- --messages N` (N more messages of chat history, for the statistics bench).
 */
async function main() {
  const { values } = parseArgs({
    options: { users: { type: 'string' }, messages: { type: 'string' } },
  });
  const count = countOption('users', values.users);
  const messageCount = countOption('messages', values.messages);
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    writeGiftPictures(config.mediaDir);
    await seedReferenceData(database.db);
    if (messageCount !== undefined) {
      await seedDemoData(database, { mediaDir: config.mediaDir });
      await seedMessageHistory(database, messageCount, {
        onProgress: progressOf(messageCount, 'messages'),
      });
      if (process.stdout.isTTY) process.stdout.write('\n');
      console.log(`Added ${messageCount} messages to ${where} in ${took()}`);
    } else if (count !== undefined) {
      await seedBulkUsers(database, count, {
        mediaDir: config.mediaDir,
        onProgress: progressOf(count, 'users'),
      });
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
  const known =
    error instanceof DataDirInUseError ||
    error instanceof ConfigError ||
    error instanceof UsageError ||
    error instanceof NoRoomsError;
  console.error(known ? error.message : error);
  process.exit(1);
});
