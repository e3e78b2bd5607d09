import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWith } from '../renderWith';
import { ChatSettingsCard } from './ChatSettingsCard';

describe('ChatSettingsCard', () => {
  it('saves the minimum message length within 0 to 300', async () => {
    const set: unknown[] = [];
    server.use(
      graphql.mutation('SetLength', ({ variables }) => {
        set.push(variables.n);
        return HttpResponse.json({
          data: { setChatMessageLength: { minMessageLength: variables.n } },
        });
      }),
    );
    const { user } = renderWith(<ChatSettingsCard />);
    const input = await screen.findByRole('spinbutton', { name: 'Minimum message length' });
    await waitFor(() => expect(input).toHaveValue(50));
    await user.clear(input);
    await user.type(input, '400');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(set).toEqual([20]));
  });
});
