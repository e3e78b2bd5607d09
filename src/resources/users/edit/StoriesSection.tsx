import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserStory } from '../../../../contract/rest';
import { MediaItem } from './MediaItem';
import { isScheduled, mediaGridSx } from './mediaGrid';
import { formatDate, Section } from './Section';

/** The user's stories (read-only), 4 per row on wide screens; 'No stories' when empty. */
export function StoriesSection({ stories }: { stories: UserStory[] | null | undefined }) {
  const translate = useTranslate();
  return (
    <Section id="user-stories" title={translate('app.user_detail.sections.stories')}>
      {stories?.length ? (
        <Box component="ul" sx={mediaGridSx}>
          {stories.map((story) => (
            <li key={story.id} data-testid="user-story">
              <MediaItem
                file={story.file_url}
                maxHeight={320}
                alt={translate('app.user_detail.story', { date: formatDate(story.createdDate) })}
              />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {isScheduled(story.publishAt)
                  ? translate('app.user_detail.scheduled', { date: formatDate(story.publishAt) })
                  : translate('app.user_detail.created', { date: formatDate(story.createdDate) })}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.user_detail.no_stories')}</Typography>
      )}
    </Section>
  );
}
