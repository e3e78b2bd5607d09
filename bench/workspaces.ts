/**
 * The `--workspaces N` half of `bench:chat`: N chatters, each in a worker thread running the
 * back-office's own tab data layer (bench/workspace-tab.ts), beside the real users' sockets.
 * Real users write at a steady rate; each tab answers every 10th message through the product's
 * send; the real user's socket hears the answer.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { AppClient, type AppMessage } from '../simulator/appClient.js';
import { cpuSecondsOf, pause, realUsersWrite, settle, untilQuiet } from './traffic.js';

export interface WorkspacePeople {
  chatters: { id: number; token: string }[];
  users: { id: number; roomId: string; token: string; chatter: number }[];
}

interface TabEvent {
  type: 'acknowledged' | 'arrived' | 'received' | 'reply' | 'request' | 'sockets' | 'state';
  clientId?: string;
  at?: number;
  operation?: string;
  sockets?: number;
  state?: string;
  roomId?: string;
}

/** The polls the screens make on their own clock (not caused by events). */
const POLLS = new Set(['Rooms', 'ChatSettings', 'QueueCount']);
const isPoll = (operation: string) =>
  POLLS.has(operation) || /^GET \/api\/moderator\/user\//.test(operation);

const clock = () => performance.timeOrigin + performance.now();

export interface WorkspaceRunOptions {
  label: string;
  sendVia: string;
  receiveVia: string;
  people: WorkspacePeople;
  rate: number;
  seconds: number;
  servers: () => ChildProcess[];
  chaos?: { restart: () => Promise<void>; dropShare: number };
}

export async function runWorkspaces(options: WorkspaceRunOptions) {
  const { label, sendVia, receiveVia, people, rate, seconds, chaos } = options;
  const sentAt = new Map<string, number>();
  const expected = new Map<string, Set<string>>(); // clientId → receivers still expected
  const seen = new Map<string, number>(); // receiver:clientId → times
  // An answer can reach its real user before the tab's note that it sent it reaches this thread
  // (two event sources, one busy loop): its arrival waits here for the note.
  const early = new Map<string, number>(); // receiver:clientId → arrival
  const toWorkspace: number[] = [];
  const toUser: number[] = [];
  const toTabSocket: number[] = [];
  const received = new Set<string>();
  /** Answers whose send the server acknowledged. */
  const acknowledged = new Set<string>();
  const requests: { operation: string; at: number }[] = [];
  const sockets = new Map<number, number>();
  const live = new Set<number>();
  const arrive = (receiver: string, clientId: string, at: number, into: number[]) => {
    const key = `${receiver}:${clientId}`;
    const times = (seen.get(key) ?? 0) + 1;
    seen.set(key, times);
    if (times > 1) return;
    expected.get(clientId)?.delete(receiver);
    const started = sentAt.get(clientId);
    if (started !== undefined) into.push(at - started);
    else early.set(key, at);
  };

  const tabs = people.chatters.map(({ id, token }, index) => {
    const worker = new Worker(new URL('./workspace-tab.mjs', import.meta.url), {
      workerData: { base: receiveVia, chatterId: id, token },
      // React's and Apollo's production builds, as the back-office's own build runs them.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    worker.on('message', (event: TabEvent) => {
      if (event.type === 'received' && event.clientId && event.at) {
        if (received.has(event.clientId)) return;
        received.add(event.clientId);
        const started = sentAt.get(event.clientId);
        if (started !== undefined) toTabSocket.push(event.at - started);
      } else if (event.type === 'acknowledged' && event.clientId) {
        acknowledged.add(event.clientId);
      } else if (event.type === 'arrived' && event.clientId && event.at) {
        arrive(`tab${index}`, event.clientId, event.at, toWorkspace);
      } else if (event.type === 'reply' && event.clientId && event.at) {
        sentAt.set(event.clientId, event.at);
        const user = people.users.find((u) => u.roomId === event.roomId);
        const receiver = `user${user?.id}`;
        const arrivedAt = early.get(`${receiver}:${event.clientId}`);
        if (arrivedAt === undefined) expected.set(event.clientId, new Set([receiver]));
        else toUser.push(arrivedAt - event.at);
      } else if (event.type === 'request' && event.operation && event.at) {
        requests.push({ operation: event.operation, at: event.at });
      } else if (event.type === 'state') {
        if (event.state === 'live') live.add(index);
        else live.delete(index);
      } else if (event.type === 'sockets') {
        sockets.set(index, event.sockets ?? 0);
      }
    });
    worker.on('error', (error) => console.error(`  tab ${index}:`, error));
    return worker;
  });

  let connected = 0;
  const listeners = people.users.map((u) => {
    const client = AppClient.withToken(receiveVia, u.id, u.token);
    client.listen(
      '0',
      (message: AppMessage) => {
        // A chatter's answer (r-<the real user's clientId>) reaching the real user.
        if (message.clientId?.startsWith('r-')) {
          arrive(`user${u.id}`, message.clientId, clock(), toUser);
        }
      },
      (state) => {
        if (state === 'connected') connected += 1;
      },
    );
    return client;
  });
  const senders = people.users.map((u) => AppClient.withToken(sendVia, u.id, u.token));
  // Settled: every real user's socket and every tab's live feed subscribed (after its first
  // readings).
  while (connected < listeners.length || live.size < tabs.length) await pause(200);
  await untilQuiet(options.servers());

  const cpuBefore = options.servers().map(cpuSecondsOf);
  const benchCpuBefore = process.cpuUsage();
  const requestsBefore = requests.length;
  const sent = await realUsersWrite({
    label,
    users: people.users,
    senders,
    rate,
    seconds,
    sending: (user, clientId) => {
      sentAt.set(clientId, clock());
      expected.set(clientId, new Set([`tab${user.chatter}`]));
    },
    chaos: chaos && { ...chaos, sockets: listeners },
  });
  const { lost, lostIds, duplicated } = await settle(expected, seen, 30);
  // Which were lost, and for an answer whether the server had acknowledged its send.
  const lostSample = lostIds.slice(0, 10).map((id) => {
    if (!id.startsWith('r-')) return id;
    return `${id} (${acknowledged.has(id) ? 'send acknowledged' : 'send never acknowledged'})`;
  });
  if (lost) console.log(`  lost: ${lostSample.join(', ')}`);
  const replies = toUser.length;
  const cpu = options
    .servers()
    .map((server, i) => cpuSecondsOf(server) - (cpuBefore[i] ?? 0))
    .reduce((a, b) => a + b, 0);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const window = requests.slice(requestsBefore);
  const byOperation = new Map<string, number>();
  for (const { operation } of window)
    byOperation.set(operation, (byOperation.get(operation) ?? 0) + 1);
  const eventReads = window.filter(
    ({ operation }) => operation !== 'Send' && !isPoll(operation),
  ).length;
  await Promise.all([...listeners].map((client) => client.close()));
  await Promise.all(tabs.map((tab) => tab.terminate()));
  return {
    sent,
    replies,
    toWorkspace,
    toTabSocket,
    toUser,
    lost,
    duplicated,
    // Not across a restart: the killed process's time is gone with it.
    cpuMsPerMessage: options.servers().length ? (cpu * 1000) / (sent + replies) : null,
    eventReads,
    /** The bench process: every tab and the real users' clients, on the same cores as the server. */
    clientCpuMsPerMessage: (benchCpu.user + benchCpu.system) / 1000 / (sent + replies),
    polls: window.filter(({ operation }) => isPoll(operation)).length,
    byOperation,
    /** The most sockets any tab held open at once. */
    socketsPerTab: Math.max(...sockets.values()),
    tabs: tabs.length,
  };
}
