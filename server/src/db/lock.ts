import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {}

/**
 * PGlite allows one process per data directory; a second one would corrupt it. The lock is a
 * directory proper-lockfile refreshes while we live, so a crashed holder goes stale in seconds.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, 'server.pid');
  try {
    const release = await lockfile.lock(dataDir, {
      stale: 10_000,
      update: 2_000,
      realpath: false,
      // proper-lockfile throws from a timer when the lock looks compromised (e.g. the event loop
      // stalled past `stale`); crashing would leave PGlite unclosed, which is worse: warn instead.
      onCompromised: (error) => console.warn(`Data directory lock compromised: ${error.message}`),
    });
    writeFileSync(pidFile, String(process.pid));
    return release;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    let holder = 'unknown';
    try {
      holder = readFileSync(pidFile, 'utf8').trim();
    } catch {
      // the holder has not written its pid yet
    }
    throw new DataDirInUseError(
      `Data directory ${dataDir} is in use by another process (pid ${holder}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}
