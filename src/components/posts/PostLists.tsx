import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PostKind } from '../../dataProvider/posts';
import { formatDate } from '../../lib/dates';
import { mediaGridSx } from '../media/mediaGrid';
import { PostTile } from './PostTile';
import { PostViewer, type ViewedPost } from './PostViewer';
import { useLivePosts } from './postEvents';
import { usePostRemoval } from './usePostRemoval';

/** Stories and moments lists refresh every 5 s (spec section 9). */

interface ListedPost {
  id: number;
  file_url: string | null;
  thumbnail: string | null;
  likesCount: number;
  commentsCount: number;
  publishAt: string | null;
  createdDate: string;
}

const texts = {
  STORY: {
    named: 'app.posts.story_named',
    published: 'app.posts.stories',
    none: 'app.posts.no_stories',
    scheduled: 'app.posts.scheduled_stories',
  },
  MOMENT: {
    named: 'app.posts.moment_named',
    published: 'app.posts.moments',
    none: 'app.posts.no_moments',
    scheduled: 'app.posts.scheduled_moments',
  },
} as const;

/**
 * A moderator's stories or moments: what adds one (for editors), the published ones in a grid with
 * their likes and comments, the scheduled ones apart with their time; a tile opens the viewer
 * (likes, comments) and editors remove it after the spec's confirmation.
 */
export function PostLists<Post extends ListedPost>({
  kind,
  moderatorId,
  canEdit,
  load,
  adder,
  textOf,
}: {
  kind: PostKind;
  moderatorId: number;
  canEdit: boolean;
  load: () => Promise<{ published: Post[]; scheduled: Post[] }>;
  /** The form that adds one; it calls `onAdded` so the lists load again. */
  adder: (onAdded: () => void) => ReactNode;
  /** A moment's description, shown on its tile and in the viewer. */
  textOf?: (post: Post) => string;
}) {
  const translate = useTranslate();
  const [viewed, setViewed] = useState<ViewedPost | null>(null);
  const queryKey = [kind === 'STORY' ? 'stories' : 'moments', moderatorId];
  const refetchInterval = useLivePosts(moderatorId, queryKey);
  const lists = useQuery({
    queryKey,
    queryFn: load,
    refetchInterval,
  });
  const reload = () => void lists.refetch();
  const removal = usePostRemoval(kind, moderatorId, reload);
  const text = texts[kind];

  const grid = (posts: Post[], label: string, caption: (post: Post) => string, none: string) =>
    posts.length ? (
      <Box component="ul" sx={mediaGridSx} aria-label={translate(label)}>
        {posts.map((post) => {
          const description = textOf?.(post);
          return (
            <PostTile
              key={post.id}
              file={post.thumbnail ?? post.file_url}
              label={translate(text.named, {
                date: formatDate(post.publishAt ?? post.createdDate),
              })}
              caption={caption(post)}
              canEdit={canEdit}
              onOpen={() =>
                setViewed({ kind, id: post.id, file: post.file_url, text: description })
              }
              onRemove={() => removal.ask(post.id)}
            >
              {description && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {description}
                </Typography>
              )}
            </PostTile>
          );
        })}
      </Box>
    ) : (
      <Typography color="text.secondary">{translate(none)}</Typography>
    );

  return (
    <Stack spacing={2}>
      {canEdit && adder(reload)}
      {grid(
        lists.data?.published ?? [],
        text.published,
        (post) =>
          translate('app.posts.counts', { likes: post.likesCount, comments: post.commentsCount }),
        text.none,
      )}
      <Typography variant="subtitle1" component="h3">
        {translate(text.scheduled)}
      </Typography>
      {grid(
        lists.data?.scheduled ?? [],
        text.scheduled,
        (post) => translate('app.posts.publishes', { date: formatDate(post.publishAt) }),
        'app.posts.none_scheduled',
      )}
      {removal.element}
      <PostViewer
        post={viewed}
        moderatorId={moderatorId}
        canReact={canEdit}
        onClose={() => setViewed(null)}
        onChanged={reload}
      />
    </Stack>
  );
}
