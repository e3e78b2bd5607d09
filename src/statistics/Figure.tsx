import { Box, Typography } from '@mui/material';
import { formatCount } from './series';

/** One labelled figure of the worker's summary. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h6" component="dd" sx={{ m: 0 }}>
        {typeof value === 'number' ? formatCount(value) : value}
      </Typography>
    </Box>
  );
}
