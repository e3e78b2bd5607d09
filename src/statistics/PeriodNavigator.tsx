import ChevronLeftIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';
import { IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { viewerTimeZone } from '../dataProvider/wireTime';
import {
  type Granularity,
  isCurrentOrLater,
  type Period,
  periodLabel,
  shiftPeriod,
  switchGranularity,
} from '../lib/periods';
import { TimeZoneNote } from './TimeZoneNote';

/** Monthly/Daily toggle and previous/next; next stops at the current month or day. */
export function PeriodNavigator({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const translate = useTranslate();
  const timeZone = viewerTimeZone();
  const unit = period.granularity;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={unit}
        aria-label={translate('app.statistics.granularity')}
        onChange={(_, value: Granularity | null) =>
          value && onChange(switchGranularity(period, value, timeZone))
        }
      >
        <ToggleButton value="month">{translate('app.statistics.monthly')}</ToggleButton>
        <ToggleButton value="day">{translate('app.statistics.daily')}</ToggleButton>
      </ToggleButtonGroup>
      <IconButton
        aria-label={translate(`app.statistics.previous_${unit}`)}
        onClick={() => onChange(shiftPeriod(period, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 150, textAlign: 'center', fontWeight: 600 }}>
        {periodLabel(period)}
      </Typography>
      <IconButton
        aria-label={translate(`app.statistics.next_${unit}`)}
        disabled={isCurrentOrLater(period, timeZone)}
        onClick={() => onChange(shiftPeriod(period, 1))}
      >
        <ChevronRightIcon />
      </IconButton>
      <TimeZoneNote />
    </Stack>
  );
}
