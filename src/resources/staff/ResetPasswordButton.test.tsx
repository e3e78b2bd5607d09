import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffProfile } from '../../../contract/staff';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import admins from '../admins';
import workers from '../workers';

const LINK = 'http://office.test/#/passwordReset?reset_key=k'.padEnd(90, 'k');

function profile(id: number, role: StaffProfile['roles'][number]): StaffProfile {
  return {
    id,
    first_name: `First${id}`,
    last_name: 'Last',
    fullName: `First${id} Last`,
    email: `staff${id}@demo.test`,
    language_id_code: 'en',
    language: [1],
    about: '',
    pasteAccess: false,
    allow_manual_chat: false,
    address: null,
    location: null,
    city: null,
    zip_code: null,
    country_code: null,
    country: null,
    isOnline: false,
    user_last_seen: null,
    age: 10,
    roles: [role],
  } as StaffProfile;
}

function serve(path: 'worker' | 'admin', profiles: StaffProfile[]) {
  const issued: string[] = [];
  server.use(
    http.get('*/api/worker/:id/', ({ params }) =>
      HttpResponse.json(profiles.find((one) => String(one.id) === params.id)),
    ),
    http.get(`*/api/${path}/`, () =>
      HttpResponse.json({ results: profiles, count: profiles.length, next: null, previous: null }),
    ),
    http.post('*/api/worker/:id/password-reset/', ({ params }) => {
      issued.push(String(params.id));
      return HttpResponse.json({
        id: Number(params.id),
        email: 'x@demo.test',
        expires_at: '2030-01-02T10:00:00Z',
        link: LINK,
      });
    }),
  );
  return issued;
}

describe('the password reset link', () => {
  it('is issued by an admin for a chatter after a confirmation, and shown once with a copy button', async () => {
    const issued = serve('worker', [profile(2, 'CHATTER')]);
    const { user } = renderScreen('#/workers', 'ADMIN', { workers, admins });
    await user.click(
      await screen.findByRole('button', { name: 'Password reset link for First2 Last' }),
    );
    expect(await screen.findByText('Issue a password reset link?')).toBeVisible();
    expect(issued).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Issue link' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Password reset link for First2 Last',
    });
    expect(issued).toEqual(['2']);
    expect(within(dialog).getByTestId('password-reset-link')).toHaveTextContent(LINK);
    expect(within(dialog).getByText(/shown only this once/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(await screen.findByText('Link copied')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('password-reset-link')).toBeNull());
  });

  it('is offered only for staff ranked below the viewer', async () => {
    serve('admin', [profile(3, 'ADMIN'), profile(4, 'SUPER_ADMIN')]);
    const asAdmin = renderScreen('#/admins', 'ADMIN', { workers, admins });
    expect(await screen.findByText('First3 Last')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Password reset link/ })).toBeNull();
    asAdmin.unmount();
    renderScreen('#/admins', 'SUPER_ADMIN', { workers, admins });
    expect(
      await screen.findByRole('button', { name: 'Password reset link for First3 Last' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Password reset link for First4 Last' }),
    ).toBeNull();
  });

  it('is never offered to a chatter', async () => {
    serve('worker', [profile(2, 'CHATTER'), profile(5, 'REGULAR')]);
    renderScreen('#/workers', 'CHATTER', { workers, admins });
    expect(await screen.findByText('First2 Last')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Password reset link/ })).toBeNull();
  });

  it('is issued from the profile page too, as a labelled button, for staff ranked below only', async () => {
    const issued = serve('admin', [profile(3, 'ADMIN'), profile(4, 'SUPER_ADMIN')]);
    const first = renderScreen('#/admins/view/3', 'SUPER_ADMIN', { workers, admins });
    const button = await screen.findByRole('button', {
      name: 'Password reset link for First3 Last',
    });
    expect(button).toHaveTextContent('Password reset link');
    await first.user.click(button);
    await first.user.click(await screen.findByRole('button', { name: 'Issue link' }));
    expect(await screen.findByTestId('password-reset-link')).toHaveTextContent(LINK);
    expect(issued).toEqual(['3']);
    first.unmount();
    renderScreen('#/admins/view/4', 'SUPER_ADMIN', { workers, admins });
    expect(await screen.findByRole('heading', { name: 'First4 Last' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Password reset link/ })).toBeNull();
  });
});
