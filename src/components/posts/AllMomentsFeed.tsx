import { Box, Button, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { formatDate } from '../../lib/dates';
import { mediaGridSx } from '../media/mediaGrid';
import { PostTile } from './PostTile';
import { PostViewer, type ViewedPost } from './PostViewer';
import { useLivePosts } from './postEvents';

const PAGE = 28;

/**
 * Every user's published moments, newest first, 28 at a time; the moderator likes and comments
 * them in the viewer (spec section 2: the edit screen also loads all-user moments).
 */
export function AllMomentsFeed({
  moderatorId,
  canReact,
}: {
  moderatorId: number;
  canReact: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [viewed, setViewed] = useState<ViewedPost | null>(null);
  const refetchInterval = useLivePosts(null, ['allMoments']);
  const feed = useInfiniteQuery({
    queryKey: ['allMoments'],
    queryFn: ({ pageParam }) => dataProvider.allMoments(PAGE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === PAGE ? pages.length * PAGE : undefined),
    refetchInterval,
  });
  const moments = feed.data?.pages.flat() ?? [];
  return (
    <Stack spacing={2}>
      {moments.length === 0 && !feed.isPending ? (
        <Typography color="text.secondary">{translate('app.posts.no_moments')}</Typography>
      ) : (
        <Box component="ul" sx={mediaGridSx} aria-label={translate('app.posts.all_moments')}>
          {moments.map((moment) => (
            <PostTile
              key={moment.id}
              file={moment.thumbnail ?? moment.file_url}
              label={translate('app.posts.moment_by', {
                name: moment.createdBy?.fullName ?? '',
                date: formatDate(moment.createdDate),
              })}
              caption={`${moment.createdBy?.fullName ?? ''} · ${translate('app.posts.counts', {
                likes: moment.likesCount,
                comments: moment.commentsCount,
              })}`}
              canEdit={false}
              onOpen={() =>
                setViewed({
                  kind: 'MOMENT',
                  id: moment.id,
                  file: moment.file_url,
                  text: moment.momentDescription,
                })
              }
              onRemove={() => undefined}
            >
              {moment.momentDescription && (
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {moment.momentDescription}
                </Typography>
              )}
            </PostTile>
          ))}
        </Box>
      )}
      {feed.hasNextPage && (
        <Button
          onClick={() => void feed.fetchNextPage()}
          disabled={feed.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {translate('app.posts.more')}
        </Button>
      )}
      <PostViewer
        post={viewed}
        moderatorId={moderatorId}
        canReact={canReact}
        onClose={() => setViewed(null)}
        onChanged={() => void feed.refetch()}
      />
    </Stack>
  );
}
