import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { server } from '../../test/server';
import { PersonPickerDialog } from './PersonPickerDialog';

/** Answers the moderator list with the searched name, recording each request's query. */
function serveModerators() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/moderator/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const name = query.get('search') ?? 'Mia_25';
      return HttpResponse.json({
        results: [{ id: 3, display_name: name, avatar: null }],
        count: 1,
        next: null,
        previous: null,
      });
    }),
  );
  return queries;
}

describe('PersonPickerDialog', () => {
  it('lists the first 15 of the filtered list, searches, and picks', async () => {
    const queries = serveModerators();
    const picked: number[] = [];
    const user = userEvent.setup();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <PersonPickerDialog
          open
          title="Select MODERATOR"
          resource="moderators"
          filter={{ worker: 9 }}
          onClose={() => undefined}
          onPick={(person) => picked.push(person.id)}
        />
      </AdminContext>,
    );
    await screen.findByText('Mia_25');
    expect(Object.fromEntries(queries[0])).toEqual({ limit: '15', offset: '0', worker: '9' });
    await user.type(screen.getByRole('textbox', { name: 'Search (3 characters or more)' }), 'Ann');
    await user.click(await screen.findByText('Ann'));
    expect(queries.at(-1)?.get('search')).toBe('Ann');
    expect(picked).toEqual([3]);
  });
});
