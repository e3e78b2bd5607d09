import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MountOnceOpen } from './MountOnceOpen';

let renders = 0;
function Probe({ open }: { open: boolean }) {
  renders += 1;
  return <p>{open ? 'open' : 'closed'}</p>;
}

describe('MountOnceOpen', () => {
  it('renders nothing until first opened, then stays mounted (closed too)', () => {
    renders = 0;
    const view = (open: boolean) => (
      <MountOnceOpen open={open}>
        <Probe open={open} />
      </MountOnceOpen>
    );
    const { rerender } = render(view(false));
    rerender(view(false));
    expect(renders).toBe(0);
    expect(screen.queryByText(/open|closed/)).toBeNull();
    rerender(view(true));
    expect(screen.getByText('open')).toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
