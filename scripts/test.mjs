// npm test: every suite the README promises, in two lanes side by side (the machines have two
// cores). Each suite's output is kept in a buffer and printed whole when it ends, with a summary
// of durations; the exit code is non-zero when any suite failed.
//
//   npm test                              lint, generated GraphQL types, types, web and server
//                                         (PGlite) units, e2e
//   npm test -- --postgres <url>          also the server suite against PostgreSQL, and the
//                                         scale-out e2e (nginx, two instances; CI)
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const postgresAt = args.indexOf('--postgres');
const postgresUrl = postgresAt >= 0 ? args[postgresAt + 1] : undefined;
if (postgresAt >= 0 && !postgresUrl) {
  console.error('--postgres needs a database URL');
  process.exit(2);
}

/** The same PostgreSQL server, another database. */
function databaseNamed(url, name) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

// One vitest worker per suite: the two lanes already keep both cores busy.
const vitest = (project) => ['npx', 'vitest', 'run', '--project', project, '--maxWorkers=1'];

/**
 * Each lane runs its suites one after the other; the lanes run at once. The suites are CPU-bound:
 * a third lane (491 s) and a longest-first queue (500 s) were no faster than two lanes (474–500 s
 * then), which pair each server suite with a lighter one. The server types check sits in the second
 * lane: in CI the first lane took 426 s and the second 392 s without it.
 */
const lanes = [
  [
    { name: 'lint', command: ['npx', 'biome', 'check', '.'] },
    // src/gql must be what the contract's SDL and the documents give (`npm run codegen`).
    { name: 'GraphQL types', command: ['npx', 'graphql-codegen', '--check'] },
    { name: 'types (web)', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'unit (web)', command: vitest('web') },
    { name: 'server (PGlite)', command: vitest('server') },
  ],
  [
    { name: 'types (server)', command: ['npx', 'tsc', '--noEmit', '-p', 'server/tsconfig.json'] },
    {
      name: 'e2e (Chromium)',
      command: ['node', 'scripts/e2e.mjs'],
      // With PostgreSQL, the scale-out run too (nginx in front of two instances, and
      // docs/production.md's steps followed; about 80 s): its own database next to the one named,
      // dropped and created again each run (readmeProduction.spec.ts makes and drops readme_prod_*
      // ones).
      env: postgresUrl ? { E2E_SCALE_DATABASE_URL: databaseNamed(postgresUrl, 'e2e_scale') } : {},
    },
    ...(postgresUrl
      ? [
          {
            name: 'server (PostgreSQL)',
            command: vitest('server'),
            env: { DATABASE_URL: postgresUrl },
          },
        ]
      : []),
  ],
];

function run({ name, command, env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command[0], command.slice(1), {
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      process.stdout.write(
        `\n===== ${name}: ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s =====\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ok, seconds });
    });
  });
}

async function runLane(suites) {
  const results = [];
  for (const suite of suites) results.push(await run(suite));
  return results;
}

const started = Date.now();
const results = (await Promise.all(lanes.map(runLane))).flat();
console.log('\n===== summary =====');
for (const { name, ok, seconds } of results) {
  console.log(
    `${ok ? 'passed' : 'FAILED'}  ${name.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s`,
  );
}
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
