/**
 * `npm run bench:offers`: balanced auto-offer (issue 21) over real sockets against real server
 * processes. 50 chatters, each with the back-office's own offers subscription open (its
 * `ChatOffers` document), accept what they are offered after 300 ms (`AcceptOffer`) and answer it
 * 10 s later; 500 real users write over one minute. Capacity 3 per chatter.
 *
 * 1. One instance on the embedded default (PGlite).
 * 2. Two instances on PostgreSQL (DATABASE_URL, default database bench_offers on 127.0.0.1), the
 *    chatters' sockets and the real users split between them.
 *
 * Prints: how soon each chat was offered after its real user's message (while capacity was
 * free), chats offered to two chatters at once, accepts refused, and the spread of open chats
 * between the chatters (sampled every 250 ms).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { AppClient } from '../simulator/appClient.js';
import { ACCEPT_OFFER, CHAT_OFFERS } from '../src/chat/offers/offerDocuments.js';
import type { ChatOffersSubscription } from '../src/gql/graphql.js';
import { ensurePostgresDatabase } from './database.js';
import { percentile } from './figures.js';
import { pause } from './traffic.js';

const CHATTERS = 50;
const CAPACITY = 3;
const CHATS = 500;
const ARRIVAL_MS = 60_000;
const ACCEPT_AFTER_MS = 300;
const ANSWER_AFTER_MS = 10_000;
const ANSWER = 'Hello there! It is so nice to hear from you, how has your day been so far?';
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_offers';
const dataDir = path.resolve('bench/.offers-data');
mkdirSync(dataDir, { recursive: true });

interface People {
  chatters: { id: number; token: string }[];
  users: { id: number; roomId: string; token: string }[];
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/chat-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      BENCH_DATA_DIR: dataDir,
      BENCH_SOCKETS: String(CHATS),
      BENCH_WORKSPACES: String(CHATTERS),
      BENCH_AUTO_OFFER: JSON.stringify({ enabled: true, capacity: CAPACITY, acceptSeconds: 15 }),
      ...env,
    },
  });
  const [line] = (await once(
    createInterface({ input: child.stdout as NodeJS.ReadableStream }),
    'line',
  )) as [string];
  const { address, peopleFile } = JSON.parse(line) as { address: string; peopleFile: string };
  return { child, address, people: JSON.parse(readFileSync(peopleFile, 'utf8')) as People };
}

const stop = async (child: ChildProcess) => {
  child.kill('SIGTERM');
  await once(child, 'exit');
};

async function graphqlAt(address: string, token: string, query: string, variables: object) {
  const response = await fetch(`${address}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

async function run(addresses: string[], people: People) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let lateWithCapacity = 0;
  let doubleOffers = 0;
  let refused = 0;
  let answered = 0;
  /** Room → the chatter it is offered to now (seen by the chatters' sockets). */
  const outstanding = new Map<string, number>();
  const open = new Map<number, number>();
  const taken = new Map<number, number>();
  const sockets: Client[] = [];
  const busySlots = () => [...open.values()].reduce((a, b) => a + b, 0) + outstanding.size;

  // The chatters: each subscription is what makes its chatter available.
  await Promise.all(
    people.chatters.map(async (chatter, i) => {
      const address = addresses[i % addresses.length];
      open.set(chatter.id, 0);
      taken.set(chatter.id, 0);
      const socket = createClient({
        url: `${address.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Token ${chatter.token}` },
      });
      sockets.push(socket);
      let mine: string | null = null;
      await new Promise<void>((subscribed) => {
        socket.subscribe<ChatOffersSubscription>(
          { query: String(CHAT_OFFERS) },
          {
            next: ({ data }) => {
              subscribed();
              const offer = data?.chatOffers ?? null;
              if (!offer) {
                if (mine && outstanding.get(mine) === chatter.id) outstanding.delete(mine);
                mine = null;
                return;
              }
              if (offer.roomId === mine) return;
              const arrived = sentAt.get(offer.roomId);
              const holder = outstanding.get(offer.roomId);
              if (holder !== undefined && holder !== chatter.id) doubleOffers += 1;
              if (arrived !== undefined) {
                const waited = performance.now() - arrived;
                latencies.push(waited);
                if (waited > 1000 && busySlots() < CHATTERS * CAPACITY) lateWithCapacity += 1;
                sentAt.delete(offer.roomId);
              }
              mine = offer.roomId;
              outstanding.set(offer.roomId, chatter.id);
              const roomId = offer.roomId;
              setTimeout(async () => {
                const answer = await graphqlAt(address, chatter.token, String(ACCEPT_OFFER), {
                  r: roomId,
                });
                if (outstanding.get(roomId) === chatter.id) outstanding.delete(roomId);
                if (mine === roomId) mine = null;
                if (answer.errors) {
                  refused += 1;
                  return;
                }
                open.set(chatter.id, (open.get(chatter.id) ?? 0) + 1);
                taken.set(chatter.id, (taken.get(chatter.id) ?? 0) + 1);
                setTimeout(async () => {
                  await graphqlAt(
                    address,
                    chatter.token,
                    `mutation($r: ID!, $c: String) { sendMessage(roomId: $r, kind: "C", content: $c) { id } }`,
                    { r: roomId, c: ANSWER },
                  );
                  open.set(chatter.id, (open.get(chatter.id) ?? 1) - 1);
                  answered += 1;
                }, ANSWER_AFTER_MS);
              }, ACCEPT_AFTER_MS);
            },
            error: (error) => console.error('offers subscription failed', error),
            complete: () => undefined,
          },
        );
      });
    }),
  );

  // The spread of open chats between chatters, every 250 ms.
  let widest = 0;
  let samples = 0;
  let withinOne = 0;
  const sampler = setInterval(() => {
    const loads = [...open.values()];
    const spread = Math.max(...loads) - Math.min(...loads);
    widest = Math.max(widest, spread);
    samples += 1;
    if (spread <= 1) withinOne += 1;
  }, 250);

  // The real users write, one every 120 ms, to the instances in turn.
  const started = performance.now();
  const sends = people.users.slice(0, CHATS).map(async (user, i) => {
    await pause(Math.max(0, started + (i * ARRIVAL_MS) / CHATS - performance.now()));
    const client = AppClient.withToken(addresses[i % addresses.length], user.id, user.token);
    sentAt.set(user.roomId, performance.now());
    await client.send(user.roomId, 'Hi! Is anyone there?', `bench-offer-${i}`);
  });
  await Promise.all(sends);
  const drainUntil = performance.now() + 40_000;
  while (answered < CHATS && performance.now() < drainUntil) await pause(250);
  clearInterval(sampler);
  await Promise.all(sockets.map((socket) => socket.dispose()));
  const perChatter = [...taken.values()];
  return {
    offered: latencies.length,
    answered,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
    lateWithCapacity,
    doubleOffers,
    refused,
    widest,
    withinOne: samples ? withinOne / samples : 0,
    fewest: Math.min(...perChatter),
    most: Math.max(...perChatter),
  };
}

function report(title: string, result: Awaited<ReturnType<typeof run>>) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`\n${title}`);
  console.log(
    `  chats offered                 ${result.offered} of ${CHATS} (answered ${result.answered})`,
  );
  console.log(
    `  offered after the message     p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, max ${ms(result.max)}`,
  );
  console.log(`  later than 1 s with capacity  ${result.lateWithCapacity}`);
  console.log(`  offered to two at once        ${result.doubleOffers}`);
  console.log(`  accepts refused               ${result.refused}`);
  console.log(
    `  open-chat spread              at most ${result.widest}; ≤ 1 in ${(result.withinOne * 100).toFixed(1)} % of samples`,
  );
  console.log(`  chats per chatter             ${result.fewest}–${result.most}`);
}

console.log(
  `bench:offers — ${CHATTERS} chatters (capacity ${CAPACITY}), ${CHATS} chats over ${ARRIVAL_MS / 1000} s`,
);
if (!process.argv.includes('--postgres-only')) {
  const server = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: '' });
  try {
    report('1. One instance, PGlite', await run([server.address], server.people));
  } finally {
    await stop(server.child);
  }
}
await ensurePostgresDatabase(PG_URL);
const a = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: PG_URL });
const b = await startServer({ BENCH_PREPARE: '0', DATABASE_URL: PG_URL });
try {
  report('2. Two instances, PostgreSQL', await run([a.address, b.address], a.people));
} finally {
  await Promise.all([stop(a.child), stop(b.child)]);
}
