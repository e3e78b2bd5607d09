import { roomIdOf } from '../../../contract/rules/roomIds.js';
import { users } from '../db/schema.js';
import { graphql, type Harness } from './harness.js';
import { addSignedIn } from './people.js';

/** A moderator (fake user), optionally worked by `workerId`; answers its id. */
export async function addModerator(h: Harness, workerId: number | null = null) {
  const [row] = await h.database.db
    .insert(users)
    .values({
      email: `mod.${Math.random().toString(36).slice(2, 10)}@fake.test`,
      firstName: 'Mia',
      displayName: 'Mia_25',
      isModerator: true,
      workerId,
    })
    .returning({ id: users.id });
  return row.id;
}

export const SEND = `mutation Send($roomId: ID!, $clientId: String, $kind: String!, $content: String,
  $giftId: Int, $stockImageId: Int, $uploadId: Int, $latitude: Float, $longitude: Float) {
  sendMessage(roomId: $roomId, clientId: $clientId, kind: $kind, content: $content, giftId: $giftId,
    stockImageId: $stockImageId, uploadId: $uploadId, latitude: $latitude, longitude: $longitude) {
    id roomId userId fromModerator messageType content url gift { giftName } latitude longitude
    privatePhotoRequestId requestStatus clientId
  }
}`;

/** A real user signed in and the room they opened with a fresh moderator. */
export async function openChat(h: Harness, moderatorWorkerId: number | null = null) {
  const moderatorId = await addModerator(h, moderatorWorkerId);
  return { moderatorId, ...(await chatWith(h, moderatorId)) };
}

/** A new real user signed in and the room they opened with the moderator. */
export async function chatWith(h: Harness, moderatorId: number) {
  const realUser = await addSignedIn(h);
  const opened = await graphql(
    h.app,
    realUser.headers,
    'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
    { m: moderatorId },
  );
  const roomId = roomIdOf(realUser.id, moderatorId);
  if ((opened.data?.appStartChat as { id: string } | undefined)?.id !== roomId) {
    throw new Error(`could not open a chat: ${JSON.stringify(opened)}`);
  }
  return { realUser, roomId };
}

export const LONG_ENOUGH =
  'Hello there, how has your day been so far? I would love to hear about it, really.';

export async function send(
  h: Harness,
  headers: Record<string, string>,
  variables: Record<string, unknown>,
) {
  return graphql(h.app, headers, SEND, { kind: 'C', ...variables });
}
