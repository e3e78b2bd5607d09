// End-to-end run: build the back-office as shipped, then let Playwright start the real server
// (tests/e2e/globalSetup.ts) and drive Debian's Chromium against it.
//
//   node scripts/e2e.mjs [playwright args]          the main run
//   node scripts/e2e.mjs --scale [playwright args]  only the scale-out run: nginx in front of two
//                                                   instances on PostgreSQL (tests/e2e-scale)
//
// With E2E_SCALE_DATABASE_URL set (npm test -- --postgres <url> sets it) and no arguments, the
// scale-out run follows the main one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { checkSignInBudget } from './signInBundle.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
const scaleOnly = args.includes('--scale');
const playwrightArgs = args.filter((arg) => arg !== '--scale');
const scale = ['playwright', 'test', '-c', 'playwright.scale.config.ts'];

run('npx', ['vite', 'build', '--logLevel', 'warn']);
// The sign-in page's JavaScript stays within its budget (issue 40): checked on every build tested.
checkSignInBudget();
if (scaleOnly) {
  run('npx', [...scale, ...playwrightArgs]);
} else {
  run('npx', ['playwright', 'test', ...playwrightArgs]);
  if (args.length === 0 && process.env.E2E_SCALE_DATABASE_URL) {
    console.log('\nScale-out: nginx in front of two instances on PostgreSQL');
    run('npx', scale);
  } else if (args.length === 0) {
    console.log(
      '\nThe scale-out run (nginx, PostgreSQL) needs E2E_SCALE_DATABASE_URL: npm test -- --postgres <url> sets it; node scripts/e2e.mjs --scale runs it alone.',
    );
  }
}
