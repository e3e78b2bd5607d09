import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWith } from '../renderWith';
import { ProfilePanel } from './ProfilePanel';

describe('ProfilePanel', () => {
  function servePanel() {
    const liked: unknown[] = [];
    server.use(
      http.get('*/api/user/7/', () =>
        HttpResponse.json({
          id: 7,
          display_name: 'Robin_30',
          age: 13,
          city: 'Lyon',
          about: '',
          avatar_index: 0,
          avatar_photos: [],
        }),
      ),
      graphql.query('Stories', () =>
        HttpResponse.json({
          data: {
            allUserStories: [
              { id: 21, file_url: null, thumbnail: null, likesCount: 0, commentsCount: 0 },
            ],
            userScheduledStories: [],
          },
        }),
      ),
      graphql.query('Moments', () =>
        HttpResponse.json({ data: { allUserMoments: [], userScheduledMoments: [] } }),
      ),
      graphql.query('Reactions', () =>
        HttpResponse.json({ data: { getMomentLikes: [], getMomentComments: [] } }),
      ),
      graphql.mutation('Like', ({ variables }) => {
        liked.push(variables);
        return HttpResponse.json({ data: { genericLike: 1 } });
      }),
    );
    return liked;
  }

  it('lets the chatter like and comment on the real user’s story as the chat’s moderator', async () => {
    const liked = servePanel();
    const { user } = renderWith(<ProfilePanel kind="user" id={7} reactAs={3} />);
    await user.click(await screen.findByRole('button', { name: 'Story' }));
    const viewer = await screen.findByRole('dialog', { name: 'Story' });
    expect(within(viewer).getByRole('tab', { name: /Likes/ })).toBeVisible();
    await user.click(within(viewer).getByRole('tab', { name: /Comments/ }));
    expect(within(viewer).getByRole('textbox', { name: 'Comment' })).toBeVisible();
    await user.click(within(viewer).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(liked).toHaveLength(1));
    expect(liked[0]).toMatchObject({ kind: 'STORY', id: 21 });
    expect(String((liked[0] as { moderatorId: unknown }).moderatorId)).toBe('3');
  });

  it('shows the reactions without Like or a comment box to whoever does not speak as a moderator', async () => {
    servePanel();
    const { user } = renderWith(<ProfilePanel kind="user" id={7} />);
    await user.click(await screen.findByRole('button', { name: 'Story' }));
    const viewer = await screen.findByRole('dialog', { name: 'Story' });
    expect(within(viewer).getByRole('tab', { name: /Likes/ })).toBeVisible();
    expect(within(viewer).queryByRole('button', { name: 'Like' })).toBeNull();
  });
});
