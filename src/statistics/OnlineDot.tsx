import { Box, Tooltip } from '@mui/material';
import { amber } from '@mui/material/colors';
import { useTranslate } from 'react-admin';
import { presenceOf } from '../../contract/presence';

/** The spec's grey, green and yellow (MUI's warning colour is orange, hence amber). */
const COLOURS = { never: 'grey.500', online: 'success.main', away: amber[600] } as const;

/**
 * Grey: never contacted; green: signed in and last contact under 5 minutes ago; yellow otherwise
 * (contract/presence.ts: one rule for every screen). `signedIn` is the server's `isOnline`, which
 * is false once the person signed out; the time is measured again here so the dot ages on screen.
 */
export function OnlineDot({
  lastContactMs,
  signedIn,
}: {
  lastContactMs: number | null;
  signedIn: boolean;
}) {
  const translate = useTranslate();
  const presence = presenceOf(lastContactMs, Date.now(), signedIn);
  const label = translate(`app.statistics.presence.${presence}`);
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-presence={presence}
        sx={{
          display: 'inline-block',
          flexShrink: 0,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: COLOURS[presence],
        }}
      />
    </Tooltip>
  );
}
