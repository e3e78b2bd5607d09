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
import {
  earliestSignedLinkExpiry,
  SIGNED_LINK_MARGIN_MS,
  SIGNED_LINK_MIN_REREAD_MS,
  signedLinksRefetchInterval,
} from './mediaLinks';

afterEach(() => {
  vi.useRealTimers();
});

const SIG = 'ab'.repeat(32);
/** A link as the server signs it (media/links.ts). */
const signed = (name: string, exp: number) => `http://x.test/media/${name}?exp=${exp}&sig=${SIG}`;

describe('the expiry of signed links', () => {
  it('is the earliest among the links anywhere in the data', () => {
    const data = {
      id: 5,
      avatar_photos: [
        { file_url: signed('a.jpg', 7200), thumbnail_url: signed('a.thumb.jpg', 3600) },
        { file_url: 'http://x.test/media/open.jpg', thumbnail_url: null },
      ],
      nested: [[{ url: signed('b.jpg', 10_800) }]],
    };
    expect(earliestSignedLinkExpiry(data)).toBe(3_600_000);
  });

  it('is none for data without a signed link, or with links that only look like one', () => {
    expect(earliestSignedLinkExpiry({ avatar: 'http://x.test/media/open.jpg', n: 3 })).toBeNull();
    expect(earliestSignedLinkExpiry(null)).toBeNull();
    expect(earliestSignedLinkExpiry(['/media/a.jpg?exp=12&sig=short'])).toBeNull();
    expect(earliestSignedLinkExpiry(`/media/a.jpg?exp=1.5&sig=${SIG}`)).toBeNull();
  });

  it('sets the re-read shortly before it, not sooner than a floor, and none without links', () => {
    const now = 1_000_000;
    const hourLater = signed('a.jpg', (now + 3_600_000) / 1000);
    expect(signedLinksRefetchInterval([hourLater], now)).toBe(3_600_000 - SIGNED_LINK_MARGIN_MS);
    const nearlyGone = signed('a.jpg', (now + 1000) / 1000);
    expect(signedLinksRefetchInterval(nearlyGone, now)).toBe(SIGNED_LINK_MIN_REREAD_MS);
    expect(signedLinksRefetchInterval({ url: '/media/open.jpg' }, now)).toBe(false);
  });
});

/** Waits on real timeouts: only intervals are faked here, and waitFor polls with one. */
async function until(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(condition()).toBe(true);
}

/** A profile with one private photo whose link lives an hour from now. */
const profileWithPrivatePhoto = () => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    id: 5,
    avatar_index: 0,
    avatar_photos: [{ id: 1, file_url: signed('p.jpg', exp), type: 'PRIVATE' }],
  };
};
/** From the reading to just past the re-read (the interval was set a moment before). */
const UNTIL_REREAD_MS = 3_600_000 - SIGNED_LINK_MARGIN_MS + 5000;

describe('screens with private photos', () => {
  it('the chat profile panels read nothing for minutes, then once before the link expires', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let reads = 0;
    server.use(
      http.get('*/api/moderator/5/', () => {
        reads += 1;
        return HttpResponse.json(profileWithPrivatePhoto());
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
    act(() => vi.advanceTimersByTime(5 * 60_000));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toBe(1);
    act(() => vi.advanceTimersByTime(UNTIL_REREAD_MS - 5 * 60_000));
    await until(() => reads === 2);
    client.clear();
  });

  it('a profile without signed links is not read again on a clock', async () => {
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
    act(() => vi.advanceTimersByTime(3 * 3_600_000));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toBe(1);
    client.clear();
  });

  it('the moderator screens read the moderator again before its links expire', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const getOne = vi.fn(async () => ({ data: profileWithPrivatePhoto() }));
    const dataProvider = { getOne } as unknown as DataProvider;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={dataProvider}>{children}</AdminContext>
    );
    const { result } = renderHook(() => useModerator(5), { wrapper });
    await until(() => result.current.data !== undefined);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // identity and rights settle
    const loaded = getOne.mock.calls.length;
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(getOne.mock.calls.length).toBe(loaded);
    act(() => vi.advanceTimersByTime(UNTIL_REREAD_MS - 5 * 60_000));
    await until(() => getOne.mock.calls.length > loaded);
  });
});
