import { TextField } from '@mui/material';
import { render } from '@testing-library/react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { growingTextarea } from './growingTextarea';

describe('growingTextarea', () => {
  it('makes a TextField one plain textarea of the given lines, no hidden measuring copy', () => {
    const { container } = render(<TextField label="About" {...growingTextarea(3, 12)} />);
    const areas = container.querySelectorAll('textarea');
    expect(areas).toHaveLength(1);
    expect(areas[0]).toHaveAttribute('rows', '3');
  });

  it('does the same for a react-admin TextInput, its own sx kept', () => {
    const { container } = render(
      <AdminContext>
        <Form record={{ about: 'Hi' }}>
          <TextInput source="about" {...growingTextarea(2, 8, { gridColumn: '1 / -1' })} />
        </Form>
      </AdminContext>,
    );
    const areas = container.querySelectorAll('textarea');
    expect(areas).toHaveLength(1);
    expect(areas[0]).toHaveValue('Hi');
  });
});
