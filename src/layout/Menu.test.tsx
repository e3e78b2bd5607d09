import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/rest';
import { renderRoot } from '../test/renderRoot';

describe('the menu of each role', () => {
  it.each(['SUPER_ADMIN', 'ADMIN', 'CHATTER', 'REGULAR'] as Role[])(
    '%s sees Dashboard, the live queue counter, the name and Logout',
    async (role) => {
      renderRoot('#/dashboard', role);
      expect(await screen.findByText('QUEUE: 7')).toBeVisible();
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Dashboard',
      ]);
      expect(screen.getByTestId('signed-in-name')).toHaveTextContent(`Test ${role}`);
      expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
      expect(await screen.findByText(`Welcome, Test ${role}`)).toBeVisible();
      if (role === 'SUPER_ADMIN' || role === 'ADMIN') {
        expect(await screen.findByRole('link', { name: 'Invite staff' })).toBeVisible();
      } else {
        expect(screen.queryByRole('link', { name: 'Invite staff' })).toBeNull();
      }
    },
  );
});
