import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../resources/users/edit/Section';
import { mediaGridSx } from '../media/mediaGrid';
import { useMediaError } from '../media/useMediaError';
import { type PostMedia, PostMediaInput } from './PostMediaInput';
import { PostTile } from './PostTile';
import { PostViewer, type ViewedPost } from './PostViewer';
import { addStory, type Story, storiesOf } from './postCalls';
import { ScheduleInput, scheduledIso } from './ScheduleInput';
import { usePostRemoval } from './usePostRemoval';

/** Stories and moments lists refresh every 5 s (spec section 9). */
export const POSTS_REFRESH_MS = 5000;

/**
 * A moderator's stories (spec section 2 "Stories", "Schedule Story"): published ones in a grid,
 * scheduled ones apart with their time; add now or at a time, remove, view likes and comments.
 */
export function StoriesManager({
  moderatorId,
  canEdit,
}: {
  moderatorId: number;
  canEdit: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useMediaError();
  const [media, setMedia] = useState<PostMedia | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [viewed, setViewed] = useState<ViewedPost | null>(null);
  const lists = useQuery({
    queryKey: ['stories', moderatorId],
    queryFn: () => storiesOf(moderatorId),
    refetchInterval: POSTS_REFRESH_MS,
  });
  const removal = usePostRemoval('STORY', moderatorId, () => void lists.refetch());
  const published = lists.data?.allUserStories ?? [];
  const scheduled = lists.data?.userScheduledStories ?? [];

  async function add() {
    if (!media) return;
    try {
      const { name: _name, ...source } = media;
      await addStory({ moderatorId, ...source, publishAt: scheduledIso(publishAt) });
      notify(publishAt ? 'app.posts.story_scheduled' : 'app.posts.story_added', {
        type: 'success',
      });
      setMedia(null);
      setPublishAt('');
      await lists.refetch();
    } catch (error) {
      failed('app.posts.story_add_failed', error);
    }
  }

  const tile = (story: Story, caption: string) => (
    <PostTile
      key={story.id}
      file={story.thumbnail ?? story.file_url}
      label={translate('app.posts.story_named', {
        date: formatDate(story.publishAt ?? story.createdDate),
      })}
      caption={caption}
      canEdit={canEdit}
      onOpen={() => setViewed({ kind: 'STORY', id: story.id, file: story.file_url })}
      onRemove={() => removal.ask(story.id)}
    />
  );

  return (
    <Stack spacing={2}>
      {canEdit && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
        >
          <PostMediaInput value={media} onChange={setMedia} labelKey="app.posts.choose_story" />
          <ScheduleInput value={publishAt} onChange={setPublishAt} />
          <Button variant="contained" disabled={!media} onClick={add}>
            {translate(publishAt ? 'app.posts.schedule_story' : 'app.posts.add_story')}
          </Button>
        </Stack>
      )}
      {published.length ? (
        <Box component="ul" sx={mediaGridSx} aria-label={translate('app.posts.stories')}>
          {published.map((story) =>
            tile(
              story,
              translate('app.posts.counts', {
                likes: story.likesCount,
                comments: story.commentsCount,
              }),
            ),
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.posts.no_stories')}</Typography>
      )}
      <Typography variant="subtitle1" component="h3">
        {translate('app.posts.scheduled_stories')}
      </Typography>
      {scheduled.length ? (
        <Box component="ul" sx={mediaGridSx} aria-label={translate('app.posts.scheduled_stories')}>
          {scheduled.map((story) =>
            tile(story, translate('app.posts.publishes', { date: formatDate(story.publishAt) })),
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.posts.none_scheduled')}</Typography>
      )}
      {removal.element}
      <PostViewer
        post={viewed}
        moderatorId={moderatorId}
        canReact={canEdit}
        onClose={() => setViewed(null)}
        onChanged={() => void lists.refetch()}
      />
    </Stack>
  );
}
