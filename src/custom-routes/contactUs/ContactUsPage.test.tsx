import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';

describe('contact us', () => {
  it('warns a signed-in user instead of showing the form', async () => {
    server.use(http.post('*/api/auth/logout/', () => new HttpResponse(null, { status: 204 })));
    const { user } = renderRoot('#/contactUs', 'ADMIN');
    expect(await screen.findByText('You should logout to use contact us link')).toBeVisible();
    expect(screen.queryByLabelText('Message')).toBeNull();
    // Inside the layout, with the ways on: the dashboard, or log out and use the form.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '#/dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Log out to use this link' }));
    expect(await screen.findByLabelText('Message')).toBeVisible();
    expect(localStorage.getItem('backoffice.session')).toBeNull();
  });

  it('requires every field, then sends and goes to sign-in', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/api/contact-us/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const { user } = renderRoot('#/contactUs');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);
    await user.type(screen.getByLabelText('Name'), 'Pat');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(window.location.hash).toBe('#/signIn'));
    expect(sent).toEqual({ name: 'Pat', email: 'pat@example.com', message: 'Hello' });
  });

  it('shows Invalid params on a 400', async () => {
    server.use(
      http.post('*/api/contact-us/', () =>
        HttpResponse.json({ errors: ['Invalid params'] }, { status: 400 }),
      ),
    );
    const { user } = renderRoot('#/contactUs');
    await user.type(await screen.findByLabelText('Name'), 'Pat');
    await user.type(screen.getByLabelText('Email'), 'x');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid params')).toBeVisible();
  });
});
