import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazyScreen';
import { preloadable } from './preloadable';

const screenModule = (text: string) => ({ default: () => <p>{text}</p> });

describe('a preloadable module', () => {
  it('loads once, offers the module once loaded, and tries again after a failure', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValue(screenModule('Loaded'));
    const loader = preloadable(load);
    await expect(loader()).rejects.toThrow('chunk gone');
    expect(loader.loaded).toBeUndefined();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect(first).toBe(second);
    expect(loader.loaded).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a lazy screen', () => {
  it('is drawn in the first render when its module was preloaded, without a fallback', async () => {
    const loader = preloadable(async () => screenModule('Dashboard'));
    await loader();
    const Dashboard = lazyScreen(loader);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Dashboard />
      </Suspense>,
    );
    // Synchronously: a React.lazy screen would suspend once even with its module in memory.
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads on first use otherwise, behind the fallback', async () => {
    const Pending = lazyScreen(preloadable(async () => screenModule('Pending chats')));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Pending />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Pending chats')).toBeInTheDocument();
  });
});
