/**
 * `npm run bench:idle`: what an open, idle chatter workspace costs the server (issue 39).
 *
 * 1. Chromium tabs of the back-office as shipped (the built app, the real server, the demo data):
 *    each a demo chatter's workspace with a chat open — the chat list, the fake users, both profile
 *    panels with their stories and moments, the photo request, the viewers, the app bar's counters,
 *    offers, alerts and briefings, everything the page shows. Left idle with the socket up: HTTP
 *    requests per minute per tab. Then real users write and start chats: requests per event. The
 *    subscriptions a settled tab holds on its socket are recorded from its frames.
 * 2. The server's CPU per idle workspace: N sockets, each holding the recorded subscriptions with
 *    its own chatter's session and ids (as N idle tabs would), on one instance (PGlite; PostgreSQL
 *    too with --postgres). Then, beside those N idle workspaces, 1,000 real users' sockets at 100
 *    messages a second: delivery p99 (send → every receiving socket) at each N, and the first N at
 *    which it passes 50 ms.
 *
 *   npm run bench:idle                               all three, N = 1000,2500,5000,10000
 *   npm run bench:idle -- --tabs 3 --idle-seconds 300    the issue's five idle minutes
 *   npm run bench:idle -- --parts 2 --workspaces 2000,10000 --postgres
 *   npm run bench:idle -- --parts 2 --workspaces 2000 --subscriptions 0   the sockets alone
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { Page } from 'playwright-core';
import { parseRoomId } from '../contract/rules/roomIds.js';
import { launchChromium } from '../scripts/chromium.mjs';
import { signInAsDemo } from '../scripts/demoSignIn.mjs';
import { AppClient, type AppMessage } from '../simulator/appClient.js';
import { ensurePostgresDatabase } from './database.js';
import { percentile } from './figures.js';
import { IdleWorkspaceSocket, type Subscription } from './idleSocket.js';
import { build, startProduct } from './product.js';
import {
  cpuSecondsOf,
  pause,
  realUsersWrite,
  referenceLoopMs,
  settle,
  untilQuiet,
} from './traffic.js';

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const PARTS = flag('--parts')?.split(',').map(Number);
const part = (n: number) => !PARTS || PARTS.includes(n);
const TABS = Number(flag('--tabs') ?? 3);
const IDLE_SECONDS = Number(flag('--idle-seconds') ?? 60);
const EVENTS_PER_TAB = Number(flag('--events') ?? 20);
const STEPS = (flag('--workspaces') ?? '1000,2500,5000,10000').split(',').map(Number);
const CPU_SECONDS = Number(flag('--cpu-seconds') ?? 30);
const SUBSCRIPTIONS = Number(flag('--subscriptions') ?? Number.POSITIVE_INFINITY);
const REAL_USERS = 1000;
/**
 * The share of a step's real users whose chats start during the measured writing (the others'
 * start just before it): 50 new chats in 20 s beside 2,000 messages, where writing to 1,000 users
 * new to the step started about 860 (43 % of the messages, 80 % in the first seconds).
 */
const NEW_CHAT_SHARE = Number(process.env.BENCH_NEW_CHAT_SHARE ?? 0.05);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const P99_LIMIT_MS = 50;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_idle';
const recordedFile = path.resolve('bench/.idle-subscriptions.json');

const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Recorded {
  /** The ids the recording tab's subscriptions name: replaced by each bench chatter's own. */
  ids: { roomId: string; userId: number; moderatorId: number };
  subscriptions: Subscription[];
}

/** What an HTTP request reads, for the tally: a GraphQL operation's name, or a REST path. */
const operationOf = (method: string, url: string, body: string | null) => {
  const name = /"operationName":"(\w+)"/.exec(body ?? '')?.[1];
  if (name) return name;
  const { pathname } = new URL(url);
  return `${method} ${pathname.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
};

async function staffSession(origin: string, email: string) {
  const response = await fetch(`${origin}/api/auth/token-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  return (await response.json()) as { key: string; user: { id: number } };
}

/** Demo chatters with a fake user of their own, each with a real user writing to it. */
async function castTabs(origin: string, count: number) {
  const cast = [];
  for (let n = 1; cast.length < count && n <= 13; n += 1) {
    const email = n === 1 ? 'chatter@demo.test' : `chatter${n}@demo.test`;
    const session = await staffSession(origin, email);
    const fakeUsers = (await (
      await fetch(`${origin}/api/moderator/user/${session.user.id}/`, {
        headers: { authorization: `Token ${session.key}` },
      })
    ).json()) as { fake_users: { id: number; display_name: string }[] };
    const moderator = fakeUsers.fake_users[0];
    if (!moderator) continue;
    const stamp: string = `${Date.now().toString(36)}${cast.length}`;
    // Letters only: the picker's option names are matched by pattern.
    const displayName = `Idle${stamp.replace(/\d/g, (digit: string) => 'abcdefghij'[Number(digit)])}`;
    const user = await AppClient.connect(
      origin,
      `bench.idle.${stamp}@example.com`,
      'real-pass-1',
      displayName,
    );
    const { appStartChat } = await user.graphql<{ appStartChat: { id: string } }>(
      'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
      { m: moderator.id },
    );
    await user.send(appStartChat.id, 'Hello, are you there today?', `idle-first-${stamp}`);
    cast.push({
      email,
      chatterId: session.user.id,
      moderator,
      user,
      displayName,
      roomId: appStartChat.id,
    });
  }
  return cast;
}

/** The page's HTTP requests by operation, from now on, and the subscriptions its socket holds. */
function watch(page: Page) {
  const requests: { operation: string; at: number; write: boolean }[] = [];
  const held = new Map<string, Subscription>();
  page.on('request', (request) => {
    const url = request.url();
    if (!/\/(api|graphql|media)\b/.test(new URL(url).pathname)) return;
    const body = request.postData();
    requests.push({
      operation: operationOf(request.method(), url, body),
      at: Date.now(),
      // A change the chatter's page makes (marking the open chat read), not a reading.
      write: /"query":"mutation/.test(body ?? '') || !['GET', 'POST'].includes(request.method()),
    });
  });
  page.on('websocket', (socket) => {
    held.clear();
    socket.on('framesent', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as {
        id?: string;
        type: string;
        payload?: Subscription;
      };
      if (frame.type === 'subscribe' && frame.id && frame.payload)
        held.set(frame.id, frame.payload);
      if (frame.type === 'complete' && frame.id) held.delete(frame.id);
    });
  });
  return { requests, held };
}

const tally = (requests: { operation: string }[]) => {
  const byOperation = new Map<string, number>();
  for (const { operation } of requests)
    byOperation.set(operation, (byOperation.get(operation) ?? 0) + 1);
  return [...byOperation].map(([operation, n]) => `${operation} ${n}`).join(', ') || 'none';
};

async function chromiumTabs() {
  build([]);
  const product = await startProduct('bench-idle-');
  const browser = await launchChromium();
  try {
    const cast = await castTabs(product.origin, TABS);
    const tabs: {
      member: (typeof cast)[number];
      page: Page;
      watched: ReturnType<typeof watch>;
    }[] = [];
    for (const member of cast) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const watched = watch(page);
      await signInAsDemo(page, product.origin, member.email);
      // A chatter's dashboard is the chat workspace.
      await page.goto(`${product.origin}/#/dashboard`);
      await page
        .getByRole('button', { name: new RegExp(`^${member.moderator.display_name}(,|$)`) })
        .first()
        .click();
      await page.getByRole('combobox', { name: 'Real user' }).click();
      await page
        .getByRole('option', { name: new RegExp(`^${member.displayName}( \\(\\d+\\))?$`) })
        .click();
      await page.getByText('Hello, are you there today?').first().waitFor();
      tabs.push({ member, page, watched });
    }
    // Settled: what opening the chat read has been read.
    await pause(5000);
    const idleFrom = Date.now();
    console.log(
      `\n1. ${tabs.length} chatter workspaces in Chromium, each with a chat open (every panel), idle ${IDLE_SECONDS} s with the socket up`,
    );
    await pause(IDLE_SECONDS * 1000);
    const idleTo = Date.now();
    for (const [i, tab] of tabs.entries()) {
      const idle = tab.watched.requests.filter((r) => r.at >= idleFrom && r.at < idleTo);
      console.log(
        `  tab ${i + 1} (${tab.member.email}): ${idle.length} HTTP requests = ${((idle.length * 60) / IDLE_SECONDS).toFixed(2)} per minute (${tally(idle)}); ${tab.watched.held.size} subscriptions on its one socket`,
      );
    }
    const idleTotal = tabs.reduce(
      (n, tab) => n + tab.watched.requests.filter((r) => r.at >= idleFrom && r.at < idleTo).length,
      0,
    );
    console.log(
      `  per idle tab: ${((idleTotal * 60) / IDLE_SECONDS / tabs.length).toFixed(2)} HTTP requests a minute (target 0)`,
    );

    /** Runs `count` events for each tab, then says what the tabs asked the server for them. */
    const phase = async (
      label: string,
      count: number,
      act: (tab: (typeof tabs)[number], n: number) => Promise<void>,
    ) => {
      const from = Date.now();
      for (let n = 0; n < count; n += 1) {
        for (const tab of tabs) await act(tab, n);
        await pause(500);
      }
      await pause(3000);
      const caused = tabs.flatMap((tab) => tab.watched.requests.filter((r) => r.at >= from));
      const reads = caused.filter((r) => !r.write);
      const writes = caused.filter((r) => r.write);
      const events = count * tabs.length;
      console.log(
        `  ${events} ${label}: ${reads.length} reads = ${(reads.length / events).toFixed(3)} per event (target ≤ 0.05)${reads.length ? `: ${tally(reads)}` : ''}; writes ${writes.length}${writes.length ? `: ${tally(writes)}` : ''}`,
      );
    };
    await phase('messages in the open chat', EVENTS_PER_TAB, (tab, n) =>
      tab.member.user
        .send(tab.member.roomId, `Message ${n}`, `idle-${n}-${Date.now()}`)
        .then(() => undefined),
    );
    await phase(
      'new chats (a real user writes to the fake user for the first time)',
      Math.ceil(EVENTS_PER_TAB / 5),
      async (tab, n) => {
        const stamp = `${Date.now().toString(36)}${n}`;
        const newcomer = await AppClient.connect(
          product.origin,
          `bench.idle.new.${stamp}@example.com`,
          'real-pass-1',
          `Newcomer${n}`,
        );
        const { appStartChat } = await newcomer.graphql<{ appStartChat: { id: string } }>(
          'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
          { m: tab.member.moderator.id },
        );
        await newcomer.send(appStartChat.id, 'Hi! I saw your profile.', `idle-new-${stamp}`);
        await newcomer.close();
      },
    );

    const first = tabs[0];
    const parsed = parseRoomId(first.member.roomId);
    const recorded: Recorded = {
      ids: {
        roomId: first.member.roomId,
        userId: parsed?.userId ?? 0,
        moderatorId: parsed?.moderatorId ?? 0,
      },
      subscriptions: [...first.watched.held.values()],
    };
    writeFileSync(recordedFile, JSON.stringify(recorded, null, 2));
    console.log(
      `  an idle workspace's subscriptions: ${recorded.subscriptions.map((s) => s.operationName ?? '?').join(', ')}`,
    );
    await Promise.all(cast.map((member) => member.user.close()));
  } finally {
    await browser.close();
    product.child.kill('SIGTERM');
    await once(product.child, 'exit');
  }
}

/** Set when the bench itself stops the server. */
let stopping = false;

/** One instance with `chatters` bench chatters (bench/chat-server.ts), each working a room. */
async function startServer(env: Record<string, string>, chatters: number) {
  const dataDir = path.resolve('bench/.idle-data');
  mkdirSync(dataDir, { recursive: true });
  // BENCH_SERVER_NODE_FLAGS: V8 flags for the server alone (the bench's own sockets keep theirs).
  const nodeFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'bench/chat-server.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      BENCH_DATA_DIR: dataDir,
      BENCH_SOCKETS: String(Math.max(REAL_USERS, chatters)),
      BENCH_WORKSPACES: String(chatters),
      BENCH_PREPARE: '1',
      ...env,
    },
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const [line] = (await once(lines, 'line')) as [string];
  const { address, peopleFile } = JSON.parse(line) as { address: string; peopleFile: string };
  // A server that dies under the load ends the run with its figures so far, not a wait for ever.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`the server exited (${signal ?? code}) mid-run`);
    process.exit(1);
  });
  const people = JSON.parse(readFileSync(peopleFile, 'utf8')) as {
    chatters: { id: number; token: string }[];
    users: { id: number; roomId: string; token: string; chatter: number }[];
  };
  /**
   * The server's heap in use after a full garbage collection, in bytes. BENCH_HEAP_SNAPSHOTS=1:
   * the server writes a heap snapshot each time too (its file is printed).
   */
  const heapUsed = async () => {
    const answer = once(lines, 'line') as Promise<[string]>;
    child.stdin?.write(process.env.BENCH_HEAP_SNAPSHOTS ? 'heap snapshot\n' : 'heap\n');
    const [reply] = await answer;
    const { heapUsed, snapshot } = JSON.parse(reply) as { heapUsed: number; snapshot?: string };
    if (snapshot) console.log(`  (heap snapshot: ${snapshot})`);
    return heapUsed;
  };
  return { child, address, people, heapUsed };
}

/** The recorded subscriptions with chatter `index`'s own room, real user and fake user. */
function subscriptionsOf(recorded: Recorded, room: { roomId: string; id: number } | undefined) {
  if (!room) return recorded.subscriptions;
  const { userId, moderatorId } = parseRoomId(room.roomId) ?? { userId: room.id, moderatorId: 0 };
  const swap = (value: unknown) =>
    value === recorded.ids.roomId
      ? room.roomId
      : value === recorded.ids.userId
        ? userId
        : value === recorded.ids.moderatorId
          ? moderatorId
          : value;
  return recorded.subscriptions.map((subscription) => ({
    ...subscription,
    variables: Object.fromEntries(
      Object.entries(subscription.variables ?? {}).map(([key, value]) =>
        // A resumed feed asks from the newest message the tab knew: a fresh chat knows none.
        key === 'after' ? [key, null] : [key, swap(value)],
      ),
    ),
  }));
}

async function capacity(label: string, env: Record<string, string>) {
  if (!existsSync(recordedFile)) throw new Error('run part 1 first: it records the subscriptions');
  const recorded = JSON.parse(readFileSync(recordedFile, 'utf8')) as Recorded;
  // --subscriptions N: the first N recorded only (0: the socket alone), to weigh what each costs.
  recorded.subscriptions = recorded.subscriptions.slice(0, SUBSCRIPTIONS);
  const most = Math.max(...STEPS);
  const server = await startServer(env, most);
  const roomOf = new Map<number, { roomId: string; id: number }>();
  for (const user of server.people.users) {
    if (!roomOf.has(user.chatter)) roomOf.set(user.chatter, { roomId: user.roomId, id: user.id });
  }
  console.log(
    `\n2. ${label}: idle workspaces (${recorded.subscriptions.length} subscriptions each, as recorded), then ${REAL_USERS} real users at ${RATE} messages/s for ${SECONDS} s`,
  );
  const sockets: IdleWorkspaceSocket[] = [];
  const receivedAt = new Map<string, number[]>();
  const heard = (clientId: string) => {
    const times = receivedAt.get(clientId) ?? [];
    times.push(performance.now());
    receivedAt.set(clientId, times);
  };
  let crossed: number | null = null;
  /** Server CPU over CPU_SECONDS, in ms a second. */
  const idleCpu = async () => {
    await untilQuiet([server.child]);
    const before = cpuSecondsOf(server.child);
    await pause(CPU_SECONDS * 1000);
    return ((cpuSecondsOf(server.child) - before) * 1000) / CPU_SECONDS;
  };
  try {
    // The instance's own clock work (the scheduler, the offer desk), without any workspace.
    const baseline = await idleCpu();
    const emptyHeap = await server.heapUsed();
    console.log(
      `  no workspace open: server CPU ${baseline.toFixed(1)} ms/s, heap ${(emptyHeap / 2 ** 20).toFixed(0)} MB`,
    );
    for (const [index, step] of [...STEPS].sort((a, b) => a - b).entries()) {
      while (sockets.length < step) {
        const batch = [];
        for (let i = 0; i < 200 && sockets.length < step; i += 1) {
          const index = sockets.length;
          const chatter = server.people.chatters[index];
          const socket = new IdleWorkspaceSocket(
            server.address,
            chatter.token,
            subscriptionsOf(recorded, roomOf.get(index)),
            (message: AppMessage) => message.clientId && heard(message.clientId),
          );
          sockets.push(socket);
          batch.push(socket.open());
        }
        await Promise.all(batch);
      }
      const refused = sockets.reduce((n, socket) => n + socket.refused.length, 0);
      const used = await idleCpu();
      const perWorkspace = Math.max(0, used - baseline) / step;
      const rss = Number(
        /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0,
      );
      const heapPerWorkspace = ((await server.heapUsed()) - emptyHeap) / step;
      console.log(
        `  ${step} idle workspaces: server CPU ${used.toFixed(1)} ms/s, above the empty instance's ${perWorkspace.toFixed(4)} ms/s per workspace (target ≤ 0.1); heap ${(heapPerWorkspace / 1024).toFixed(1)} KB per workspace after a full GC; RSS ${(rss / 1024).toFixed(0)} MB; subscriptions refused ${refused}`,
      );
      const delivery = await realUsersAtRate(server, heard, receivedAt, step, index);
      const p99 = percentile(delivery.latencies, 99);
      const { flood } = delivery;
      console.log(
        `    first, ${flood.starts} of the step's real users start their chats, one after the other at ${RATE}/s: delivery p99 ${ms(flood.p99)}, lost ${flood.lost}`,
      );
      console.log(
        `    then ${REAL_USERS} real users at ${RATE}/s for ${SECONDS} s, ${Math.round(REAL_USERS * NEW_CHAT_SHARE)} of them without a chat yet: delivery p50 ${ms(percentile(delivery.latencies, 50))} p95 ${ms(percentile(delivery.latencies, 95))} p99 ${ms(p99)} (${delivery.latencies.length} deliveries), lost ${delivery.lost}, duplicated ${delivery.duplicated}; the bench's own event loop meanwhile: longest stall ${ms(delivery.benchStall.max / 1e6)}, p99 ${ms(delivery.benchStall.percentile(99) / 1e6)}`,
      );
      console.log(`      p99 by when sent: ${delivery.byWindow}`);
      console.log(`      p99 by kind: ${delivery.byKind}`);
      console.log(`      the send answered (stored), p99 by when sent: ${delivery.answers}`);
      if (crossed === null && p99 > P99_LIMIT_MS) crossed = step;
    }
    console.log(
      crossed === null
        ? `  delivery p99 stayed under ${P99_LIMIT_MS} ms up to ${most} idle workspaces`
        : `  delivery p99 first passed ${P99_LIMIT_MS} ms at ${crossed} idle workspaces`,
    );
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
    stopping = true;
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
  }
}

/**
 * 1,000 bench users write at RATE: each message is expected on its writer's socket and on its
 * chatter's idle workspace socket (when that workspace is open). Each step has its own 1,000
 * (while the bench has enough), so that their first messages queue their chats, as new chats do:
 * the queue's count changes and goes to every workspace, as it does in a day's work. Most of those
 * chats start first, each user's first message at RATE (timed apart: a flood of new chats that no
 * working day has); then the measured writing, in which NEW_CHAT_SHARE of the users start theirs.
 * (Writing again to the chats queued by an earlier step changes nothing in the queue.)
 */
async function realUsersAtRate(
  server: Awaited<ReturnType<typeof startServer>>,
  heard: (clientId: string) => void,
  receivedAt: Map<string, number[]>,
  openWorkspaces: number,
  stepIndex: number,
) {
  const fresh = (stepIndex + 1) * REAL_USERS <= server.people.users.length;
  const from = fresh ? stepIndex * REAL_USERS : 0;
  if (!fresh)
    console.log('    (the real users of an earlier step: their chats are queued already)');
  const users = server.people.users.slice(from, from + REAL_USERS);
  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  /** The messages that started their chat (each user's first in the step): they queue it. */
  const startedChat = new Set<string>();
  const writers = new Set<number>();
  const expected = new Map<string, Set<string>>();
  const seen = new Map<string, number>();
  const listeners = users.map((user) => {
    const client = AppClient.withToken(server.address, user.id, user.token);
    client.listen('0', (message) => {
      if (!message.clientId) return;
      const key = `user:${message.clientId}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      expected.get(message.clientId)?.delete('user');
      heard(message.clientId);
    });
    return client;
  });
  while (listeners.some((client) => !client.isConnected)) await pause(100);
  await untilQuiet([server.child]);
  const senders = users.map((user) => AppClient.withToken(server.address, user.id, user.token));
  const sending = (user: (typeof users)[number], clientId: string) => {
    if (!writers.has(user.id)) {
      writers.add(user.id);
      startedChat.add(clientId);
    }
    sentAt.set(clientId, performance.now());
    expected.set(
      clientId,
      new Set(user.chatter < openWorkspaces ? ['user', 'workspace'] : ['user']),
    );
  };
  // The workspace sockets' deliveries: all arrivals beyond the user's own.
  const countWorkspace = () => {
    for (const [clientId, times] of receivedAt) {
      if (!sentAt.has(clientId)) continue;
      const userCopies = seen.get(`user:${clientId}`) ?? 0;
      const workspaceCopies = times.length - userCopies;
      if (workspaceCopies > 0) {
        expected.get(clientId)?.delete('workspace');
        seen.set(`workspace:${clientId}`, workspaceCopies);
      }
    }
  };
  const delivered = async () => {
    for (let i = 0; i < 100 && [...expected.values()].some((set) => set.size); i += 1) {
      countWorkspace();
      await pause(100);
    }
    countWorkspace();
  };
  const sentLatencies = () =>
    [...receivedAt].flatMap(([clientId, times]) => {
      const started = sentAt.get(clientId);
      return started === undefined ? [] : times.map((at) => at - started);
    });

  // Most of the step's chats start first: each user's first message, one after the other.
  const opening = Math.round(users.length * (1 - NEW_CHAT_SHARE));
  receivedAt.clear();
  await realUsersWrite({
    label: `open${openWorkspaces}`,
    users: users.slice(0, opening),
    senders: senders.slice(0, opening),
    rate: RATE,
    seconds: opening / RATE,
    pick: (sent) => sent,
    sending,
  });
  await delivered();
  const flood = {
    starts: opening,
    lost: (await settle(expected, seen, 0)).lost,
    p99: percentile(sentLatencies(), 99),
  };
  for (const map of [sentAt, expected, seen, receivedAt]) map.clear();
  startedChat.clear();
  await untilQuiet([server.child]);

  // The bench's own event loop receives every socket's frames: its stalls time as late delivery.
  const benchStall = monitorEventLoopDelay({ resolution: 5 });
  benchStall.enable();
  await realUsersWrite({
    label: `idle${openWorkspaces}`,
    users,
    senders,
    rate: RATE,
    seconds: SECONDS,
    answered: (clientId) => answeredAt.set(clientId, performance.now()),
    sending,
  });
  await delivered();
  benchStall.disable();
  const { lost, duplicated } = await settle(expected, seen, 0);
  const latencies = sentLatencies();
  // p99 by five seconds of sending: where in the writing the late ones were.
  const firstSent = Math.min(...sentAt.values());
  const windows = new Map<number, number[]>();
  for (const [clientId, times] of receivedAt) {
    const started = sentAt.get(clientId);
    if (started === undefined) continue;
    const window = Math.floor((started - firstSent) / 5000);
    const values = windows.get(window) ?? [];
    for (const at of times) values.push(at - started);
    windows.set(window, values);
  }
  const byWindow = [...windows]
    .sort(([a], [b]) => a - b)
    .map(([window, values]) => `${window * 5}–${window * 5 + 5} s ${ms(percentile(values, 99))}`)
    .join(', ');
  const latenciesWhere = (starts: boolean) =>
    [...receivedAt].flatMap(([clientId, times]) => {
      const started = sentAt.get(clientId);
      if (started === undefined || startedChat.has(clientId) !== starts) return [];
      return times.map((at) => at - started);
    });
  const starting = latenciesWhere(true);
  const continuing = latenciesWhere(false);
  // How long the server took to answer each send (stored and committed), by the same windows.
  const answerWindows = new Map<number, number[]>();
  for (const [clientId, at] of answeredAt) {
    const started = sentAt.get(clientId) ?? at;
    const window = Math.floor((started - firstSent) / 5000);
    answerWindows.set(window, [...(answerWindows.get(window) ?? []), at - started]);
  }
  const answers = [...answerWindows]
    .sort(([a], [b]) => a - b)
    .map(([window, values]) => `${window * 5}–${window * 5 + 5} s ${ms(percentile(values, 99))}`)
    .join(', ');
  const byKind = `messages that started their chat (${starting.length} deliveries) p99 ${ms(percentile(starting, 99))}, the others (${continuing.length}) p99 ${ms(percentile(continuing, 99))}`;
  await Promise.all([...listeners, ...senders].map((client) => client.close()));
  return { latencies, lost, duplicated, benchStall, byWindow, byKind, answers, flood };
}

const machineNote = () =>
  `machine: a fixed loop takes ${referenceLoopMs().toFixed(0)} ms (the figures scale with it)`;
console.log(machineNote());
if (part(1)) await chromiumTabs();
if (part(2)) {
  await capacity('One instance, PGlite', { DATABASE_URL: '' });
  if (process.argv.includes('--postgres')) {
    await ensurePostgresDatabase(PG_URL);
    await capacity('One instance, PostgreSQL', { DATABASE_URL: PG_URL });
  }
}
console.log(`\n${machineNote()}`);
process.exit(0);
