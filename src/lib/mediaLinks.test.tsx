import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '../chat/profiles/useProfile';
import { dataProvider as backOfficeDataProvider } from '../dataProvider';
import { useModerator } from '../resources/moderators/useModerator';
import { server } from '../test/server';
import { SIGNED_MEDIA_REFRESH_MS } from './mediaLinks';

afterEach(() => {
  vi.useRealTimers();
});

/** Waits on real timeouts: only intervals are faked here, and waitFor polls with one. */
async function until(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(condition()).toBe(true);
}

/** Signed links live at least an hour: screens showing private photos read them again sooner. */
describe('screens with private photos', () => {
  it('re-read within the links validity', () => {
    expect(SIGNED_MEDIA_REFRESH_MS).toBeLessThanOrEqual(30 * 60_000);
  });

  it('the chat profile panels read the profile again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let reads = 0;
    server.use(
      http.get('*/api/moderator/5/', () => {
        reads += 1;
        return HttpResponse.json({ id: 5, avatar_photos: [], avatar_index: 0 });
      }),
    );
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={backOfficeDataProvider} queryClient={client}>
        {children}
      </AdminContext>
    );
    renderHook(() => useProfile('moderator', 5), { wrapper });
    await until(() => reads === 1);
    act(() => vi.advanceTimersByTime(SIGNED_MEDIA_REFRESH_MS - 1000));
    expect(reads).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    await until(() => reads === 2);
    client.clear();
  });

  it('the moderator screens read the moderator again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const getOne = vi.fn(async () => ({ data: { id: 5, avatar_photos: [], avatar_index: 0 } }));
    const dataProvider = { getOne } as unknown as DataProvider;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={dataProvider}>{children}</AdminContext>
    );
    const { result } = renderHook(() => useModerator(5), { wrapper });
    await until(() => result.current.data !== undefined);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // identity and rights settle
    const loaded = getOne.mock.calls.length;
    act(() => vi.advanceTimersByTime(SIGNED_MEDIA_REFRESH_MS));
    await until(() => getOne.mock.calls.length > loaded);
  });
});
