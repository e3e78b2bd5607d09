/**
 * `npm run simulate -- --users N --rate R [--url URL]`: plays N real users of the dating app over
 * the public API (no database access). Together they write to moderators at R messages a second,
 * answer the moderators' replies now and then, and accept or reject private-photo requests. With
 * the server running, a chatter who signs in finds a living queue.
 */
import { parseArgs } from 'node:util';
import { en, Faker } from '@faker-js/faker';
import { AppClient, type AppMessage } from './appClient.js';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '20' },
    rate: { type: 'string', default: '1' },
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    password: { type: 'string', default: 'simulate1234' },
    duration: { type: 'string' },
  },
});
const userCount = Number(values.users);
const rate = Number(values.rate);
const baseUrl = values.url.replace(/\/$/, '');
if (!(userCount > 0) || !(rate > 0)) {
  console.error('Usage: npm run simulate -- --users N --rate R [--url URL] [--duration SECONDS]');
  process.exit(2);
}

const faker = new Faker({ locale: [en] });
const stats = { sent: 0, received: 0, replies: 0, decisions: 0, errors: 0, reconnects: 0 };
let sequence = 0;
const clientId = () => `sim-${process.pid}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

interface Player {
  client: AppClient;
  rooms: string[];
}

async function join(index: number, moderators: number[]): Promise<Player> {
  const name = faker.person.firstName();
  const client = await AppClient.connect(
    baseUrl,
    `sim.${index}@simulator.test`,
    values.password,
    name,
  );
  const chosen = faker.helpers.arrayElements(moderators, { min: 1, max: 3 });
  const rooms: string[] = [];
  for (const moderatorId of chosen) {
    const { appStartChat } = await client.graphql<{ appStartChat: { id: string } }>(
      'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
      { m: moderatorId },
    );
    rooms.push(appStartChat.id);
  }
  const { appRooms } = await client.graphql<{ appRooms: { lastMessageId: string | null }[] }>(
    '{ appRooms { lastMessageId } }',
  );
  const from = appRooms.reduce(
    (max, room) =>
      room.lastMessageId && Number(room.lastMessageId) > Number(max) ? room.lastMessageId : max,
    '0',
  );
  const player = { client, rooms };
  client.listen(
    from,
    (message) => void react(player, message),
    (state) => {
      if (state === 'reconnecting') stats.reconnects += 1;
    },
  );
  return player;
}

/** A moderator's reply: sometimes answered after a human pause; photo requests decided. */
async function react(player: Player, message: AppMessage) {
  if (!message.fromModerator) return;
  stats.received += 1;
  try {
    if (
      message.messageType === 'P' &&
      message.privatePhotoRequestId &&
      message.requestStatus === 'PENDING'
    ) {
      await pause(1000, 4000);
      const decision = faker.datatype.boolean({ probability: 0.7 }) ? 'A' : 'R';
      await player.client.graphql(
        `mutation($r: ID!, $id: Int!) { privatePhotoDecision(roomId: $r, requestId: $id, decision: ${decision}) { status } }`,
        { r: message.roomId, id: message.privatePhotoRequestId },
      );
      stats.decisions += 1;
    } else if (faker.datatype.boolean({ probability: 0.5 })) {
      await pause(1500, 6000);
      await player.client.send(message.roomId, faker.lorem.sentence(), clientId());
      stats.replies += 1;
    }
  } catch {
    stats.errors += 1;
  }
}

const pause = (min: number, max: number) =>
  new Promise((resolve) => setTimeout(resolve, faker.number.int({ min, max })));

async function main() {
  console.log(`Simulating ${userCount} real users at ${rate} message(s)/s against ${baseUrl}…`);
  const bootstrap = await AppClient.connect(
    baseUrl,
    'sim.0@simulator.test',
    values.password,
    'Sim',
  );
  const { appProfiles } = await bootstrap.graphql<{ appProfiles: { id: number }[] }>(
    '{ appProfiles(limit: 100) { id } }',
  );
  if (appProfiles.length === 0) throw new Error('The server has no moderators to write to.');
  const moderators = appProfiles.map((profile) => profile.id);
  const players: Player[] = [];
  for (let i = 1; i <= userCount; i += 1) players.push(await join(i, moderators));
  console.log(
    `${players.length} users signed in, ${players.reduce((n, p) => n + p.rooms.length, 0)} chats open.`,
  );

  const writer = setInterval(() => {
    const player = faker.helpers.arrayElement(players);
    const roomId = faker.helpers.arrayElement(player.rooms);
    player.client
      .send(roomId, faker.lorem.sentence({ min: 3, max: 14 }), clientId())
      .then(() => {
        stats.sent += 1;
      })
      .catch(() => {
        stats.errors += 1;
      });
  }, 1000 / rate);
  const reporter = setInterval(() => {
    console.log(
      `sent ${stats.sent}  replies received ${stats.received}  answered ${stats.replies}  photo decisions ${stats.decisions}  reconnects ${stats.reconnects}  errors ${stats.errors}`,
    );
  }, 5000);
  const stop = async () => {
    clearInterval(writer);
    clearInterval(reporter);
    await Promise.all(players.map((player) => player.client.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  if (values.duration) setTimeout(() => void stop(), Number(values.duration) * 1000);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
