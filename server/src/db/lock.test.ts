import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
    const result = spawnSync('npx', ['tsx', 'server/src/seed/cli.ts'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    await release();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Data directory ${dir} is in use by another process`);
  });
});
