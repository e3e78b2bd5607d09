import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AvatarPhoto } from '../../../../contract/rest';
import { MediaItem } from './MediaItem';
import { Section } from './Section';

/** The user's photos, one per row; the primary one (avatar_index) and private ones are marked. */
export function PhotosGrid({
  photos,
  avatarIndex,
}: {
  photos: AvatarPhoto[] | null | undefined;
  avatarIndex: number | null | undefined;
}) {
  const translate = useTranslate();
  return (
    <Section id="user-photos" title={translate('app.user_detail.sections.photos')}>
      {photos?.length ? (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {photos.map((photo, index) => (
            <li key={photo.id} data-testid="user-photo">
              <MediaItem
                file={photo.file_url}
                alt={translate('app.user_detail.photo', { number: index + 1 })}
              />
              {(index === avatarIndex || photo.type === 'PRIVATE') && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  {index === avatarIndex && (
                    <Chip
                      size="small"
                      color="primary"
                      label={translate('app.user_detail.primary')}
                    />
                  )}
                  {photo.type === 'PRIVATE' && (
                    <Chip size="small" label={translate('app.user_detail.private')} />
                  )}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.user_detail.no_photos')}</Typography>
      )}
    </Section>
  );
}
