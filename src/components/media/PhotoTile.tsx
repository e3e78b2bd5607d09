import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AvatarPhoto } from '../../../contract/users';
import { MediaItem } from './MediaItem';

/** One photo of the grid: its thumbnail, and for editors the primary and delete actions. */
export function PhotoTile({
  photo,
  number,
  isPrimary,
  canEdit,
  busy,
  onMakePrimary,
  onDelete,
}: {
  photo: AvatarPhoto;
  number: number;
  /** undefined for private photos, which are never primary. */
  isPrimary?: boolean;
  canEdit: boolean;
  busy: boolean;
  onMakePrimary: () => void;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  const label = translate('app.media.photo', { number });
  return (
    <Box component="li" data-testid="photo-tile" sx={{ position: 'relative' }}>
      <MediaItem file={photo.thumbnail_url ?? photo.file_url} alt={label} maxHeight={260} />
      {(canEdit || isPrimary) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          {isPrimary !== undefined &&
            (isPrimary ? (
              <Button size="small" variant="contained" disabled>
                {translate('app.media.primary')}
              </Button>
            ) : (
              canEdit && (
                <Button size="small" variant="outlined" onClick={onMakePrimary} disabled={busy}>
                  {translate('app.media.make_primary')}
                </Button>
              )
            ))}
          {canEdit && (
            <Tooltip title={translate('app.media.delete_photo', { number })}>
              <IconButton
                color="error"
                size="small"
                aria-label={translate('app.media.delete_photo', { number })}
                onClick={onDelete}
                disabled={busy}
                sx={{ ml: 'auto' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      )}
    </Box>
  );
}
