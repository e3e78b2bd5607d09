import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MyBriefing } from '../../../contract/briefings';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import myBriefings from '.';

await import('./MyBriefingList');

const briefing = (id: number, readAt: string | null): MyBriefing => ({
  id,
  title: `Briefing ${id}`,
  body_html: `<p>Text of briefing ${id}</p><script>alert(1)</script>`,
  author_id: 7,
  author_name: 'Ada Admin',
  created_at: '2026-06-01T12:00:00.000Z',
  updated_at: '2026-06-01T12:00:00.000Z',
  read_at: readAt,
});

describe('a staff member’s own briefings', () => {
  it('shows read ones again with when they were read, and marks an unread one', async () => {
    const stored = [briefing(2, null), briefing(1, '2026-06-02T09:30:00.000Z')];
    const reads: number[] = [];
    server.use(
      http.get('*/api/briefings/mine/', () =>
        HttpResponse.json({ results: stored, count: 2, next: null, previous: null }),
      ),
      http.post('*/api/briefings/:id/read/', ({ params }) => {
        const id = Number(params.id);
        reads.push(id);
        stored[0] = { ...stored[0], read_at: '2026-06-03T10:00:00.000Z' };
        return HttpResponse.json({ id, read: true });
      }),
    );
    const { user } = renderScreen('#/myBriefings', 'CHATTER', { myBriefings });
    const old = await screen.findByRole('article', { name: 'Briefing 1' });
    expect(within(old).getByText('Text of briefing 1')).toBeVisible();
    expect(within(old).getByText(/^Read /)).toBeVisible();
    expect(within(old).queryByRole('button')).toBeNull();
    expect(document.querySelector('script')).toBeNull();

    const fresh = screen.getByRole('article', { name: 'Briefing 2' });
    await user.click(within(fresh).getByRole('button', { name: 'Mark as read: Briefing 2' }));
    await waitFor(() => expect(reads).toEqual([2]));
    expect(await screen.findByText('“Briefing 2” marked as read')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Briefing 2' })).queryByRole('button'),
      ).toBeNull(),
    );
  });

  it('sends admins, who read them in their own list, to the dashboard', async () => {
    renderScreen('#/myBriefings', 'ADMIN', { myBriefings });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});
