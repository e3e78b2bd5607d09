import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import App, { loadLandingScreen } from '../App';
import { i18nProvider } from '../i18n/i18nProvider';
import { Root } from '../Root';
import { server, sessionFor } from '../test/server';

/**
 * The timers a cold start on /users sets until its widgets show: react-query's and React's own,
 * and the wait for the first data's, one at a time (59 here; a timer per query cache change and per
 * waiting part was 314, and 845 in Chromium).
 */
const TIMERS_AT_MOST = 150;

/** A cold start on /users, as src/main.tsx renders it, its list answered when `answer` is called. */
async function coldUsers() {
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
  await loadLandingScreen('#/users');
  render(<Root loaded={{ App }} />);
  return answer;
}

describe("the page's secondary parts, after the first screen's data", () => {
  it("leave the users list's first rows alone: counters and filters come after them", async () => {
    // What the page held when the first row came in, read as React committed it.
    let withFirstRow: { queue: boolean; filters: boolean } | undefined;
    const observer = new MutationObserver(() => {
      if (withFirstRow || !screen.queryByText('First_row')) return;
      withFirstRow = {
        queue: screen.queryByText('QUEUE: 7') !== null,
        filters: screen.queryByLabelText('Last seen') !== null,
      };
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timers = vi.spyOn(window, 'setTimeout');
    const answer = await coldUsers();
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
    // Without a timer per query cache change and per waiting part.
    const scheduled = timers.mock.calls.length;
    timers.mockRestore();
    expect(scheduled).toBeLessThan(TIMERS_AT_MOST);
    // Not in the commit that drew the first row either: after it was painted.
    observer.disconnect();
    expect(withFirstRow).toEqual({ queue: false, filters: false });
  });

  it('draws the menu and the app bar once before the first row, whatever renders above them', async () => {
    const translate = vi.spyOn(i18nProvider, 'translate');
    const answer = await coldUsers();
    await new Promise((resolve) => setTimeout(resolve, 300));
    answer();
    await screen.findByText('First_row');
    const drawn = (key: string) => translate.mock.calls.filter(([asked]) => asked === key).length;
    const menu = drawn('app.menu.moderators');
    // Read twice a render: the key's tooltip and its label.
    const appBar = drawn('app.change_password.menu') / 2;
    translate.mockRestore();
    expect({ menu, appBar }).toEqual({ menu: 1, appBar: 1 });
  });
});
