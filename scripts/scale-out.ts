/**
 * `npm run scale-out [-- --port 8080 --instances 2]`: two server instances on one PostgreSQL
 * database behind nginx on one port, as in production (docs/production.md), until Ctrl+C.
 *
 *   DATABASE_URL   default postgres://postgres@127.0.0.1:5432/scale_out (created when missing)
 *   WEB_ROOT       default ./dist (built first when missing)
 *   DATA_DIR       the instances' shared media; default ./data-scale-out
 *   SEED=demo      the demo data set on first boot (default on PostgreSQL: none)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startScaleOut } from './scaleOut.js';

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const port = Number(flag('--port') ?? 8080);
const instances = Number(flag('--instances') ?? 2);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/scale_out';
const webRoot = path.resolve(process.env.WEB_ROOT || 'dist');
if (!existsSync(path.join(webRoot, 'index.html'))) {
  console.log('Building the back-office…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const scaleOut = await startScaleOut({
  databaseUrl,
  webRoot,
  port,
  instances,
  dataDir: path.resolve(process.env.DATA_DIR || 'data-scale-out'),
  keep: true,
});
console.log(`\nnginx at ${scaleOut.url} → ${scaleOut.instances.map((i) => i.address).join(', ')}`);
console.log(`PostgreSQL: ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`);
console.log(`nginx's config and logs: ${scaleOut.prefix}`);
console.log('Ctrl+C stops nginx and the instances.');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await scaleOut.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
// An instance that dies is skipped by nginx; say so.
for (const instance of scaleOut.instances) {
  instance.child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${instance.name} exited (${code ?? signal}); nginx skips it`);
  });
}
