import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { server } from '../../test/server';
import { AllMomentsFeed } from './AllMomentsFeed';
import { MomentsManager } from './MomentsManager';
import { PostViewer } from './PostViewer';

const moment = {
  id: 5,
  file_url: null,
  video: false,
  thumbnail: null,
  momentDescription: 'At the beach',
  likesCount: 0,
  commentsCount: 0,
  publishAt: null,
  createdDate: '2026-11-01T10:00:00Z',
};

function renderWith(ui: React.ReactElement) {
  return {
    user: userEvent.setup(),
    ...render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        {ui}
      </AdminContext>,
    ),
  };
}

describe('MomentsManager', () => {
  it('lists published and scheduled moments apart, and adds one with its schedule', async () => {
    const added: Record<string, unknown>[] = [];
    server.use(
      graphql.query('Moments', () =>
        HttpResponse.json({
          data: {
            allUserMoments: [moment],
            userScheduledMoments: [
              { ...moment, id: 6, momentDescription: 'Later', publishAt: '2030-01-01T10:00:00Z' },
            ],
          },
        }),
      ),
      graphql.mutation('AddMoment', ({ variables }) => {
        added.push(variables);
        return HttpResponse.json({ data: { insertMoment: { id: 9 } } });
      }),
    );
    const { user } = renderWith(<MomentsManager moderatorId={3} canEdit />);
    const published = await screen.findByRole('list', { name: 'Moments' });
    expect(within(published).getByText('At the beach')).toBeVisible();
    const later = screen.getByRole('list', { name: 'Schedule Moments' });
    expect(within(later).getByText('Later')).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add moment' });
    expect(add).toBeDisabled();
    expect(screen.getByText('A moment needs a description or an image')).toBeVisible();
    await user.type(screen.getByLabelText('Description'), 'Sunny day');
    await user.type(screen.getByLabelText('Publish at'), '2031-05-01T09:30');
    await user.click(add);
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ moderatorId: '3', description: 'Sunny day' });
    expect(new Date(added[0].publishAt as string).getFullYear()).toBe(2031);
  });

  it("says 'No moments selected' and offers no editing to a reader", async () => {
    server.use(
      graphql.query('Moments', () =>
        HttpResponse.json({ data: { allUserMoments: [], userScheduledMoments: [] } }),
      ),
    );
    renderWith(<MomentsManager moderatorId={3} canEdit={false} />);
    expect(await screen.findByText('No moments selected')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add moment' })).not.toBeInTheDocument();
  });
});

describe('PostViewer', () => {
  it('shows likes and comments, likes, and comments only with text', async () => {
    const calls: string[] = [];
    let comments: {
      id: number;
      commentDescription: string;
      createdDate: string;
      user: { id: number; fullName: string };
    }[] = [];
    server.use(
      graphql.query('Reactions', () =>
        HttpResponse.json({ data: { getMomentLikes: [], getMomentComments: comments } }),
      ),
      graphql.mutation('Like', () => {
        calls.push('like');
        return HttpResponse.json({ data: { genericLike: 1 } });
      }),
      graphql.mutation('Comment', ({ variables }) => {
        calls.push(`comment:${variables.comment}`);
        comments = [
          {
            id: 1,
            commentDescription: String(variables.comment),
            createdDate: '2026-11-01T10:00:00Z',
            user: { id: 3, fullName: 'Ann' },
          },
        ];
        return HttpResponse.json({ data: { genericComment: { id: 1 } } });
      }),
    );
    const { user } = renderWith(
      <PostViewer
        post={{ kind: 'MOMENT', id: 5, file: null, text: 'At the beach' }}
        moderatorId={3}
        canReact
        onClose={() => undefined}
        onChanged={() => undefined}
      />,
    );
    expect(await screen.findByText('No Likes for this Moment')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(calls).toEqual(['like']));
    await user.click(screen.getByRole('tab', { name: 'Comments (0)' }));
    expect(screen.getByText('No Comments for this Moment')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Comment text is required!')).toBeVisible();
    await user.type(screen.getByLabelText('Comment'), 'Lovely');
    await user.click(submit);
    expect(await screen.findByText('Lovely')).toBeVisible();
    expect(calls).toEqual(['like', 'comment:Lovely']);
    expect(screen.getByRole('tab', { name: 'Comments (1)' })).toBeVisible();
  });
});

describe('AllMomentsFeed', () => {
  it('shows everyone’s moments with their author, 28 at a time', async () => {
    const offsets: unknown[] = [];
    server.use(
      graphql.query('AllMoments', ({ variables }) => {
        offsets.push(variables.offset);
        const count = variables.offset === 0 ? 28 : 1;
        return HttpResponse.json({
          data: {
            allMoments: Array.from({ length: count }, (_, i) => ({
              ...moment,
              id: Number(variables.offset) + i + 1,
              createdBy: { id: 40 + i, fullName: `Author ${Number(variables.offset) + i + 1}` },
            })),
          },
        });
      }),
    );
    const { user } = renderWith(<AllMomentsFeed moderatorId={3} canReact />);
    const feed = await screen.findByRole('list', { name: 'All users’ moments' });
    expect(await within(feed).findAllByTestId('post-tile')).toHaveLength(28);
    expect(within(feed).getByText(/^Author 1 · Likes 0/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(feed).getAllByTestId('post-tile')).toHaveLength(29));
    expect(offsets).toEqual([0, 28]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
