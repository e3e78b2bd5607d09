import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../../chat/messageFixture';
import type { ChatMessage } from '../../dataProvider/chat';
import type { WorkerStatistics } from '../../dataProvider/statistics';
import { i18nProvider } from '../../i18n/i18nProvider';
import { timeZoneLabel } from '../../lib/periods';
import { liveSocket } from '../../test/liveSocket';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';
import { workerStats } from '../fixtures';
import { msUntilNextMidnight, READ_AGAIN_MS } from './useLiveCounts';

const NOW = new Date('2026-03-15T10:00:00Z');
/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

type Vars = Record<string, unknown>;
interface Totals {
  sentCount: number;
  receivedCount: number;
}
/** The signed-in chatter of `renderRoot(…, 'CHATTER')`. */
const ME = 1;
/**
 * The counter reads the figures again a moment (SETTLE_MS) after the feed connects: allow for it,
 * with room for a loaded 2-core CI machine (6 s fell short once beside the e2e lane).
 */
const SETTLED = { timeout: 15_000 };

/**
 * Answers the chatter's statistics queries with `totals()` as they are when the query arrives
 * (the server's snapshot), after `before()` if given, and records what was asked.
 */
function answer(totals: () => Totals, before?: () => Promise<void>) {
  const calls: { op: string; vars: Vars }[] = [];
  const reply = (op: string, field: string, changes: Partial<WorkerStatistics> = {}) =>
    graphql.query(op, async ({ variables }) => {
      calls.push({ op, vars: variables });
      const snapshot = { ...totals() };
      await before?.();
      return HttpResponse.json({
        data: { [field]: workerStats({ totals: snapshot, ...changes }) },
      });
    });
  const days = [
    { day: '2026-03-09', sentCount: 3, receivedCount: 1 },
    { day: '2026-03-10', sentCount: 4, receivedCount: 2 },
  ];
  server.use(
    reply('WorkerDayStatistics', 'sameDayMessagesStatistics'),
    reply('WorkerWeekStatistics', 'sameWeekMessagesStatistics', { days }),
    reply('WorkerMonthStatistics', 'messagesStatistics', { days }),
  );
  return calls;
}

/**
 * A graphql-ws server on the mocked socket: acknowledges connections, remembers the live message
 * feed's subscriptions, and stores messages into `truth` (what the server counts for the chatter),
 * sending them live, or later as the replay a resuming feed asks for. The test can drop it.
 */
function liveServer(truth: Totals) {
  const socket = liveSocket();
  const feeds = {
    get length() {
      return socket.of('onNewMessage').length;
    },
    /** The `after` the feed's `n`th subscription resumed from. */
    after: (n: number) => socket.of('onNewMessage')[n].variables.after ?? null,
    close: (n: number) => socket.of('onNewMessage')[n].close(),
  };
  const stored: ChatMessage[] = [];
  const deliver = (message: ChatMessage) =>
    socket.of('onNewMessage').at(-1)?.next({ onNewMessage: message });
  const store = (changes: { senderWorkerId: number | null; receiverWorkerId: number | null }) => {
    const message = chatMessage({
      id: String(101 + stored.length),
      fromModerator: changes.senderWorkerId !== null,
      content: 'Hello',
      timestamp: NOW.toISOString(),
      ...changes,
    });
    stored.push(message);
    if (changes.senderWorkerId === ME) truth.sentCount += 1;
    if (changes.receiverWorkerId === ME) truth.receivedCount += 1;
    return message;
  };
  return {
    feeds,
    /** Stores a message and sends it live. */
    publish: (changes: Parameters<typeof store>[0]) => deliver(store(changes)),
    /** Stores a message while no feed hears it. */
    store,
    /** Sends what the newest feed missed: every stored message after its `after`. */
    replay() {
      const after = Number(feeds.after(feeds.length - 1));
      for (const message of stored) if (Number(message.id) > after) deliver(message);
    },
  };
}

const counter = () => screen.getByRole('region', { name: 'My messages' });

/**
 * The chatter's dashboard with today at 3 received / 5 sent, once its feed is live and the
 * reading taken on connecting has landed. `wait` holds the figures' answers while it is pending.
 */
async function liveCounter(wait?: () => Promise<void>) {
  const truth = { sentCount: 5, receivedCount: 3 };
  const calls = answer(() => truth, wait);
  const live = liveServer(truth);
  renderRoot('#/dashboard', 'CHATTER');
  expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
  await waitFor(() => expect(live.feeds).toHaveLength(1));
  await waitFor(() => expect(calls).toHaveLength(2), SETTLED);
  return { truth, calls, live };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the chatter's message counter", () => {
  it("groups large figures with the locale's separators", async () => {
    answer(() => ({ sentCount: 11_710, receivedCount: 1_513 }));
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 1,513 / Sent 11,710', {}, FIRST_LOAD)).toBeVisible();
  });

  it("shows today's figures, and each period's query and per-day table", async () => {
    const calls = answer(() => ({ sentCount: 5, receivedCount: 3 }));
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    expect(calls).toContainEqual({
      op: 'WorkerDayStatistics',
      vars: { w: '1', day: null, tz: TZ },
    });

    const pick = async (option: string) => {
      await user.click(within(counter()).getByRole('combobox', { name: 'Statistics period' }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Week');
    const dialog = await screen.findByRole('dialog', { name: 'My messages: Week' });
    expect(within(dialog).getByText(`Days and hours in ${timeZoneLabel(TZ)}`)).toBeVisible();
    expect(calls).toContainEqual({ op: 'WorkerWeekStatistics', vars: { w: '1', tz: TZ } });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows).toHaveLength(1 + 2 + 1);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1']);
    expect(within(rows[3]).getByRole('rowheader')).toHaveTextContent('Total');
    expect(
      within(rows[3])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '3']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await pick('Month');
    expect(await screen.findByRole('dialog', { name: 'My messages: Month' })).toBeVisible();
    expect(calls).toContainEqual({
      op: 'WorkerMonthStatistics',
      vars: { w: '1', month: '2026-03', tz: TZ },
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await pick('Prev. Month');
    expect(await screen.findByRole('dialog', { name: 'My messages: Prev. Month' })).toBeVisible();
    expect(calls).toContainEqual({
      op: 'WorkerMonthStatistics',
      vars: { w: '1', month: '2026-02', tz: TZ },
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The table opens again from its button; Day has none and opens no dialog.
    await user.click(within(counter()).getByRole('button', { name: 'Show the table' }));
    expect(await screen.findByRole('dialog', { name: 'My messages: Prev. Month' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pick('Day');
    expect(within(counter()).queryByRole('button', { name: 'Show the table' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves live with the feed, each message counted once', async () => {
    const truth = { sentCount: 5, receivedCount: 3 };
    answer(() => truth);
    const live = liveServer(truth);
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(live.feeds).toHaveLength(1));

    live.publish({ senderWorkerId: ME, receiverWorkerId: null });
    expect(await screen.findByText('Received 3 / Sent 6', {}, SETTLED)).toBeVisible();
    live.publish({ senderWorkerId: null, receiverWorkerId: ME });
    live.publish({ senderWorkerId: null, receiverWorkerId: ME });
    expect(await screen.findByText('Received 5 / Sent 6', {}, SETTLED)).toBeVisible();
    // Another worker's messages do not count.
    live.publish({ senderWorkerId: 2, receiverWorkerId: null });
    live.publish({ senderWorkerId: null, receiverWorkerId: 2 });
    live.publish({ senderWorkerId: ME, receiverWorkerId: null });
    expect(await screen.findByText('Received 5 / Sent 7', {}, SETTLED)).toBeVisible();
  });

  it('renders only its figures for a message, not the period picker or the table dialog', async () => {
    const { live } = await liveCounter();
    // Each render of the picker asks for its label again, of the dialog for its title.
    const translate = vi.spyOn(i18nProvider, 'translate');
    live.publish({ senderWorkerId: ME, receiverWorkerId: null });
    expect(await screen.findByText('Received 3 / Sent 6', {}, SETTLED)).toBeVisible();
    const keys = translate.mock.calls.map(([key]) => key);
    translate.mockRestore();
    expect(keys).toContain('app.statistics.counter.figures');
    expect(keys).not.toContain('app.statistics.counter.period');
    expect(keys).not.toContain('app.statistics.counter.dialog_title');
  });

  it('adds the replay of a resumed feed, without reading the figures again on top', async () => {
    const { calls, live } = await liveCounter();
    live.publish({ senderWorkerId: ME, receiverWorkerId: null });
    expect(await screen.findByText('Received 3 / Sent 6')).toBeVisible();

    // The connection drops; meanwhile the server stores two messages to this chatter. The feed
    // resumes from the last id it delivered and the server replays them, late (after a reading
    // would have landed): they are added once.
    const reads = calls.length;
    live.feeds.close(0);
    live.store({ senderWorkerId: null, receiverWorkerId: ME });
    live.store({ senderWorkerId: null, receiverWorkerId: ME });
    await waitFor(() => expect(live.feeds).toHaveLength(2), { timeout: 8_000 });
    expect(live.feeds.after(1)).toBe('101');
    await new Promise((resolve) => setTimeout(resolve, 400));
    live.replay();
    expect(await screen.findByText('Received 5 / Sent 6')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(counter()).getByText('Received 5 / Sent 6')).toBeVisible();
    expect(calls).toHaveLength(reads);
  });

  it('reads the figures again when the feed reconnects with nothing to resume from', async () => {
    const { live } = await liveCounter();

    // Nothing delivered yet, so the server cannot replay what the drop missed: read again.
    live.feeds.close(0);
    live.store({ senderWorkerId: ME, receiverWorkerId: null });
    live.store({ senderWorkerId: null, receiverWorkerId: ME });
    await waitFor(() => expect(live.feeds).toHaveLength(2), { timeout: 8_000 });
    expect(live.feeds.after(1)).toBeNull();
    expect(await screen.findByText('Received 4 / Sent 6', {}, SETTLED)).toBeVisible();
    live.publish({ senderWorkerId: ME, receiverWorkerId: null });
    expect(await screen.findByText('Received 4 / Sent 7')).toBeVisible();
  });

  it('counts a message that arrives while the figures are being read exactly once', async () => {
    let hold: Promise<void> | undefined;
    let release: () => void = () => undefined;
    const { calls, live } = await liveCounter(() => hold ?? Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 100));

    // A reading takes its snapshot, then a message is stored and arrives before the answer: the
    // answer does not hold it, so the figures are read again rather than the message dropped.
    hold = new Promise((resolve) => {
      release = resolve;
    });
    live.feeds.close(0);
    await waitFor(() => expect(live.feeds).toHaveLength(2), { timeout: 8_000 });
    await waitFor(() => expect(calls).toHaveLength(3), SETTLED);
    live.publish({ senderWorkerId: null, receiverWorkerId: ME });
    hold = undefined;
    release();
    expect(await screen.findByText('Received 4 / Sent 5', {}, SETTLED)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(counter()).getByText('Received 4 / Sent 5')).toBeVisible();
  });

  it('settles live additions against a fresh reading every few minutes', async () => {
    const truth = { sentCount: 5, receivedCount: 3 };
    answer(() => truth);
    const live = liveServer(truth);
    const timeouts = vi.spyOn(window, 'setTimeout');
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(live.feeds).toHaveLength(1));
    live.publish({ senderWorkerId: ME, receiverWorkerId: null });
    expect(await screen.findByText('Received 3 / Sent 6', {}, SETTLED)).toBeVisible();

    // The server's truth differs from what the feed added (say a reading ran ahead of it): the
    // next reading replaces the additions.
    truth.sentCount = 8;
    const planned = timeouts.mock.calls.filter(([, delay]) => delay === READ_AGAIN_MS);
    const latest = planned[planned.length - 1];
    if (!latest) throw new Error('no reading planned');
    (latest[0] as () => void)();
    expect(await screen.findByText('Received 3 / Sent 8')).toBeVisible();
    timeouts.mockRestore();
  });

  it('reads the figures again at local midnight, when a new day begins', async () => {
    const calls = answer(() => ({ sentCount: 5, receivedCount: 3 }));
    const timeouts = vi.spyOn(window, 'setTimeout');
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    const midnight = timeouts.mock.calls.find(([, delay]) => delay === msUntilNextMidnight(NOW));
    if (!midnight) throw new Error('no refresh planned for midnight');
    const dayReads = () => calls.filter((call) => call.op === 'WorkerDayStatistics').length;
    const before = dayReads();
    (midnight[0] as () => void)();
    await waitFor(() => expect(dayReads()).toBe(before + 1));
    timeouts.mockRestore();
  });

  it('stays live away from the chat workspace', async () => {
    const truth = { sentCount: 5, receivedCount: 3 };
    answer(() => truth);
    server.use(
      http.get('*/api/user/user-list/', () =>
        HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
      ),
    );
    const live = liveServer(truth);
    renderRoot('#/users', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(live.feeds).toHaveLength(1));
    live.publish({ senderWorkerId: null, receiverWorkerId: ME });
    expect(await screen.findByText('Received 4 / Sent 5', {}, SETTLED)).toBeVisible();
    expect(window.location.hash).toMatch(/^#\/users/);
  });

  it('does not move Prev. Month with live messages', async () => {
    answer(() => ({ sentCount: 5, receivedCount: 3 }));
    const live = liveServer({ sentCount: 5, receivedCount: 3 });
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(live.feeds).toHaveLength(1));
    await user.click(within(counter()).getByRole('combobox', { name: 'Statistics period' }));
    await user.click(await screen.findByRole('option', { name: 'Prev. Month' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    live.publish({ senderWorkerId: ME, receiverWorkerId: ME });
    live.publish({ senderWorkerId: ME, receiverWorkerId: null });
    // Give the feed time to deliver, then check nothing moved.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(counter()).getByText('Received 3 / Sent 5')).toBeVisible();
  });
});
