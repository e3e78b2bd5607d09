import { Button, Card, CardContent, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { growingTextarea } from '../form/growingTextarea';
import { useMediaError } from '../media/useMediaError';
import { PostLists } from './PostLists';
import { mediaSource, type PostMedia, PostMediaInput } from './PostMediaInput';
import { ScheduleInput, scheduledIso } from './ScheduleInput';

/** The add-moment card: a description and/or an image, now or at a time (spec section 5). */
function AddMomentCard({ moderatorId, onAdded }: { moderatorId: number; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const failed = useMediaError();
  const [description, setDescription] = useState('');
  const [media, setMedia] = useState<PostMedia | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = Boolean(description.trim() || media);

  async function add() {
    setBusy(true);
    try {
      const source = media ? mediaSource(media) : {};
      await dataProvider.addMoment({
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
            {...growingTextarea(2, 8)}
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

/** A moderator's moments (spec section 2 "Moments", "Schedule Moments"), with their text. */
export function MomentsManager({
  moderatorId,
  canEdit,
}: {
  moderatorId: number;
  canEdit: boolean;
}) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return (
    <PostLists
      kind="MOMENT"
      moderatorId={moderatorId}
      canEdit={canEdit}
      load={async () => {
        const lists = await dataProvider.momentsOf(moderatorId);
        return { published: lists.allUserMoments, scheduled: lists.userScheduledMoments };
      }}
      adder={(onAdded) => <AddMomentCard moderatorId={moderatorId} onAdded={onAdded} />}
      textOf={(moment) => moment.momentDescription}
    />
  );
}
