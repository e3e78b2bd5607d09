import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';

const invitation = {
  email: 'nina@demo.test',
  is_admin_permission: false,
  is_chat_admin_permission: true,
  expires_at: '2030-01-01T00:00:00Z',
};

describe('sign-up', () => {
  it('warns about an invalid or expired key', async () => {
    server.use(
      http.get('*/api/worker/invitation/:key/', () =>
        HttpResponse.json({ detail: 'x' }, { status: 404 }),
      ),
    );
    renderRoot('#/signUp?invitation_key=bad');
    expect(await screen.findByText('Invalid invitation key')).toBeVisible();
    expect(screen.getByText('Your key is invalid or expired')).toBeVisible();
  });

  it('warns a signed-in user instead of showing the form', async () => {
    renderRoot('#/signUp?invitation_key=abc', 'CHATTER');
    expect(await screen.findByText('You should logout to use sign up link')).toBeVisible();
  });

  it('validates, then sends the invitation email with paste_access false and goes to sign-in', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/worker/invitation/:key/', () => HttpResponse.json(invitation)),
      http.post('*/api/worker/signup/', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 9, email: invitation.email }, { status: 201 });
      }),
    );
    const { user } = renderRoot('#/signUp?invitation_key=good-key');
    expect(await screen.findByDisplayValue('nina@demo.test')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please select languages!')).toBeVisible();
    expect(sent).toBeNull();

    await user.type(screen.getByLabelText('Last name'), 'Worker');
    await user.type(screen.getByLabelText('First name'), 'Nina');
    await user.click(screen.getByRole('combobox'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['English', 'Spanish']);
    await user.click(options[0]);
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Repeat password'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    await user.clear(screen.getByLabelText('Repeat password'));
    await user.type(screen.getByLabelText('Repeat password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(window.location.hash).toBe('#/signIn'));
    expect(sent).toMatchObject({
      email: 'nina@demo.test',
      language: [1],
      paste_access: false,
      invitation_key: 'good-key',
    });
    expect(await screen.findByText(/Your account is ready/)).toBeVisible();
  });

  it("shows 'Sign Up failed' with the server's message", async () => {
    server.use(
      http.get('*/api/worker/invitation/:key/', () => HttpResponse.json(invitation)),
      http.post('*/api/worker/signup/', () =>
        HttpResponse.json({ errors: ['Your key is invalid or expired'] }, { status: 400 }),
      ),
    );
    const { user } = renderRoot('#/signUp?invitation_key=k');
    await user.type(await screen.findByLabelText('Last name'), 'W');
    await user.type(screen.getByLabelText('First name'), 'N');
    await user.click(screen.getByRole('combobox'));
    await user.click(within(await screen.findByRole('listbox')).getAllByRole('option')[0]);
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Repeat password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Sign Up failed')).toBeVisible();
    expect(screen.getByText('Your key is invalid or expired')).toBeVisible();
  });
});
