import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { RestoreError, restoreBackup } from './archive.js';
import { BackupError, backup } from './client.js';

const USAGE = `Usage:
  npm run backup -- FILE     back up the running server's embedded database and media into FILE
  npm run restore -- FILE    restore FILE into DATA_DIR (empty or absent)

Backup asks the running server (BACKUP_URL, default http://HOST:PORT) as a super admin:
BACKUP_TOKEN=<a session token>, or BACKUP_EMAIL and BACKUP_PASSWORD to sign in for it.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const [command, file] = process.argv.slice(2);
  if (!file || (command !== 'backup' && command !== 'restore')) throw new BackupError(USAGE);
  if (command === 'backup') {
    const { bytes, ms } = await backup(path.resolve(file));
    console.log(`Backup written to ${file}: ${megabytes(bytes)} in ${(ms / 1000).toFixed(1)} s`);
    return;
  }
  const { dataDir } = loadConfig(process.env);
  const { mediaFiles, databaseBytes } = await restoreBackup(path.resolve(file), dataDir);
  console.log(
    `Restored into ${dataDir}: database ${megabytes(databaseBytes)}, ${mediaFiles} media files. Start the server with DATA_DIR=${dataDir}.`,
  );
}

main().catch((error) => {
  const known =
    error instanceof BackupError || error instanceof RestoreError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
