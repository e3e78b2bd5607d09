import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserMoment } from '../../../../contract/rest';
import { MediaItem } from './MediaItem';
import { isScheduled, mediaGridSx } from './mediaGrid';
import { formatDate, Section } from './Section';

/** The user's moments (read-only): media, title, description and date; 'No moments' if none. */
export function MomentsSection({ moments }: { moments: UserMoment[] | null | undefined }) {
  const translate = useTranslate();
  return (
    <Section id="user-moments" title={translate('app.user_detail.sections.moments')}>
      {moments?.length ? (
        <Box component="ul" sx={mediaGridSx}>
          {moments.map((moment) => (
            <li key={moment.id} data-testid="user-moment">
              {moment.file_url && (
                <MediaItem
                  file={moment.file_url}
                  maxHeight={320}
                  alt={
                    moment.Title ||
                    translate('app.user_detail.moment', { date: formatDate(moment.createdDate) })
                  }
                />
              )}
              {moment.Title && (
                <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                  {moment.Title}
                </Typography>
              )}
              {moment.momentDescription && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {moment.momentDescription}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" component="p">
                {isScheduled(moment.publishAt)
                  ? translate('app.user_detail.scheduled', { date: formatDate(moment.publishAt) })
                  : translate('app.user_detail.created', { date: formatDate(moment.createdDate) })}
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.user_detail.no_moments')}</Typography>
      )}
    </Section>
  );
}
