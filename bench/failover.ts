/**
 * `npm run bench:failover`: nginx in front of two instances on one PostgreSQL database
 * (scripts/scaleOut.ts; DATABASE_URL, default bench_failover on 127.0.0.1, created afresh), a
 * chatter's socket and BENCH_USERS (40) real users' sockets, all through nginx. The real users
 * write (one message a second each, staggered) and the chatter answers every message; then one
 * instance is SIGKILLed. Printed: how many sockets the kill cut, the time from the kill until every
 * client receives again (a message sent after the kill, on its socket), and messages lost and
 * duplicated (each one expected on the chatter's socket and its real user's).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startScaleOut } from '../scripts/scaleOut.js';
import { AppClient, type AppMessage } from '../simulator/appClient.js';
import { pause, sendSurely, settle } from './traffic.js';

const USERS = Number(process.env.BENCH_USERS ?? 40);
const BEFORE_SECONDS = 3;
const AFTER_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_failover';
const PASSWORD = 'demo1234';
const ANSWER = 'Thank you for writing, it is lovely to hear from you again today!';

const started = performance.now();
const scaleOut = await startScaleOut({
  databaseUrl: PG_URL,
  webRoot: path.resolve(process.env.WEB_ROOT || 'dist'),
  fresh: true,
  output: 'files',
  // info: each instance's log names the sockets it accepts (the chatter's is found that way).
  env: { SEED: 'demo', SEED_REAL_USERS: '20', LOG_LEVEL: 'info' },
});
const { url } = scaleOut;
console.log(
  `nginx at ${url} → ${scaleOut.instances.map((i) => i.address).join(', ')} (PostgreSQL ${new URL(PG_URL).pathname.slice(1)}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const signIn = async (email: string) => {
  const response = await fetch(`${url}/api/auth/token-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return (await response.json()) as { key: string; user: { id: number } };
};
const admin = await signIn('admin@demo.test');
const chatter = await signIn('chatter@demo.test');
const cards = (await (
  await fetch(`${url}/api/moderator/?limit=100`, {
    headers: { authorization: `Token ${admin.key}` },
  })
).json()) as { results: { id: number; worker_id: number | null }[] };
const moderators = cards.results.filter((card) => card.worker_id === chatter.user.id);

// The real users, signed up through nginx, each in a chat with one of the chatter's moderators.
const run = Date.now().toString(36);
const users: { client: AppClient; roomId: string; name: string }[] = [];
for (let i = 0; i < USERS; i += 4) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(4, USERS - i) }, async (_, j) => {
      const n = i + j;
      const client = await AppClient.connect(
        url,
        `failover.${run}.${n}@example.com`,
        'real-pass-1',
        `Failover${n}`,
      );
      const { appStartChat } = await client.graphql<{ appStartChat: { id: string } }>(
        'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
        { m: moderators[n % moderators.length].id },
      );
      return { client, roomId: appStartChat.id, name: `user${n}` };
    }),
  );
  users.push(...batch);
}

// Who expects what, when each message was sent, and when each receiver got its first message
// sent after the kill.
const expected = new Map<string, Set<string>>();
const seen = new Map<string, number>();
const sentAt = new Map<string, number>();
let killedAt = Number.POSITIVE_INFINITY;
const backAt = new Map<string, number>();
const cut = new Set<string>();
const chatterSender = AppClient.withToken(url, chatter.user.id, chatter.key);

const receive = (receiver: string) => (message: AppMessage) => {
  const clientId = message.clientId;
  if (!clientId?.startsWith(`fo${run}`) && !clientId?.startsWith(`r-fo${run}`)) return;
  const key = `${receiver}:${clientId}`;
  const times = (seen.get(key) ?? 0) + 1;
  seen.set(key, times);
  if (times > 1) return;
  expected.get(clientId)?.delete(receiver);
  if ((sentAt.get(clientId) ?? 0) > killedAt && !backAt.has(receiver)) {
    backAt.set(receiver, performance.now() - killedAt);
  }
  if (receiver === 'chatter' && !message.fromModerator) {
    const replyId = `r-${clientId}`;
    const user = users.find((u) => u.roomId === message.roomId);
    expected.set(replyId, new Set(['chatter', user?.name ?? '?']));
    sentAt.set(replyId, performance.now());
    void sendSurely(chatterSender, message.roomId, ANSWER, replyId);
  }
};

let connected = 0;
const listening = (receiver: string) => (state: string) => {
  if (state === 'connected') connected += 1;
  if (state === 'reconnecting' && performance.now() > killedAt) cut.add(receiver);
};
/** Subscription sockets each instance has accepted so far: the upgrades in its own log. */
const socketsOpened = () =>
  scaleOut.instances.map(
    (instance) =>
      readFileSync(instance.log, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"method":"GET","url":"/graphql"'))
        .filter((line) => line.includes('incoming request')).length,
  );
// The chatter's socket first, alone: the instance that accepts it is the one killed, the worst
// case (the chatter's socket carries every real user's messages).
const before = socketsOpened();
const chatterSocket = AppClient.withToken(url, chatter.user.id, chatter.key);
chatterSocket.listen('0', receive('chatter'), listening('chatter'));
while (connected < 1) await pause(50);
const chatterOn = socketsOpened().findIndex((count, i) => count > before[i]);
for (const user of users) user.client.listen('0', receive(user.name), listening(user.name));
while (connected < users.length + 1) await pause(50);
await pause(1000); // the replays of what each socket missed are served

let serial = 0;
const sends: Promise<unknown>[] = [];
/** Every user once a second, spread over the second, until `until`. */
async function write(until: number) {
  while (performance.now() < until) {
    for (const user of users) {
      if (performance.now() >= until) break;
      serial += 1;
      const clientId = `fo${run}-${serial}`;
      expected.set(clientId, new Set(['chatter', user.name]));
      sentAt.set(clientId, performance.now());
      sends.push(
        sendSurely(user.client, user.roomId, `Message ${serial}, are you there?`, clientId),
      );
      await pause(1000 / users.length);
    }
  }
}

await write(performance.now() + BEFORE_SECONDS * 1000);
const victim = scaleOut.instances[Math.max(0, chatterOn)];
killedAt = performance.now();
victim.child.kill('SIGKILL');
await write(performance.now() + AFTER_SECONDS * 1000);
await Promise.all(sends);
const { lost, duplicated } = await settle(expected, seen, 20);

const receivers = ['chatter', ...users.map((u) => u.name)];
const back = receivers.map((r) => backAt.get(r) ?? Number.POSITIVE_INFINITY);
const cutBack = [...cut].map((r) => backAt.get(r) ?? Number.POSITIVE_INFINITY);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'never');
const sorted = [...cutBack].sort((a, b) => a - b);
console.log(
  `\n${users.length} real users' sockets and a chatter's, through nginx; ${victim.name} SIGKILLed after ${BEFORE_SECONDS} s of traffic (${users.length} messages/s from the users, each answered)`,
);
console.log(
  `  sockets the kill cut: ${cut.size} of ${receivers.length} (the chatter's: ${cut.has('chatter') ? 'yes' : 'no'})`,
);
console.log(`  kill → every client receiving again: ${ms(Math.max(...back))}`);
console.log(
  `  kill → a cut socket receiving again: p50 ${ms(sorted[Math.floor(sorted.length / 2)] ?? 0)}, max ${ms(sorted.at(-1) ?? 0)}`,
);
console.log(`  messages ${expected.size} (with answers): lost ${lost}, duplicated ${duplicated}`);
const upstreamErrors = scaleOut
  .accessLog()
  .split('\n')
  .filter((line) => / 50[24] /.test(line));
console.log(
  `  requests nginx answered 502/504 (in flight on the killed instance): ${upstreamErrors.length}`,
);

await Promise.all(
  [chatterSocket, chatterSender, ...users.map((u) => u.client)].map((c) => c.close()),
);
await scaleOut.stop();
process.exit(lost === 0 && duplicated === 0 ? 0 : 1);
