import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';

const lookup = { email: 'nina@demo.test', expires_at: '2030-01-01T00:00:00Z' };

describe('the password reset page', () => {
  it('warns about an invalid, used or expired key', async () => {
    server.use(
      http.get('*/api/password-reset/:key/', () =>
        HttpResponse.json({ detail: 'Your key is invalid or expired' }, { status: 404 }),
      ),
    );
    renderRoot('#/passwordReset?reset_key=bad');
    expect(await screen.findByText('Invalid password reset link')).toBeVisible();
    expect(screen.getByText('Your key is invalid or expired')).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('warns a signed-in staff member instead of showing the form', async () => {
    renderRoot('#/passwordReset?reset_key=abc', 'CHATTER');
    expect(
      await screen.findByText(
        'You should logout to use a password reset link',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  });

  it('checks the password rules, sends the key and goes to sign-in', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/password-reset/:key/', () => HttpResponse.json(lookup)),
      http.post('*/api/password-reset/', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 9 });
      }),
    );
    const { user } = renderRoot('#/passwordReset?reset_key=good-key');
    expect(await screen.findByDisplayValue('nina@demo.test')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'x'.repeat(129));
    expect(screen.getByText('Password must be at most 128 characters')).toBeVisible();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(sent).toBeNull();
    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(window.location.hash).toBe('#/signIn'));
    expect(sent).toEqual({
      key: 'good-key',
      password: 'new-secret',
      repeat_password: 'new-secret',
    });
    expect(await screen.findByText(/Your password is set/)).toBeVisible();
  });

  it("shows the server's message when the key was spent meanwhile", async () => {
    server.use(
      http.get('*/api/password-reset/:key/', () => HttpResponse.json(lookup)),
      http.post('*/api/password-reset/', () =>
        HttpResponse.json({ errors: ['Your key is invalid or expired'] }, { status: 400 }),
      ),
    );
    const { user } = renderRoot('#/passwordReset?reset_key=k');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password reset failed')).toBeVisible();
    expect(screen.getByText('Your key is invalid or expired')).toBeVisible();
    expect(window.location.hash).toBe('#/passwordReset?reset_key=k');
  });
});
