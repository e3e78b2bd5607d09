import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Dashboard from '../../custom-routes/dashboard/Dashboard';
import type { WorkerStatistics } from '../../dataProvider/statistics';
import { i18nProvider } from '../../i18n/i18nProvider';
import { timeZoneLabel } from '../../lib/periods';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import { nanos, teamMember, workerStats } from '../fixtures';

const NOW = new Date('2026-03-15T10:00:00Z');
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

type Vars = Record<string, unknown>;

/** An admin's dashboard is the worker statistics view. */
const dashboard = <Route path="/dashboard" element={<Dashboard />} />;

/** Answers the statistics queries and records what was asked. */
function answer(stats: (vars: Vars) => WorkerStatistics) {
  const calls: { op: string; vars: Vars }[] = [];
  server.use(
    graphql.query('TeamStatistics', ({ variables }) => {
      calls.push({ op: 'team', vars: variables });
      return HttpResponse.json({
        data: {
          teamMessagesStatistics: [
            teamMember({ lastContact: nanos(NOW.getTime() - 60_000), isOnline: true }),
            teamMember({ workerId: '13', name: 'Bob Chatter', email: 'bob@demo.test' }),
          ],
        },
      });
    }),
    graphql.query('WorkerMonthStatistics', ({ variables }) => {
      calls.push({ op: 'month', vars: variables });
      return HttpResponse.json({ data: { messagesStatistics: stats(variables) } });
    }),
    graphql.query('WorkerDayStatistics', ({ variables }) => {
      calls.push({ op: 'day', vars: variables });
      return HttpResponse.json({ data: { sameDayMessagesStatistics: stats(variables) } });
    }),
  );
  return calls;
}

const busy = (vars: Vars) =>
  workerStats({
    workerId: String(vars.w),
    name: vars.w === '13' ? 'Bob Chatter' : 'Ada Worker',
    days: [
      { day: '2026-03-02', sentCount: 4, receivedCount: 3 },
      { day: '2026-03-14', sentCount: 6, receivedCount: 9 },
    ],
    hours: [{ hour: 9, sentCount: 2, receivedCount: 1 }],
    totals: { sentCount: 10, receivedCount: 12 },
    medianResponseSeconds: 80,
    lastContact: nanos(NOW.getTime() - 60_000),
    isOnline: true,
    lastMessage: nanos(NOW.getTime() - 120_000),
    activeChats: 3,
    moderators: [
      { id: 31, fullName: 'Lena Fake', avatar: null },
      { id: 32, fullName: 'Mia Fake', avatar: null },
    ],
  });

function rowOf(table: HTMLElement, slot: string) {
  const header = within(table).getByRole('rowheader', { name: slot });
  return within(header.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the admin dashboard: worker statistics', () => {
  it("shows the first worker's month: figures, chart table, dot, moderators' edit links", async () => {
    const calls = answer(busy);
    renderScreen('#/dashboard', 'ADMIN', {}, { routes: dashboard });
    const table = await screen.findByRole('table', { name: /Messages sent and received/ });
    expect(calls).toContainEqual({ op: 'team', vars: { month: '2026-03', tz: TZ } });
    expect(calls).toContainEqual({ op: 'month', vars: { w: '12', month: '2026-03', tz: TZ } });
    // One row per day of March, plus the totals.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 31 + 1);
    expect(rowOf(table, '2')).toEqual(['4', '3']);
    expect(rowOf(table, '14')).toEqual(['6', '9']);
    expect(rowOf(table, '1')).toEqual(['0', '0']);
    expect(rowOf(table, 'Total')).toEqual(['10', '12']);
    expect(screen.getByRole('heading', { name: 'Ada Worker' })).toBeVisible();
    expect(screen.getByText('ID 12')).toBeVisible();
    expect(screen.getByText(`Days and hours in ${timeZoneLabel(TZ)}`)).toBeVisible();
    expect(screen.getByText('1 min 20 s')).toBeVisible();
    expect(screen.queryByText('Worker lastseen Nil')).toBeNull();
    expect(
      screen.getAllByRole('img', { name: 'Online (active in the last 5 minutes)' }),
    ).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Edit Lena Fake' })).toHaveAttribute(
      'href',
      '#/workers/12/fakeUsers/edit/31',
    );
    expect(screen.getByRole('link', { name: 'Edit Mia Fake' })).toHaveAttribute(
      'href',
      '#/workers/12/fakeUsers/edit/32',
    );
    expect(screen.getByRole('link', { name: 'Invite staff' })).toHaveAttribute(
      'href',
      '#/workers/newInvitation/',
    );
  });

  it("groups large counts with the locale's separators, as the team table does", async () => {
    answer((vars) =>
      workerStats({
        ...busy(vars),
        days: [{ day: '2026-03-14', sentCount: 11_710, receivedCount: 1_513 }],
        totals: { sentCount: 11_710, receivedCount: 1_513 },
      }),
    );
    renderScreen('#/dashboard', 'ADMIN', {}, { routes: dashboard });
    const table = await screen.findByRole('table', { name: /Messages sent and received/ });
    expect(rowOf(table, '14')).toEqual(['11,710', '1,513']);
    expect(rowOf(table, 'Total')).toEqual(['11,710', '1,513']);
    expect(screen.getByText('11,710', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('1,513', { selector: 'dd' })).toBeVisible();
  });

  it("says 'No activity' and 'Worker lastseen Nil' for an idle worker", async () => {
    answer(() => workerStats());
    renderScreen('#/dashboard', 'ADMIN', {}, { routes: dashboard });
    expect(await screen.findByText('No activity')).toBeVisible();
    expect(screen.getByText('Worker lastseen Nil')).toBeVisible();
    expect(screen.getByText('—')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No moderators')).toBeVisible();
  });

  it('keeps the selected worker in the URL and filters the list by name or email', async () => {
    const calls = answer(busy);
    const { user } = renderScreen('#/dashboard?worker=13', 'ADMIN', {}, { routes: dashboard });
    expect(await screen.findByRole('heading', { name: 'Bob Chatter' })).toBeVisible();
    expect(calls).toContainEqual({ op: 'month', vars: { w: '13', month: '2026-03', tz: TZ } });
    const list = screen.getByRole('navigation', { name: 'Workers' });
    await user.type(
      within(list).getByRole('searchbox', { name: 'Search by name or email' }),
      'ada@',
    );
    expect(within(list).queryByText('Bob Chatter')).toBeNull();
    await user.click(within(list).getByText('Ada Worker'));
    expect(await screen.findByRole('heading', { name: 'Ada Worker' })).toBeVisible();
    expect(window.location.hash).toContain('worker=12');
  });

  it('moves by month and by day, and never past today', async () => {
    const calls = answer(busy);
    const { user } = renderScreen('#/dashboard', 'ADMIN', {}, { routes: dashboard });
    await screen.findByRole('table', { name: /Messages sent and received/ });
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ op: 'month', vars: { w: '12', month: '2026-02', tz: TZ } }),
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    expect(window.location.hash).toContain('date=2026-02');

    // Daily goes to the first day of the month shown; its chart has 24 hourly slots.
    await user.click(screen.getByRole('button', { name: 'Daily' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ op: 'day', vars: { w: '12', day: '2026-02-01', tz: TZ } }),
    );
    expect(screen.getByRole('button', { name: 'Daily' })).toHaveAttribute('aria-pressed', 'true');
    const table = await screen.findByRole('table', { name: /Messages sent and received/ });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 24 + 1);
    expect(rowOf(table, '9')).toEqual(['2', '1']);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ op: 'day', vars: { w: '12', day: '2026-01-31', tz: TZ } }),
    );

    // Back to this month, then Daily is today, and Next day is disabled.
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Daily' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ op: 'day', vars: { w: '12', day: '2026-03-15', tz: TZ } }),
    );
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
  });

  it('draws the moderators again only when a period brings other ones', async () => {
    const others = (vars: Vars) =>
      vars.month === '2026-01'
        ? { ...busy(vars), moderators: [{ id: 33, fullName: 'Zoe Fake', avatar: null }] }
        : busy(vars);
    const calls = answer(others);
    const { user } = renderScreen('#/dashboard', 'ADMIN', {}, { routes: dashboard });
    expect(await screen.findByRole('link', { name: 'Edit Lena Fake' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(calls.filter(({ op }) => op === 'month')).toHaveLength(2));
    expect(await screen.findByRole('link', { name: 'Edit Lena Fake' })).toBeVisible();
    // Back to a month read already: the same moderators are not drawn again (each render of
    // the links asks for their labels again).
    const translate = vi.spyOn(i18nProvider, 'translate');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(window.location.hash).toContain('date=2026-03'));
    expect(screen.getByRole('link', { name: 'Edit Lena Fake' })).toBeVisible();
    expect(translate.mock.calls.filter(([key]) => key === 'app.statistics.edit_moderator')).toEqual(
      [],
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('link', { name: 'Edit Zoe Fake' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit Lena Fake' })).toBeNull();
    translate.mockRestore();
  });

  it('shows a chosen month at once, and the URL’s own when it changes otherwise (Back, a link)', async () => {
    const calls = answer(busy);
    const { user } = renderScreen('#/dashboard', 'ADMIN', {}, { routes: dashboard });
    await screen.findByRole('table', { name: /Messages sent and received/ });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('February 2026')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toContain('date=2026-02'));
    act(() => {
      window.location.hash = '#/dashboard?view=month&date=2026-01';
    });
    expect(await screen.findByText('January 2026')).toBeVisible();
    expect(calls).toContainEqual({ op: 'month', vars: { w: '12', month: '2026-01', tz: TZ } });
    expect(screen.queryByText('February 2026')).toBeNull();
  });

  it('shows the table in place of the chart on request', async () => {
    answer(busy);
    const { user } = renderScreen('#/dashboard', 'ADMIN', {}, { routes: dashboard });
    await screen.findByRole('table', { name: /Messages sent and received/ });
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByTestId('activity-chart')).toBeNull();
  });
});
