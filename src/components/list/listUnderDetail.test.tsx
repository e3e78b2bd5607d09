import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ListUnderDetail, WhileListShown } from './ListUnderDetail';

let listMounts = 0;
let listRenders = 0;
function List() {
  listRenders += 1;

  // State of its own (a typed filter, a page): kept only if the list is.
  const [mounted] = useState(() => ++listMounts);
  // Like react-admin's list, it reads the location (its filters) and the route.
  const { pathname, search } = useLocation();
  const { '*': rest } = useParams();
  return (
    <>
      {/* Like react-admin's title: a portal into the app bar, outside the hidden list. */}
      {createPortal(
        <WhileListShown>
          <span>the list's title</span>
        </WhileListShown>,
        document.body,
      )}
      <p>the list, mount {mounted}</p>
      <p>
        at {pathname}
        {search} ({rest || 'no rest'})
      </p>
    </>
  );
}
const list = <List />;

describe('ListUnderDetail', () => {
  it('keeps the list mounted and hidden under a record, and shows it again as it was', async () => {
    listMounts = 0;
    const preloadDetail = vi.fn(() => Promise.resolve());
    const router = createMemoryRouter(
      [
        {
          path: '/people/*',
          element: (
            <ListUnderDetail
              list={list}
              detailPath="/people/edit/:id"
              detail={(id) => <h1>person {id}</h1>}
              preloadDetail={preloadDetail}
            />
          ),
        },
      ],
      { initialEntries: ['/people'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('the list, mount 1')).toBeVisible();
    expect(screen.getByText("the list's title")).toBeVisible();
    // The record page's code loads once the list has its data (here: nothing to read).
    await waitFor(() => expect(preloadDetail).toHaveBeenCalledTimes(1));

    await act(() => router.navigate('/people?page=2'));
    expect(screen.getByText('at /people?page=2 (no rest)')).toBeVisible();

    listRenders = 0;
    await act(() => router.navigate('/people/edit/7'));
    expect(screen.getByRole('heading', { name: 'person 7' })).toBeInTheDocument();
    expect(screen.getByText('the list, mount 1')).not.toBeVisible();
    // Only the record's title in the app bar.
    expect(screen.queryByText("the list's title")).toBeNull();
    // Hidden, it still shows where it was left.
    expect(screen.getByText('at /people?page=2 (no rest)')).not.toBeVisible();

    await act(() => router.navigate('/people/edit/8'));
    expect(screen.getByRole('heading', { name: 'person 8' })).toBeInTheDocument();
    // Hidden, the list is left alone while records open and change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listRenders).toBe(0);

    await act(() => router.navigate('/people?page=2'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('the list, mount 1')).toBeVisible();
    expect(listMounts).toBe(1);
    expect(screen.getByText("the list's title")).toBeVisible();
    // Back where it was left: nothing to draw again.
    expect(listRenders).toBe(0);

    await act(() => router.navigate('/people?page=3'));
    expect(screen.getByText('at /people?page=3 (no rest)')).toBeVisible();
    expect(listRenders).toBe(1);
  });
});
