import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ModeratorCard, ModeratorDetail } from '../../../contract/moderators';
import { i18nProvider } from '../../i18n/i18nProvider';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import moderators from '.';

// Leaflet needs a real layout engine; the picker is replaced by what it holds.
vi.mock('../../components/map/AddressPicker', () => ({
  AddressPicker: ({ value }: { value: { address: string | null } }) => (
    <div data-testid="address-picker">{value.address}</div>
  ),
}));

const card: ModeratorCard = {
  id: 1,
  uid: 'm1x0x',
  display_name: 'Ann_25',
  first_name: 'Ann',
  age: 8,
  gender: 2,
  city: 'Paris',
  country: 'France',
  isOnline: false,
  avatar: null,
  photos_count: 0,
  stories_count: 0,
  moments_count: 0,
  owner: null,
  worker_id: null,
};

const detail: ModeratorDetail = {
  id: 1,
  uid: 'm1x0x',
  first_name: 'Ann',
  last_name: '',
  name: 'Ann',
  display_name: 'Ann_25',
  username: 'ann25',
  email: 'ann25@demo.test',
  about: '',
  note: '',
  work: 'Baker',
  education: '',
  age: 8,
  gender: 2,
  height: null,
  ethnicity: 1,
  zodiacSign: null,
  familyPlans: null,
  politics: null,
  religion: null,
  interestedIn: '1',
  tags: [1],
  tvShows: [],
  movies: [],
  music: [],
  books: [],
  sportsTeams: [],
  language: [],
  address: 'Main street',
  city: 'Paris',
  state: null,
  country: 'France',
  zip_code: null,
  country_code: 'FR',
  location: [48.8, 2.3],
  subscription: { id: 1, name: 'Free' },
  isOnline: false,
  isModerator: true,
  owner_id: null,
  worker_id: null,
  avatar_index: 0,
  avatar_photos: [],
  sign_up: '2026-01-01T00:00:00Z',
  user_last_seen: null,
};

function serveModerator() {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/api/moderator/', () =>
      HttpResponse.json({ results: [card], count: 1, next: null, previous: null }),
    ),
    http.get('*/api/moderator/1/', () => HttpResponse.json(detail)),
    http.put('*/api/moderator/1/', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(detail);
    }),
    graphql.query('Admins', () => HttpResponse.json({ data: { usersAdmins: [] } })),
    graphql.query('Stories', () =>
      HttpResponse.json({ data: { allUserStories: [], userScheduledStories: [] } }),
    ),
    graphql.query('Moments', () =>
      HttpResponse.json({ data: { allUserMoments: [], userScheduledMoments: [] } }),
    ),
    graphql.query('AllMoments', () => HttpResponse.json({ data: { allMoments: [] } })),
    graphql.query('StockImages', () => HttpResponse.json({ data: { stockImages: [] } })),
  );
  return bodies;
}

describe('/moderators/edit/{id}', () => {
  it('opens from a list card on the detail, saves it and returns to the list', async () => {
    const bodies = serveModerator();
    const { user } = renderScreen('#/moderators', 'ADMIN', { moderators });
    const edit = await screen.findByRole('link', { name: 'Edit Ann_25' });
    await user.click(edit);
    const work = await screen.findByRole('textbox', { name: 'Work' });
    expect(work).toHaveValue('Baker');
    await user.type(work, 's');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.hash).toBe('#/moderators'));
    expect(bodies).toEqual([
      expect.objectContaining({ name: 'Ann', work: 'Bakers', interestedIn: [1], tags: [1] }),
    ]);
    expect(await screen.findByText('Ann saved')).toBeVisible();
  });

  it('renders none of the page but the form while it saves and leaves (the saved record included)', async () => {
    serveModerator();
    const { user } = renderScreen('#/moderators/edit/1', 'ADMIN', { moderators });
    const work = await screen.findByRole('textbox', { name: 'Work' });
    await user.type(work, 's');
    // Each render of the media sections asks for their titles again.
    const translate = vi.spyOn(i18nProvider, 'translate');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.hash).toBe('#/moderators'));
    const sectionTitles = translate.mock.calls.filter(
      ([key]) => key === 'app.media.private_photos',
    );
    translate.mockRestore();
    expect(sectionTitles).toEqual([]);
  });

  it('shows a refused save on the page, which stays; the next Save goes through', async () => {
    const bodies = serveModerator();
    let refuse = true;
    server.use(
      http.put('*/api/moderator/1/', async ({ request }) => {
        if (!refuse) return;
        refuse = false;
        await request.json();
        return HttpResponse.json({ email: ['This email is already taken.'] }, { status: 400 });
      }),
    );
    const { user } = renderScreen('#/moderators/edit/1', 'ADMIN', { moderators });
    const work = await screen.findByRole('textbox', { name: 'Work' });
    await user.type(work, 's');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This email is already taken/)).toBeVisible();
    expect(window.location.hash).toBe('#/moderators/edit/1');
    expect(work).toHaveValue('Bakers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.hash).toBe('#/moderators'));
    expect(bodies).toEqual([expect.objectContaining({ work: 'Bakers' })]);
  });

  it('puts the profile form right after the moderator’s own media, other people’s moments closed', async () => {
    serveModerator();
    const { user } = renderScreen('#/moderators/edit/1', 'ADMIN', { moderators });
    const save = await screen.findByRole('button', { name: 'Save' });
    const allMoments = screen.getByRole('button', { name: 'All users’ moments' });
    expect(allMoments).toHaveAttribute('aria-expanded', 'false');
    // Save comes before the feeds that are not the moderator's own.
    expect(
      save.compareDocumentPosition(allMoments) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const moments = screen.getByRole('region', { name: 'Moments' });
    expect(moments.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(allMoments);
    expect(allMoments).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a REGULAR the record with read-only fields and no Save', async () => {
    serveModerator();
    const { user } = renderScreen('#/moderators/edit/1', 'REGULAR', { moderators });
    const work = await screen.findByRole('textbox', { name: 'Work' });
    expect(work).toHaveAttribute('readonly');
    await user.type(work, 'x');
    expect(work).toHaveValue('Baker');
    for (const name of ['Name *', 'About', 'Education']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    const ethnicity = screen.getByRole('combobox', { name: 'Ethnicity *' });
    await user.click(ethnicity);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/read-only|cannot|only/i)).toBeVisible();
  });
});
