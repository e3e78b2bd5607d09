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
 * Then, on the same servers, a backlog: 300 real users write at once and the chatters answer 5 s
 * after accepting, so that chats wait while chatters are full.
 *
 * Prints: how soon each chat was offered after its real user's message (while capacity was
 * free), how soon a chatter at capacity got their next offer after sending an answer (the
 * back-office's own `Send` document) while more chats waited than the others had room for
 * (target p95 < 1 s), chats offered to two chatters at once, accepts refused, and the spread of
 * open chats between the chatters (sampled every 250 ms).
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
import { type ChatOffersSubscription, SendDocument } from '../src/gql/graphql.js';
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

interface Phase {
  name: string;
  chats: number;
  arrivalMs: number;
  answerAfterMs: number;
}

const STEADY: Phase = {
  name: 'steady',
  chats: CHATS,
  arrivalMs: ARRIVAL_MS,
  answerAfterMs: ANSWER_AFTER_MS,
};
const BACKLOG: Phase = { name: 'backlog', chats: 300, arrivalMs: 500, answerAfterMs: 5000 };

async function run(addresses: string[], people: People, phase: Phase) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  /** Chatter → when they sent an answer at capacity, with chats waiting and no offer standing. */
  const answeredAt = new Map<number, number>();
  const afterAnswer: number[] = [];
  let lateWithCapacity = 0;
  let doubleOffers = 0;
  let refused = 0;
  let answered = 0;
  /** Room → the chatter it is offered to now (seen by the chatters' sockets). */
  const outstanding = new Map<string, number>();
  const open = new Map<number, number>();
  const taken = new Map<number, number>();
  const sockets: Client[] = [];
  /** Set when the phase ends: the chatters' pending accepts and answers are dropped. */
  let ended = false;
  const call = async (address: string, token: string, query: string, variables: object) => {
    if (ended) return null;
    try {
      return await graphqlAt(address, token, query, variables);
    } catch (error) {
      if (!ended) console.error('a chatter call failed', error);
      return null;
    }
  };
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
              const freedAt = answeredAt.get(chatter.id);
              if (freedAt !== undefined) {
                afterAnswer.push(performance.now() - freedAt);
                answeredAt.delete(chatter.id);
              }
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
                const answer = await call(address, chatter.token, String(ACCEPT_OFFER), {
                  r: roomId,
                });
                if (!answer) return;
                if (outstanding.get(roomId) === chatter.id) outstanding.delete(roomId);
                if (mine === roomId) mine = null;
                if (answer.errors) {
                  refused += 1;
                  return;
                }
                open.set(chatter.id, (open.get(chatter.id) ?? 0) + 1);
                taken.set(chatter.id, (taken.get(chatter.id) ?? 0) + 1);
                setTimeout(async () => {
                  // This chatter full, and more chats waiting than the others have room for:
                  // one of them is due to this chatter as soon as the answer frees a place.
                  const roomElsewhere = CHATTERS * CAPACITY - busySlots();
                  if (
                    open.get(chatter.id) === CAPACITY &&
                    mine === null &&
                    sentAt.size > roomElsewhere
                  ) {
                    answeredAt.set(chatter.id, performance.now());
                  }
                  const sent = await call(address, chatter.token, String(SendDocument), {
                    roomId,
                    kind: 'C',
                    content: ANSWER,
                    clientId: `bench-answer-${phase.name}-${roomId}`,
                  });
                  if (!sent) return;
                  open.set(chatter.id, (open.get(chatter.id) ?? 1) - 1);
                  answered += 1;
                }, phase.answerAfterMs);
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
  const sends = people.users.slice(0, phase.chats).map(async (user, i) => {
    await pause(Math.max(0, started + (i * phase.arrivalMs) / phase.chats - performance.now()));
    const client = AppClient.withToken(addresses[i % addresses.length], user.id, user.token);
    sentAt.set(user.roomId, performance.now());
    await client.send(user.roomId, 'Hi! Is anyone there?', `bench-offer-${phase.name}-${i}`);
  });
  await Promise.all(sends);
  const drainUntil = performance.now() + 40_000;
  while (answered < phase.chats && performance.now() < drainUntil) await pause(250);
  clearInterval(sampler);
  ended = true;
  await Promise.all(sockets.map((socket) => socket.dispose()));
  const perChatter = [...taken.values()];
  return {
    chats: phase.chats,
    afterAnswer: {
      count: afterAnswer.length,
      p50: percentile(afterAnswer, 50),
      p95: percentile(afterAnswer, 95),
      max: afterAnswer.length ? Math.max(...afterAnswer) : 0,
    },
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
    `  chats offered                 ${result.offered} of ${result.chats} (answered ${result.answered})`,
  );
  const next = result.afterAnswer;
  console.log(
    next.count
      ? `  next offer after an answer    p50 ${ms(next.p50)}, p95 ${ms(next.p95)}, max ${ms(next.max)} (${next.count} answers at capacity, more chats waiting than room elsewhere)`
      : '  next offer after an answer    none measured (never more chats waiting than room elsewhere)',
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
    report('1. One instance, PGlite', await run([server.address], server.people, STEADY));
    report('1b. Backlog, PGlite', await run([server.address], server.people, BACKLOG));
  } finally {
    await stop(server.child);
  }
}
await ensurePostgresDatabase(PG_URL);
const a = await startServer({ BENCH_PREPARE: '1', DATABASE_URL: PG_URL });
const b = await startServer({ BENCH_PREPARE: '0', DATABASE_URL: PG_URL });
try {
  report('2. Two instances, PostgreSQL', await run([a.address, b.address], a.people, STEADY));
  report('2b. Backlog, PostgreSQL', await run([a.address, b.address], a.people, BACKLOG));
} finally {
  await Promise.all([stop(a.child), stop(b.child)]);
}
