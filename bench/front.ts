// bench:front: cold loads of the screens staff land on, in Chromium, side by side with a minimal
// react-admin app (bench/front/minimal: one resource on ra-data-simple-rest), alternating, on
// loopback and under an emulated 4G network. Prints the median time until each screen is usable
// (/users' first row, /moderators' first card, a chatter's workspace's first message, an admin's
// dashboard chart) against the minimal app's first row in the same rounds (target: at most 1.0x);
// the sign-in page's JS against the minimal app's bundle (at most 0.6x); and Lighthouse's desktop
// performance score of /users (at least 98) beside the minimal app's.
//
//   npm run bench:front                       10 cold loads of each, loopback and 4G
//   -- --runs 20                              more loads
//   -- --lighthouse-runs N                    Lighthouse desktop runs of /users per app (5; 0: none)
//   -- --screens users,moderators             only these (users, moderators, workspace, dashboard)
//   -- --networks loopback                    only these (loopback, 4G)
//   -- --no-build                             the builds already in dist/ and bench/.front/
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
import { ColdProfiles } from './front/profile';
import { ColdTraces } from './front/trace';
import { RENDER_COUNTER } from './interactions/probe';
import { build, startProduct } from './product';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const listArgument = (name: string, fallback: string[]) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1].split(',') : fallback;
};
const RUNS = argument('--runs', 10);
const LIGHTHOUSE_RUNS = argument('--lighthouse-runs', 5);
const SCREENS = listArgument('--screens', ['users', 'moderators', 'workspace', 'dashboard']);
const NETWORK_NAMES = listArgument('--networks', ['loopback', '4G']);
/** `--profile`: each cold load's main thread sampled until its screen shows, summed per app. */
const PROFILE = process.argv.includes('--profile');
/** `--trace`: each cold load traced (Chromium's timeline), its main thread's events summed per app. */
const TRACE = process.argv.includes('--trace');
/** `--renders`: React's commits until the screen showed (a build with `--minify false` names them). */
const RENDERS = process.argv.includes('--renders');
/** Each screen against the minimal app's first row, and Lighthouse's score of /users (issue 40). */
const COLD_TARGET = 1.0;
const LIGHTHOUSE_TARGET = 98;
const SIGN_IN_TARGET = 0.6;
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

/** What shows that a screen is usable: an element matching `selector`, with text (unless `drawing`). */
interface Ready {
  selector: string;
  /** The element is a drawing (a chart's line): there, it counts without text. */
  drawing?: boolean;
}
const FIRST_ROW: Ready = { selector: 'tbody tr' };

/** A screen of ours, timed from a cold load of `route` with `state`'s session until `ready`. */
interface Screen {
  name: string;
  label: string;
  route: string;
  state: Awaited<ReturnType<BrowserContext['storageState']>>;
  ready?: Ready;
  /** Before each load (the workspace needs an unread chat to open). */
  before?: () => Promise<void>;
}

/**
 * Records, at the moment it happens, when the screen's first element with text is in the page.
 * (A string: tsx would wrap a function's inner functions in a helper the page does not have.)
 */
const watchFor = ({ selector, drawing }: Ready) => `
  new MutationObserver((_, observer) => {
    const found = [...document.querySelectorAll(${JSON.stringify(selector)})];
    if (!found.some((element) => ${drawing ? 'element.getAttribute("d")' : 'element.textContent.trim()'})) return;
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
  profileAs?: string,
): Promise<number> {
  // A new context has an empty HTTP cache: every load is a first visit's.
  const context = await browser.newContext({ storageState });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  if (profileAs && PROFILE) await ColdProfiles.start(cdp);
  if (profileAs && TRACE) {
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'disabled-by-default-v8.compile',
        'blink',
      ],
    });
  }
  await page.addInitScript(watchFor(ready));
  if (profileAs && RENDERS)
    await page.addInitScript(`${RENDER_COUNTER}; window.__countRenders(true);`);
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
  if (profileAs && PROFILE) await profiles.add(profileAs, cdp, ms);
  if (profileAs && TRACE) traces.add(profileAs, await browser.stopTracing(), ms);
  if (profileAs && RENDERS) {
    const commits = (await page.evaluate('window.__commits()')) as {
      at: number;
      rendered: number;
      origins: string;
    }[];
    const shown = commits.filter((commit) => commit.at <= ms + 1);
    const total = shown.reduce((sum, commit) => sum + commit.rendered, 0);
    console.log(
      `      ${profileAs}: ${shown.length} commits, ${total} renders until ${ms.toFixed(0)} ms`,
    );
    for (const commit of shown) {
      console.log(`        ${commit.at} ms ${commit.rendered}: ${commit.origins.slice(0, 3000)}`);
    }
  }
  await context.close();
  return ms;
}

const profiles = new ColdProfiles();
const traces = new ColdTraces();

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
    `sign-in page JS ${signIn.toFixed(1)} KB, minimal react-admin app ${minimal.toFixed(1)} KB (gzip -9): ${ratio.toFixed(2)}x (target ≤ ${SIGN_IN_TARGET}x: ${ratio <= SIGN_IN_TARGET ? 'met' : 'MISSED'})`,
  );
}

if (!process.argv.includes('--no-build')) {
  build([]);
  build(['-c', 'bench/front/vite.config.ts']);
}
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

  /** The chatter's session, and before each load a new message from a real user (below). */
  const workspaceSetup = async () => {
    // A real user writes to the chatter's first fake user, so that the workspace opens that chat on
    // arrival (a chat with unread messages) as it would on a working day.
    const chatterState = await sessionOf('chatter@demo.test');
    const chatterSession = chatterState.origins[0]?.localStorage.find(
      ({ name }) => name === 'backoffice.session',
    );
    const chatterId = (JSON.parse(chatterSession?.value ?? '{}') as { user: { id: number } }).user
      .id;
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
    // The last load's reading (the workspace marks an opened chat read, as soon as its GraphQL
    // client is there) may still be on its way when the page is closed: a message written before
    // it lands would be marked read with it, and the next load would open no chat. Written once
    // the chat reads as read, or after 3 s (the reading never left the closed page).
    const chatterKey = (JSON.parse(chatterSession?.value ?? '{}') as { key: string }).key;
    const readByChatter = async () => {
      const answer = await fetch(`${product.origin}/graphql`, {
        method: 'POST',
        headers: { authorization: `Token ${chatterKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ rooms(moderatorId: null) { id unread } }' }),
      });
      const { data } = (await answer.json()) as {
        data?: { rooms: { id: string; unread: number }[] };
      };
      return data?.rooms.find((room) => room.id === appStartChat.id)?.unread === 0;
    };
    let sent = 0;
    const writeToChatter = async () => {
      for (let wait = 0; sent > 0 && wait < 30 && !(await readByChatter()); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      sent += 1;
      await writer.send(
        appStartChat.id,
        'Hello there! It is so nice to hear from you again, how was your weekend so far?',
        `bench-front-${Date.now()}-${sent}`,
      );
    };
    return { chatterState, writeToChatter, close: () => writer.close() };
  };
  const workspace = SCREENS.includes('workspace') ? await workspaceSetup() : undefined;

  // The screens staff land on, each against the minimal app's first row in the same rounds.
  const screens: Screen[] = [
    { name: 'users', label: "/users' first row", route: '/#/users', state: storageState },
    {
      name: 'moderators',
      label: "/moderators' first card",
      route: '/#/moderators',
      state: storageState,
      ready: { selector: '.MuiCardContent-root .MuiTypography-subtitle1' },
    },
    {
      name: 'workspace',
      label: "a chatter's workspace, the opened chat's first message",
      route: '/#/dashboard',
      state: workspace?.chatterState ?? storageState,
      ready: { selector: '[aria-live="polite"] ol > li' },
      before: workspace?.writeToChatter,
    },
    {
      name: 'dashboard',
      label: "an admin's statistics dashboard, its chart's lines",
      route: '/#/dashboard',
      state: SCREENS.includes('dashboard') ? await sessionOf('admin@demo.test') : storageState,
      // The lines, not the chart's box: a chart sized by measuring draws them a frame or more later.
      ready: { selector: '.recharts-line-curve', drawing: true },
    },
  ];
  const chosen = screens.filter((screen) => SCREENS.includes(screen.name));
  console.log(
    `cold loads, median of ${RUNS} each, alternating with the minimal react-admin app's first row (Chromium)`,
  );
  for (const [name, network] of Object.entries(NETWORKS)) {
    if (!NETWORK_NAMES.includes(name)) continue;
    console.log(`  ${name}`);
    for (const screen of chosen) {
      const ours: number[] = [];
      const anchor: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await screen.before?.();
        // Alternate which goes first, so that neither always meets a warmer machine.
        const pair = [
          async () =>
            ours.push(
              await coldLoad(
                browser,
                `${product.origin}${screen.route}`,
                network,
                screen.state,
                screen.ready,
                PROFILE || TRACE || RENDERS ? `${screen.name}, ${name}` : undefined,
              ),
            ),
          async () =>
            anchor.push(
              await coldLoad(
                browser,
                `${minimal.origin}/#/users`,
                network,
                undefined,
                FIRST_ROW,
                PROFILE || TRACE || RENDERS ? `minimal, ${name}` : undefined,
              ),
            ),
        ];
        if (run % 2) pair.reverse();
        for (const load of pair) await load();
      }
      const ratio = median(ours) / median(anchor);
      console.log(
        `    ${screen.label}: ${median(ours).toFixed(0)} ms, minimal ${median(anchor).toFixed(0)} ms: ${ratio.toFixed(2)}x (target ≤ ${COLD_TARGET.toFixed(1)}x: ${ratio <= COLD_TARGET ? 'met' : 'MISSED'})`,
      );
    }
  }
  await workspace?.close();
  if (PROFILE) {
    console.log('main thread until the screen showed, self time per load (CPU profile, 200 µs)');
    profiles.print();
  }
  if (TRACE) {
    console.log("main thread until the screen showed, Chromium's timeline events");
    traces.print();
  }

  // Lighthouse desktop on /users: the median run by score, of each app.
  if (LIGHTHOUSE_RUNS > 0) {
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
      `  back-office ${describe(oursScored)} (target ≥ ${LIGHTHOUSE_TARGET}: ${oursScored.score >= LIGHTHOUSE_TARGET ? 'met' : 'MISSED'})`,
    );
    console.log(`  minimal react-admin ${describe(anchorScored)}`);
  }
  await minimal.close();
} finally {
  await browser.close();
  product.child.kill('SIGTERM');
  await new Promise((resolve) => product.child.once('exit', resolve));
  rmSync(product.dataDir, { recursive: true, force: true });
}
