import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../../resources/users/edit/Section';
import { mediaGridSx } from '../media/mediaGrid';
import { useMediaError } from '../media/useMediaError';
import { type PostMedia, PostMediaInput } from './PostMediaInput';
import { PostTile } from './PostTile';
import { PostViewer, type ViewedPost } from './PostViewer';
import { addMoment, type Moment, momentsOf } from './postCalls';
import { ScheduleInput, scheduledIso } from './ScheduleInput';
import { POSTS_REFRESH_MS } from './StoriesManager';
import { usePostRemoval } from './usePostRemoval';

/** The add-moment card: a description and/or an image, now or at a time (spec section 5). */
function AddMomentCard({ moderatorId, onAdded }: { moderatorId: number; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useMediaError();
  const [description, setDescription] = useState('');
  const [media, setMedia] = useState<PostMedia | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = Boolean(description.trim() || media);

  async function add() {
    setBusy(true);
    try {
      const source = media ? (({ name: _name, ...rest }) => rest)(media) : {};
      await addMoment({
        moderatorId,
        description: description.trim(),
        ...source,
        publishAt: scheduledIso(publishAt),
      });
      notify(publishAt ? 'app.posts.moment_scheduled' : 'app.posts.moment_added', {
        type: 'success',
      });
      setDescription('');
      setMedia(null);
      setPublishAt('');
      onAdded();
    } catch (error) {
      failed('app.posts.moment_add_failed', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <TextField
            label={translate('app.posts.description')}
            multiline
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            helperText={ready ? ' ' : translate('app.posts.moment_needs')}
          />
          <PostMediaInput value={media} onChange={setMedia} labelKey="app.posts.choose_image" />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <ScheduleInput value={publishAt} onChange={setPublishAt} />
            <Button variant="contained" onClick={add} disabled={!ready || busy}>
              {translate('app.posts.add_moment')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * A moderator's moments (spec section 2 "Moments", "Schedule Moments"): cards with the text and
 * a Remove button, the add-moment card, the scheduled ones apart; likes and comments in the viewer.
 */
export function MomentsManager({
  moderatorId,
  canEdit,
}: {
  moderatorId: number;
  canEdit: boolean;
}) {
  const translate = useTranslate();
  const [viewed, setViewed] = useState<ViewedPost | null>(null);
  const lists = useQuery({
    queryKey: ['moments', moderatorId],
    queryFn: () => momentsOf(moderatorId),
    refetchInterval: POSTS_REFRESH_MS,
  });
  const removal = usePostRemoval('MOMENT', moderatorId, () => void lists.refetch());
  const published = lists.data?.allUserMoments ?? [];
  const scheduled = lists.data?.userScheduledMoments ?? [];
  const tile = (moment: Moment, caption: string) => (
    <PostTile
      key={moment.id}
      file={moment.thumbnail ?? moment.file_url}
      label={translate('app.posts.moment_named', {
        date: formatDate(moment.publishAt ?? moment.createdDate),
      })}
      caption={caption}
      canEdit={canEdit}
      onOpen={() =>
        setViewed({
          kind: 'MOMENT',
          id: moment.id,
          file: moment.file_url,
          text: moment.momentDescription,
        })
      }
      onRemove={() => removal.ask(moment.id)}
    >
      {moment.momentDescription && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {moment.momentDescription}
        </Typography>
      )}
    </PostTile>
  );
  return (
    <Stack spacing={2}>
      {canEdit && <AddMomentCard moderatorId={moderatorId} onAdded={() => void lists.refetch()} />}
      {published.length ? (
        <Box component="ul" sx={mediaGridSx} aria-label={translate('app.posts.moments')}>
          {published.map((moment) =>
            tile(
              moment,
              translate('app.posts.counts', {
                likes: moment.likesCount,
                comments: moment.commentsCount,
              }),
            ),
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.posts.no_moments')}</Typography>
      )}
      <Typography variant="subtitle1" component="h3">
        {translate('app.posts.scheduled_moments')}
      </Typography>
      {scheduled.length ? (
        <Box component="ul" sx={mediaGridSx} aria-label={translate('app.posts.scheduled_moments')}>
          {scheduled.map((moment) =>
            tile(moment, translate('app.posts.publishes', { date: formatDate(moment.publishAt) })),
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
