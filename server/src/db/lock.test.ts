import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './lock.js';

describe('the data directory lock', () => {
  it('refuses a second holder until the first releases it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir)).rejects.toThrow(/is in use by another process \(pid \d+\)/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('makes the seed command exit 1 with the message while the directory is held', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const release = await lockDataDir(dir);
    // Node itself, not npx, and without blocking this process: a loaded machine makes a
    // spawned TypeScript program slow to start, never wrong.
    const seed = spawn(process.execPath, ['--import', 'tsx', 'server/src/seed/cli.ts'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    seed.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const status = await new Promise((resolve) => seed.once('exit', resolve));
    await release();
    expect(status).toBe(1);
    expect(stderr).toContain(`Data directory ${dir} is in use by another process`);
  }, 90_000);

  it('is taken over at once when its holder died without releasing it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { lockDataDir } from './server/src/db/lock.ts';
         await lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);`,
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder.pid})`);
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const release = await lockDataDir(dir);
    await release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });
});
