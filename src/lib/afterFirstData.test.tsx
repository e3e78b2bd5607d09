import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import App, { loadLandingScreen } from '../App';
import { Root } from '../Root';
import { server, sessionFor } from '../test/server';

describe("the page's secondary parts, after the first screen's data", () => {
  it("leave the users list's first rows alone: counters and filters come after them", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('*/api/user/user-list/', async () => {
        await answered;
        return HttpResponse.json({
          results: [{ id: 1, display_name: 'First_row', email: 'f@example.com', reports: [] }],
          count: 1,
          next: null,
          previous: null,
        });
      }),
    );
    localStorage.setItem('backoffice.session', JSON.stringify(sessionFor('SUPER_ADMIN')));
    window.location.hash = '#/users';
    // As src/main.tsx renders it: the app and the landing screen's code loaded first.
    await loadLandingScreen('#/users');
    render(<Root loaded={{ App }} />);
    // The queue count answers at once (test/server.ts): held back while the list reads.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('QUEUE: 7')).toBeNull();
    expect(screen.queryByLabelText('Last seen')).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /Contact inbox/ })).toBeNull();
    // The rest of the menu and the filters' card are there from the start.
    expect(screen.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    answer();
    expect(await screen.findByText('First_row')).toBeVisible();
    expect(await screen.findByText('QUEUE: 7')).toBeVisible();
    expect(await screen.findByLabelText('Last seen')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Contact inbox/ })).toBeVisible();
  });
});
