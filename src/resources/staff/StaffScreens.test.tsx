import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { StaffProfile } from '../../../contract/staff';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import admins from '../admins';
import workers from '../workers';

// Leaflet needs a real layout engine; the picker's map is replaced by its inputs' behaviour.
vi.mock('../../components/map/AddressPicker', () => ({
  AddressPicker: ({ value }: { value: { address: string | null } }) => (
    <div data-testid="address-picker">{value.address}</div>
  ),
}));

function profile(id: number, overrides: Partial<StaffProfile> = {}): StaffProfile {
  return {
    id,
    first_name: `First${id}`,
    last_name: 'Last',
    fullName: `First${id} Last`,
    email: `worker${id}@demo.test`,
    language_id_code: 'en',
    language: [1],
    about: '',
    pasteAccess: false,
    allow_manual_chat: false,
    address: 'Main street',
    location: [40.7, -74],
    city: 'New York',
    zip_code: null,
    country_code: 'US',
    country: 'United States',
    isOnline: id === 1,
    user_last_seen: id === 1 ? new Date().toISOString() : null,
    age: 10,
    roles: ['CHATTER'],
    ...overrides,
  };
}

function serveStaff(path: 'worker' | 'admin', profiles: StaffProfile[]) {
  const deleted: string[] = [];
  server.use(
    http.get(`*/api/${path}/`, () =>
      HttpResponse.json({ results: profiles, count: profiles.length, next: null, previous: null }),
    ),
    http.get('*/api/worker/:id/', ({ params }) => {
      const found = profiles.find((p) => String(p.id) === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Given user is not found' }, { status: 404 });
    }),
    http.delete('*/api/internal/workers/:id', ({ params }) => {
      deleted.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return deleted;
}

describe('/workers', () => {
  it('shows placeholder cards while the first page loads', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/worker/', async () => {
        await answered;
        return HttpResponse.json({ results: [profile(1)], count: 1, next: null, previous: null });
      }),
    );
    renderScreen('#/workers', 'ADMIN', { workers, admins });
    const cards = await screen.findByTestId('staff-cards');
    expect(cards).toHaveAttribute('aria-busy', 'true');
    expect(cards.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(0);
    answer();
    expect(await within(cards).findByText('First1 Last')).toBeVisible();
    expect(cards).toHaveAttribute('aria-busy', 'false');
    expect(cards.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('shows cards with the masked email (3 characters) and the displayed age', async () => {
    serveStaff('worker', [profile(1), profile(2)]);
    renderScreen('#/workers', 'ADMIN', { workers, admins });
    const cards = await screen.findByTestId('staff-cards');
    expect(await within(cards).findByText('First1 Last')).toBeVisible();
    expect(within(cards).getAllByText('wor********')).toHaveLength(2);
    expect(within(cards).getByText('Online · 27 years · Chatter')).toBeVisible();
    expect(within(cards).getByText('Never signed in · 27 years · Chatter')).toBeVisible();
  });

  it('shows the dashboard’s presence rule: signed in but silent for 5 minutes is away', async () => {
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
    serveStaff('worker', [profile(1, { user_last_seen: sixMinutesAgo })]);
    renderScreen('#/workers', 'ADMIN', { workers, admins });
    const cards = await screen.findByTestId('staff-cards');
    expect(await within(cards).findByText('Away · 27 years · Chatter')).toBeVisible();
    expect(cards.querySelector('[data-presence]')).toHaveAttribute('data-presence', 'away');
    expect(screen.getByRole('link', { name: 'Invite staff' })).toHaveAttribute(
      'href',
      '#/workers/newInvitation/',
    );
    expect(within(cards).queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('reads the one presence rule: active 2 min ago, 10 min ago, signed out, never', async () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    serveStaff('worker', [
      profile(1, { fullName: 'Two Minutes', isOnline: true, user_last_seen: minutesAgo(2) }),
      profile(2, { fullName: 'Ten Minutes', isOnline: false, user_last_seen: minutesAgo(10) }),
      // Signed out a minute ago: the server's isOnline is false, whatever the time says.
      profile(3, { fullName: 'Signed Out', isOnline: false, user_last_seen: minutesAgo(1) }),
      profile(4, { fullName: 'Never Seen', isOnline: false, user_last_seen: null }),
    ]);
    renderScreen('#/workers', 'ADMIN', { workers, admins });
    const cards = await screen.findByTestId('staff-cards');
    const presenceOf = async (name: string) => {
      const card = (await within(cards).findByText(name)).closest('.MuiCard-root') as HTMLElement;
      return [
        card.querySelector('[data-presence]')?.getAttribute('data-presence'),
        within(card)
          .getByText(/· 27 years/)
          .textContent?.split(' · ')[0],
      ];
    };
    expect(await presenceOf('Two Minutes')).toEqual(['online', 'Online']);
    expect(await presenceOf('Ten Minutes')).toEqual(['away', 'Away']);
    expect(await presenceOf('Signed Out')).toEqual(['away', 'Away']);
    expect(await presenceOf('Never Seen')).toEqual(['never', 'Never signed in']);
  });

  it("lets a super admin delete a worker after 'Are you sure? Delete worker?'", async () => {
    const deleted = serveStaff('worker', [profile(1), profile(2)]);
    const { user } = renderScreen('#/workers', 'SUPER_ADMIN', { workers, admins });
    await user.click(await screen.findByRole('button', { name: 'Remove First2 Last' }));
    expect(await screen.findByText('Are you sure? Delete worker?')).toBeVisible();
    // A trash icon on Delete, a plain close mark on Cancel (no check, no warning sign).
    const confirm = screen.getByRole('button', { name: 'Delete' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(confirm.querySelector('[data-testid="DeleteOutlineRoundedIcon"]')).not.toBeNull();
    expect(cancel.querySelector('[data-testid="CloseRoundedIcon"]')).not.toBeNull();
    expect(screen.getByRole('dialog').querySelector('[data-testid="ErrorOutlineIcon"]')).toBeNull();
    await user.click(confirm);
    await waitFor(() => expect(deleted).toEqual(['2']));
    expect(await screen.findByText('First2 Last was removed')).toBeVisible();
  });
});

describe('/admins', () => {
  it("masks the email after 3 characters and asks 'Remove current user?'", async () => {
    serveStaff('admin', [
      profile(3, { email: 'admin3@demo.test', roles: ['ADMIN'], pasteAccess: undefined }),
    ]);
    const { user } = renderScreen('#/admins', 'SUPER_ADMIN', { workers, admins });
    expect(await screen.findByText('adm********')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New user' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Remove First3 Last' }));
    expect(await screen.findByText('Remove current user?')).toBeVisible();
  });
});

describe('the profile form', () => {
  it('offers no paste switch for an admin opened under /workers/', async () => {
    serveStaff('worker', [
      profile(3, { email: 'admin3@demo.test', roles: ['ADMIN'], pasteAccess: undefined }),
    ]);
    renderScreen('#/workers/edit/3', 'SUPER_ADMIN', { workers, admins });
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByLabelText('Allow pasting')).toBeNull();
  });

  it("shows an admin's email on their profile after 5 characters", async () => {
    serveStaff('admin', [
      profile(3, { email: 'admin3@demo.test', roles: ['ADMIN'], pasteAccess: undefined }),
    ]);
    renderScreen('#/admins/view/3', 'SUPER_ADMIN', { workers, admins });
    expect(await screen.findByDisplayValue('admin********')).toBeDisabled();
  });

  it('is read-only without Save in view mode', async () => {
    serveStaff('worker', [profile(2)]);
    renderScreen('#/workers/view/2', 'ADMIN', { workers, admins });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Allow pasting')).toBeDisabled();
  });

  it('shows the five messages in order, sends nothing, and clears them on an edit', async () => {
    serveStaff('worker', [profile(2, { address: null, location: null, language: [] })]);
    let sent = 0;
    server.use(
      graphql.mutation('UpdateProfile', () => {
        sent += 1;
        return HttpResponse.json({ data: { updateProfile: profile(2) } });
      }),
    );
    const { user } = renderScreen('#/workers/edit/2', 'ADMIN', { workers, admins });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByRole('textbox', { name: 'New email' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const box = await screen.findByRole('alert');
    expect(
      within(box)
        .getAllByText(/^Please/)
        .map((line) => line.textContent),
    ).toEqual([
      'Please enter first name !',
      'Please enter last name !',
      'Please enter valid email !',
      'Please select language !',
      'Please enter address !',
    ]);
    expect(sent).toBe(0);
    await user.type(first, 'A');
    await waitFor(() => expect(screen.queryByText('Please enter last name !')).toBeNull());
  });

  it('saves through updateProfile with pasteAccess for a worker, then returns to the list', async () => {
    serveStaff('worker', [profile(2)]);
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.mutation('UpdateProfile', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({ data: { updateProfile: profile(2, { about: 'Hi' }) } });
      }),
    );
    const { user } = renderScreen('#/workers/edit/2', 'ADMIN', { workers, admins });
    await user.type(await screen.findByRole('textbox', { name: 'Bio' }), 'Hi');
    await user.click(screen.getByLabelText('Allow pasting'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.hash).toBe('#/workers'));
    expect(await screen.findByText('First2 Last saved')).toBeVisible();
    expect(variables).toMatchObject({
      id: '2',
      about: 'Hi',
      pasteAccess: true,
      firstName: 'First2',
    });
    expect(variables).not.toHaveProperty('email');
  });

  it("keeps the super admin's profile read-only for an admin", async () => {
    serveStaff('admin', [profile(3, { roles: ['SUPER_ADMIN'], pasteAccess: undefined })]);
    renderScreen('#/admins/edit/3', 'ADMIN', { workers, admins });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("lets an admin edit another admin's profile but not their email", async () => {
    serveStaff('admin', [profile(4, { roles: ['ADMIN'], pasteAccess: undefined })]);
    renderScreen('#/admins/edit/4', 'ADMIN', { workers, admins });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull();
  });

  it('has no paste checkbox for an admin', async () => {
    serveStaff('admin', [profile(3, { roles: ['ADMIN'], pasteAccess: undefined })]);
    renderScreen('#/admins/edit/3', 'SUPER_ADMIN', { workers, admins });
    await screen.findByRole('textbox', { name: 'First name' });
    expect(screen.queryByLabelText('Allow pasting')).toBeNull();
  });

  it('sends a chatter from another worker’s edit page to the dashboard, and shows them the view page', async () => {
    serveStaff('worker', [profile(2)]);
    renderScreen('#/workers/edit/2', 'CHATTER', { workers, admins });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
    expect(screen.queryByText(/Access denied/i)).toBeNull();
  });

  it('shows a chatter a worker’s view page read-only, without an access-denied page', async () => {
    serveStaff('worker', [profile(2)]);
    renderScreen('#/workers/view/2', 'CHATTER', { workers, admins });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.queryByText(/Access denied/i)).toBeNull();
  });
});
