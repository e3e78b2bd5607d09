import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '../../../contract/users';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import users from '.';
import { firstUserListPath } from './firstPage';

function user(id: number, overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    display_name: `User_${id}`,
    email: `user${id}@example.com`,
    disabled: false,
    is_blocked: false,
    reports: [],
    sign_up: '2026-01-02T10:00:00.000Z',
    user_last_seen: null,
    isOnline: false,
    age: 10,
    gender: 2,
    country: 'Canada',
    avatar: null,
    ...overrides,
  };
}

/** Answers the user list and records each request's query. */
function serveUsers(count = 60) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/user/user-list/', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      const offset = Number(url.searchParams.get('offset'));
      const results = Array.from({ length: Math.min(25, count - offset) }, (_, i) =>
        user(
          offset + i + 1,
          i === 0
            ? { reports: [{ id: 1, reason: 'Spam', created_at: '' }] }
            : { disabled: i === 1, is_blocked: i === 2 },
        ),
      );
      const link = (to: number) => `http://api.test/api/user/user-list/?offset=${to}`;
      return HttpResponse.json({
        results,
        count,
        next: offset + 25 < count ? link(offset + 25) : null,
        previous: offset > 0 ? link(offset - 25) : null,
      });
    }),
  );
  return queries;
}

afterEach(() => vi.restoreAllMocks());
// The first render loads react-admin and the lazy screens: slower than vitest's 5 s default.

describe('/users', () => {
  it('shows the columns, highlights reported rows, and gives super admins New user and Export', async () => {
    serveUsers();
    renderScreen('#/users', 'SUPER_ADMIN', { users });
    // The list mounts at once (auth answered from the session): its loading table comes first.
    await screen.findByText('User_1');
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Display Name', 'Email', 'Disabled', 'Reports', 'Sign Up', 'Actions']);
    const reported = (await screen.findByText('User_1')).closest('tr');
    expect(reported).toHaveStyle({ backgroundColor: 'rgba(239, 68, 68, 0.08)' });
    expect(screen.getByText('User_2').closest('tr')).not.toHaveStyle({
      backgroundColor: 'rgba(239, 68, 68, 0.08)',
    });
    expect(
      within(screen.getByText('User_2').closest('tr') as HTMLElement).getByTitle('Disabled'),
    ).toBeTruthy();
    expect(within(reported as HTMLElement).queryByTitle('Disabled')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open User_1 in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'New user' })).toHaveAttribute('href', '#/users/new/');
    expect(screen.getByRole('button', { name: 'Export users' })).toBeVisible();
  });

  it('asks first for the page the entry asks for early (src/landingRequests.ts)', async () => {
    const queries = serveUsers();
    renderScreen('#/users', 'ADMIN', { users });
    await screen.findByText('User_1');
    const early = new URL(firstUserListPath(), 'http://x').searchParams;
    expect(queries[0]?.toString()).toBe(early.toString());
  });

  it('hides New user and Export from an admin', async () => {
    serveUsers();
    renderScreen('#/users', 'ADMIN', { users });
    await screen.findByText('User_1');
    expect(screen.queryByRole('link', { name: 'New user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export users' })).toBeNull();
  });

  it('pages with Previous/Next (disabled without a link) and page links', async () => {
    const queries = serveUsers(60);
    const { user: person } = renderScreen('#/users', 'ADMIN', { users });
    await screen.findByText('User_1');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('User_26');
    expect(queries.at(-1)?.get('offset')).toBe('25');
    await person.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('User_51');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(queries.at(-1)?.get('limit')).toBe('25');
  });

  it('searches at 3+ characters on Enter, and clearing reloads everything', async () => {
    const queries = serveUsers();
    const { user: person } = renderScreen('#/users', 'ADMIN', { users });
    await screen.findByText('User_1');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await person.type(box, 'an{Enter}');
    expect(await screen.findByText('Type at least 3 characters')).toBeVisible();
    expect(queries.every((query) => !query.has('search'))).toBe(true);
    await person.type(box, 'n{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('ann'));
    await person.clear(box);
    await waitFor(() => expect(queries.at(-1)?.has('search')).toBe(false));
  });

  it('sorts by a sortable column with field and ordered', async () => {
    const queries = serveUsers();
    const { user: person } = renderScreen('#/users', 'ADMIN', { users });
    await screen.findByText('User_1');
    await person.click(screen.getByRole('button', { name: /sort by reports/i }));
    await waitFor(() => expect(queries.at(-1)?.get('field')).toBe('reports'));
    expect(['1', '-1']).toContain(queries.at(-1)?.get('ordered'));
    expect(screen.queryByRole('button', { name: /sort by email/i })).toBeNull();
    expect(screen.getByRole('button', { name: /sort by sign/i })).toBeVisible();
  });

  it('filters by gender and online from the sidebar', async () => {
    const queries = serveUsers();
    const { user: person } = renderScreen('#/users', 'ADMIN', { users });
    await screen.findByText('User_1');
    await person.click(screen.getByText('Female'));
    await waitFor(() => expect(queries.at(-1)?.get('gender')).toBe('2'));
    await person.click(screen.getByText('Online', { selector: 'li *' }));
    await waitFor(() => expect(queries.at(-1)?.get('s_online')).toBe('true'));
    expect(queries.at(-1)?.get('gender')).toBe('2');
  });

  it('marks blocked users and filters by blocked status', async () => {
    const queries = serveUsers();
    const { user: person } = renderScreen('#/users', 'ADMIN', { users });
    const blockedRow = (await screen.findByText('User_3')).closest('tr') as HTMLElement;
    expect(within(blockedRow).getByText('Blocked')).toBeVisible();
    const otherRow = screen.getByText('User_2').closest('tr') as HTMLElement;
    expect(within(otherRow).queryByText('Blocked')).toBeNull();
    await person.click(screen.getByText('Blocked', { selector: 'li *' }));
    await waitFor(() => expect(queries.at(-1)?.get('is_blocked')).toBe('true'));
    await person.click(screen.getByText('Not blocked', { selector: 'li *' }));
    await waitFor(() => expect(queries.at(-1)?.get('is_blocked')).toBe('false'));
  });

  it('switches to cards that open the detail', async () => {
    serveUsers();
    const { user: person } = renderScreen('#/users', 'ADMIN', { users });
    await screen.findByText('User_1');
    await person.click(screen.getByRole('button', { name: 'Card view' }));
    const card = await screen.findByRole('link', { name: /User_3/ });
    expect(card).toHaveAttribute('href', '#/users/edit/3');
    expect(within(card).getByText('27 · Canada')).toBeVisible();
  });

  it('says so in the card view when nothing matches, with Clear filters', async () => {
    const queries = serveUsers(0);
    const { user: person } = renderScreen('#/users', 'ADMIN', { users });
    await person.click(await screen.findByText('Male'));
    await waitFor(() => expect(queries.at(-1)?.get('gender')).toBe('1'));
    await person.click(await screen.findByRole('button', { name: 'Card view' }));
    expect(await screen.findByText(/No Users found using the current filters/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });
});

describe('Export users', () => {
  it('gets a ticket, streams the CSV with progress and saves users-<date>.csv', async () => {
    serveUsers();
    let ticketUsed = '';
    server.use(
      http.post('*/api/internal/export-ticket/', () =>
        HttpResponse.json({ ticket: 'once', expires_at: '' }),
      ),
      http.get('*/internal/users.csv', ({ request }) => {
        ticketUsed = new URL(request.url).searchParams.get('token') ?? '';
        return new HttpResponse('id,email\r\n1,a@x.io\r\n2,b@x.io\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="users-2026-11-22.csv"',
            'X-Row-Count': '2',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user: person } = renderScreen('#/users', 'SUPER_ADMIN', { users });
    await person.click(await screen.findByRole('button', { name: 'Export users' }));
    expect(await screen.findByText('Saved users-2026-11-22.csv')).toBeVisible();
    expect(saved).toEqual(['users-2026-11-22.csv']);
    expect(ticketUsed).toBe('once');
  });
});

describe('/users/new/', () => {
  it('enables Create only for a valid email, then creates and returns to /users', async () => {
    serveUsers();
    let posted: unknown = null;
    server.use(
      http.post('*/api/user/', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(user(99), { status: 201 });
      }),
    );
    const { user: person } = renderScreen('#/users/new/', 'SUPER_ADMIN', { users });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await person.type(email, 'new.person');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(create).toBeDisabled();
    await person.type(email, '@example.com');
    await waitFor(() => expect(create).toBeEnabled());
    await person.click(create);
    await waitFor(() => expect(window.location.hash).toBe('#/users'));
    expect(posted).toEqual({ email: 'new.person@example.com' });
    expect(await screen.findByText(/^User .+ created$/)).toBeVisible();
  });

  it('shows the server’s refusal of an email under the field, and stays', async () => {
    serveUsers();
    server.use(
      http.post('*/api/user/', () =>
        HttpResponse.json({ errors: ['A user with this email already exists.'] }, { status: 400 }),
      ),
    );
    const { user: person } = renderScreen('#/users/new/', 'SUPER_ADMIN', { users });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await person.type(email, 'taken@example.com');
    await person.click(await screen.findByRole('button', { name: 'Create' }));
    const message = await screen.findByText('A user with this email already exists.');
    expect(message.id).toBe(email.getAttribute('aria-describedby'));
    expect(screen.queryByText('The form is not valid. Please check for errors')).toBeNull();
    expect(window.location.hash).toBe('#/users/new/');
  });

  it('sends anyone but a super admin back to /users', async () => {
    serveUsers();
    renderScreen('#/users/new/', 'ADMIN', { users });
    await waitFor(() => expect(window.location.hash).toBe('#/users'));
  });
});
