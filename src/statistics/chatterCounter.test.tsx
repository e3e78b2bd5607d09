import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from '../chat/messageFixture';
import { renderRoot } from '../test/renderRoot';
import { liveGraphql, server } from '../test/server';
import { workerStats } from './fixtures';
import { timeZoneLabel } from './periods';
import type { WorkerStatistics } from './statisticsCalls';
import { msUntilNextMidnight } from './useLiveCounts';

const NOW = new Date('2026-03-15T10:00:00Z');
/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

type Vars = Record<string, unknown>;

/** Answers the chatter's statistics queries with `totals()` and records what was asked. */
function answer(totals: () => { sentCount: number; receivedCount: number }) {
  const calls: { op: string; vars: Vars }[] = [];
  const reply = (op: string, field: string, changes: Partial<WorkerStatistics> = {}) =>
    graphql.query(op, ({ variables }) => {
      calls.push({ op, vars: variables });
      return HttpResponse.json({
        data: { [field]: workerStats({ totals: totals(), ...changes }) },
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
 * feed's subscription, and lets the test publish messages on it or drop the connection.
 */
function liveServer() {
  const feeds: { send: (data: string) => void; close: () => void; id: string }[] = [];
  server.use(
    liveGraphql.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data));
        if (message.type === 'connection_init')
          client.send(JSON.stringify({ type: 'connection_ack' }));
        if (message.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
        if (message.type === 'subscribe' && message.payload.query.includes('onNewMessage')) {
          feeds.push({
            id: message.id,
            send: (data) => client.send(data),
            close: () => client.close(1011, 'restart'),
          });
        }
      });
    }),
  );
  let nextId = 100;
  return {
    feeds,
    publish(changes: { senderWorkerId: number | null; receiverWorkerId: number | null }) {
      const feed = feeds[feeds.length - 1];
      nextId += 1;
      feed.send(
        JSON.stringify({
          type: 'next',
          id: feed.id,
          payload: {
            data: {
              onNewMessage: chatMessage({
                id: String(nextId),
                fromModerator: changes.senderWorkerId !== null,
                content: 'Hello',
                timestamp: NOW.toISOString(),
                ...changes,
              }),
            },
          },
        }),
      );
    },
  };
}

const counter = () => screen.getByRole('region', { name: 'My messages' });

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
    const rows = within(dialog).getAllByRole('row');
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

  it('moves live with the feed, and reads the figures again when the feed reconnects', async () => {
    let totals = { sentCount: 5, receivedCount: 3 };
    answer(() => totals);
    const live = liveServer();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(live.feeds).toHaveLength(1));

    live.publish({ senderWorkerId: 1, receiverWorkerId: null });
    expect(await screen.findByText('Received 3 / Sent 6')).toBeVisible();
    live.publish({ senderWorkerId: null, receiverWorkerId: 1 });
    live.publish({ senderWorkerId: null, receiverWorkerId: 1 });
    expect(await screen.findByText('Received 5 / Sent 6')).toBeVisible();
    // Another worker's messages do not count.
    live.publish({ senderWorkerId: 2, receiverWorkerId: null });
    live.publish({ senderWorkerId: null, receiverWorkerId: 2 });
    live.publish({ senderWorkerId: 1, receiverWorkerId: null });
    expect(await screen.findByText('Received 5 / Sent 7')).toBeVisible();

    // The connection drops; meanwhile the server counted more. Reconnecting reads them again,
    // and what the feed had added is not counted twice.
    totals = { sentCount: 9, receivedCount: 8 };
    live.feeds[0].close();
    await waitFor(() => expect(live.feeds).toHaveLength(2), { timeout: 8_000 });
    expect(await screen.findByText('Received 8 / Sent 9')).toBeVisible();
    live.publish({ senderWorkerId: 1, receiverWorkerId: null });
    expect(await screen.findByText('Received 8 / Sent 10')).toBeVisible();
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
    answer(() => ({ sentCount: 5, receivedCount: 3 }));
    server.use(
      http.get('*/api/user/user-list/', () =>
        HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
      ),
    );
    const live = liveServer();
    renderRoot('#/users', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(live.feeds).toHaveLength(1));
    live.publish({ senderWorkerId: null, receiverWorkerId: 1 });
    expect(await screen.findByText('Received 4 / Sent 5')).toBeVisible();
    expect(window.location.hash).toMatch(/^#\/users/);
  });

  it('does not move Prev. Month with live messages', async () => {
    answer(() => ({ sentCount: 5, receivedCount: 3 }));
    const live = liveServer();
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByText('Received 3 / Sent 5', {}, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(live.feeds).toHaveLength(1));
    await user.click(within(counter()).getByRole('combobox', { name: 'Statistics period' }));
    await user.click(await screen.findByRole('option', { name: 'Prev. Month' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    live.publish({ senderWorkerId: 1, receiverWorkerId: 1 });
    live.publish({ senderWorkerId: 1, receiverWorkerId: null });
    // Give the feed time to deliver, then check nothing moved.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(counter()).getByText('Received 3 / Sent 5')).toBeVisible();
  });
});
