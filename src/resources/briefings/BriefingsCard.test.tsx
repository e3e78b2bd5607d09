import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UnreadBriefing } from '../../../contract/briefings';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import { BriefingsCard } from './BriefingsCard';

function briefing(id: number, overrides: Partial<UnreadBriefing> = {}): UnreadBriefing {
  return {
    id,
    title: `Briefing ${id}`,
    body_html: `<p>Text of briefing ${id}</p>`,
    author_id: 7,
    author_name: 'Ada Admin',
    created_at: '2026-06-01T12:00:00.000Z',
    updated_at: '2026-06-01T12:00:00.000Z',
    ...overrides,
  };
}

/** Answers the unread list from `unread` and takes a briefing out of it when it is read. */
function serveUnread(unread: UnreadBriefing[]) {
  const reads: number[] = [];
  server.use(
    http.get('*/api/briefings/unread/', () =>
      HttpResponse.json({ results: unread, count: unread.length, next: null, previous: null }),
    ),
    http.post('*/api/briefings/:id/read/', ({ params }) => {
      const id = Number(params.id);
      reads.push(id);
      unread.splice(
        unread.findIndex((b) => b.id === id),
        1,
      );
      return HttpResponse.json({ id, read: true });
    }),
  );
  return reads;
}

const renderCard = () =>
  renderScreen(
    '#/dashboard',
    'CHATTER',
    {},
    {
      routes: <Route path="/dashboard" element={<BriefingsCard />} />,
    },
  );

describe('BriefingsCard', () => {
  it('asks for the next unread briefings once the shown ones are all read', async () => {
    const pages = [
      { results: [briefing(3)], count: 2 },
      { results: [briefing(1)], count: 1 },
    ];
    server.use(
      http.get('*/api/briefings/unread/', () =>
        HttpResponse.json({ ...(pages.shift() ?? pages[0]), next: null, previous: null }),
      ),
      http.post('*/api/briefings/:id/read/', ({ params }) =>
        HttpResponse.json({ id: Number(params.id), read: true }),
      ),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Briefing 3' }));
    expect(await screen.findByRole('heading', { name: 'Briefing 1' })).toBeVisible();
  });

  it('shows each unread briefing with its title, author and date, rich text kept', async () => {
    serveUnread([briefing(2, { body_html: '<p>Be <strong>kind</strong></p>' }), briefing(1)]);
    renderCard();
    const card = await screen.findByRole('region', { name: 'Team briefings: 2 unread' });
    const articles = within(card).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Briefing 2',
      'Briefing 1',
    ]);
    expect(within(articles[0]).getByText(/^Ada Admin, /)).toBeVisible();
    expect(within(articles[0]).getByText('kind').tagName).toBe('STRONG');
  });

  it('strips scripts, event handlers and javascript: links from a body', async () => {
    serveUnread([
      briefing(1, {
        body_html:
          '<p>Hello</p><script>window.hacked = true</script>' +
          '<img src="x" onerror="window.hacked = true">' +
          '<a href="javascript:window.hacked = true">click</a>' +
          '<a href="https://example.com/rules">rules</a>',
      }),
    ]);
    renderCard();
    const body = await screen.findByTestId('briefing-body');
    expect(body.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    expect(body.querySelector('img')).not.toBeNull();
    expect(within(body).getByText('click')).not.toHaveAttribute('href');
    const link = within(body).getByRole('link', { name: 'rules' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('hides a briefing once it is marked as read, and the card with the last one', async () => {
    const reads = serveUnread([briefing(2), briefing(1)]);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Briefing 2' }));
    await waitFor(() => expect(screen.queryByText('Briefing 2')).toBeNull());
    expect(reads).toEqual([2]);
    expect(screen.getByRole('region', { name: 'Team briefings: 1 unread' })).toBeVisible();
    // The keyboard carries on from the card's heading, which says how many are left.
    expect(screen.getByRole('heading', { name: 'Team briefings: 1 unread' })).toHaveFocus();
    expect(await screen.findByText('“Briefing 2” marked as read')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Mark as read: Briefing 1' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(reads).toEqual([2, 1]);
  });

  it('shows nothing when there is nothing to read', async () => {
    let asked = false;
    server.use(
      http.get('*/api/briefings/unread/', () => {
        asked = true;
        return HttpResponse.json({ results: [], count: 0, next: null, previous: null });
      }),
    );
    const { container } = renderCard();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('article')).toBeNull();
  });
});
