import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';

describe('the invitation form', () => {
  it('waits for 8 characters, keeps the permissions exclusive and asks for one', async () => {
    const { user } = renderRoot('#/workers/newInvitation/', 'ADMIN');
    const email = await screen.findByLabelText('Email');
    const generate = screen.getByRole('button', { name: 'Generate link' });
    const admin = screen.getByLabelText('Admin permission');
    const chatAdmin = screen.getByLabelText('Chat admin permission');
    await user.type(email, 'ab@c.io');
    expect(generate).toBeDisabled();
    expect(admin).toBeDisabled();
    await user.type(email, 'x');
    expect(generate).toBeEnabled();
    await user.click(generate);
    expect(screen.getByText('You must check one permission from below')).toBeVisible();
    await user.click(admin);
    await user.click(chatAdmin);
    expect(admin).not.toBeChecked();
    expect(chatAdmin).toBeChecked();
    await user.click(chatAdmin);
    expect(admin).not.toBeChecked();
  });

  it('shows the link and locks the form once generated', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/worker/invitation/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          email: 'new.worker@demo.test',
          is_admin_permission: false,
          is_chat_admin_permission: true,
          expires_at: '2030-01-01T00:00:00Z',
          link: 'http://localhost/#/signUp?invitation_key=abc',
        });
      }),
    );
    const { user } = renderRoot('#/workers/newInvitation/', 'SUPER_ADMIN');
    await user.type(await screen.findByLabelText('Email'), 'new.worker@demo.test');
    await user.click(screen.getByLabelText('Chat admin permission'));
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    expect(await screen.findByTestId('invitation-link')).toHaveTextContent('invitation_key=abc');
    expect(sent).toEqual({
      email: 'new.worker@demo.test',
      is_admin_permission: false,
      is_chat_admin_permission: true,
    });
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate link' })).toBeDisabled();
  });

  it("shows the server's errors in the error box", async () => {
    server.use(
      http.post('*/api/worker/invitation/', () =>
        HttpResponse.json({ errors: ['User with this email already exists'] }, { status: 400 }),
      ),
    );
    const { user } = renderRoot('#/workers/newInvitation/', 'ADMIN');
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.test');
    await user.click(screen.getByLabelText('Admin permission'));
    await user.click(screen.getByRole('button', { name: 'Generate link' }));
    expect(await screen.findByText('Error occurred when process this operation')).toBeVisible();
    expect(screen.getByText('User with this email already exists')).toBeVisible();
  });

  it('says what each permission makes the person, and links to every invitation', async () => {
    renderRoot('#/workers/newInvitation/', 'ADMIN');
    expect(await screen.findByLabelText('Admin permission')).toHaveAccessibleDescription(
      /^Makes the person an admin: .*Admins do not take chats\.$/,
    );
    expect(screen.getByLabelText('Chat admin permission')).toHaveAccessibleDescription(
      /^Makes the person a chatter: they take chats from the queue and answer real users as moderators/,
    );
    expect(await screen.findByRole('link', { name: 'All invitations' })).toHaveAttribute(
      'href',
      '#/invitations',
    );
  });

  it('sends chatters and regular staff to the dashboard', async () => {
    renderRoot('#/workers/newInvitation/', 'CHATTER');
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});
