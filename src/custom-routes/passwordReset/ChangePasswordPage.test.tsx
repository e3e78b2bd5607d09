import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';

describe('changing one’s own password', () => {
  it('is reached from the app bar, asks the current one and shows a wrong one on its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/auth/password/', async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        sent.push(body);
        return body.current_password === 'right-one'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json(
              { current_password: ['Your current password is wrong.'] },
              { status: 400 },
            );
      }),
    );
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    await user.click(await screen.findByRole('link', { name: 'Change password' }));
    await waitFor(() => expect(window.location.hash).toBe('#/account/password'));
    const submit = await screen.findByRole('button', { name: 'Change password' });
    await user.type(screen.getByLabelText('New password'), '123');
    await user.click(submit);
    expect(await screen.findByText('Required')).toBeVisible();
    expect(screen.getAllByText('Password must be at least 6 characters').length).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-secret');
    await user.click(submit);
    expect(await screen.findByText('Your current password is wrong.')).toBeVisible();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-one');
    await user.click(submit);
    expect(
      await screen.findByText('Password changed. Your other sessions have ended.'),
    ).toBeVisible();
    expect(sent).toEqual([
      { current_password: 'wrong-one', password: 'new-secret', repeat_password: 'new-secret' },
      { current_password: 'right-one', password: 'new-secret', repeat_password: 'new-secret' },
    ]);
  });
});
