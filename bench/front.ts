// bench:front: cold loads of the back-office's users list in Chromium, side by side with a minimal
// react-admin app (bench/front/minimal: one resource on ra-data-simple-rest), alternating, on
// loopback and under an emulated 4G network. Prints the median time to the first row of each and
// their ratio (the target is at most 0.8x the minimal app), and the sign-in page's JS against the
// minimal app's bundle (at most 0.6x), and Lighthouse's desktop performance score of /users (at least
// 95) beside the minimal app's.
//
//   npm run bench:front                 10 cold loads of each, loopback and 4G
//   npm run bench:front -- --runs 20    more loads
//   --lighthouse-runs N                 Lighthouse desktop runs of /users per app (5)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.mjs';
import { AppClient } from '../simulator/appClient';
import { type LighthouseRun, lighthouseRun } from './front/lighthouse';
import { build, startProduct } from './product';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = argument('--runs', 10);
const LIGHTHOUSE_RUNS = argument('--lighthouse-runs', 5);
const DEMO_PASSWORD = 'demo1234';

/** Chrome DevTools' network emulation: 9 Mbps down, 1.5 Mbps up, 60 ms round trip. */
const NETWORKS = {
  loopback: null,
  '4G': { offline: false, latency: 60, downloadThroughput: 9e6 / 8, uploadThroughput: 1.5e6 / 8 },
} as const;

/**
 * The minimal app's server: its build, precompressed like ours, and ra-data-simple-rest's
 * `GET /api/users` answered from memory with the first real users our own list returns.
 */
async function startMinimal(records: unknown[]) {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: path.resolve('bench/.front/minimal'),
    preCompressed: true,
  });
  app.get('/api/users', async (request, reply) => {
    const { range } = request.query as { range?: string };
    const [start, end] = range ? (JSON.parse(range) as [number, number]) : [0, 9];
    const page = records.slice(start, end + 1);
    return reply
      .header('Content-Range', `users ${start}-${start + page.length - 1}/${records.length}`)
      .send(page);
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { origin, close: () => app.close() };
}

/** What shows that a screen is usable: an element matching `selector`, with text. */
interface Ready {
  selector: string;
}
const FIRST_ROW: Ready = { selector: 'tbody tr' };

/**
 * Records, at the moment it happens, when the screen's first element with text is in the page.
 * (A string: tsx would wrap a function's inner functions in a helper the page does not have.)
 */
const watchFor = ({ selector }: Ready) => `
  new MutationObserver((_, observer) => {
    const found = [...document.querySelectorAll(${JSON.stringify(selector)})];
    if (!found.some((element) => element.textContent.trim())) return;
    window.readyAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

async function coldLoad(
  browser: Browser,
  url: string,
  network: (typeof NETWORKS)[keyof typeof NETWORKS],
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
  ready: Ready = FIRST_ROW,
): Promise<number> {
  // A new context has an empty HTTP cache: every load is a first visit's.
  const context = await browser.newContext({ storageState });
  const page: Page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  await page.addInitScript(watchFor(ready));
  await page.goto(url);
  const at = await page
    .waitForFunction(() => (globalThis as { readyAt?: number }).readyAt, undefined, {
      timeout: 60_000,
      polling: 50,
    })
    .catch(async (error: unknown) => {
      // What the screen showed instead, to tell a slow screen from a wrong selector.
      const shown = await page.locator('body').innerText();
      throw new Error(
        `${url}: no "${ready.selector}" with text; the page showed:\n${shown.slice(0, 800)}`,
        { cause: error },
      );
    });
  const ms = Number(await at.jsonValue());
  await context.close();
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The sign-in page's JS (gzip -9, as bench:bundle adds it up) against the minimal app's bundle. */
function signInRatio() {
  const bundle = spawnSync('node', ['bench/signin-bundle.mjs', '--no-build'], { encoding: 'utf8' });
  const signIn = Number(/([\d.]+) KB {2}total/.exec(bundle.stdout)?.[1]);
  const minimalDir = 'bench/.front/minimal/assets';
  const minimal =
    readdirSync(minimalDir)
      .filter((file) => file.endsWith('.js'))
      .reduce(
        (sum, file) =>
          sum + gzipSync(readFileSync(path.join(minimalDir, file)), { level: 9 }).length,
        0,
      ) / 1024;
  const ratio = signIn / minimal;
  console.log(
    `sign-in page JS ${signIn.toFixed(1)} KB, minimal react-admin app ${minimal.toFixed(1)} KB (gzip -9): ${ratio.toFixed(2)}x (target ≤ 0.6x: ${ratio <= 0.6 ? 'met' : 'MISSED'})`,
  );
}

build([]);
build(['-c', 'bench/front/vite.config.ts']);
signInRatio();
const product = await startProduct('bench-front-');
const browser = await launchChromium();
try {
  // The product's sessions as the sign-in form leaves them in localStorage.
  const sessionOf = async (email: string) => {
    const setup = await browser.newContext();
    const page = await setup.newPage();
    await page.goto(`${product.origin}/#/signIn`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/#\/dashboard/);
    const state = await setup.storageState();
    await setup.close();
    return state;
  };
  const storageState = await sessionOf('super@demo.test');

  const saved = storageState.origins[0]?.localStorage.find(
    ({ name }) => name === 'backoffice.session',
  );
  const { key } = JSON.parse(saved?.value ?? '{}') as { key: string };
  const list = await fetch(`${product.origin}/api/user/user-list/?user_role=regular&limit=25`, {
    headers: { authorization: `Token ${key}` },
  });
  const { results } = (await list.json()) as { results: unknown[] };
  const minimal = await startMinimal(results);

  console.log(`first row of /users, median of ${RUNS} cold loads each, alternating (Chromium)`);
  for (const [name, network] of Object.entries(NETWORKS)) {
    const ours: number[] = [];
    const anchor: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Alternate which goes first, so that neither always meets a warmer machine.
      const pair = [
        async () =>
          ours.push(await coldLoad(browser, `${product.origin}/#/users`, network, storageState)),
        async () => anchor.push(await coldLoad(browser, `${minimal.origin}/#/users`, network)),
      ];
      if (run % 2) pair.reverse();
      for (const load of pair) await load();
    }
    const ratio = median(ours) / median(anchor);
    console.log(
      `  ${name.padEnd(8)} back-office ${median(ours).toFixed(0)} ms, minimal react-admin ${median(anchor).toFixed(0)} ms: ${ratio.toFixed(2)}x (target ≤ 0.8x: ${ratio <= 0.8 ? 'met' : 'MISSED'})`,
    );
  }

  // Lighthouse desktop on /users: the median run by score, of each app.
  const lighthouseOf = async (url: string, session?: string) => {
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      runs.push(
        await lighthouseRun(
          url,
          session ? { storageKey: 'backoffice.session', value: session } : undefined,
        ),
      );
    }
    const byScore = [...runs].sort((a, b) => a.score - b.score);
    return byScore[Math.floor(byScore.length / 2)];
  };
  const describe = (run: LighthouseRun) =>
    `${run.score} (FCP ${run.firstContentfulPaint.toFixed(0)} ms, LCP ${run.largestContentfulPaint.toFixed(0)} ms, TBT ${run.totalBlockingTime.toFixed(0)} ms, CLS ${run.cumulativeLayoutShift.toFixed(3)})`;
  const oursScored = await lighthouseOf(`${product.origin}/#/users`, saved?.value);
  const anchorScored = await lighthouseOf(`${minimal.origin}/#/users`);
  console.log(`Lighthouse desktop performance on /users, median of ${LIGHTHOUSE_RUNS} runs each`);
  console.log(
    `  back-office ${describe(oursScored)} (target ≥ 95: ${oursScored.score >= 95 ? 'met' : 'MISSED'})`,
  );
  console.log(`  minimal react-admin ${describe(anchorScored)}`);
  await minimal.close();

  // A real user writes to the chatter's first fake user, so that the workspace opens that chat on
  // arrival (a chat with unread messages) as it would on a working day.
  const chatterState = await sessionOf('chatter@demo.test');
  const chatterSession = chatterState.origins[0]?.localStorage.find(
    ({ name }) => name === 'backoffice.session',
  );
  const chatterId = (JSON.parse(chatterSession?.value ?? '{}') as { user: { id: number } }).user.id;
  const cards = (await (
    await fetch(`${product.origin}/api/moderator/?limit=100`, {
      headers: { authorization: `Token ${key}` },
    })
  ).json()) as { results: { id: number; display_name: string; worker_id: number | null }[] };
  const [firstFakeUser] = cards.results
    .filter((card) => card.worker_id === chatterId)
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
  const writer = await AppClient.connect(
    product.origin,
    `bench.front.${Date.now()}@example.com`,
    'bench-pass-1',
    'Robin',
  );
  const { appStartChat } = await writer.graphql<{ appStartChat: { id: string } }>(
    'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
    { m: firstFakeUser.id },
  );
  // Each load reads the chat: a new message before each keeps it unread, so it opens again.
  let sent = 0;
  const writeToChatter = async () => {
    sent += 1;
    await writer.send(
      appStartChat.id,
      'Hello there! It is so nice to hear from you again, how was your weekend so far?',
      `bench-front-${Date.now()}-${sent}`,
    );
  };

  // The other screens staff open first, against the users list's first row (no anchor of their own).
  const screens = [
    [
      '/moderators (super admin)',
      '/#/moderators',
      storageState,
      { selector: '.MuiCardContent-root .MuiTypography-subtitle1' },
    ],
    [
      "a chatter's workspace, the opened chat's first message",
      '/#/dashboard',
      chatterState,
      { selector: '[aria-live="polite"] ol > li' },
    ],
    [
      "an admin's statistics dashboard",
      '/#/dashboard',
      await sessionOf('admin@demo.test'),
      { selector: '.recharts-wrapper' },
    ],
  ] as const;
  for (const [name, network] of Object.entries(NETWORKS)) {
    const users: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      users.push(await coldLoad(browser, `${product.origin}/#/users`, network, storageState));
    }
    console.log(`  ${name}: /users' first row ${median(users).toFixed(0)} ms`);
    for (const [screen, route, state, ready] of screens) {
      const times: number[] = [];
      const isWorkspace = state === chatterState;
      for (let run = 0; run < RUNS; run += 1) {
        if (isWorkspace) await writeToChatter();
        times.push(await coldLoad(browser, `${product.origin}${route}`, network, state, ready));
      }
      const ratio = median(times) / median(users);
      // The target for the workspace: usable within 1.5x of the users list's first row.
      const verdict = isWorkspace ? `, target ≤ 1.5x: ${ratio <= 1.5 ? 'met' : 'MISSED'}` : '';
      console.log(
        `    ${screen}: ${median(times).toFixed(0)} ms (${ratio.toFixed(2)}x the users list${verdict})`,
      );
    }
  }
  await writer.close();
} finally {
  await browser.close();
  product.child.kill('SIGTERM');
  await new Promise((resolve) => product.child.once('exit', resolve));
  rmSync(product.dataDir, { recursive: true, force: true });
}
