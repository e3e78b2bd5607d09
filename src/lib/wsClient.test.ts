// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { disposeClient } from './wsClient';

describe('disposeClient', () => {
  it('disposes the client and swallows the rejection of a socket terminated while connecting', async () => {
    const dispose = vi.fn(() => Promise.reject(new Error('4499: Terminated')));
    disposeClient({ dispose });
    // An unhandled rejection here would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('does nothing without a client', () => {
    expect(() => disposeClient(null)).not.toThrow();
  });
});
