/**
 * `npm run bench:chat`: the chat delivery figures, over real sockets against real server processes.
 *
 * 1. One instance on the embedded default (PGlite): 1,000 real users' sockets open, 100 messages a
 *    second from them to a chatter's socket, every 10th answered back; delivery latency p50/p95/p99
 *    (send → the receiving socket), messages lost and duplicated, memory per socket, RSS after.
 * 2. The same while 10 % of the sockets drop and reconnect and the server is SIGKILLed and started
 *    again mid-run: lost and duplicated must stay 0.
 * 3. Two instances on PostgreSQL (DATABASE_URL, default database bench_chat on 127.0.0.1), senders
 *    on one and every socket on the other: latency and counts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { AppClient, type AppMessage } from '../simulator/appClient.js';
import { ensurePostgresDatabase } from './database.js';
import {
  cpuSecondsOf,
  pause,
  realUsersWrite,
  referenceLoopMs,
  sendSurely,
  settle,
  untilQuiet,
} from './traffic.js';
import { runWorkspaces, type WorkspacePeople } from './workspaces.js';

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** `--parts 1,2`: only these of the numbered runs (all by default). */
const PARTS = flag('--parts')?.split(',').map(Number);
const part = (n: number) => !PARTS || PARTS.includes(n);
/**
 * `--pin`: the servers on the first core, this process (the real users' clients and the tabs) on
 * the second, as a server that does not share its CPU with the load it serves. Without it all
 * share both cores.
 */
const PIN = process.argv.includes('--pin');
if (PIN) {
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  console.log('--pin: the servers on core 0; the real users, the tabs and this process on core 1');
}
/** `--workspaces N`: N chatters, each running the back-office's own tab data layer. */
const WORKSPACES = Number(flag('--workspaces') ?? 0);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_chat';
const dataDir = path.resolve('bench/.chat-data');

mkdirSync(dataDir, { recursive: true });

interface People {
  chatter: string;
  users: { id: number; roomId: string; token: string }[];
}

/** `chatters`: one for the bare-socket runs, one per workspace for the others. */
async function startServer(env: Record<string, string>, chatters = 1) {
  const workspaces = String(chatters);
  const prof = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--cpu-prof-interval=1000']
    : [];
  const command = [process.execPath, ...prof, '--import', 'tsx', 'bench/chat-server.ts'];
  const [file, ...args] = PIN ? ['taskset', '-c', '0', ...command] : command;
  const child = spawn(file, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      BENCH_DATA_DIR: dataDir,
      BENCH_SOCKETS: String(SOCKETS),
      BENCH_WORKSPACES: workspaces,
      ...env,
    },
  });
  const [line] = (await once(
    createInterface({ input: child.stdout as NodeJS.ReadableStream }),
    'line',
  )) as [string];
  const { address, peopleFile } = JSON.parse(line) as { address: string; peopleFile: string };
  const people = JSON.parse(readFileSync(peopleFile, 'utf8')) as People & WorkspacePeople;
  return { child, address, people };
}

const rssOf = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const stop = async (child: ChildProcess) => {
  child.kill('SIGTERM');
  await once(child, 'exit');
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((p / 100) * values.length))
  ] ?? 0;

interface RunOptions {
  label: string;
  sendVia: string;
  receiveVia: string;
  people: People;
  chaos?: { restart: () => Promise<void>; dropShare: number };
  /** The server processes whose CPU time is counted (not across a restart). */
  servers?: () => ChildProcess[];
}

async function run({ label, sendVia, receiveVia, people, chaos, servers }: RunOptions) {
  const sentAt = new Map<string, number>();
  const expected = new Map<string, Set<string>>(); // clientId → receivers still expected
  const seen = new Map<string, number>(); // receiver:clientId → times
  const latencies: number[] = [];
  const senders = people.users.map((u) => AppClient.withToken(sendVia, u.id, u.token));
  const chatterSender = AppClient.withToken(sendVia, 0, people.chatter);
  const receive = (receiver: string) => (message: AppMessage) => {
    if (!message.clientId) return;
    const key = `${receiver}:${message.clientId}`;
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    if (times > 1) return;
    expected.get(message.clientId)?.delete(receiver);
    const started = sentAt.get(message.clientId);
    if (started !== undefined && receiver !== 'self') latencies.push(performance.now() - started);
    if (receiver === 'chatter' && !message.fromModerator && Number(message.id) % 10 === 0) {
      const replyId = `r-${message.clientId}`;
      sentAt.set(replyId, performance.now());
      const user = people.users.find((u) => u.roomId === message.roomId);
      expected.set(replyId, new Set(['chatter', `user${user?.id}`]));
      void sendSurely(
        chatterSender,
        message.roomId,
        'Thank you for writing, it is lovely to hear from you again today!',
        replyId,
      );
    }
  };
  let connected = 0;
  const counted = (state: string) => {
    if (state === 'connected') connected += 1;
  };
  const listeners = people.users.map((u) => {
    const client = AppClient.withToken(receiveVia, u.id, u.token);
    client.listen('0', receive(`user${u.id}`), counted);
    return client;
  });
  const chatter = AppClient.withToken(receiveVia, 0, people.chatter);
  chatter.listen('0', receive('chatter'), counted);
  // Measure from a settled server: every socket connected, its subscription (and the replay of
  // what it missed) served, before the first message.
  while (connected < listeners.length + 1) await pause(100);
  await untilQuiet(servers?.() ?? []);
  const cpuBefore = servers?.().map(cpuSecondsOf) ?? [];
  await realUsersWrite({
    label,
    users: people.users,
    senders,
    rate: RATE,
    seconds: SECONDS,
    sending: (user, clientId) => {
      sentAt.set(clientId, performance.now());
      expected.set(clientId, new Set(['chatter', `user${user.id}`]));
    },
    chaos: chaos && { ...chaos, sockets: listeners },
  });
  const { lost, duplicated } = await settle(expected, seen, 20);
  const cpu = (servers?.() ?? []).reduce(
    (sum, server, i) => sum + cpuSecondsOf(server) - cpuBefore[i],
    0,
  );
  await Promise.all([...listeners, chatter].map((client) => client.close()));
  return {
    sent: expected.size,
    lost,
    duplicated,
    latencies,
    cpuMsPerMessage: servers ? (cpu * 1000) / expected.size : null,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const report = (label: string, result: Awaited<ReturnType<typeof run>>, showLatency = true) => {
  console.log(`\n${label}`);
  console.log(
    `  messages ${result.sent} (with replies), lost ${result.lost}, duplicated ${result.duplicated}`,
  );
  if (showLatency) {
    console.log(`  delivery send → socket: ${spread(result.latencies)}`);
  }
  if (result.cpuMsPerMessage !== null) {
    console.log(`  server CPU per message: ${ms(result.cpuMsPerMessage)}`);
  }
};
const spread = (l: number[]) =>
  `p50 ${ms(percentile(l, 50))}  p95 ${ms(percentile(l, 95))}  p99 ${ms(percentile(l, 99))}  (${l.length} deliveries)`;

const reportWorkspaces = (label: string, result: Awaited<ReturnType<typeof runWorkspaces>>) => {
  const messages = result.sent + result.replies;
  console.log(`\n${label}`);
  console.log(
    `  ${result.tabs} chatter tabs, ${result.sent} real users' messages, ${result.replies} answers; lost ${result.lost}, duplicated ${result.duplicated}`,
  );
  console.log(`  real user → chatter tab's socket: ${spread(result.toTabSocket)}`);
  console.log(`  real user → chatter's workspace cache: ${spread(result.toWorkspace)}`);
  console.log(`  chatter's answer → real user's socket: ${spread(result.toUser)}`);
  if (result.cpuMsPerMessage !== null) {
    console.log(`  server CPU per message: ${ms(result.cpuMsPerMessage)}`);
  }
  console.log(
    `  the tabs' and real users' clients' CPU per message (the bench process, same cores): ${ms(result.clientCpuMsPerMessage)}`,
  );
  console.log(
    `  HTTP requests of the workspace's data layer (the whole page's, every panel: npm run bench:idle) caused by events: ${result.eventReads} (${(result.eventReads / messages).toFixed(3)} per message); the screens' own polls and after-reconnect reads meanwhile: ${result.polls}`,
  );
  console.log(
    `  requests by operation: ${[...result.byOperation].map(([op, n]) => `${op} ${n}`).join(', ')}`,
  );
  console.log(`  sockets per chatter tab: ${result.socketsPerTab}`);
};

const machineNote = () =>
  `machine: a fixed loop takes ${referenceLoopMs().toFixed(0)} ms (the figures scale with it)`;
console.log(machineNote());

// 1. One instance on PGlite.
if (part(1)) {
  const server = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: '' });
  const idle = rssOf(server.child);
  console.log(
    `${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s against ${server.address} (PGlite)`,
  );
  const result = await run({
    label: 'pglite',
    sendVia: server.address,
    receiveVia: server.address,
    people: server.people,
    servers: () => [server.child],
  });
  report('1. One instance, PGlite', result);
  console.log(
    `  server RSS: ${idle.toFixed(0)} MB idle before the sockets, ${rssOf(server.child).toFixed(0)} MB after the run`,
  );
  // Memory per socket: open them again and hold them idle.
  const before = rssOf(server.child);
  const held = server.people.users.map((u) => AppClient.withToken(server.address, u.id, u.token));
  for (const client of held) client.listen('0', () => undefined);
  await pause(4000);
  const after = rssOf(server.child);
  console.log(
    `  memory per open socket: ${(((after - before) * 1024) / SOCKETS).toFixed(1)} KB (${before.toFixed(0)} → ${after.toFixed(0)} MB for ${SOCKETS})`,
  );
  await Promise.all(held.map((client) => client.close()));
  await stop(server.child);
}

// 2–4 with `--workspaces N`: the chatters' own back-office tabs instead of one bare socket.
async function workspaceRuns() {
  const portNow = async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = String((probe.address() as AddressInfo).port);
    probe.close();
    return port;
  };
  if (part(2)) {
    const server = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: '' }, WORKSPACES);
    const result = await runWorkspaces({
      label: 'ws-pglite',
      sendVia: server.address,
      receiveVia: server.address,
      people: server.people,
      rate: RATE,
      seconds: SECONDS,
      servers: () => [server.child],
    });
    reportWorkspaces(`2. One instance, PGlite, ${WORKSPACES} chatter workspaces`, result);
    await stop(server.child);
  }
  if (part(3)) {
    const port = await portNow();
    let server = await startServer(
      { BENCH_PREPARE: '1', DATABASE_URL: '', BENCH_PORT: port },
      WORKSPACES,
    );
    const restart = async () => {
      server.child.kill('SIGKILL');
      await once(server.child, 'exit');
      console.log('  (server SIGKILLed; starting it again)');
      server = await startServer(
        { BENCH_PREPARE: '0', DATABASE_URL: '', BENCH_PORT: port },
        WORKSPACES,
      );
    };
    const result = await runWorkspaces({
      label: 'ws-chaos',
      sendVia: server.address,
      receiveVia: server.address,
      people: server.people,
      rate: RATE,
      seconds: SECONDS,
      servers: () => [],
      chaos: { restart, dropShare: 0.1 },
    });
    reportWorkspaces(
      `3. PGlite, ${WORKSPACES} workspaces, 10 % of sockets dropped and the server SIGKILLed mid-run (latency includes the restart)`,
      result,
    );
    await stop(server.child);
  }
  if (part(4)) {
    await ensurePostgresDatabase(PG_URL);
    const a = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: PG_URL }, WORKSPACES);
    const b = await startServer({ BENCH_PREPARE: '0', DATABASE_URL: PG_URL }, WORKSPACES);
    const result = await runWorkspaces({
      label: 'ws-pg',
      sendVia: a.address,
      receiveVia: b.address,
      people: a.people,
      rate: RATE,
      seconds: SECONDS,
      servers: () => [a.child, b.child],
    });
    reportWorkspaces(
      `4. Two instances on PostgreSQL, ${WORKSPACES} workspaces on one, real users sending to the other`,
      result,
    );
    await stop(a.child);
    await stop(b.child);
  }
}

if (WORKSPACES > 0) {
  await workspaceRuns();
} else {
  // 2. Chaos on PGlite: 10 % of the sockets drop, the server is SIGKILLed and started again.
  if (part(2)) {
    // A port the system gives now, kept for the restart (a random pick may be a client's port).
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = String((probe.address() as AddressInfo).port);
    probe.close();
    let server = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: '', BENCH_PORT: port });
    const restart = async () => {
      server.child.kill('SIGKILL');
      await once(server.child, 'exit');
      console.log('  (server SIGKILLed; starting it again)');
      server = await startServer({ BENCH_PREPARE: '0', DATABASE_URL: '', BENCH_PORT: port });
    };
    const result = await run({
      label: 'chaos',
      sendVia: server.address,
      receiveVia: server.address,
      people: server.people,
      chaos: { restart, dropShare: 0.1 },
    });
    report('2. PGlite, 10 % of sockets dropped and the server SIGKILLed mid-run', result, false);
    await stop(server.child);
  }

  // 3. Two instances on PostgreSQL.
  if (part(3)) {
    await ensurePostgresDatabase(PG_URL);
    const a = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: PG_URL });
    const b = await startServer({ BENCH_PREPARE: '0', DATABASE_URL: PG_URL });
    const result = await run({
      label: 'pg',
      sendVia: a.address,
      receiveVia: b.address,
      people: a.people,
      servers: () => [a.child, b.child],
    });
    report('3. Two instances on PostgreSQL, senders on one, sockets on the other', result);
    console.log(
      `  RSS after the run: ${rssOf(a.child).toFixed(0)} MB (senders' instance), ${rssOf(b.child).toFixed(0)} MB (sockets' instance)`,
    );
    await stop(a.child);
    await stop(b.child);
  }
}
console.log(`\n${machineNote()}`);
process.exit(0);
