// Prints the gzip -9 size of the JavaScript a signed-out visitor downloads for #/signIn
// (scripts/signInBundle.mjs), then what Chromium downloads for it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SIGN_IN_BUDGET_KB, signInFiles } from '../scripts/signInBundle.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
let total = 0;
for (const { file, bytes } of signInFiles()) {
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const totalKb = total / 1024;
console.log(
  `${totalKb.toFixed(1).padStart(7)} KB  total (budget ≤ ${SIGN_IN_BUDGET_KB.toFixed(1)} KB, 0.6x the minimal app: ${totalKb <= SIGN_IN_BUDGET_KB ? 'met' : 'MISSED'})`,
);

// Cross-check in a real browser: serve dist/, load #/signIn signed out, and add up the JS that
// Chromium actually downloads (each file gzip -9 as above).
async function measureInBrowser() {
  const { launchChromium } = await import('../scripts/chromium.mjs');
  const port = 4700 + Math.floor(Math.random() * 200);
  const preview = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await launchChromium();
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(new URL(response.url()).pathname);
  });
  // The API is not running here; the sign-in form renders without it.
  await page.goto(`${url}/#/signIn`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  preview.kill();
  let bytes = 0;
  for (const file of scripts) bytes += gzipSync(readFileSync(`dist${file}`), { level: 9 }).length;
  console.log(
    `${(bytes / 1024).toFixed(1).padStart(7)} KB  downloaded by Chromium for #/signIn (${scripts.size} files)`,
  );
}

if (process.argv.includes('--browser')) await measureInBrowser();
