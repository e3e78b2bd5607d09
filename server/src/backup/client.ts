import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { loadConfig } from '../config.js';

/** A backup that could not be taken; its message is for the operator. */
export class BackupError extends Error {}

/** The running server: BACKUP_URL, or HOST and PORT as the server reads them. */
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
    throw new BackupError('Set BACKUP_TOKEN, or BACKUP_EMAIL and BACKUP_PASSWORD (a super admin).');
  }
  const response = await fetch(`${base}/api/auth/token-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new BackupError(`Sign-in refused (${response.status}).`);
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
export async function backup(
  file: string,
  base = serverUrl(),
): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const { token, end } = await session(base);
  const partial = `${file}.partial`;
  try {
    const response = await fetch(`${base}/api/internal/backup/`, {
      headers: { authorization: `Token ${token}` },
    });
    if (!response.ok || !response.body) {
      const detail = await response.text().catch(() => '');
      throw new BackupError(`The server refused the backup (${response.status}): ${detail}`);
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
