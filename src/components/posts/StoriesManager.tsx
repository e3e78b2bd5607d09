import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { useMediaError } from '../media/useMediaError';
import { PostLists } from './PostLists';
import { mediaSource, type PostMedia, PostMediaInput } from './PostMediaInput';
import { ScheduleInput, scheduledIso } from './ScheduleInput';

/** The add-story bar: an image or video, now or at a time (spec section 2 "Schedule Story"). */
function AddStoryBar({ moderatorId, onAdded }: { moderatorId: number; onAdded: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const failed = useMediaError();
  const [media, setMedia] = useState<PostMedia | null>(null);
  const [publishAt, setPublishAt] = useState('');

  async function add() {
    if (!media) return;
    try {
      await dataProvider.addStory({
        moderatorId,
        ...mediaSource(media),
        publishAt: scheduledIso(publishAt),
      });
      notify(publishAt ? 'app.posts.story_scheduled' : 'app.posts.story_added', {
        type: 'success',
      });
      setMedia(null);
      setPublishAt('');
      onAdded();
    } catch (error) {
      failed('app.posts.story_add_failed', error);
    }
  }

  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      <PostMediaInput value={media} onChange={setMedia} labelKey="app.posts.choose_story" />
      <ScheduleInput value={publishAt} onChange={setPublishAt} />
      <Button variant="contained" disabled={!media} onClick={add}>
        {translate(publishAt ? 'app.posts.schedule_story' : 'app.posts.add_story')}
      </Button>
    </Stack>
  );
}

/** A moderator's stories (spec section 2 "Stories", "Schedule Story"). */
export function StoriesManager({
  moderatorId,
  canEdit,
}: {
  moderatorId: number;
  canEdit: boolean;
}) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return (
    <PostLists
      kind="STORY"
      moderatorId={moderatorId}
      canEdit={canEdit}
      load={async () => {
        const lists = await dataProvider.storiesOf(moderatorId);
        return { published: lists.allUserStories, scheduled: lists.userScheduledStories };
      }}
      adder={(onAdded) => <AddStoryBar moderatorId={moderatorId} onAdded={onAdded} />}
    />
  );
}
