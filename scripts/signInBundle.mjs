// The JavaScript a signed-out visitor downloads for #/signIn, from the build's manifest: the
// entry, its static imports, the chunks the sign-in route imports lazily (Root -> PublicApp ->
// SignInPage) and the scripts index.html names beside the entry (the app's preload,
// scripts/landingScreenChunks.ts). Used by bench:bundle and by the check after each e2e build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * The sign-in page's budget, gzip -9: 0.6x the minimal react-admin app's bundle (321.5 KB,
 * bench/front/minimal as measured by bench:front), issue 40's line.
 */
export const SIGN_IN_BUDGET_KB = 0.6 * 321.5;

const LAZY_ON_SIGN_IN = ['src/public/PublicApp.tsx', 'src/custom-routes/signIn/SignInPage.tsx'];

/** Each file the sign-in page loads, with its gzip -9 size in bytes. */
export function signInFiles(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const key of LAZY_ON_SIGN_IN) visit(key);
  const page = readFileSync(`${dist}/index.html`, 'utf8');
  for (const [, src] of page.matchAll(/<script[^>]* src="\/([^"]+)"/g)) files.add(src);
  return [...files].map((file) => ({
    file,
    bytes: gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length,
  }));
}

/** Fails (exit 1) when the built sign-in page's JavaScript passes its budget. */
export function checkSignInBudget(dist = 'dist') {
  const total = signInFiles(dist).reduce((sum, { bytes }) => sum + bytes, 0) / 1024;
  const line = `sign-in page JavaScript ${total.toFixed(1)} KB gzip -9 (budget ${SIGN_IN_BUDGET_KB.toFixed(1)} KB, 0.6x the minimal react-admin app)`;
  if (total > SIGN_IN_BUDGET_KB) {
    console.error(`${line}: over budget (npm run bench:bundle lists the files)`);
    process.exit(1);
  }
  console.log(line);
}
