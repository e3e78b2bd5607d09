import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { viewerTimeZone } from '../dataProvider/wireTime';
import { timeZoneLabel } from '../lib/periods';

/** Says which time zone a statistics screen's days and hours are in: the viewer's own. */
export function TimeZoneNote() {
  const translate = useTranslate();
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {translate('app.statistics.time_zone', { zone: timeZoneLabel(viewerTimeZone()) })}
    </Typography>
  );
}
