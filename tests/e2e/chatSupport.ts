import { expect, type Page } from '@playwright/test';
import { AppClient, type AppMessage } from '../../simulator/appClient';
import { baseUrl, DEMO_ACCOUNTS, gql, shortDeadlineUrl, staffToken } from './support';

/** Helpers of the chat specs: the cast, real users of the dating app, the message box. */

export const LONG =
  'Hello there! It is so nice to hear from you again, how was your weekend so far?';

interface Card {
  id: number;
  display_name: string;
  worker_id: number | null;
}

/** Moderators (as admin) and the demo chatter's id, on the run's main server or another. */
export async function cast(page: Page, origin = baseUrl()) {
  const admin = await staffToken(page, 'admin@demo.test', origin);
  const chatter = await staffToken(page, 'chatter@demo.test', origin);
  const list = await page.request.get(`${origin}/api/moderator/?limit=100`, {
    headers: { authorization: `Token ${admin.key}` },
  });
  const cards = ((await list.json()) as { results: Card[] }).results;
  return {
    admin,
    chatter,
    others: cards.filter((card) => card.worker_id !== chatter.user.id),
    own: cards.filter((card) => card.worker_id === chatter.user.id),
  };
}

let serial = 0;
/** Letters of this run, so that real users' names stay apart from earlier runs on the same data. */
const RUN = Date.now()
  .toString(36)
  .slice(-4)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
/** A real app user of the dating app, signed up over the public API, listening to replies. */
export async function realUser(origin = baseUrl()) {
  serial += 1;
  const email = `e2e.real.${Date.now().toString(36)}.${serial}@example.com`;
  const displayName = `Robin${serial}${RUN}`;
  const client = await AppClient.connect(origin, email, 'real-pass-1', displayName);
  const received: AppMessage[] = [];
  client.listen('0', (message) => void received.push(message));
  return { client, email, name: email.split('@')[0], displayName, received };
}

/** The real user in the workspace's picker (with their unread count, if any). */
export const pickerOption = (page: Page, user: { displayName: string }) =>
  page.getByRole('option', { name: new RegExp(`^${user.displayName}( \\(\\d+\\))?$`) });

export async function openChat(user: Awaited<ReturnType<typeof realUser>>, moderatorId: number) {
  const { appStartChat } = await user.client.graphql<{ appStartChat: { id: string } }>(
    'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
    { m: moderatorId },
  );
  return appStartChat.id;
}

export const box = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/**
 * Turns auto-offer on or off on the run's second server (offers are tried there: with auto-offer
 * on, every chat of the main server's specs would be offered to whichever chatter is signed in).
 * Capacity 20: the demo chatter may hold chats of the demo data already.
 */
export async function setAutoOffer(page: Page, enabled: boolean, origin = shortDeadlineUrl()) {
  const admin = await staffToken(page, DEMO_ACCOUNTS.admin, origin);
  const response = await page.request.post(`${origin}/graphql`, {
    headers: { authorization: `Token ${admin.key}` },
    data: {
      query: `mutation($e: Boolean!) {
        setAutoOffer(enabled: $e, capacity: 20, acceptSeconds: 20) { enabled }
      }`,
      variables: { e: enabled },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

/** The offer standing in the corner of the chatter's page. */
export const offerPrompt = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Chat offered to you' });

/**
 * Declines the offers by keyboard until the one of `user`'s chat stands: the demo data has chats
 * waiting from before, offered oldest first; each declined one goes and the next comes at once (a
 * declined chat is not offered back sooner than 20 s).
 */
export async function declineOffersUntil(page: Page, user: { displayName: string }) {
  const offer = offerPrompt(page);
  const declined = new Set<string>();
  for (;;) {
    await expect(offer).toContainText(/\S is writing to \S/);
    const text = (await offer.textContent()) ?? '';
    const chat = /to accept(.* is writing to .*?)\.Alt/.exec(text)?.[1] ?? '';
    if (chat.startsWith(`${user.displayName} is writing to`)) return offer;
    expect(declined.has(chat)).toBe(false);
    declined.add(chat);
    expect(declined.size).toBeLessThan(40);
    await page.keyboard.press('Alt+KeyD');
    // The declined offer leaves (its text stays while it slides out), the next one comes.
    await expect
      .poll(async () => (await offer.isVisible()) && (await offer.textContent())?.includes(chat))
      .toBeFalsy();
  }
}

/** Another demo chatter who may take chats from the queue. */
export async function secondChatter(page: Page, adminKey: string) {
  for (let n = 2; n <= 13; n += 1) {
    const email = `chatter${n}@demo.test`;
    const candidate = { ...(await staffToken(page, email)), email };
    const check = await gql<{ checkWorkerChatPermission: { isAllowed: boolean } }>(
      page,
      adminKey,
      'query($w: ID) { checkWorkerChatPermission(workerId: $w) { isAllowed } }',
      { w: String(candidate.user.id) },
    );
    if (check.checkWorkerChatPermission.isAllowed) return candidate;
  }
  throw new Error('No second chatter may take chats');
}

/**
 * The chats the demo data queued, held by another chatter for a test, so that the one its real
 * user starts is the oldest waiting (the next one Alt+N takes, or auto-offer offers); answers what
 * puts them back afterwards.
 */
export async function holdTheQueue(page: Page, key: string) {
  const { chatsInQueue } = await gql<{ chatsInQueue: { roomId: string }[] }>(
    page,
    key,
    'query { chatsInQueue { roomId } }',
  );
  for (const { roomId } of chatsInQueue) {
    await gql(page, key, 'mutation($r: ID!) { takeChat(roomId: $r) { id } }', { r: roomId });
  }
  return async () => {
    for (const { roomId } of chatsInQueue) {
      await gql(page, key, 'mutation($r: ID!) { releaseChat(roomId: $r) }', { r: roomId });
    }
  };
}
