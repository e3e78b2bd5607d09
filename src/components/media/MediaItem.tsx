import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isImageFile, mediaUrl } from '../../lib/mediaKind';

/**
 * One photo or video: the kind comes from the file extension (spec section 1); a missing or
 * broken image shows a placeholder.
 */
export function MediaItem({
  file,
  alt,
  maxHeight = 480,
}: {
  file: string | null | undefined;
  alt: string;
  maxHeight?: number;
}) {
  const translate = useTranslate();
  const [broken, setBroken] = useState(false);
  const style = { display: 'block', width: '100%', maxHeight, objectFit: 'contain' as const };
  if (!file || broken)
    return (
      <Box
        role="img"
        aria-label={`${alt}: ${translate('app.user_detail.media_missing')}`}
        data-testid="media-placeholder"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          minHeight: 160,
          bgcolor: 'action.hover',
          color: 'text.secondary',
          borderRadius: 1,
        }}
      >
        <BrokenImageIcon fontSize="large" />
        <Typography variant="body2">{translate('app.user_detail.media_missing')}</Typography>
      </Box>
    );
  const src = mediaUrl(file);
  if (isImageFile(file))
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        loading="lazy"
        onError={() => setBroken(true)}
        sx={{ ...style, bgcolor: 'action.hover', borderRadius: 1 }}
      />
    );
  return (
    // biome-ignore lint/a11y/useMediaCaption: user uploads carry no caption track
    <video
      src={src}
      controls
      preload="metadata"
      aria-label={alt}
      style={{ ...style, borderRadius: 4 }}
    />
  );
}
