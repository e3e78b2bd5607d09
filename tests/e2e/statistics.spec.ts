import { expect, type Page } from '@playwright/test';
import { AppClient } from '../../simulator/appClient';
import { baseUrl, gql, signIn, staffToken, test } from './support';

const ANSWER = 'Thank you for writing! It is lovely to hear from you again, tell me more.';

interface Slot {
  sentCount: number;
  receivedCount: number;
}

/** The chart's figures as its table gives them: [sent, received] per slot, in order. */
async function tableFigures(page: Page) {
  const table = page.getByRole('table', { name: /Messages sent and received/ });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeAttached();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))),
  );
}

const figuresOf = (slots: Slot[]) => slots.map((slot) => [slot.sentCount, slot.receivedCount]);

test.describe('worker statistics', () => {
  test('an admin opens a worker, moves month and day, and the chart shows what the API says', async ({
    page,
  }) => {
    const admin = await staffToken(page, 'admin@demo.test');
    const chatter = await staffToken(page, 'chatter@demo.test');
    await signIn(page, 'admin@demo.test');
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await page.goto(`/#/dashboard?worker=${chatter.user.id}`);
    await expect(page.getByRole('heading', { name: 'Chris Chatter' })).toBeVisible();
    await expect(
      page.getByTestId('activity-chart').locator('.recharts-line').first(),
    ).toBeVisible();

    // Last month: a finished period, so nothing else running changes it meanwhile.
    await page.getByRole('button', { name: 'Previous month' }).click();
    const lastMonth = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date(new Date().setUTCDate(1) - 86_400_000))
      .slice(0, 7);
    const month = await gql<{ messagesStatistics: { days: Slot[]; totals: Slot } }>(
      page,
      admin.key,
      `query($w: ID!, $m: String!, $z: String) { messagesStatistics(workerId: $w, month: $m, timeZone: $z) {
        days { sentCount receivedCount } totals { sentCount receivedCount } } }`,
      { w: chatter.user.id, m: lastMonth, z: timeZone },
    );
    expect(month.messagesStatistics.totals.sentCount).toBeGreaterThan(0); // the demo's history
    await expect.poll(() => tableFigures(page)).toEqual(figuresOf(month.messagesStatistics.days));

    // Daily: the month's first day, then the day before it, hour by hour.
    await page.getByRole('button', { name: 'Daily' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(
      /view=day.*date=\d{4}-\d{2}-\d{2}|date=\d{4}-\d{2}-\d{2}.*view=day/,
    );
    const shown = /date=(\d{4}-\d{2}-\d{2})/.exec(page.url())?.[1];
    expect(shown?.slice(0, 7)).not.toBe(lastMonth); // moved back out of the month
    const day = await gql<{ sameDayMessagesStatistics: { hours: Slot[] } }>(
      page,
      admin.key,
      `query($w: ID!, $d: String, $z: String) { sameDayMessagesStatistics(workerId: $w, day: $d, timeZone: $z) {
        hours { sentCount receivedCount } } }`,
      { w: chatter.user.id, d: shown, z: timeZone },
    );
    const hours = day.sameDayMessagesStatistics.hours;
    // The demo's history may leave that day empty (it depends on today's date): then the screen
    // says so instead of drawing a chart.
    if (hours.every((slot) => slot.sentCount === 0 && slot.receivedCount === 0)) {
      await expect(page.getByText('No activity')).toBeVisible();
    } else {
      await expect.poll(() => tableFigures(page)).toEqual(figuresOf(hours));
    }
  });

  test('a chatter’s counter moves live when a message arrives and when they answer', async ({
    page,
  }) => {
    const admin = await staffToken(page, 'admin@demo.test');
    const chatter = await staffToken(page, 'chatter@demo.test');
    const list = await page.request.get(`${baseUrl()}/api/moderator/?limit=100`, {
      headers: { authorization: `Token ${admin.key}` },
    });
    const cards = ((await list.json()) as { results: { id: number; worker_id: number | null }[] })
      .results;
    const own = cards.find((card) => card.worker_id === chatter.user.id);
    if (!own) throw new Error('the demo chatter works no moderator');

    await signIn(page, 'chatter@demo.test');
    const counter = page.getByText(/^Received \d+ \/ Sent \d+$/);
    await expect(counter).toBeVisible();
    const read = async () => {
      const [, received, sent] = /Received (\d+) \/ Sent (\d+)/.exec(
        (await counter.textContent()) ?? '',
      ) as RegExpExecArray;
      return { received: Number(received), sent: Number(sent) };
    };
    const before = await read();

    const email = `e2e.stats.${Date.now().toString(36)}@example.com`;
    const user = await AppClient.connect(baseUrl(), email, 'real-pass-1', 'Sam');
    const { appStartChat } = await user.graphql<{ appStartChat: { id: string } }>(
      'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
      { m: own.id },
    );
    await user.send(appStartChat.id, 'Hello, are you there?', `e2e-stats-${Date.now()}`);
    await expect.poll(read).toEqual({ received: before.received + 1, sent: before.sent });

    await gql(
      page,
      chatter.key,
      'mutation($r: ID!, $c: String!) { sendMessage(roomId: $r, kind: "C", content: $c) { id } }',
      { r: appStartChat.id, c: ANSWER },
    );
    await expect.poll(read).toEqual({ received: before.received + 1, sent: before.sent + 1 });
    // Without a reload: the same page read the figures once and moved with the feed.
    await page.reload();
    await expect.poll(read).toEqual({ received: before.received + 1, sent: before.sent + 1 });
    await user.close();
  });
});
