import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MediaItem } from '../media/MediaItem';

/** A story or moment of a grid: opens the viewer; editors remove it. */
export function PostTile({
  file,
  label,
  caption,
  canEdit,
  onOpen,
  onRemove,
  children,
}: {
  file: string | null;
  label: string;
  caption: string;
  canEdit: boolean;
  onOpen: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box component="li" data-testid="post-tile">
      <ButtonBase
        onClick={onOpen}
        aria-label={label}
        sx={{ display: 'block', width: '100%', textAlign: 'left', borderRadius: 1 }}
      >
        {file && <MediaItem file={file} alt="" maxHeight={220} />}
        {children}
      </ButtonBase>
      <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {caption}
        </Typography>
        {canEdit && (
          <IconButton
            size="small"
            color="error"
            aria-label={translate('app.posts.remove_named', { name: label })}
            onClick={onRemove}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}
