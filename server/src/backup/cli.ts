import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ConfigError, loadConfig } from '../config.js';
import { RestoreError, restoreBackup } from './archive.js';

const USAGE = `Usage:
  npm run backup -- FILE     back up the running server's embedded database and media into FILE
  npm run restore -- FILE    restore FILE into DATA_DIR (empty or absent)

Backup asks the running server (BACKUP_URL, default http://HOST:PORT) as a super admin:
BACKUP_TOKEN=<a session token>, or BACKUP_EMAIL and BACKUP_PASSWORD to sign in for it.`;

class UsageError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function serverUrl(): string {
  if (process.env.BACKUP_URL) return process.env.BACKUP_URL.replace(/\/$/, '');
  const { host, port } = loadConfig(process.env);
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** A super admin's session: the given token, or one signed in for this backup (then ended). */
async function session(base: string): Promise<{ token: string; end(): Promise<void> }> {
  const given = process.env.BACKUP_TOKEN;
  if (given) return { token: given, end: async () => undefined };
  const email = process.env.BACKUP_EMAIL;
  const password = process.env.BACKUP_PASSWORD;
  if (!email || !password) {
    throw new UsageError('Set BACKUP_TOKEN, or BACKUP_EMAIL and BACKUP_PASSWORD (a super admin).');
  }
  const response = await fetch(`${base}/api/auth/token-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new UsageError(`Sign-in refused (${response.status}).`);
  const { key } = (await response.json()) as { key: string };
  return {
    token: key,
    async end() {
      await fetch(`${base}/api/auth/logout/`, {
        method: 'POST',
        headers: { authorization: `Token ${key}` },
      }).catch(() => undefined);
    },
  };
}

/** Downloads a backup from the running server into `file` (written aside, then renamed). */
export async function backup(file: string): Promise<{ bytes: number; ms: number }> {
  const base = serverUrl();
  const started = performance.now();
  const { token, end } = await session(base);
  const partial = `${file}.partial`;
  try {
    const response = await fetch(`${base}/api/internal/backup/`, {
      headers: { authorization: `Token ${token}` },
    });
    if (!response.ok || !response.body) {
      const detail = await response.text().catch(() => '');
      throw new UsageError(`The server refused the backup (${response.status}): ${detail}`);
    }
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      createWriteStream(partial),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await end();
  }
  return { bytes: (await stat(file)).size, ms: performance.now() - started };
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if (!file || (command !== 'backup' && command !== 'restore')) throw new UsageError(USAGE);
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
    error instanceof UsageError || error instanceof RestoreError || error instanceof ConfigError;
  console.error(known ? error.message : error);
  process.exit(1);
});
