import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorDescription } from '../../lib/errors';
import { RuleErrorBox, type RuleFailure, RuleForm, RuleSaveButton } from './RuleForm';

const rules = (values: FieldValues): RuleFailure[] => [
  ...(values.first ? [] : [{ field: 'first', message: 'First is missing' }]),
  ...(values.second ? [] : [{ field: 'second', message: 'Second is missing' }]),
];

function renderForm(
  onSubmit: (values: FieldValues) => void,
  box: { error?: ErrorDescription | null; clearAfterMs?: number } = {},
) {
  render(
    <AdminContext>
      <RuleForm rules={rules} onSubmit={onSubmit} record={{ id: 1 }}>
        <RuleErrorBox {...box} />
        <TextInput source="first" label="First" />
        <TextInput source="second" label="Second" />
        <RuleSaveButton label="Save" />
      </RuleForm>
    </AdminContext>,
  );
  return userEvent.setup();
}

describe('RuleForm', () => {
  it('shows every failed rule in order, sends nothing, and clears them on an edit', async () => {
    const onSubmit = vi.fn();
    const user = renderForm(onSubmit);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const box = await screen.findByRole('alert');
    expect(
      within(box)
        .getAllByText(/is missing$/)
        .map((line) => line.textContent),
    ).toEqual(['First is missing', 'Second is missing']);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'First' }), 'a');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends the values once every rule passes', async () => {
    const onSubmit = vi.fn();
    const user = renderForm(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: 'First' }), 'a');
    await user.type(screen.getByRole('textbox', { name: 'Second' }), 'b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ first: 'a', second: 'b' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal in the same box", async () => {
    renderForm(vi.fn(), { error: { header: 'Refused', messages: ['Name taken'] } });
    const box = await screen.findByRole('alert');
    expect(within(box).getByText('Name taken')).toBeVisible();
  });

  it('clears the messages after the time it is given', async () => {
    const user = renderForm(vi.fn(), { clearAfterMs: 1000 });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveAttribute('aria-invalid', 'false');
  });
});
