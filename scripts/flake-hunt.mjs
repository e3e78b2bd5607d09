// npm run flake-hunt -- [--runs N] [--postgres <url>]: runs the web and server suites N times
// (default 20) one after the other while busy workers keep every core loaded, and prints each
// run's result and duration, then how many runs failed and which tests failed. A suite that only
// passes on a quiet machine is flaky; this is how docs/testing.md's "Flakiness under load" is
// measured.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('--runs') ?? 20);
const postgresUrl = option('--postgres');
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs needs a positive whole number');
  process.exit(2);
}

// One spinning thread per core, for the whole hunt: the suites compete with them for CPU.
const load = Array.from(
  { length: availableParallelism() },
  () => new Worker('for (;;) Math.sqrt(Math.random());', { eval: true }),
);

const suites = [
  ['web', {}],
  ['server', {}],
  ...(postgresUrl ? [['server', { DATABASE_URL: postgresUrl }]] : []),
];

function runSuite(project, env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const output = [];
    const child = spawn('npx', ['vitest', 'run', '--project', project, '--maxWorkers=1'], {
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      const failures = [...text.matchAll(/^ FAIL {2}.*$/gm)].map((match) => match[0].trim());
      // What failed and why, as Vitest summed it up (or the output's end when it did not get there).
      const summary = text.indexOf('Failed Tests');
      const details = summary >= 0 ? text.slice(summary) : text.slice(-4000);
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, failures, details });
    });
  });
}

const failedTests = new Map();
let failedRuns = 0;
for (let run = 1; run <= runs; run++) {
  let runOk = true;
  for (const [project, env] of suites) {
    const name = env.DATABASE_URL ? `${project} (PostgreSQL)` : project;
    const result = await runSuite(project, env);
    console.log(
      `run ${run}/${runs}  ${name.padEnd(20)} ${result.ok ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`,
    );
    if (!result.ok) console.log(result.details.slice(0, 12_000));
    for (const failure of result.failures) {
      failedTests.set(failure, (failedTests.get(failure) ?? 0) + 1);
    }
    runOk &&= result.ok;
  }
  if (!runOk) failedRuns++;
}
await Promise.all(load.map((worker) => worker.terminate()));

console.log(`\n${runs - failedRuns} of ${runs} runs passed under load`);
for (const [test, count] of failedTests) console.log(`  ${count}x ${test}`);
process.exit(failedRuns ? 1 : 0);
