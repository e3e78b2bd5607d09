// bench:routes: the JavaScript each landing screen loads before it can draw, from the build's
// manifest (the entry, the app of the page, the lazily loaded screen, and everything they import
// statically), in files and KB (brotli as served, and gzip -9), with the largest chunks of each.
// Also writes a treemap of every chunk and its modules: bench/.bundle/treemap.html.
//
//   npm run bench:routes
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TREEMAP = path.resolve('bench/.bundle/treemap.html');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, BUNDLE_TREEMAP: TREEMAP },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
// The signed-in app's chunks as the page itself lists them (scripts/landingScreenChunks.ts): App
// is not always a manifest entry of its own (rolldown may put it in a chunk it shares).
const landingList =
  /<script type="application\/json" id="landing-screen-chunks">(.*?)<\/script>/s.exec(
    readFileSync('dist/index.html', 'utf8'),
  );
if (!landingList) throw new Error('dist/index.html has no landing-screen-chunks list');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const APP = JSON.parse(landingList[1]).app.map((href) => {
  const key = keyOfFile.get(href.replace(/^\//, ''));
  if (!key) throw new Error(`${href} (the app's) is not in the build's manifest`);
  return key;
});
/** What each landing screen loads: manifest keys whose static imports are followed. */
const ROUTES = {
  '#/signIn (signed out)': [
    'index.html',
    'src/public/PublicApp.tsx',
    'src/custom-routes/signIn/SignInPage.tsx',
  ],
  '#/users (super admin)': ['index.html', ...APP],
  "#/dashboard (a chatter's workspace)": [
    'index.html',
    ...APP,
    'src/custom-routes/dashboard/ChatDashboard.tsx',
    'src/chat/workspace/workspaceLanding.ts',
  ],
  "#/dashboard (an admin's statistics)": [
    'index.html',
    ...APP,
    'src/custom-routes/dashboard/StatisticsDashboard.tsx',
  ],
  '#/chat/{id}': ['index.html', ...APP, 'src/custom-routes/chat/ChatPage.tsx'],
  '#/pendingChats': ['index.html', ...APP, 'src/chat/queue/PendingChats.tsx'],
};

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(path.join('dist', file));
    sizes.set(file, {
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
      gzip: gzipSync(content, { level: 9 }).length,
    });
  }
  return sizes.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const [route, keys] of Object.entries(ROUTES)) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${route}: ${key} is not in the build's manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  const measured = [...files].map((file) => ({ file, ...sizeOf(file) }));
  const brotli = measured.reduce((sum, { brotli }) => sum + brotli, 0);
  const gzip = measured.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`${route}: ${files.size} files, ${kb(brotli)} KB brotli, ${kb(gzip)} KB gzip -9`);
  const largest = measured.sort((a, b) => b.brotli - a.brotli).slice(0, 5);
  console.log(
    `    largest: ${largest.map(({ file, brotli }) => `${path.basename(file)} ${kb(brotli)}`).join(', ')}`,
  );
}
console.log(`treemap of every chunk and its modules: ${path.relative(process.cwd(), TREEMAP)}`);
