import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatDrafts, gifts } from '../db/schema.js';
import { returnExpiredChats } from '../queue/assignment.js';
import { LONG_ENOUGH, openChat, send } from '../test/chatFixtures.js';
import { createHarness, graphql, type Harness, IDENTITIES } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const SAVE =
  'mutation($r: ID!, $t: String!) { saveChatDraft(roomId: $r, text: $t) { roomId text } }';
const READ = 'query($r: ID!) { chatDraft(roomId: $r) { roomId text updatedAt } }';
const save = (headers: Record<string, string>, roomId: string, text: string) =>
  graphql(h.app, headers, SAVE, { r: roomId, t: text });
const read = async (headers: Record<string, string>, roomId: string) =>
  (await graphql(h.app, headers, READ, { r: roomId })).data?.chatDraft;
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.[0]?.extensions?.code;
const rows = () => h.database.db.select().from(chatDrafts);

/** A queued chat the CHATTER has taken. */
async function heldChat() {
  const { realUser, roomId } = await openChat(h);
  await send(h, realUser.headers, { roomId, content: 'hello' });
  const taken = await graphql(
    h.app,
    h.headers.CHATTER,
    'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }',
    { r: roomId },
  );
  if (!taken.data?.takeChat) throw new Error(`could not take: ${JSON.stringify(taken)}`);
  return { realUser, roomId };
}

/** A chat of one of the CHATTER's own fake users, which they work without holding it. */
async function ownChat() {
  const { realUser, roomId } = await openChat(h, h.userIds.CHATTER);
  await send(h, realUser.headers, { roomId, content: 'hello' });
  return { roomId };
}

describe('chat drafts', () => {
  it('keeps the text of the chatter holding the chat, theirs alone', async () => {
    const { roomId } = await heldChat();
    expect(await read(h.headers.CHATTER, roomId)).toBeNull();
    const saved = await save(h.headers.CHATTER, roomId, 'Hello there, ');
    expect(saved.data?.saveChatDraft).toEqual({ roomId, text: 'Hello there, ' });
    await save(h.headers.CHATTER, roomId, 'Hello there, how are');
    expect(await read(h.headers.CHATTER, roomId)).toMatchObject({
      roomId,
      text: 'Hello there, how are',
      updatedAt: h.clock.now().toISOString(),
    });
    expect(await rows()).toHaveLength(1);
    // Another chatter neither reads it nor writes beside it in a chat they do not work.
    const other = await addSignedIn(h, { role: 'CHATTER' });
    expect(await read(other.headers, roomId)).toBeNull();
    expect(codeOf(await save(other.headers, roomId, 'mine'))).toBe('FORBIDDEN');
    expect(await rows()).toMatchObject([{ text: 'Hello there, how are' }]);
  });

  it('outlives the deadline: read back after the chat returned to the queue, saved again once retaken', async () => {
    const { roomId } = await heldChat();
    await save(h.headers.CHATTER, roomId, 'half a thought');
    h.clock.advance(5 * 60_000 + 1);
    expect(codeOf(await save(h.headers.CHATTER, roomId, 'too late'))).toBe('FORBIDDEN');
    expect(await returnExpiredChats(h.database, h.clock.now())).toBe(1);
    expect(await read(h.headers.CHATTER, roomId)).toMatchObject({ text: 'half a thought' });
    await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }',
      {
        r: roomId,
      },
    );
    expect((await save(h.headers.CHATTER, roomId, 'a whole thought')).data?.saveChatDraft).toEqual({
      roomId,
      text: 'a whole thought',
    });
  });

  it('is dropped when the chatter sends a text, not when they send a notification', async () => {
    const { roomId } = await heldChat();
    await save(h.headers.CHATTER, roomId, LONG_ENOUGH);
    const notification = await graphql(
      h.app,
      h.headers.CHATTER,
      'mutation($r: ID!) { sendNotification(roomId: $r, content: "Gift sent") { id } }',
      { r: roomId },
    );
    expect(notification.errors).toBeUndefined();
    expect(await rows()).toHaveLength(1);
    expect(
      (await send(h, h.headers.CHATTER, { roomId, content: LONG_ENOUGH })).errors,
    ).toBeUndefined();
    expect(await rows()).toEqual([]);
    expect(await read(h.headers.CHATTER, roomId)).toBeNull();
  });

  it('is dropped when the text goes with a gift, kept when a gift goes alone', async () => {
    const { roomId } = await heldChat();
    const [gift] = await h.database.db.select().from(gifts).limit(1);
    await save(h.headers.CHATTER, roomId, 'A rose for you');
    const alone = await send(h, h.headers.CHATTER, { roomId, kind: 'G', giftId: gift.id });
    expect(alone.errors).toBeUndefined();
    expect(await rows()).toMatchObject([{ text: 'A rose for you' }]);
    // The chatter's own fake user's chat stays theirs after the answer: a second gift, with text.
    const { roomId: own } = await ownChat();
    await save(h.headers.CHATTER, own, 'A rose for you');
    const withText = await send(h, h.headers.CHATTER, {
      roomId: own,
      kind: 'G',
      giftId: gift.id,
      content: 'A rose for you',
    });
    expect(withText.data?.sendMessage).toMatchObject({
      messageType: 'G',
      content: 'A rose for you',
    });
    expect(await read(h.headers.CHATTER, own)).toBeNull();
  });

  it('drops the draft on blank text', async () => {
    const { roomId } = await heldChat();
    await save(h.headers.CHATTER, roomId, 'something');
    expect((await save(h.headers.CHATTER, roomId, '  \n ')).data?.saveChatDraft).toBeNull();
    expect(await rows()).toEqual([]);
  });

  it('refuses bad text with a 400 that changes nothing', async () => {
    const { roomId } = await heldChat();
    await save(h.headers.CHATTER, roomId, 'kept');
    const tooLong = await save(h.headers.CHATTER, roomId, 'x'.repeat(301));
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0].extensions).toMatchObject({
      errors: ['A draft has at most 300 characters.'],
    });
    expect(codeOf(await save(h.headers.CHATTER, roomId, 'nul\u0000byte'))).toBe('BAD_USER_INPUT');
    const huge = await save(h.headers.CHATTER, roomId, 'y'.repeat(200_000));
    expect(codeOf(huge)).toBe('BAD_USER_INPUT');
    expect(await rows()).toMatchObject([{ text: 'kept' }]);
    // A room id that names no room is no room the caller works.
    for (const bad of ['nope', '1___2', `${'9'.repeat(40)}___1`]) {
      expect(codeOf(await save(h.headers.CHATTER, bad, 'x'))).toBe('FORBIDDEN');
      expect(await read(h.headers.CHATTER, bad)).toBeNull();
    }
  });

  it('is for chatters only: every other identity is refused', async () => {
    const { roomId } = await heldChat();
    await save(h.headers.CHATTER, roomId, 'private');
    for (const identity of IDENTITIES.filter((who) => who !== 'CHATTER')) {
      const expected = identity === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      const reading = await graphql(h.app, h.headers[identity], READ, { r: roomId });
      expect([identity, codeOf(reading)]).toEqual([identity, expected]);
      expect([identity, codeOf(await save(h.headers[identity], roomId, 'x'))]).toEqual([
        identity,
        expected,
      ]);
    }
    expect(await rows()).toMatchObject([{ text: 'private' }]);
  });

  it('keeps one row under many saves at once', async () => {
    const { roomId } = await heldChat();
    const texts = Array.from({ length: 25 }, (_, i) => `draft number ${i}`);
    const answers = await Promise.all(texts.map((text) => save(h.headers.CHATTER, roomId, text)));
    expect(answers.every((answer) => answer.errors === undefined)).toBe(true);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(texts).toContain(stored[0].text);
  });
});
