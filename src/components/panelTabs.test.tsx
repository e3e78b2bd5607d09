import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PanelTabs } from './PanelTabs';

describe('PanelTabs', () => {
  it('measure the page again only when their value or labels change, and tell a chosen tab', async () => {
    // MUI's Tabs measure their tabs after each of their renders: the forced layout this saves.
    const measures = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const renders = () => measures.mock.calls.length;
    const chosen: string[] = [];
    const onChange = (value: string) => chosen.push(value);
    const view = (value: string, second = 'Private') => (
      <PanelTabs
        value={value}
        onChange={onChange}
        tabs={[
          ['PUBLIC', 'Public'],
          ['PRIVATE', second],
        ]}
      />
    );
    const { rerender } = render(view('PUBLIC'));
    const first = renders();
    expect(first).toBeGreaterThan(0);
    // A parent's render with the same tabs (a new array of the same labels) leaves them be.
    rerender(view('PUBLIC'));
    expect(renders()).toBe(first);
    rerender(view('PRIVATE'));
    expect(renders()).toBeGreaterThan(first);
    const afterValue = renders();
    rerender(view('PRIVATE', 'Hidden'));
    expect(renders()).toBeGreaterThan(afterValue);
    measures.mockRestore();
    await userEvent.click(screen.getByRole('tab', { name: 'Public' }));
    expect(chosen).toEqual(['PUBLIC']);
  });
});
