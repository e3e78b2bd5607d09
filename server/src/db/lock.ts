import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {}

const LOCK_OPTIONS = {
  stale: 10_000,
  update: 2_000,
  realpath: false,
  // A compromised lock (its folder removed or not refreshed in time) is reported, not thrown from
  // a timer: crashing would leave PGlite unclosed, which is worse than carrying on.
  onCompromised: (error: Error) =>
    console.warn(`Data directory lock compromised: ${error.message}`),
};

/** The pid recorded by the holder, or null when there is none (yet). */
function readHolder(pidFile: string): number | null {
  try {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it. The lock is a
 * folder (`<dataDir>/server.lock`) that proper-lockfile refreshes while we live, so a hung or crashed
 * holder goes stale in seconds; a holder whose recorded pid is gone is taken over at once.
 * Answers the release function, which also removes the pid file.
 */
export async function lockDataDir(
  dataDir: string,
  takeOverDead = true,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, 'server.pid');
  const lockfilePath = path.join(dataDir, 'server.lock');
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { ...LOCK_OPTIONS, lockfilePath });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readHolder(pidFile);
    if (!takeOverDead || holder === null || holder === process.pid || isAlive(holder)) {
      throw new DataDirInUseError(
        `Data directory ${dataDir} is in use by another process (pid ${holder ?? 'unknown'}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    // The holder died without releasing (kill -9, power cut): its lock is ours to take. Only
    // once: if another starter took it over meanwhile, the retry is refused like any other.
    rmSync(lockfilePath, { recursive: true, force: true });
    return lockDataDir(dataDir, false);
  }
  writeFileSync(pidFile, String(process.pid));
  return async () => {
    rmSync(pidFile, { force: true });
    await release();
  };
}
