/** What both halves of `bench:chat` do with the real users: write at a rate, then count. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { AppClient } from '../simulator/appClient.js';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends until the server has it: a retry carries the same clientId, so it never doubles. */
export async function sendSurely(
  client: AppClient,
  roomId: string,
  content: string,
  clientId: string,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await client.send(roomId, content, clientId);
    } catch (error) {
      if (attempt > 200) throw error;
      await pause(250);
    }
  }
}

/** CPU seconds the process has used (user + system), from /proc. */
export function cpuSecondsOf(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the servers are idle (under 5 % of a core over a second, at most `seconds`): a
 * socket counts as connected when it is acknowledged, before its subscription and the replay of
 * what it missed are served, and a measurement started during that would time the backlog.
 */
export async function untilQuiet(servers: ChildProcess[], seconds = 30) {
  if (!servers.length) return;
  for (let i = 0; i < seconds; i += 1) {
    const before = servers.reduce((sum, server) => sum + cpuSecondsOf(server), 0);
    await pause(1000);
    const used = servers.reduce((sum, server) => sum + cpuSecondsOf(server), 0) - before;
    if (used < 0.05 * servers.length) return;
  }
}

/**
 * A fixed piece of single-threaded work, timed: the same build measures several times slower on
 * a busy or throttled virtual machine, so every figure is printed beside this one.
 */
export function referenceLoopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < 100_000_000; i += 1) sum += i % 7;
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}

export interface Writing<User> {
  label: string;
  users: User[];
  senders: AppClient[];
  rate: number;
  seconds: number;
  /** Before each send: the message's clientId (to time it and expect its receivers). */
  sending: (user: User, clientId: string) => void;
  /** When the server has answered a send (stored it): its clientId. */
  answered?: (clientId: string) => void;
  /** Which user writes the `sent`-th message (a random one unless given). */
  pick?: (sent: number) => number;
  /** Halfway: drop `dropShare` of these sockets and restart the server. */
  chaos?: { restart: () => Promise<void>; dropShare: number; sockets: AppClient[] };
}

/** Real users (random ones unless picked) write `rate` messages a second for `seconds`; resolves when all are stored. */
export async function realUsersWrite<User extends { roomId: string }>(writing: Writing<User>) {
  const { label, users, senders, rate, seconds, sending, chaos } = writing;
  const total = rate * seconds;
  const sends: Promise<unknown>[] = [];
  const started = performance.now();
  let sent = 0;
  let chaosDone = false;
  while (sent < total) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < Math.min(due, total)) {
      const index = writing.pick?.(sent) ?? Math.floor(Math.random() * senders.length);
      const clientId = `${label.slice(0, 2)}-${sent}-${Date.now().toString(36)}`;
      sending(users[index], clientId);
      sends.push(
        sendSurely(senders[index], users[index].roomId, `bench message ${sent}`, clientId).then(
          (answer) => {
            writing.answered?.(clientId);
            return answer;
          },
        ),
      );
      sent += 1;
    }
    if (chaos && !chaosDone && sent >= total / 2) {
      chaosDone = true;
      for (const socket of chaos.sockets)
        if (Math.random() < chaos.dropShare) socket.dropConnection();
      void chaos.restart();
    }
    await pause(5);
  }
  await Promise.all(sends);
  return sent;
}

/**
 * Waits until every receiver got what it should (or `seconds` passed), then counts: `expected`
 * maps a clientId to the receivers still expected, `seen` a receiver:clientId to its deliveries.
 */
export async function settle(
  expected: Map<string, Set<string>>,
  seen: Map<string, number>,
  seconds: number,
) {
  for (let i = 0; i < seconds * 10; i += 1) {
    if ([...expected.values()].every((set) => set.size === 0)) break;
    await pause(100);
  }
  return {
    lost: [...expected.values()].reduce((n, set) => n + set.size, 0),
    lostIds: [...expected].filter(([, set]) => set.size > 0).map(([clientId]) => clientId),
    duplicated: [...seen.values()].reduce((n, times) => n + (times - 1), 0),
  };
}
