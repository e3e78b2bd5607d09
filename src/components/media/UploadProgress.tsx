import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The share of an upload sent so far (null: nothing is uploading). */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const translate = useTranslate();
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" color="text.secondary" id="upload-progress-label">
        {translate('app.media.uploading', { percent })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="upload-progress-label"
      />
    </Box>
  );
}
