import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveRounded';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Popover,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { OfferPrompt } from '../../chat/offers/OfferPrompt';
import { useAutoOffer } from '../../chat/offers/useAutoOffer';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { useQueueAllowed } from '../useQueueAllowed';
import { useQueueCount } from '../useQueueCount';
import { DEFAULT_REPEAT_SECONDS, MAX_REPEATS, REPEAT_CHOICES } from './alertSchedule';
import { useQueueAlerts } from './useQueueAlerts';

/** The browser's notification permission, or 'unsupported' without the API. */
const permissionNow = () =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * The queue's alerts for a chatter who may take chats, and the bell in the app bar that sets how
 * often they repeat and turns desktop notifications on; with auto-offer on, the offers instead.
 */
export function QueueAlerts() {
  const allowed = useQueueAllowed();
  const autoOffer = useAutoOffer().data;
  if (!allowed || !autoOffer) return null;
  // With auto-offer on, chats come to the chatter as offers: those alert, the queue does not.
  return autoOffer.enabled ? (
    <OfferPrompt acceptSeconds={autoOffer.acceptSeconds} />
  ) : (
    <ActiveQueueAlerts />
  );
}

function ActiveQueueAlerts() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const count = useQueueCount(() => dataProvider.getQueueCount());
  const [repeatSeconds, setRepeatSeconds] = useStore(
    'queueAlerts.repeatSeconds',
    DEFAULT_REPEAT_SECONDS,
  );
  const [permission, setPermission] = useState(permissionNow);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useQueueAlerts(count, repeatSeconds, (waiting) => {
    if (permissionNow() !== 'granted') return;
    const notification = new Notification(
      translate('app.alerts.notification', { count: waiting }),
      {
        body: translate('app.alerts.notification_body'),
        // One at a time: the next replaces it.
        tag: 'queue',
      },
    );
    notification.onclick = () => {
      window.focus();
      navigate('/pendingChats');
      notification.close();
    };
  });

  const askPermission = async () => {
    setPermission(await Notification.requestPermission());
  };
  const label = (seconds: number) =>
    seconds === 0 ? translate('app.alerts.once') : translate('app.alerts.every', { seconds });

  return (
    <>
      <Tooltip title={translate('app.alerts.settings')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.alerts.settings')}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <NotificationsActiveIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: 300, display: 'grid', gap: 1.5 }}>
          <Typography variant="subtitle2" component="h2">
            {translate('app.alerts.title')}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('app.alerts.repeat')}
            value={repeatSeconds}
            onChange={(event) => setRepeatSeconds(Number(event.target.value))}
            helperText={translate('app.alerts.repeat_help', { max: MAX_REPEATS })}
          >
            {REPEAT_CHOICES.map((seconds) => (
              <MenuItem key={seconds} value={seconds}>
                {label(seconds)}
              </MenuItem>
            ))}
          </TextField>
          {permission === 'default' && (
            <Button variant="outlined" size="small" onClick={askPermission}>
              {translate('app.alerts.enable_desktop')}
            </Button>
          )}
          {permission !== 'default' && (
            <Typography variant="body2" color="text.secondary">
              {translate(`app.alerts.desktop_${permission}`)}
            </Typography>
          )}
        </Box>
      </Popover>
    </>
  );
}
