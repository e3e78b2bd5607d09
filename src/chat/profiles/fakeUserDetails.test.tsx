import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWith } from '../renderWith';
import { FakeUserDetails } from './FakeUserDetails';

describe('FakeUserDetails', () => {
  it("names the height preset of the fake user's profile, not its id", async () => {
    server.use(
      http.get('*/api/', () =>
        HttpResponse.json({
          languages: [],
          heights: [
            { id: 19, height: '158 cm' },
            { id: 20, height: '159 cm' },
          ],
        }),
      ),
      http.get('*/api/moderator/5/', () =>
        HttpResponse.json({
          id: 5,
          work: 'Nurse',
          education: null,
          height: 19,
          country: 'France',
          books: [],
          music: [],
          movies: [],
          tvShows: [],
          sportsTeams: [],
        }),
      ),
    );
    renderWith(<FakeUserDetails id={5} />);
    expect(await screen.findByText('158 cm')).toBeVisible();
    expect(screen.queryByText(/19 cm/)).toBeNull();
  });
});
