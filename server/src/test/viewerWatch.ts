import { openChat, send } from './chatFixtures.js';
import { collectEvents } from './graphqlWs.js';
import { graphql, type Harness } from './harness.js';

export const VIEWERS =
  'subscription($r: ID!) { chatViewers(roomId: $r) { id name role holdsChat viewing } }';

export interface Viewer {
  id: string;
  name: string;
  role: string;
  holdsChat: boolean;
  viewing: boolean;
}

export const viewerIds = (viewers: Viewer[]) => viewers.map((viewer) => viewer.id);

/** A `chatViewers` subscription over its own socket; `latest()` is the last list it received. */
export function watchViewers(url: string, authorization: string, roomId: string) {
  const stream = collectEvents(url, authorization, VIEWERS, { r: roomId });
  const latest = () =>
    (stream.events.at(-1) as { data: { chatViewers: Viewer[] } } | undefined)?.data.chatViewers;
  return {
    ...stream,
    latest,
    /** Waits until the last list received passes `check`. */
    async until(check: (viewers: Viewer[]) => boolean, timeoutMs = 5000) {
      const started = Date.now();
      for (;;) {
        if (stream.errors.length) throw new Error(JSON.stringify(stream.errors));
        const viewers = latest();
        if (viewers && check(viewers)) return viewers;
        if (Date.now() - started > timeoutMs) {
          throw new Error(`never got there; last list: ${JSON.stringify(viewers)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    /** Waits for the operation's error (the stream ended refused); answers its code. */
    async refusal(timeoutMs = 2000) {
      const started = Date.now();
      while (!stream.errors.length) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`still streaming; last list: ${JSON.stringify(latest())}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [errors] = stream.errors as { extensions?: { code?: string } }[][];
      return errors[0]?.extensions?.code;
    },
  };
}

/** A queued chat (its fake user worked by nobody) that `holder` (the CHATTER by default) took. */
export async function heldChat(h: Harness, holder = h.headers.CHATTER) {
  const { realUser, roomId, moderatorId } = await openChat(h);
  await send(h, realUser.headers, { roomId, content: 'hello' });
  const taken = await graphql(
    h.app,
    holder,
    'mutation($r: ID!) { takeChat(roomId: $r) { roomId } }',
    { r: roomId },
  );
  if (!taken.data?.takeChat) throw new Error(`could not take: ${JSON.stringify(taken)}`);
  return { realUser, roomId, moderatorId };
}
