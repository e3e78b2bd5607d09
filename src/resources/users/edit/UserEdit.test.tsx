import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, http } from 'msw';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Presets } from '../../../../contract/presets';
import type { Role } from '../../../../contract/rules/roles';
import type { UserDetail } from '../../../../contract/users';
import { authProvider } from '../../../authProvider/authProvider';
import { POSTS_REFRESH_MS } from '../../../components/posts/postEvents';
import { dataProvider } from '../../../dataProvider';
import { i18nProvider } from '../../../i18n/i18nProvider';
import { SIGNED_LINK_MARGIN_MS } from '../../../lib/mediaLinks';
import { server, sessionFor } from '../../../test/server';
import UserEdit from './UserEdit';

vi.mock('../../../components/map/LocationMap', () => ({
  LocationMap: ({ location }: { location: [number, number] | null }) => (
    <div data-testid="location-map">{location?.join(',')}</div>
  ),
}));

const presets: Partial<Presets> = {
  ages: [
    { id: 8, age: '25' },
    { id: 18, age: '35' },
  ],
  genders: [
    { id: 1, gender: 'Male' },
    { id: 2, gender: 'Female' },
  ],
  subscriptions: [{ id: 1, name: 'SILVER' }],
  languages: [{ id: 1, language: 'English' }],
  interestedIn: [
    { id: 2, interestedIn: 'Casual Men' },
    { id: 5, interestedIn: 'Business contacts Men' },
  ],
  tags: [{ id: 1, tag: 'Hiking' }],
};

const baseUser: UserDetail = {
  id: 5,
  display_name: 'Jane_25',
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane.doe@example.com',
  phone: '+33 1 23',
  disabled: false,
  is_blocked: false,
  reports: [{ id: 1, reason: 'Spam messages', created_at: '2024-03-01T10:00:00Z' }],
  sign_up: '2024-01-02T03:04:05Z',
  user_last_seen: null,
  isOnline: true,
  age: 8,
  gender: 2,
  country: 'France',
  avatar: null,
  user_subscription: { id: 1, package: 'SILVER' },
  height: null,
  ethnicity: null,
  zodiacSign: null,
  familyPlans: null,
  politics: null,
  religion: null,
  language: [1],
  interested_in: '2,5',
  tags: [1],
  about: 'Hello there',
  address: '1 rue de Rivoli',
  location: [48.85, 2.35],
  city: 'Paris',
  zip_code: '75001',
  country_code: 'FR',
  avatar_photos: [
    { id: 11, file_url: '/media/first.JPG', thumbnail_url: null, type: 'PUBLIC', video: false },
    { id: 12, file_url: '/media/clip.mp4', thumbnail_url: null, type: 'PUBLIC', video: true },
    { id: 13, file_url: '', thumbnail_url: null, type: 'PRIVATE', video: false },
  ],
  avatar_index: 0,
  stories: [],
  moments: [],
};

let current: UserDetail;
afterEach(() => {
  vi.useRealTimers();
});
beforeEach(() => {
  current = structuredClone(baseUser);
  server.use(
    http.get('*/api/', () => HttpResponse.json(presets)),
    http.get('*/api/user/5/', () => HttpResponse.json(current)),
    graphql.query('Stories', () =>
      HttpResponse.json({ data: { allUserStories: [], userScheduledStories: [] } }),
    ),
    graphql.query('Moments', () =>
      HttpResponse.json({ data: { allUserMoments: [], userScheduledMoments: [] } }),
    ),
  );
});

function renderPage(role: Role) {
  localStorage.setItem('backoffice.session', JSON.stringify(sessionFor(role)));
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter initialEntries={['/users/edit/5']}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <Routes>
          <Route path="/users/edit/:id" element={<UserEdit id="5" />} />
          <Route path="/users" element={<p>The users list</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return user;
}

const button = (name: string) => screen.getByRole('button', { name });

/** Block user, then the Confirm's own Block user. */
async function blockConfirmed(user: ReturnType<typeof renderPage>) {
  await user.click(await screen.findByRole('button', { name: 'Block user' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Block user' }));
}

// Each test boots react-admin and its form; the first one also warms the module graph.
describe('the real-user detail page', () => {
  it('asks before blocking, blocks on Confirm and then offers Unblock', async () => {
    let sent: unknown = null;
    server.use(
      http.patch('*/api/user/5/', async ({ request }) => {
        sent = await request.json();
        current = { ...current, is_blocked: true };
        return HttpResponse.json(current);
      }),
    );
    const user = renderPage('ADMIN');
    expect(await screen.findByRole('heading', { name: 'Jane_25' })).toBeVisible();
    expect(screen.getByTestId('online-status')).toHaveTextContent('Online');
    expect(screen.getByTestId('blocked-status')).toHaveTextContent('Not blocked');
    expect(await screen.findByRole('button', { name: 'Block user' })).toBeEnabled();
    expect(button('Unblock user')).toBeDisabled();
    expect(button('Remove reports')).toBeEnabled();

    // Cancel leaves the user as they were.
    await user.click(button('Block user'));
    const asked = await screen.findByRole('dialog', { name: 'Block Jane_25?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toBeNull();

    await user.click(button('Block user'));
    const confirm = await screen.findByRole('dialog', { name: 'Block Jane_25?' });
    expect(within(confirm).getByText(/cannot sign in until unblocked/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Block user' }));
    expect(await screen.findByText('Jane_25 blocked')).toBeVisible();
    expect(sent).toEqual({ is_blocked: true });
    expect(screen.getByTestId('blocked-status')).toHaveTextContent('Blocked');
    // The dialog's own 'Block user' leaves with its closing transition.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button('Block user')).toBeDisabled();
    expect(button('Unblock user')).toBeEnabled();
  });

  it('unblocks a blocked user', async () => {
    current.is_blocked = true;
    let sent: unknown = null;
    server.use(
      http.patch('*/api/user/5/', async ({ request }) => {
        sent = await request.json();
        current = { ...current, is_blocked: false };
        return HttpResponse.json(current);
      }),
    );
    const user = renderPage('SUPER_ADMIN');
    expect(await screen.findByRole('button', { name: 'Block user' })).toBeDisabled();
    await user.click(button('Unblock user'));
    expect(await screen.findByText('Jane_25 unblocked')).toBeVisible();
    expect(sent).toEqual({ is_blocked: false });
    expect(button('Block user')).toBeEnabled();
    expect(button('Unblock user')).toBeDisabled();
  });

  it("removes the reports and then says 'No reports'", async () => {
    let deleted = false;
    server.use(
      http.delete('*/api/user/5/reports/', () => {
        deleted = true;
        current = { ...current, reports: [] };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = renderPage('ADMIN');
    const reports = await screen.findByRole('region', { name: 'Reports' });
    expect(within(reports).getByText('Spam messages')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Remove reports' }));
    // Asked first: the reports are gone for good. Cancel keeps them.
    const ask = await screen.findByRole('dialog', { name: 'Remove the reports of Jane_25?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(false);
    await user.click(button('Remove reports'));
    const again = await screen.findByRole('dialog', { name: 'Remove the reports of Jane_25?' });
    await user.click(within(again).getByRole('button', { name: 'Remove reports' }));
    expect(await screen.findByText('Reports of Jane_25 removed')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(true);
    expect(within(reports).getByText('No reports')).toBeVisible();
    expect(button('Remove reports')).toBeDisabled();
  });

  it("shows 'Unexpected API response' when blocking fails", async () => {
    server.use(
      http.patch('*/api/user/5/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
    );
    const user = renderPage('ADMIN');
    await blockConfirmed(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred when process this operation');
    expect(alert).toHaveTextContent('Unexpected API response');
    expect(screen.getByTestId('blocked-status')).toHaveTextContent('Not blocked');
  });

  it("shows 'Unexpected API response' when blocking answers 200 without the user", async () => {
    server.use(http.patch('*/api/user/5/', () => new HttpResponse(null, { status: 200 })));
    const user = renderPage('ADMIN');
    await blockConfirmed(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected API response');
  });

  it('hides the block buttons and Save from chatters and shows read-only fields', async () => {
    renderPage('CHATTER');
    expect(await screen.findByText('Only a super admin can change these details.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Block user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('gives admins the block buttons but no Save or Cancel', async () => {
    renderPage('ADMIN');
    await screen.findByRole('heading', { name: 'Jane_25' });
    await screen.findByText('Only a super admin can change these details.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
  });

  it('shows the masked email, preset labels, the map, photos and videos by extension', async () => {
    renderPage('ADMIN');
    await screen.findByRole('heading', { name: 'Jane_25' });
    const email = screen.getByLabelText('Email');
    expect((email as HTMLInputElement).value).toMatch(/^jan/);
    expect((email as HTMLInputElement).value).not.toContain('doe');
    expect(email).toBeDisabled();
    expect(screen.getByLabelText('Country')).toHaveValue('France');
    await waitFor(() => expect(screen.getByText('25')).toBeVisible());
    expect(screen.getByText('Female')).toBeVisible();
    // The sections below the form are drawn after it.
    expect(await screen.findByTestId('location-map')).toHaveTextContent('48.85,2.35');

    const publicPhotos = within(screen.getByRole('list', { name: 'Photos' }));
    const photos = publicPhotos.getAllByTestId('photo-tile');
    expect(photos).toHaveLength(2);
    expect(within(photos[0]).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      '/media/first.JPG',
    );
    expect(within(photos[0]).getByRole('button', { name: 'Primary image' })).toBeDisabled();
    expect(await within(photos[1]).findByRole('button', { name: 'Make primary' })).toBeEnabled();
    expect(photos[1].querySelector('video')).toHaveAttribute('src', '/media/clip.mp4');
    expect(within(photos[1]).queryByRole('img')).not.toBeInTheDocument();
    const privatePhotos = within(screen.getByRole('list', { name: 'Private Photos' }));
    expect(privatePhotos.getByTestId('media-placeholder')).toBeVisible();
    expect(await screen.findByText('No stories selected')).toBeVisible();
    expect(await screen.findByText('No moments selected')).toBeVisible();
  });

  it('lists the user’s stories and moments read-only and refreshes them every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const asked: number[] = [];
    let stories = [] as unknown[];
    server.use(
      graphql.query('Stories', ({ variables }) => {
        asked.push(variables.userId as number);
        return HttpResponse.json({
          data: { allUserStories: stories, userScheduledStories: [] },
        });
      }),
      graphql.query('Moments', () =>
        HttpResponse.json({
          data: {
            allUserMoments: [
              {
                id: 2,
                file_url: '/media/moment.webp',
                thumbnail: null,
                video: false,
                momentDescription: 'At the beach',
                publishAt: null,
                createdDate: '2024-02-02T00:00:00Z',
                likesCount: 0,
                commentsCount: 0,
              },
            ],
            userScheduledMoments: [],
          },
        }),
      ),
    );
    current.reports = [];
    renderPage('REGULAR');
    await screen.findByRole('heading', { name: 'Jane_25' });
    const moments = await screen.findByRole('list', { name: 'Moments' });
    expect(within(moments).getByText('At the beach')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add moment' })).not.toBeInTheDocument();
    expect(await screen.findByText('No stories selected')).toBeVisible();
    expect(asked).toEqual([5]);
    stories = [
      {
        id: 1,
        file_url: '/media/story.mp4',
        thumbnail: null,
        fileType: 'video',
        publishAt: null,
        createdDate: '2024-02-01T00:00:00Z',
        likesCount: 0,
        commentsCount: 0,
      },
    ];
    // The next refresh, 5 s later, brings the story that was posted meanwhile.
    act(() => vi.advanceTimersByTime(POSTS_REFRESH_MS));
    const published = await screen.findByRole('list', { name: 'Stories' }, { timeout: 7000 });
    expect(published.querySelector('video')).toHaveAttribute('src', '/media/story.mp4');
    expect(screen.getByText('No reports')).toBeVisible();
  });

  it('saves a super admin’s changes with the save defaults and goes to /users', async () => {
    Object.assign(current, { age: null, language: [], interested_in: '' });
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.put('*/api/user/5/', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...current, ...sent, interested_in: '' });
      }),
    );
    const user = renderPage('SUPER_ADMIN');
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/users');
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '+33 9 99');
    await user.click(button('Save'));
    // The notice first: it shows as the save answers and hides after a few seconds, which a
    // loaded machine can spend drawing the list.
    expect(await screen.findByText('Jane_25 saved')).toBeVisible();
    expect(await screen.findByText('The users list')).toBeVisible();
    expect(sent).toEqual({
      display_name: 'Jane_25',
      phone: '+33 9 99',
      disabled: false,
      subscription_id: 1,
      age: 35,
      height: null,
      ethnicity: null,
      zodiacSign: null,
      familyPlans: null,
      politics: null,
      religion: null,
      gender: 2,
      language: [],
      interested_in: [],
      tags: [1],
      about: 'Hello there',
    });
  });

  it('shows the save error header above the server’s errors on a 400', async () => {
    server.use(
      http.put('*/api/user/5/', () =>
        HttpResponse.json({ errors: ['Phone is not valid'] }, { status: 400 }),
      ),
    );
    const user = renderPage('SUPER_ADMIN');
    await screen.findByRole('button', { name: 'Save' });
    await user.type(screen.getByLabelText('Phone'), 'x');
    await user.click(button('Save'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There are some errors while updating user details!');
    expect(alert).toHaveTextContent('Phone is not valid');
    expect(screen.queryByText('The users list')).not.toBeInTheDocument();
  });

  it('goes back to /users on Cancel', async () => {
    const user = renderPage('SUPER_ADMIN');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('The users list')).toBeVisible();
  });

  it("says 'Given user is not found' on a 404", async () => {
    server.use(
      http.get('*/api/user/5/', () =>
        HttpResponse.json({ detail: 'Given user is not found' }, { status: 404 }),
      ),
    );
    renderPage('ADMIN');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Given user is not found');
    expect(screen.queryByText('The users list')).not.toBeInTheDocument();
  });

  it('reads the user again just before private photo links expire, keeping what was typed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // As the server signs: valid for an hour or more, to a whole hour.
      const exp = Math.ceil(Date.now() / 3_600_000 + 1) * 3600;
      const link = (sig: string) => `/media/secret.jpg?exp=${exp}&sig=${sig.repeat(64)}`;
      const privatePhoto = (sig: string) => ({
        id: 13,
        file_url: link(sig),
        thumbnail_url: null,
        type: 'PRIVATE' as const,
        video: false,
      });
      current.avatar_photos = [privatePhoto('a')];
      const user = renderPage('SUPER_ADMIN');
      const shown = () =>
        within(screen.getByRole('region', { name: 'Photos' }))
          .getAllByRole('img', { name: 'Photo 1' })
          .map((image) => image.getAttribute('src'));
      expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeVisible();
      expect(shown()).toEqual([link('a')]);
      await screen.findByRole('link', { name: 'Cancel' }); // a super admin's form is editable
      const phone = screen.getByLabelText('Phone');
      await user.clear(phone);
      await user.type(phone, '+33 9 99');
      current = { ...current, avatar_photos: [privatePhoto('b')] };
      // Not read again on a clock: only shortly before the link expires.
      act(() => vi.advanceTimersByTime(5 * 60_000));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(shown()).toEqual([link('a')]);
      // (The interval was set at the reading, a moment ago: a few seconds more reach it.)
      act(() => vi.advanceTimersByTime(exp * 1000 - Date.now() - SIGNED_LINK_MARGIN_MS + 5000));
      for (let tries = 0; tries < 200 && shown()[0] === link('a'); tries += 1) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      }
      expect(shown()).toEqual([link('b')]);
      expect(screen.getByLabelText('Phone')).toHaveValue('+33 9 99');
    } finally {
      vi.useRealTimers();
    }
  });
});
