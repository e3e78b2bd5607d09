import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openChat } from '../test/chatFixtures.js';
import { collectEvents, listenWs } from '../test/graphqlWs.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';
import { addSignedIn } from '../test/people.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const quietFor = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The chat workspace's lock icon shows the moderator side's latest request (privatePhotoRequest-
 * Status); it follows it by events only: the request made (its 'P' message on onNewMessage), then
 * each answer (privatePhotoRequest).
 */
describe('a private-photo request, by event', () => {
  it('reaches the fake user’s worker when asked, approved, rejected and cancelled; no other chatter', async () => {
    const { realUser, roomId, moderatorId } = await openChat(h, h.userIds.CHATTER);
    const stranger = await addSignedIn(h, { role: 'CHATTER' });
    const follow = async (authorization: string, query: string) => {
      const events = collectEvents(wsUrl, authorization, query);
      await events.ready();
      return events;
    };
    const REQUESTS = 'subscription { privatePhotoRequest { id roomId status } }';
    const MESSAGES =
      'subscription { onNewMessage { roomId messageType privatePhotoRequestId requestStatus } }';
    const answers = await follow(h.headers.CHATTER.authorization, REQUESTS);
    const messages = await follow(h.headers.CHATTER.authorization, MESSAGES);
    const outsider = await follow(stranger.headers.authorization, REQUESTS);
    const ask = async () => {
      const asked = await graphql(
        h.app,
        h.headers.CHATTER,
        'mutation($u: Int!, $m: Int!) { requestUserPrivatePhotos(userId: $u, moderatorId: $m) { request { id status } } }',
        { u: realUser.id, m: moderatorId },
      );
      expect(asked.errors).toBeUndefined();
      const data = asked.data as { requestUserPrivatePhotos: { request: { id: number } } };
      return data.requestUserPrivatePhotos.request.id;
    };
    const decide = (headers: Record<string, string>, requestId: number, decision: string) =>
      graphql(
        h.app,
        headers,
        `mutation($r: ID!, $q: Int!) { ${
          decision === 'C'
            ? 'cancelPrivatePhotoRequest(roomId: $r, requestId: $q)'
            : `privatePhotoDecision(roomId: $r, requestId: $q, decision: ${decision})`
        } { id status } }`,
        { r: roomId, q: requestId },
      );
    try {
      const first = await ask();
      expect(await messages.waitFor(1)).toEqual([
        {
          data: {
            onNewMessage: {
              roomId,
              messageType: 'P',
              privatePhotoRequestId: first,
              requestStatus: 'PENDING',
            },
          },
        },
      ]);
      expect((await decide(realUser.headers, first, 'R')).errors).toBeUndefined();
      const second = await ask();
      expect((await decide(h.headers.CHATTER, second, 'C')).errors).toBeUndefined();
      const third = await ask();
      expect((await decide(realUser.headers, third, 'A')).errors).toBeUndefined();
      const change = (id: number, status: string) => ({
        data: { privatePhotoRequest: { id, roomId, status } },
      });
      expect(await answers.waitFor(3)).toEqual([
        change(first, 'R'),
        change(second, 'C'),
        change(third, 'A'),
      ]);
      await messages.waitFor(3);
      await quietFor();
      expect(outsider.events).toEqual([]);
    } finally {
      await answers.close();
      await messages.close();
      await outsider.close();
    }
  });
});
