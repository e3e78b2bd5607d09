import path from 'node:path';
import { startScaleOut } from '../../scripts/scaleOut';

/**
 * The scale-out run's servers: two instances with the demo data on one PostgreSQL database (its
 * own, dropped and created again: E2E_SCALE_DATABASE_URL, default e2e_scale on 127.0.0.1), nginx
 * in front. The specs reach them through nginx only (E2E_BASE_URL); the instances' addresses,
 * process ids and logs are for the specs that watch or kill them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const scaleOut = await startScaleOut({
    databaseUrl:
      process.env.E2E_SCALE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/e2e_scale',
    webRoot: path.resolve('dist'),
    fresh: true,
    output: 'files',
    env: { SEED: 'demo', SEED_REAL_USERS: '20', LOG_LEVEL: 'info' },
  });
  process.env.E2E_BASE_URL = scaleOut.url;
  process.env.E2E_SCALE_PREFIX = scaleOut.prefix;
  process.env.E2E_SCALE_INSTANCES = JSON.stringify(
    scaleOut.instances.map(({ name, address, child, log }) => ({
      name,
      address,
      pid: child.pid,
      log,
    })),
  );
  return () => scaleOut.stop();
}
