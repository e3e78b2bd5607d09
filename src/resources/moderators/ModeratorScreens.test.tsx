import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ModeratorCard, ModeratorDetail } from '../../../contract/moderators';
import { renderRoot } from '../../test/renderRoot';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import moderators from '.';

// Leaflet needs a real layout engine; the picker is replaced by what it holds.
vi.mock('../../components/map/AddressPicker', () => ({
  AddressPicker: ({ value }: { value: { address: string | null } }) => (
    <div data-testid="address-picker">{value.address}</div>
  ),
}));

const card = (id: number): ModeratorCard => ({
  id,
  uid: `m${id}x0x`,
  display_name: `Mod_${id}`,
  first_name: `Mod${id}`,
  age: 8,
  gender: 2,
  city: 'Paris',
  country: 'France',
  isOnline: id === 1,
  avatar: null,
  photos_count: 1,
  stories_count: 2,
  moments_count: 0,
  owner: null,
  worker_id: null,
});

function serveList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/moderator/', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        results: [card(1), card(2)],
        count: 2,
        next: null,
        previous: null,
      });
    }),
    graphql.query('Admins', () =>
      HttpResponse.json({ data: { usersAdmins: [{ id: 4, fullName: 'Ada Admin' }] } }),
    ),
  );
  return queries;
}

describe('/moderators', () => {
  it('shows cards with age + 17 and counts, and sends the filters and sort', async () => {
    const queries = serveList();
    const { user } = renderScreen('#/moderators', 'ADMIN', { moderators });
    const cards = await screen.findAllByTestId('moderator-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('25 years · Paris, France')).toBeVisible();
    expect(within(cards[0]).getByText('1 photo · 2 stories · 0 moments')).toBeVisible();
    expect(queries.at(-1)?.get('limit')).toBe('28');
    expect(queries.at(-1)?.get('field')).toBe('sign_up');
    expect(queries.at(-1)?.get('ordered')).toBe('-1');

    await user.click(screen.getByLabelText('Collection Type'));
    await user.click(await screen.findByRole('option', { name: 'Has moments' }));
    await waitFor(() => expect(queries.at(-1)?.get('collection')).toBe('moments'));
    await user.click(screen.getByLabelText('Created by'));
    await user.click(await screen.findByRole('option', { name: 'Ada Admin' }));
    await waitFor(() => expect(queries.at(-1)?.get('created_by')).toBe('4'));
    await user.click(screen.getByLabelText('Sort by'));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(queries.at(-1)?.get('field')).toBe('display_name'));
    expect(queries.at(-1)?.get('ordered')).toBe('1');
    expect(screen.getByRole('link', { name: 'Add moderator' })).toHaveAttribute(
      'href',
      '#/create/moderator',
    );
  });

  it('offers no add button to a chatter', async () => {
    serveList();
    renderScreen('#/moderators', 'CHATTER', { moderators });
    await screen.findAllByTestId('moderator-card');
    expect(screen.queryByRole('link', { name: 'Add moderator' })).not.toBeInTheDocument();
  });
});

describe('/create/moderator', () => {
  it('sends a chatter to the dashboard, saying the page is not for their role', async () => {
    renderRoot('#/create/moderator', 'CHATTER');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'), { timeout: 12_000 });
    expect(await screen.findByText(/That page is not open to your role/)).toBeVisible();
  });

  it('shows every rule at once and moves to the media step only after a create', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            id: 77,
            display_name: 'Ann_25',
            avatar_photos: [],
            avatar_index: 0,
          } as Partial<ModeratorDetail>,
          { status: 201 },
        );
      }),
      http.get('*/api/moderator/77/', () =>
        HttpResponse.json({ id: 77, display_name: 'Ann_25', avatar_photos: [], avatar_index: 0 }),
      ),
      graphql.query('StockImages', () => HttpResponse.json({ data: { stockImages: [] } })),
    );
    const { user } = renderRoot('#/create/moderator', 'ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Create and continue' }));
    const alert = await screen.findByRole('alert');
    for (const message of [
      'Please enter name!',
      'Please select Ethnicity!',
      'Please select interested in!',
      'Please select tags!',
      'Please enter address!',
    ]) {
      expect(within(alert).getByText(message)).toBeVisible();
    }
    expect(bodies).toEqual([]);
    expect(screen.queryByText('No photos yet')).not.toBeInTheDocument();
  });
});

describe('/workers/{workerId}/fakeUsers/new', () => {
  it("says 'Worker ID is required' for worker 0", async () => {
    renderRoot('#/workers/0/fakeUsers/new', 'CHATTER');
    expect(await screen.findByText('Worker ID is required')).toBeVisible();
  });
});
