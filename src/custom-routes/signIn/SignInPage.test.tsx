import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/session';
import { renderRoot } from '../../test/renderRoot';
import { server, sessionFor } from '../../test/server';

const loginReply = (roles: string[]) => ({
  key: 'k'.repeat(43),
  user: { ...sessionFor('ADMIN').user, roles },
});

async function fill(user: ReturnType<typeof renderRoot>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in', () => {
  it('checks the lengths and sends nothing while they fail', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/token-login/', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderRoot('#/signIn');
    await fill(user, 'a@b', '123');
    expect(await screen.findByText('Email must be at least 5 characters')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(calls).toBe(0);
  });

  it("shows 'Auth failed' with the server's message on 400 and on 429", async () => {
    server.use(
      http.post('*/api/auth/token-login/', () =>
        HttpResponse.json({ errors: ['Wrong username or password'] }, { status: 400 }),
      ),
    );
    const { user } = renderRoot('#/signIn');
    await fill(user, 'admin@demo.test', 'wrong-password');
    expect(await screen.findByText('Auth failed')).toBeVisible();
    expect(screen.getByText('Wrong username or password')).toBeVisible();
    server.use(
      http.post('*/api/auth/token-login/', () =>
        HttpResponse.json(
          { detail: 'Too many failed sign-in attempts. Try again in 60 seconds.' },
          { status: 429 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(/Too many failed sign-in attempts/)).toBeVisible();
  });

  it('refuses a real app user and stores nothing', async () => {
    server.use(http.post('*/api/auth/token-login/', () => HttpResponse.json(loginReply([]))));
    const { user } = renderRoot('#/signIn');
    await fill(user, 'app.user@demo.test', 'demo1234');
    expect(await screen.findByText('This account has no back-office access.')).toBeVisible();
    expect(localStorage.getItem('backoffice.session')).toBeNull();
  });

  it('stores the session with the listing checks and lands on the remembered page', async () => {
    server.use(
      http.post('*/api/auth/token-login/', () => HttpResponse.json(loginReply(['ADMIN']))),
    );
    const { user } = renderRoot('#/workers/newInvitation/');
    await waitFor(() => expect(window.location.hash).toBe('#/signIn'));
    await fill(user, 'admin@demo.test', 'demo1234');
    expect(await screen.findByRole('button', { name: 'Generate link' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/workers/newInvitation/');
    const stored = JSON.parse(localStorage.getItem('backoffice.session') ?? '{}');
    expect(stored.checks).toEqual({ userListing: true, adminListing: true });
  });

  it('shows why the session ended on every render of the page, until the next sign-in', async () => {
    server.use(
      http.post('*/api/auth/token-login/', () => HttpResponse.json(loginReply(['ADMIN']))),
    );
    clearSession('Authorization failed');
    const first = renderRoot('#/signIn');
    expect(await screen.findByText('Authorization failed')).toBeVisible();
    first.unmount();
    const { user } = renderRoot('#/signIn');
    expect(await screen.findByText('Authorization failed')).toBeVisible();
    await fill(user, 'admin@demo.test', 'demo1234');
    await waitFor(() => expect(localStorage.getItem('backoffice.session')).not.toBeNull());
    clearSession();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByText('Authorization failed')).toBeNull();
  });
});
