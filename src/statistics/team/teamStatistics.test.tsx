import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';
import { nanos, teamMember } from '../fixtures';

const NOW = new Date('2026-03-15T10:00:00Z');
/** The whole app boots lazily in jsdom: a busy 2-core machine needs more than 5 s the first time. */
const FIRST_LOAD = { timeout: 12_000 };
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;

function answerTeam() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    graphql.query('TeamStatistics', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: {
          teamMessagesStatistics: [
            teamMember({
              workerId: '1',
              name: 'Ada, the first',
              email: 'ada@demo.test',
              sentCount: 5,
              receivedCount: 40,
              medianResponseSeconds: 30,
              lastMessage: nanos(Date.UTC(2026, 2, 14, 9, 0)),
              activeChats: 2,
            }),
            teamMember({
              workerId: '2',
              name: 'Bob',
              email: 'bob@demo.test',
              sentCount: 20,
              receivedCount: 10,
              medianResponseSeconds: null,
            }),
            teamMember({
              workerId: '3',
              name: 'Cy',
              email: 'cy@demo.test',
              sentCount: 12,
              receivedCount: 25,
              medianResponseSeconds: 200,
            }),
          ],
        },
      });
    }),
  );
  return asked;
}

const NAMES = ['Ada, the first', 'Bob', 'Cy'];

/** The workers' names in the order of the table's rows. */
async function order() {
  const table = await screen.findByRole('table', {}, FIRST_LOAD);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => NAMES.find((name) => row.textContent?.includes(name)));
}

function textOf(blob: Blob) {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the team view', () => {
  it('lists the month, most messages sent first, and sorts by received and response time', async () => {
    const asked = answerTeam();
    const { user } = renderRoot('#/statistics/team', 'ADMIN');
    await waitFor(async () => expect(await order()).toEqual(['Bob', 'Cy', 'Ada, the first']));
    expect(asked).toContainEqual({ month: '2026-03', tz: TZ });
    expect(screen.getByText('30 s')).toBeVisible();
    expect(screen.getByText('3 min 20 s')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /sort by received/i }));
    await screen.findByRole('button', { name: 'Sort by received ascending' });
    await waitFor(async () => expect(await order()).toEqual(['Ada, the first', 'Cy', 'Bob']));
    await user.click(screen.getByRole('button', { name: /sort by median response/i }));
    // Ascending: the quickest first; a worker without answers last.
    await waitFor(async () => expect(await order()).toEqual(['Ada, the first', 'Cy', 'Bob']));
    await user.click(
      await screen.findByRole('button', { name: 'Sort by median response descending' }),
    );
    await waitFor(async () => expect(await order()).toEqual(['Cy', 'Ada, the first', 'Bob']));
  });

  it('opens a column’s sort tooltip above the header, off the first row', async () => {
    answerTeam();
    const { user } = renderRoot('#/statistics/team', 'ADMIN');
    await screen.findByRole('table', {}, FIRST_LOAD);
    await user.hover(screen.getByRole('button', { name: /sort by received/i }));
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip.getAttribute('data-popper-placement')).toMatch(/^top/));
  });

  it('asks for a day when Daily is chosen', async () => {
    const asked = answerTeam();
    const { user } = renderRoot('#/statistics/team', 'ADMIN');
    await screen.findByRole('table', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Daily' }));
    await waitFor(() => expect(asked).toContainEqual({ day: '2026-03-15', tz: TZ }));
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(asked).toContainEqual({ day: '2026-03-14', tz: TZ }));
  });

  it('exports the figures as CSV with explicit headers', async () => {
    answerTeam();
    const files: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:team';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderRoot('#/statistics/team', 'ADMIN');
    await screen.findByRole('table', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(click).toHaveBeenCalled();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('worker-statistics-2026-03.csv');
    expect((await textOf(files[0])).split('\r\n')).toEqual([
      'Name,Email,Sent,Received,Median response (seconds),Active chats,Last message (UTC),Period,Time zone',
      `Bob,bob@demo.test,20,10,,0,,2026-03,${TZ}`,
      `Cy,cy@demo.test,12,25,200,0,,2026-03,${TZ}`,
      `"Ada, the first",ada@demo.test,5,40,30,2,2026-03-14T09:00:00.000Z,2026-03,${TZ}`,
    ]);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('is for admins: a chatter goes to the dashboard', async () => {
    renderRoot('#/statistics/team', 'CHATTER');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});
